/**
 * Release keys of a scenario. A release is remembered, so a turn that reaches its block after the
 * scenario step released it goes on at once — the runner and the host never have to race.
 */
export class ReleaseLatch {
  readonly #released = new Set<string>();
  readonly #waiting = new Map<string, Array<() => void>>();

  release(key: string): void {
    this.#released.add(key);
    for (const wake of this.#waiting.get(key) ?? []) wake();
    this.#waiting.delete(key);
  }

  /** Resolves when key is released; rejects with the signal's reason when it aborts first. */
  wait(key: string, signal: AbortSignal): Promise<void> {
    if (this.#released.has(key)) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const onAbort = () => reject(signal.reason);
      if (signal.aborted) return onAbort();
      signal.addEventListener('abort', onAbort, { once: true });
      const wakers = this.#waiting.get(key) ?? [];
      wakers.push(() => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      });
      this.#waiting.set(key, wakers);
    });
  }
}
