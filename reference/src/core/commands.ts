import type { Clock } from '../clock.ts';
import type { SourceRow } from '../store/inbox.ts';
import type { Store } from '../store/store.ts';
import type { Stopper } from './stopper.ts';

export const HELP_TEXT = [
  'Commands (send one alone in a message):',
  '/stop — stop the running request and cancel the queued ones',
  '/status — what is running and how many are queued',
  '/new — start a fresh session: the agent forgets this conversation',
  '/help — this list',
].join('\n');

const ATTACHED =
  'This conversation is attached to a running host session, which owns its turns; manage it there (or close it with larkspur ctl attached close).';

/** Control commands, taken from the current message alone and run ahead of the queue (AD-009). */
export class Commands {
  private readonly store: Store;
  private readonly stopper: Stopper;
  private readonly clock: Clock;

  constructor(store: Store, stopper: Stopper, clock: Clock) {
    this.store = store;
    this.stopper = stopper;
    this.clock = clock;
  }

  /** Runs the source's command and returns the reply for the user. */
  async run(source: SourceRow): Promise<string> {
    const sessionId = source.sessionId!;
    const attached = (await this.store.sessions.get(sessionId))?.kind === 'attached';
    switch (source.command) {
      case 'help':
        return HELP_TEXT;
      case 'status':
        return this.status(sessionId);
      case 'stop':
        return attached ? ATTACHED : this.stop(sessionId);
      case 'new':
        return attached ? ATTACHED : this.renew(sessionId);
      default:
        return HELP_TEXT;
    }
  }

  private async stop(sessionId: string): Promise<string> {
    const lines = await this.stopAll(sessionId);
    return lines.length > 0 ? lines.join('\n') : 'Nothing to stop.';
  }

  /**
   * /new (AD-012): what runs is stopped, the session closed, and a fresh one opened for the conversation:
   * it has no host thread, so the next message starts a new one and the old thread is never resumed.
   */
  private async renew(sessionId: string): Promise<string> {
    const { store, clock } = this;
    const lines = await this.stopAll(sessionId);
    const session = await store.sessions.get(sessionId);
    if (session && session.closedAt === null) {
      await store.atomically(async () => {
        await store.sessions.close(sessionId, clock());
        await store.sessions.open(
          {
            chatId: session.chatId,
            chatType: session.chatType,
            ...(session.topicId ? { topicId: session.topicId } : {}),
          },
          'managed',
          clock(),
        );
      });
    }
    return [
      ...lines,
      'Started a new session: your next message begins a fresh conversation with the agent, which no longer remembers this one.',
    ].join('\n');
  }

  /** Queued turns first, so that none starts when the running one ends (HO-005). */
  private async stopAll(sessionId: string): Promise<string[]> {
    const unfinished = await this.store.turns.unfinished(sessionId);
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
    return lines;
  }

  private async status(sessionId: string): Promise<string> {
    const unfinished = await this.store.turns.unfinished(sessionId);
    const queued = unfinished.filter((t) => t.state === 'queued').length;
    const running = unfinished.some((t) => t.state === 'running');
    if (!running && queued === 0) return 'Idle: nothing running, nothing queued.';
    return `${running ? 'Working on a request' : 'About to start'}; ${queued} queued.`;
  }
}
