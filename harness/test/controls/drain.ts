import { allDone } from './background.ts';
import { flaw } from './flaw.ts';

/**
 * The graceful stop (TR-009). On SIGTERM the bot closes its consumer, the long connection, so that no
 * new event comes in — one whose handler has not returned goes unacknowledged and is delivered again —
 * waits until the work in hand is done (running and queued turns, their answers read back), and exits 0;
 * the exit handlers then end the host and free the lease. Before there is a consumer there is no work in
 * hand, so it exits at once. A second SIGTERM ends the bot on the spot.
 */
export class Drain {
  private consumer: { close(): void } | undefined;

  constructor() {
    process.once('SIGTERM', () => {
      if (flaw === 'exits-at-once') process.exit(0);
      this.consumer?.close();
      void allDone().then(() => process.exit(0));
    });
  }

  /** The consumer to close first on a graceful stop. */
  closes(consumer: { close(): void }): void {
    this.consumer = consumer;
  }
}
