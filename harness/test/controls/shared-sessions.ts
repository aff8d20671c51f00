import { admit } from './admission.ts';
import { inBackground } from './background.ts';
import type { Bot } from './bot.ts';
import { draftText, draftUuid } from './draft.ts';
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
  /** Source → its mirror writes, one after another: a delivery waits for them (mirrored). */
  private readonly mirrors = new Map<string, Promise<unknown>>();
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
    return (
      this.held.get(run.source.conversation) === run.token &&
      (await this.store.holds(run.source.conversation, run.token))
    );
  }

  /**
   * Mirrors what the local inbox learns of a running source into the shared one — its host turn, its
   * progress post, its saved answer — for the instance that may take the session over.
   */
  mirror(
    messageId: string,
    change: { hostTurnId?: string; draftId?: string; state?: string; answer?: string },
  ): void {
    const run = this.running.get(messageId);
    if (!run) return;
    const { hostTurnId, draftId } = change;
    const answer = change.state === 'answering' ? change.answer : undefined;
    if (hostTurnId === undefined && draftId === undefined && answer === undefined) return;
    const write = (this.mirrors.get(messageId) ?? Promise.resolve()).then(() =>
      this.store.update(run.source, run.token, {
        ...(hostTurnId ? { hostTurnId } : {}),
        ...(draftId ? { draftId } : {}),
        ...(answer !== undefined ? { state: 'answering', answer } : {}),
      }),
    );
    const settled = write.catch(() => undefined);
    this.mirrors.set(messageId, settled);
    void settled.then(() => this.mirrors.get(messageId) === settled && this.mirrors.delete(messageId));
    inBackground(`mirror of ${messageId}`, write);
  }

  /**
   * Settles once the shared inbox has what the local one learned of the source. A delivery starts only
   * then, so that a source still `running` there has had nothing delivered, and its progress post, if
   * any, is noted — what the instance taking it over relies on.
   */
  async mirrored(messageId: string): Promise<void> {
    await this.mirrors.get(messageId);
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
    // The progress post another instance left: the answer replaces it rather than coming beside it (DE-003).
    const draft: { draftId?: string } = source.draftId !== undefined ? { draftId: source.draftId } : {};
    if (source.draftId !== undefined) this.bot.delivery.adoptPost(source.draftId, messageId);
    if (source.state === 'received') {
      // From now on the turn may have started: an instance taking the session over never starts it again.
      await fenced({ state: 'running' });
      this.bot.inbox.adopt(messageId, source.eventId, source.fields, { state: 'received' });
      await admit(this.bot, messageId);
    } else if (source.state === 'running') {
      // Nothing was delivered for it yet (mirrored); a progress post whose id was lost with its instance is
      // found under its uuid — or made now, to be replaced by the answer: one message either way (DE-003).
      if (source.draftId === undefined) {
        const found = await this.bot.delivery.post(
          source.fields.chatId,
          messageId,
          draftText('', this.bot.draftLimitChars),
          draftUuid(messageId),
          1,
        );
        if (found.id !== undefined) Object.assign(draft, { draftId: found.id });
      }
      this.bot.inbox.adopt(messageId, source.eventId, source.fields, {
        state: 'running',
        ...draft,
        ...(source.hostTurnId ? { hostTurnId: source.hostTurnId } : {}),
      });
      const { ending, turn } = await outcomeOnHost(this.bot, messageId, this.bot.hardTimeoutMs);
      const answer = answerOf(ending, turn);
      this.bot.inbox.update(messageId, { state: 'answering', ending, answer });
      await deliverAnswer(this.bot, messageId);
    } else {
      this.bot.inbox.adopt(messageId, source.eventId, source.fields, {
        state: 'answering',
        ...draft,
        answer: source.answer ?? '',
      });
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
