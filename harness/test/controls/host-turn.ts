/** How a turn ended on the host; lost: the host went away before it said. */
export type TurnStatus = 'completed' | 'interrupted' | 'failed' | 'lost';

/** One turn on the host as the bot follows it: its answer so far, its activity, how it ended. */
export class HostTurn {
  text = '';
  /** The host's own error message of a failed turn: upstream prose, never for the user (HO-007). */
  error: string | undefined;
  /** When the host last said anything about this turn, for the idle timeout (HO-006). */
  lastActivity = Date.now();
  readonly startedAt = Date.now();
  /** Set by a stop: whether a thread read proved the turn over. It decides the outcome (HO-004). */
  stopping: Promise<boolean> | undefined;
  status: TurnStatus | undefined;
  readonly ended: Promise<TurnStatus>;
  private settle!: (status: TurnStatus) => void;

  constructor(readonly id: string) {
    this.ended = new Promise((resolve) => (this.settle = resolve));
  }

  /** The agent message the deltas are building: the answer is the turn's last one (Codex starts a new one per model call). */
  private itemId: string | undefined;

  delta(itemId: string, piece: string): void {
    if (itemId !== this.itemId) this.text = '';
    this.itemId = itemId;
    this.text += piece;
  }

  active(): void {
    this.lastActivity = Date.now();
  }

  end(status: TurnStatus): void {
    if (this.status !== undefined) return;
    this.status = status;
    this.settle(status);
  }
}
