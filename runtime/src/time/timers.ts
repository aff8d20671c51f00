/** An opaque handle of a scheduled callback: whatever the Timers that made it return. */
export type TimerHandle = unknown;

export interface TimerOptions {
  /** The timer alone keeps no process alive (a background look, a lease beat, a bound on a wait). */
  unref?: boolean;
}

/**
 * Scheduling, as a seam: code that waits takes Timers as a constructor parameter, and a test hands it
 * ManualTime instead of waiting for real (or patching the globals).
 */
export interface Timers {
  setTimeout(callback: () => void, ms: number, options?: TimerOptions): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
  /** Runs `callback` every `ms` until cleared; the first run is `ms` from now. */
  setInterval(callback: () => void, ms: number, options?: TimerOptions): TimerHandle;
  clearInterval(handle: TimerHandle): void;
}

export const systemTimers: Timers = {
  setTimeout: (callback, ms, options) => unref(setTimeout(callback, ms), options),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout | undefined),
  setInterval: (callback, ms, options) => unref(setInterval(callback, ms), options),
  clearInterval: (handle) => clearInterval(handle as NodeJS.Timeout | undefined),
};

function unref(timer: NodeJS.Timeout, options: TimerOptions | undefined): NodeJS.Timeout {
  return options?.unref ? timer.unref() : timer;
}

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

/**
 * Waits for `work` to settle, but no longer than `ms` on `timers`; its timer is cleared once the work settles.
 * The grace a stop gives what is still running: it never rejects, whatever became of the work.
 */
export async function waitAtMost(
  work: Promise<unknown>,
  ms: number,
  timers: Timers = systemTimers,
): Promise<void> {
  const settled = new AbortController();
  const over = () => settled.abort();
  await Promise.race([work.then(over, over), sleep(ms, timers, settled.signal)]);
}
