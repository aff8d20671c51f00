import type { SourceRow } from '../store/inbox.ts';
import type { Store } from '../store/store.ts';
import type { Stopper } from './stopper.ts';

/** Control commands, taken from the current message alone and run ahead of the queue (AD-009). */
export class Commands {
  private readonly store: Store;
  private readonly stopper: Stopper;

  constructor(store: Store, stopper: Stopper) {
    this.store = store;
    this.stopper = stopper;
  }

  /** Runs the source's command and returns the reply for the user. */
  async run(source: SourceRow): Promise<string> {
    const sessionId = source.sessionId!;
    return source.command === 'stop' ? this.stop(sessionId) : this.status(sessionId);
  }

  private async stop(sessionId: string): Promise<string> {
    const unfinished = this.store.turns.unfinished(sessionId);
    // Queued turns first, so that none starts when the running one ends (HO-005).
    const queued = unfinished.filter((t) => t.state === 'queued');
    const running = unfinished.filter((t) => t.state === 'running');
    let cancelled = 0;
    for (const turn of queued) if ((await this.stopper.stop(turn.turnId))?.outcome === 'stopped') cancelled++;
    const lines: string[] = [];
    for (const turn of running) {
      const receipt = await this.stopper.stop(turn.turnId);
      lines.push(
        receipt?.outcome === 'failed'
          ? 'The running request did not confirm the stop in time; the agent was shut down.'
          : 'Stopped the running request.',
      );
    }
    if (cancelled > 0) lines.push(`Cancelled ${cancelled} queued request${cancelled === 1 ? '' : 's'}.`);
    return lines.length > 0 ? lines.join('\n') : 'Nothing to stop.';
  }

  private status(sessionId: string): string {
    const unfinished = this.store.turns.unfinished(sessionId);
    const queued = unfinished.filter((t) => t.state === 'queued').length;
    const running = unfinished.some((t) => t.state === 'running');
    if (!running && queued === 0) return 'Idle: nothing running, nothing queued.';
    return `${running ? 'Working on a request' : 'About to start'}; ${queued} queued.`;
  }
}
