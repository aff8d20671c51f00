/** An opaque handle of a scheduled callback: whatever the Timers that made it return. */
export type TimerHandle = unknown;

/**
 * Scheduling, as a seam: code that waits takes Timers as a constructor parameter, and a test hands it
 * ManualTime instead of waiting for real (or patching the globals).
 */
export interface Timers {
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

export const systemTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/** Resolves after `ms` on `timers`, or at once when `signal` aborts, so that a stop never waits out a pause. */
export function sleep(ms: number, timers: Timers = systemTimers, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const handle = timers.setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
    function done() {
      timers.clearTimeout(handle);
      signal?.removeEventListener('abort', done);
      resolve();
    }
  });
}
