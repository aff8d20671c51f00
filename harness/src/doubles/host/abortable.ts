/** Settles like promise, or rejects with the signal's reason once it aborts first. */
export function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/** A promise that only ever rejects, when the signal aborts: a host that hangs. */
export function untilAborted(signal: AbortSignal): Promise<never> {
  return raceAbort(new Promise<never>(() => {}), signal);
}
