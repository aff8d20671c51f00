/** Every timer the double arms, so that stop() leaves nothing running. */
export class Timers {
  private readonly pending = new Set<NodeJS.Timeout>();

  after(ms: number, run: () => void): NodeJS.Timeout {
    const timer = setTimeout(() => {
      this.pending.delete(timer);
      run();
    }, ms);
    this.pending.add(timer);
    return timer;
  }

  cancel(timer: NodeJS.Timeout | undefined): void {
    if (timer === undefined) return;
    clearTimeout(timer);
    this.pending.delete(timer);
  }

  clear(): void {
    for (const timer of this.pending) clearTimeout(timer);
    this.pending.clear();
  }
}
