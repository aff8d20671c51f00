/**
 * The order of the turns the bridge gave its kit claudes: the nth user message written to any of them is the
 * nth turn, as the host double counts turn/starts. A claude's model call that begins a turn takes the place of
 * that claude's oldest user message not yet taken — a claude runs its messages one after another — so that turns
 * of two claudes never take each other's script, whichever calls the model first.
 */
export class StreamTurnOrder {
  readonly #slots: Array<{ client: string; taken: boolean }> = [];
  readonly #waiters = new Set<() => void>();

  /** A user message written to this claude now. */
  reserve(client: string): void {
    this.#slots.push({ client, taken: false });
    for (const check of [...this.#waiters]) check();
  }

  /** The 1-based place of this claude's next turn; undefined when none is known within waitMs. */
  take(client: string, waitMs: number): Promise<number | undefined> {
    const find = () => {
      const i = this.#slots.findIndex((s) => s.client === client && !s.taken);
      if (i < 0) return undefined;
      this.#slots[i]!.taken = true;
      return i + 1;
    };
    const now = find();
    if (now !== undefined) return Promise.resolve(now);
    return new Promise((resolve) => {
      const done = (n: number | undefined) => {
        clearTimeout(timer);
        this.#waiters.delete(check);
        resolve(n);
      };
      const check = () => {
        const n = find();
        if (n !== undefined) done(n);
      };
      const timer = setTimeout(() => done(undefined), waitMs);
      this.#waiters.add(check);
    });
  }
}
