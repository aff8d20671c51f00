import { admit } from './admission.ts';
import { inBackground } from './background.ts';
import type { Bot } from './bot.ts';
import { FencedError } from './fenced.ts';
import { outcomeOnHost } from './recovery.ts';
import type { SharedSource, SharedStore } from './shared-store.ts';
import { answerOf, deliverAnswer } from './turn-runner.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The sessions this instance runs from the shared inbox. Each tick renews the leases it holds — an
 * instance that stops ticking (dead, or paused) loses them after the lease time — and takes the lease of
 * any session with work that nobody holds, up to maxHandlers. A held session's sources run one after
 * another in the provider's order (AD-001), each under the lease's fencing token: every send and every
 * write of the source checks it, so an instance that wakes up after its lease was taken over sends nothing
 * more (AD-002). A source taken over mid-turn is never run again: what the host says became of its turn is
 * delivered (HO-009, DE-006).
 */
export class SharedSessions {
  /** Session → the fencing token this instance holds it under. */
  private readonly held = new Map<string, number>();
  /** Source → its session and token, for the fence of each send about it. */
  private readonly running = new Map<string, { source: SharedSource; token: number }>();
  private ticking: Promise<void> | undefined;
  private again = false;

  constructor(
    private readonly bot: Bot,
    private readonly store: SharedStore,
    private readonly leaseMs: number,
    private readonly maxSessions: number,
  ) {}

  start(): void {
    const timer = setInterval(() => this.poke(), Math.max(50, Math.floor(this.leaseMs / 5)));
    timer.unref();
    this.poke();
  }

  /** Looks for work now: a source was recorded. */
  poke(): void {
    if (this.ticking) {
      this.again = true;
      return;
    }
    this.ticking = this.tick()
      .catch((error: unknown) => void process.stderr.write(`tiny-bot: shared sessions: ${String(error)}\n`))
      .finally(() => {
        this.ticking = undefined;
        if (this.again) {
          this.again = false;
          this.poke();
        }
      });
  }

  /** The fence: may this instance still send about the source? Sources it does not run from the shared inbox are not fenced. */
  async mayWrite(messageId: string): Promise<boolean> {
    const run = this.running.get(messageId);
    if (!run) return true;
    return this.held.get(run.source.conversation) === run.token && (await this.store.holds(run.source.conversation, run.token));
  }

  /** Mirrors what the local inbox learns of a running source into the shared one: its host turn, its saved answer. */
  mirror(messageId: string, change: { hostTurnId?: string; state?: string; answer?: string }): void {
    const run = this.running.get(messageId);
    if (!run) return;
    const hostTurnId = change.hostTurnId;
    const answer = change.state === 'answering' ? change.answer : undefined;
    if (hostTurnId === undefined && answer === undefined) return;
    inBackground(
      `mirror of ${messageId}`,
      this.store.update(run.source, run.token, { ...(hostTurnId ? { hostTurnId } : {}), ...(answer !== undefined ? { state: 'answering', answer } : {}) }),
    );
  }

  private async tick(): Promise<void> {
    for (const [conversation, token] of this.held) {
      if (!(await this.store.renew(conversation, token))) this.held.delete(conversation);
    }
    for (const conversation of await this.store.openConversations()) {
      if (this.held.size >= this.maxSessions) return;
      if (this.held.has(conversation)) continue;
      const token = await this.store.acquire(conversation);
      if (token === undefined) continue;
      this.held.set(conversation, token);
      inBackground(`session ${conversation}`, this.work(conversation, token));
    }
  }

  /** Runs the session's sources while the lease is held, then lets it go. */
  private async work(conversation: string, token: number): Promise<void> {
    const threadId = await this.store.thread(conversation);
    if (threadId !== undefined) this.bot.threads.adopt(conversation, threadId);
    try {
      while (this.held.get(conversation) === token) {
        const source = await this.store.next(conversation);
        if (!source) {
          this.held.delete(conversation);
          await this.store.release(conversation, token);
          return;
        }
        this.running.set(source.messageId, { source, token });
        try {
          if (!(await this.run(source, token))) await sleep(200);
        } finally {
          this.running.delete(source.messageId);
        }
      }
    } catch (error) {
      // Let go at once, so that another instance takes the session over without waiting out the lease.
      if (this.held.get(conversation) === token) this.held.delete(conversation);
      await this.store.release(conversation, token).catch(() => undefined);
      throw error;
    }
  }

  /** One source to its answer; false when its delivery did not read back and it stays to be delivered again. */
  private async run(source: SharedSource, token: number): Promise<boolean> {
    const { messageId } = source;
    const fenced = async (change: Parameters<SharedStore['update']>[2]) => {
      if (!(await this.store.update(source, token, change))) throw new FencedError(`source ${messageId}`);
    };
    if (source.state === 'received') {
      // From now on the turn may have started: an instance taking the session over never starts it again.
      await fenced({ state: 'running' });
      this.bot.inbox.adopt(messageId, source.eventId, source.fields, { state: 'received' });
      await admit(this.bot, messageId);
    } else if (source.state === 'running') {
      this.bot.inbox.adopt(messageId, source.eventId, source.fields, { state: 'running', ...(source.hostTurnId ? { hostTurnId: source.hostTurnId } : {}) });
      const { ending, turn } = await outcomeOnHost(this.bot, messageId, this.bot.hardTimeoutMs);
      const answer = answerOf(ending, turn);
      this.bot.inbox.update(messageId, { state: 'answering', ending, answer });
      await deliverAnswer(this.bot, messageId);
    } else {
      this.bot.inbox.adopt(messageId, source.eventId, source.fields, { state: 'answering', answer: source.answer ?? '' });
      await deliverAnswer(this.bot, messageId);
    }
    const record = this.bot.inbox.get(messageId);
    if (record.state === 'answered' || record.state === 'failed') {
      await fenced({ state: 'answered' });
      return true;
    }
    return false;
  }
}
