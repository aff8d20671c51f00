/** At most `limit` pieces of work at once (TR-004: maxHandlers host turns); the others wait their turn in order. */
export class Slots {
  private used = 0;
  /** The most pieces of work at once so far (control.dispatch). */
  peak = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  /** Pieces of work running now. */
  get active(): number {
    return this.used;
  }

  async use<T>(work: () => Promise<T>): Promise<T> {
    if (this.used < this.limit) this.used++;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.peak = Math.max(this.peak, this.used);
    try {
      return await work();
    } finally {
      // The slot passes straight to the next waiter, so nobody can overtake it.
      const next = this.waiting.shift();
      if (next) next();
      else this.used--;
    }
  }
}
