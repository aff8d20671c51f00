/** Wall-clock milliseconds; a seam so that tests can set time. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

/** Resolves after `ms`, or at once when `signal` aborts, so that a stop never waits on a backoff. */
export function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
  });
}
