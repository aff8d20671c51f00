/** Wakes waiters when anything was recorded, so checks re-decide at once instead of polling slowly. */
export class ChangeSignal {
  private waiters = new Set<() => void>();

  notify(): void {
    const waiters = this.waiters;
    this.waiters = new Set();
    for (const wake of waiters) wake();
  }

  /** Resolves on the next notify, or after ms. */
  wait(ms: number): Promise<void> {
    return new Promise((resolveWait) => {
      const wake = () => {
        clearTimeout(timer);
        this.waiters.delete(wake);
        resolveWait();
      };
      const timer = setTimeout(wake, Math.max(0, ms));
      this.waiters.add(wake);
    });
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolveSleep) => setTimeout(resolveSleep, ms));
}
