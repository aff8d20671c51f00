/** A turn/start the implementation sent, told what became of it when Codex answers: the turn's id, or undefined when refused. */
export interface TurnStartSlot {
  answered(turnId: string | undefined): void;
}

/**
 * The order of the turns a host took, as the host double counts it: the nth turn/start the implementation
 * sent that the host did not refuse, over every connection. Codex may answer two turn starts, say
 * turn/started and call the model in another order than they were sent, so the place is taken when the
 * request is sent and named by the answer.
 */
export class TurnStartOrder {
  readonly #slots: Array<{ turnId?: string; refused: boolean }> = [];
  readonly #waiters = new Set<() => void>();

  /** A turn/start sent now. */
  reserve(): TurnStartSlot {
    const slot: { turnId?: string; refused: boolean } = { refused: false };
    this.#slots.push(slot);
    return {
      answered: (turnId) => {
        if (turnId === undefined) slot.refused = true;
        else slot.turnId = turnId;
        this.#wake();
      },
    };
  }

  /** The 1-based place of a Codex turn, once its turn/start is answered; undefined when it is not within waitMs. */
  place(turnId: string, waitMs: number): Promise<number | undefined> {
    const find = () => {
      const taken = this.#slots.filter((s) => !s.refused);
      const i = taken.findIndex((s) => s.turnId === turnId);
      return i < 0 ? undefined : i + 1;
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

  #wake(): void {
    for (const check of [...this.#waiters]) check();
  }
}
