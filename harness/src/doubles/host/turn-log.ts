import type { HostTurn } from '../../../../generated/types/index.ts';

/** One turn the host double took, as the invariants need it: what it was asked, what it streamed, when it ended. */
export interface LoggedTurn {
  turnId: string;
  threadId: string;
  /** The text parts of its input, joined by a newline. */
  input: string;
  /** Every agent message delta, in order. */
  deltas: string[];
  status: HostTurn['status'];
  /** ms on the host recorder's clock, like the `at` of its records. */
  startedAt: number;
  endedAt?: number;
}

/**
 * The turns of one host double, kept whether or not anyone listened: a turn whose connection died goes
 * on to its end in the host, and that end is part of the truth a check needs.
 */
export class TurnLog {
  readonly #turns = new Map<string, LoggedTurn>();
  readonly #now: () => number;

  constructor(now: () => number) {
    this.#now = now;
  }

  start(turnId: string, threadId: string, input: string): void {
    this.#turns.set(turnId, {
      turnId,
      threadId,
      input,
      deltas: [],
      status: 'inProgress',
      startedAt: this.#now(),
    });
  }

  delta(turnId: string, delta: string): void {
    this.#turns.get(turnId)?.deltas.push(delta);
  }

  end(turnId: string, status: Exclude<HostTurn['status'], 'inProgress'>): void {
    const turn = this.#turns.get(turnId);
    if (!turn) return;
    turn.status = status;
    turn.endedAt = this.#now();
  }

  all(): readonly LoggedTurn[] {
    return [...this.#turns.values()];
  }
}
