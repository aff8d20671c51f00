import { flaw } from './flaw.ts';

/**
 * At most `bound` sources held in memory at once, from admission until they were handled (TR-004); the
 * others wait in the durable inbox and are taken in the order they came as room frees, so no later message
 * of a conversation overtakes an earlier one.
 */
export class Holder {
  /** Each source held, and when its handling settles. */
  private readonly held = new Map<string, Promise<void>>();
  private peak = 0;
  private readonly bound: number;

  constructor(
    bound: number,
    /** Admits a source; settles when it was handled. */
    private readonly admit: (messageId: string) => Promise<void>,
    /** Sources in the inbox not started yet, oldest first. */
    private readonly received: () => string[],
  ) {
    this.bound = flaw === 'ignores-memory-bound' ? Infinity : bound;
  }

  /**
   * A source is durably in the inbox: what waits there is taken, oldest first, as far as there is room.
   * Settles when this source was handled, or at once when it has to wait.
   */
  offer(messageId: string): Promise<void> {
    this.pull();
    return this.held.get(messageId) ?? Promise.resolve();
  }

  /** Takes what waits in the inbox, oldest first, as far as there is room (at start, and as sources finish). */
  pull(): void {
    for (const messageId of this.waiting()) {
      if (this.held.size >= this.bound) return;
      this.hold(messageId);
    }
  }

  /** What it holds and held at most, and how many wait in the inbox (control.dispatch). */
  load(): { heldSources: number; peakHeldSources: number; waitingInInbox: number } {
    return { heldSources: this.held.size, peakHeldSources: this.peak, waitingInInbox: this.waiting().length };
  }

  private waiting(): string[] {
    return this.received().filter((id) => !this.held.has(id));
  }

  private hold(messageId: string): void {
    const handled = this.admit(messageId)
      // Taken by pull, nobody else awaits it: a failure goes to stderr, never to an unhandled rejection.
      .catch(
        (error: unknown) => void process.stderr.write(`tiny-bot: source ${messageId}: ${String(error)}\n`),
      )
      .finally(() => {
        this.held.delete(messageId);
        this.pull();
      });
    this.held.set(messageId, handled);
    this.peak = Math.max(this.peak, this.held.size);
  }
}
