import { RetryPolicy, sleep, systemTimers, type Timers } from '../../../runtime/src/index.ts';
import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import { noTiming, type Timing } from '../observe/timing.ts';
import { ProviderError } from '../provider/errors.ts';
import type { OutboundMessage, Provider } from '../provider/provider.ts';
import type { DeliveryKind, DeliveryRow, DeliveryState } from '../store/delivery-journal.ts';
import type { SourceRow } from '../store/inbox.ts';
import type { Store } from '../store/store.ts';
import { deliveryUuid } from './delivery-uuid.ts';
import { normalizeMarkdown } from './markdown.ts';
import { deliveryFailureText, queuedText, turnOutcomeText } from './messages.ts';
import { ProgressPost } from './progress-post.ts';
import { isTransient, journalCode, ReadbackError } from './retry-policy.ts';
import { sameContent } from './same-content.ts';
import { SendPacer } from './send-pacer.ts';
import { splitText } from './split-text.ts';

export interface DeliveryOptions {
  store: Store;
  provider: Provider;
  clock: Clock;
  logger: Logger;
  /** The reaction that says "working on it" (DE-001). */
  emojiType?: string;
  /**
   * A delivery that failed on a transient fault is retried with backoff for this long after its first
   * attempt — across restarts, as the journal keeps when that was — then fails explicitly (DE-009).
   */
  retryBudgetMs?: number;
  /**
   * A draft write whose outcome is unknown — given up on its timeout, or out when the process died — may
   * still be applied this long after it went out: the answer waits for that before it replaces the draft,
   * so that a late draft never lands over the answer (DE-003).
   */
  lateWriteMs?: number;
  /** The first wait between attempts; each next one doubles, up to maxRetryDelayMs. */
  retryDelayMs?: number;
  maxRetryDelayMs?: number;
  /** Largest message part, in bytes of its content's JSON; longer answers continue in further messages (DE-003). */
  partBytes?: number;
  /** Paces new messages per chat inside the provider's limit (DE-008). */
  pacer?: SendPacer;
  /** Paces the edits of each message inside the provider's limit, 5 a second (DE-008). */
  editPacer?: SendPacer;
  timing?: Timing;
  /** The progress post (DE-002): at most one write per interval, the latest characters of the answer. */
  progressIntervalMs?: number;
  draftLimitChars?: number;
  /** The waits: backoffs, a late draft's window, the progress post's interval, the pacers' slots. */
  timers?: Timers;
}

/** Lark takes at most 20 updates of one message (DE-008). */
const EDIT_BUDGET = 20;
/**
 * Draft edits per post: of the last two updates of its budget, one is for the answer — or for the note
 * that the progress goes on in the next message, when a long turn spends the budget — and one is spare,
 * for that update again after a lost acknowledgement (DE-008).
 */
const DRAFT_EDITS = EDIT_BUDGET - 2;
/** A turn's progress spans at most this many posts; past them drafting stops, and the answer still comes. */
const DRAFT_POSTS = 5;
const CONTINUED = 'The progress continues in the next message.';

/**
 * Where a turn's drafts stand: the post they go into (its part), the updates it has taken, and when the
 * latest write into it went out that was given up on, unsettled — a later write that settles is no news of it.
 */
interface DraftChain {
  part: number;
  edits: number;
  unsettledAt?: number;
}
/**
 * Drafts come no closer than Lark's edit rate (5 a second) allows, however short the progress interval:
 * evenly spread, they leave the edit pacer room for the final answer instead of spending bursts (DE-008).
 */
const DRAFT_MIN_INTERVAL_MS = 250;
/** Queued feedback is worth a few quick tries; later it would be stale. */
const FEEDBACK_ATTEMPTS = 3;
/** The failure notice comes after the whole retry budget was spent: a couple of tries, not another budget. */
const NOTICE_BUDGET_DELAYS = 3;
/** The bot posts of a turn that its answer replaces (DE-003): the queued notice, else the draft. */
const TURN_POSTS: readonly DeliveryKind[] = ['queued-feedback', 'progress'];
/** A cue tried once (or a few times at once) is settled by anything but a pending entry: never sent again. */
const NOT_PENDING: readonly DeliveryState[] = ['sent', 'read-back', 'failed'];

const text = (value: string): OutboundMessage => ({
  msgType: 'text',
  content: JSON.stringify({ text: value }),
});

/**
 * A turn's posts — its queue notice, drafts, answer and failure notice — are markdown: a post of one md
 * element, normalized so that Lark renders every bold span (DE-007). The readback compares this same post.
 * A message that is its own post from the start (a command reply, a refusal) stays text.
 */
const markdown = (value: string): OutboundMessage => ({
  msgType: 'post',
  content: JSON.stringify({
    zh_cn: { title: '', content: [[{ tag: 'md', text: normalizeMarkdown(value) }]] },
  }),
});

/** What a character of an answer takes in a post's content: its JSON escape, a newline two bytes. */
const postBytes = (char: string): number => Buffer.byteLength(JSON.stringify(char)) - 2;

type Outcome = { delivered: true } | { delivered: false; errorCode: string } | { stopped: true };

/**
 * Where a delivery goes and the key that journals it: a source, answered by a reply to it; or a turn
 * without one (web input, a trigger), answered by a post in its session's conversation — in a group
 * topic a reply to the topic root. Either way the same journal, uuid and readback (AS-005).
 */
interface Anchor {
  key: string;
  chatId: string;
  chatType: 'p2p' | 'group';
  replyTo: string | undefined;
}

const sourceAnchor = (source: SourceRow): Anchor => ({
  key: source.messageId,
  chatId: source.chatId,
  chatType: source.chatType,
  replyTo: source.messageId,
});

/** The journal key of a turn without a source. */
export const turnDeliveryKey = (turnId: string): string => `turn:${turnId}`;

/** A post of the turn the answer goes into: known from the journal, or just found again by its uuid. */
interface TurnPost {
  messageId: string;
  /** Known before: its content is some earlier text. Found again: it may hold what was just sent. */
  known: boolean;
}

/**
 * Delivery owns what the user sees and proves it by reading it back: a source is answered only after
 * the provider holds what was meant (DE-004). Every step is in the delivery journal, so a restart or a
 * lost acknowledgement reconciles instead of posting twice (DE-005, DE-006). Each kind of post has its
 * own uuid; a post whose creation lost its answer is found again by that uuid, never posted twice. A
 * transient fault is retried with backoff, across restarts, for a bounded time; then the failure is
 * explicit, and it replaces the turn's provisional post (DE-009).
 */
export class Delivery {
  private readonly options: Required<DeliveryOptions>;
  /** Feedback still in flight per source; its answer waits for it, so a stale "queued" never follows the answer. */
  private readonly feedback = new Map<string, Promise<void>>();
  /** The progress post of each running turn. */
  private readonly drafts = new Map<string, ProgressPost>();
  /** Progress posts being opened (their turn read from the store), by turn. */
  private readonly opening = new Map<string, Promise<ProgressPost | undefined>>();
  private readonly chains = new Map<string, DraftChain>();
  /** Turns being stopped: they take no more drafts (HO-005). */
  private readonly ended = new Set<string>();
  /** A graceful stop: backoffs end at once, and what was not delivered waits in the journal for the next start. */
  private readonly closing = new AbortController();

  constructor(options: DeliveryOptions) {
    this.options = {
      emojiType: 'OnIt',
      retryBudgetMs: 600_000,
      lateWriteMs: 20_000,
      retryDelayMs: 200,
      maxRetryDelayMs: 30_000,
      // Lark takes 30 KB of post content: room left for the post around the text.
      partBytes: 30_000,
      pacer: new SendPacer({ timers: options.timers }),
      editPacer: new SendPacer({ timers: options.timers }),
      timing: noTiming,
      timers: systemTimers,
      progressIntervalMs: 2_000,
      draftLimitChars: 6_000,
      ...options,
    };
  }

  /**
   * Visible feedback on admission: a reaction on the source (DE-001), and when the session is busy a
   * post saying the source is queued and how many are ahead (AD-003). That post later carries the answer.
   */
  acknowledge(source: SourceRow, turnId: string, ahead: number): void {
    const work = Promise.all([
      this.react(source, turnId),
      ahead > 0 ? this.postFeedback(sourceAnchor(source), turnId, markdown(queuedText(ahead))) : undefined,
    ]).then(
      () => undefined,
      (error: unknown) => this.options.logger.warn('feedback failed:', error),
    );
    const tracked = work.finally(() => this.feedback.delete(source.messageId));
    this.feedback.set(source.messageId, tracked);
  }

  /** Feedback still in flight, for a graceful stop. */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.feedback.values()]);
  }

  /** No more waiting between attempts: deliveries in hand give up for now and resume at the next start. */
  close(): void {
    this.closing.abort();
  }

  /** The answer of a running turn so far: shown provisionally in the turn's one post (DE-002). */
  async progress(turnId: string, answer: string): Promise<void> {
    if (this.ended.has(turnId)) return;
    let draft = this.drafts.get(turnId);
    if (!draft) {
      // One opening per turn: deltas that come while its turn is read would each open a post of their own.
      let opening = this.opening.get(turnId);
      if (!opening) {
        opening = this.openDraft(turnId).finally(() => this.opening.delete(turnId));
        this.opening.set(turnId, opening);
      }
      draft = await opening;
      if (!draft || this.ended.has(turnId)) return;
    }
    draft.update(answer);
  }

  /** The turn's progress post, once its turn is read; none when it has no source, or the store failed. */
  private async openDraft(turnId: string): Promise<ProgressPost | undefined> {
    let anchor: Anchor | undefined;
    try {
      anchor = await this.anchorOf(turnId);
    } catch (error) {
      // A draft is a courtesy: with the store failing it waits for a later delta, and the turn runs on
      // (an exception here would escape the host's stream and take the process down, issue 22).
      this.options.logger.warn('progress post skipped: reading its turn failed:', error);
      return undefined;
    }
    if (!anchor) return undefined;
    const draft = new ProgressPost({
      intervalMs: Math.max(this.options.progressIntervalMs, DRAFT_MIN_INTERVAL_MS),
      draftLimitChars: this.options.draftLimitChars,
      maxWrites: DRAFT_POSTS * DRAFT_EDITS,
      write: (value) => this.writeDraft(anchor, turnId, markdown(value)),
      onError: (error) => this.options.logger.warn('progress post failed:', error),
      timers: this.options.timers,
    });
    this.drafts.set(turnId, draft);
    return draft;
  }

  /**
   * No more drafts of the turn: a stop was asked for, and nothing of the turn may show after its answer
   * (HO-005). Resolves once a draft write in flight has settled. The answer still replaces the draft.
   */
  async endDrafts(turnId: string): Promise<void> {
    this.ended.add(turnId);
    await this.opening.get(turnId);
    await this.drafts.get(turnId)?.close();
  }

  /**
   * Delivers the outcome of an ended turn as the answer to its source (or into its conversation, for a
   * turn without one), then marks the source: answered once every part reads back, or failed — and then
   * the turn's provisional post says so (DE-009).
   */
  async deliverTurn(turnId: string): Promise<void> {
    const { store, clock } = this.options;
    // A post being opened still belongs to the turn: it is closed with the rest before the answer.
    await this.opening.get(turnId);
    await this.drafts.get(turnId)?.close();
    this.drafts.delete(turnId);
    this.chains.delete(turnId);
    this.ended.delete(turnId);
    const turn = await store.turns.get(turnId);
    const anchor = await this.anchorOf(turnId);
    if (!turn || !anchor) return;
    const source = turn.sourceMessageId === null ? undefined : await store.inbox.get(turn.sourceMessageId);
    if (source && (source.state === 'answered' || source.state === 'failed')) return;
    // The journal knows of draft writes this process or one before it left unsettled (DE-003).
    const late = await this.unsettledDraftsUntil(anchor);
    if (late !== undefined)
      await sleep(Math.max(0, late - clock()), this.options.timers, this.closing.signal);
    await this.feedback.get(anchor.key);
    // Normalized whole before it is split: a fenced code block keeps its state across lines (DE-007).
    const parts = splitText(normalizeMarkdown(turnOutcomeText(turn)), this.options.partBytes, postBytes);
    // The answer replaces the turn's post — the queued notice or the draft — when it has one (DE-003).
    let outcome = await this.deliver(anchor, turnId, 'answer', 0, markdown(parts[0]!), {
      intoTurnPost: true,
    });
    for (let part = 1; 'delivered' in outcome && outcome.delivered && part < parts.length; part++) {
      outcome = await this.deliver(anchor, turnId, 'continuation', part, markdown(parts[part]!));
    }
    await this.finish(anchor, turnId, source, outcome);
  }

  /** Whether the answer of a turn was delivered and read back (the source's, or the turn's own when it has none). */
  async answered(turnId: string): Promise<'delivered' | 'pending' | 'failed'> {
    const anchor = await this.anchorOf(turnId);
    const entry = anchor && (await this.options.store.journal.find(anchor.key, 'answer'));
    if (entry?.state === 'failed') return 'failed';
    return entry?.state === 'read-back' ? 'delivered' : 'pending';
  }

  /** A turn's anchor: its source, or its session's conversation for a turn without a source. */
  private async anchorOf(turnId: string): Promise<Anchor | undefined> {
    const { store } = this.options;
    const turn = await store.turns.get(turnId);
    if (!turn) return undefined;
    if (turn.sourceMessageId !== null) {
      const source = await store.inbox.get(turn.sourceMessageId);
      return source && sourceAnchor(source);
    }
    const session = await store.sessions.get(turn.sessionId);
    if (!session) return undefined;
    return {
      key: turnDeliveryKey(turnId),
      chatId: session.chatId,
      chatType: session.chatType,
      replyTo: session.topicId ?? undefined,
    };
  }

  /** Delivers a command reply or a refusal as the answer to its source. */
  async deliverReply(source: SourceRow, kind: 'command-reply' | 'refusal', value: string): Promise<void> {
    const anchor = sourceAnchor(source);
    await this.finish(anchor, null, source, await this.deliver(anchor, null, kind, 0, text(value)));
  }

  private async finish(
    anchor: Anchor,
    turnId: string | null,
    source: SourceRow | undefined,
    outcome: Outcome,
  ): Promise<void> {
    const { store, clock, logger } = this.options;
    if ('stopped' in outcome) return;
    if (!outcome.delivered) {
      logger.warn(`an answer could not be delivered (${outcome.errorCode}); it is failed`);
      // A post that reads back as something else is out of the bot's hands: a notice written into it would
      // fail the same way, and one beside it would be a second message of the source.
      if (turnId !== null && (await this.hasTurnPost(anchor)) && outcome.errorCode !== 'READBACK_MISMATCH') {
        const notice = await this.deliver(
          anchor,
          turnId,
          'failure-notice',
          0,
          markdown(deliveryFailureText(outcome.errorCode)),
          {
            intoTurnPost: true,
            budgetMs: this.options.retryDelayMs * NOTICE_BUDGET_DELAYS,
          },
        );
        if ('stopped' in notice) return;
      }
    }
    if (source)
      await store.inbox.setState(source.messageId, outcome.delivered ? 'answered' : 'failed', clock());
  }

  /**
   * Until when a draft edit of the turn may still land: one whose entry is still pending on its post was out
   * and never settled — its client gave up on it, or the process died while it was out — and may yet be applied.
   */
  private async unsettledDraftsUntil(anchor: Anchor): Promise<number | undefined> {
    const unsettled = (await this.options.store.journal.ofSource(anchor.key)).filter(
      (e) => e.kind === 'progress' && e.state === 'pending' && e.messageId !== null,
    );
    return unsettled.length === 0
      ? undefined
      : Math.max(...unsettled.map((e) => e.updatedAt)) + this.options.lateWriteMs;
  }

  /** Whether the turn has, or may have, a post of its own that is provisional until its answer replaces it. */
  private async hasTurnPost(anchor: Anchor): Promise<boolean> {
    for (const kind of TURN_POSTS) {
      const entry = await this.options.store.journal.find(anchor.key, kind);
      if (entry !== undefined && (entry.messageId !== null || entry.attempts > 0)) return true;
    }
    return false;
  }

  /**
   * The post of the source's turn: the queued notice or the draft, from the journal — or, when its creation
   * lost its answer, found again by re-sending that create under its own uuid (DE-005). Found again, it
   * holds its earlier text, or `message` if the lost create never reached the provider.
   */
  private async turnPost(anchor: Anchor, message: OutboundMessage): Promise<TurnPost | undefined> {
    const { journal } = this.options.store;
    const continued = await this.continuedPost(anchor);
    if (continued !== undefined) return { messageId: continued, known: true };
    const entries: DeliveryRow[] = [];
    for (const kind of TURN_POSTS) {
      const entry = await journal.find(anchor.key, kind);
      if (entry !== undefined) entries.push(entry);
    }
    const known = entries.find((e) => e.messageId !== null);
    if (known) return { messageId: known.messageId!, known: true };
    const unresolved = entries.find((e) => e.attempts > 0);
    if (!unresolved) return undefined;
    const messageId = await this.send(anchor, unresolved.kind, 0, message);
    await journal.update(unresolved.seq, { state: 'sent', messageId, errorCode: null }, this.options.clock());
    return { messageId, known: false };
  }

  /** The latest post the progress continued in, once the first took its last draft (DE-008). */
  private async continuedPost(anchor: Anchor): Promise<string | undefined> {
    const posts = (await this.options.store.journal.ofSource(anchor.key)).filter(
      (e) => e.kind === 'progress' && e.part > 0 && e.messageId !== null,
    );
    return posts.sort((a, b) => a.part - b.part).at(-1)?.messageId ?? undefined;
  }

  /**
   * Writes a draft into the turn's post, creating it on the first draft — under the draft's own uuid, so
   * that a draft whose creation lost its answer is found again, not posted twice. Not read back: it is
   * provisional, and the answer that replaces it is read back. A post whose edit budget is spent but for
   * one update says so with that update, and the progress goes on in a new post, which the answer
   * replaces in the end (DE-008).
   */
  private async writeDraft(anchor: Anchor, turnId: string, message: OutboundMessage): Promise<void> {
    const { clock } = this.options;
    const { journal } = this.options.store;
    const chain = this.chains.get(turnId) ?? { part: 0, edits: 0 };
    this.chains.set(turnId, chain);
    if (chain.edits >= DRAFT_EDITS) {
      const spent = (await this.turnPost(anchor, message))?.messageId;
      chain.part += 1;
      chain.edits = 0;
      delete chain.unsettledAt;
      // The progress moves on whether or not the note made it: a spent post takes no more drafts.
      if (spent !== undefined) {
        await this.edit(spent, markdown(CONTINUED)).catch((error: unknown) =>
          this.options.logger.warn('closing a spent progress post failed:', error),
        );
      }
    }
    const { entry } = await journal.attempt(anchor.key, turnId, 'progress', chain.part, clock());
    // An edit out is pending on its post, as of when it went out: until it settles, it may land over what
    // follows (DE-003). A create cannot: a late one under the same uuid finds the post there.
    let editOutAt: number | undefined;
    const out = (messageId: string) => async () =>
      journal.update(entry.seq, { state: 'pending', messageId }, (editOutAt = clock()));
    try {
      if (chain.part > 0 && entry.messageId === null) {
        const messageId = await this.send(anchor, 'progress', chain.part, message);
        await journal.update(entry.seq, { state: 'sent', messageId, errorCode: null }, clock());
        return;
      }
      // Attempted now, the draft's entry names a post — known, or created (found again) under its uuid.
      const post =
        chain.part > 0 ? { messageId: entry.messageId!, known: true } : await this.turnPost(anchor, message);
      if (post?.known) {
        chain.edits += 1;
        await this.edit(post.messageId, message, out(post.messageId));
      }
      await this.settleDraft(entry.seq, chain, { state: 'sent', errorCode: null });
    } catch (error) {
      // An edit given up on its timeout stays pending as of when it went out: it may still be applied. Any
      // other failure settled it.
      if (error instanceof ProviderError && error.timedOut && editOutAt !== undefined)
        chain.unsettledAt = editOutAt;
      await this.settleDraft(entry.seq, chain, { state: 'failed', errorCode: journalCode(error) });
      throw error;
    }
  }

  /** The draft write in hand has settled as `change` says; the entry stays pending while an earlier one may still land. */
  private async settleDraft(
    seq: number,
    chain: DraftChain,
    change: { state: 'sent' | 'failed'; errorCode: string | null },
  ): Promise<void> {
    const { journal } = this.options.store;
    if (chain.unsettledAt === undefined) await journal.update(seq, change, this.options.clock());
    else await journal.update(seq, { state: 'pending', errorCode: change.errorCode }, chain.unsettledAt);
  }

  private async react(source: SourceRow, turnId: string): Promise<void> {
    const { store, provider, clock } = this.options;
    const { entry, attempted } = await store.journal.attempt(
      source.messageId,
      turnId,
      'reaction',
      0,
      clock(),
      NOT_PENDING,
    );
    if (!attempted) return;
    try {
      await provider.react(source.messageId, this.options.emojiType);
      await store.journal.update(entry.seq, { state: 'sent', errorCode: null }, clock());
    } catch (error) {
      // A missing reaction costs the user a cue, not a message: one attempt, recorded.
      await store.journal.update(entry.seq, { state: 'failed', errorCode: journalCode(error) }, clock());
    }
  }

  /** The queued notice: a few quick tries under its uuid, not read back — later it would say nothing true. */
  private async postFeedback(anchor: Anchor, turnId: string, message: OutboundMessage): Promise<void> {
    const { store, clock, retryDelayMs, maxRetryDelayMs, timers } = this.options;
    const { entry, attempted } = await store.journal.attempt(
      anchor.key,
      turnId,
      'queued-feedback',
      0,
      clock(),
      NOT_PENDING,
    );
    if (!attempted) return;
    // The first try's attempt was counted with the entry; each later one counts its own.
    let tries = 0;
    const policy = new RetryPolicy({
      baseMs: retryDelayMs,
      capMs: maxRetryDelayMs,
      attempts: FEEDBACK_ATTEMPTS,
      clock,
      timers,
    });
    await policy
      .run(
        async () => {
          if (++tries > 1) await store.journal.attempted(entry.seq, clock());
          const messageId = await this.send(anchor, 'queued-feedback', 0, message);
          await store.journal.update(entry.seq, { state: 'sent', messageId, errorCode: null }, clock());
        },
        {
          retryable: isTransient,
          signal: this.closing.signal,
          onFailure: async (error) =>
            store.journal.update(entry.seq, { state: 'pending', errorCode: journalCode(error) }, clock()),
        },
      )
      // Unsent, it is recorded pending with its code: the notice is a cue, and the answer follows anyway.
      .catch(() => undefined);
  }

  /**
   * Delivers one message and reads it back (DE-004): into the turn's post when `intoTurnPost` and it has
   * one, else as a new message of the anchor under the uuid of (anchor, kind, part). A message already known
   * (an earlier attempt, maybe before a restart) is read first and written only when it differs, never
   * blindly again (DE-005). Transient faults are retried with doubling backoff until the budget — from the
   * entry's first attempt — runs out; any other fault fails at once (DE-009).
   */
  private async deliver(
    anchor: Anchor,
    turnId: string | null,
    kind: DeliveryKind,
    part: number,
    message: OutboundMessage,
    how: { intoTurnPost?: boolean; budgetMs?: number } = {},
  ): Promise<Outcome> {
    const { store, provider, clock, logger, timing, retryDelayMs, maxRetryDelayMs, timers } = this.options;
    const { entry, attempted } = await store.journal.attempt(anchor.key, turnId, kind, part, clock(), [
      'read-back',
    ]);
    if (!attempted) return { delivered: true };
    // The budget counts from the entry's first attempt, kept in the journal across restarts (DE-009). Failed
    // before and asked for again (an attached completion repeated): one more attempt, past its budget.
    const policy = new RetryPolicy({
      baseMs: retryDelayMs,
      capMs: maxRetryDelayMs,
      totalMs: how.budgetMs ?? this.options.retryBudgetMs,
      clock,
      timers,
    });
    let messageId = entry.messageId ?? undefined;
    let intoTurnPost = how.intoTurnPost === true;
    // Whether this process wrote the message meant into messageId, since its last readback.
    let written = false;
    let errorCode = entry.errorCode ?? 'FAILED';
    // The notice of a failure is no answer: the timing lines follow answers only (OB-001).
    const answers = kind !== 'failure-notice';
    for (let attempt = 1; ; attempt++) {
      if (attempt > 1) await store.journal.attempted(entry.seq, clock());
      try {
        if (messageId === undefined) {
          if (answers) timing.mark('outbound', anchor.key, 'start');
          const post = intoTurnPost ? await this.turnPost(anchor, message) : undefined;
          messageId = post?.messageId ?? (await this.send(anchor, kind, part, message));
          written = post === undefined;
          await store.journal.update(entry.seq, { state: 'sent', messageId, errorCode: null }, clock());
          if (answers) timing.mark('outbound', anchor.key, 'returned');
        }
        let read = await provider.get(messageId);
        if (read && !read.deleted && !sameContent(message, read) && !written) {
          await this.edit(messageId, message);
          written = true;
          await store.journal.update(entry.seq, { state: 'sent', errorCode: null }, clock());
          read = await provider.get(messageId);
        }
        if (read && sameContent(message, read)) {
          await store.journal.update(entry.seq, { state: 'read-back', errorCode: null }, clock());
          if (answers) timing.mark('delivery', anchor.key);
          return { delivered: true };
        }
        if (!read || read.deleted) throw new ReadbackError('READBACK_MISSING', messageId);
        // The provider holds something else: read again on the next attempt, and write again if it still differs.
        written = false;
        throw new ReadbackError('READBACK_MISMATCH', messageId);
      } catch (error) {
        errorCode = journalCode(error);
        logger.warn(`${kind} delivery attempt ${attempt} failed (${errorCode})`);
        await store.journal.update(
          entry.seq,
          { state: messageId === undefined ? 'pending' : 'sent', errorCode },
          clock(),
        );
        const postGone =
          (error instanceof ReadbackError && error.code === 'READBACK_MISSING') ||
          (error instanceof ProviderError && !isTransient(error));
        if (intoTurnPost && messageId !== undefined && postGone) {
          // The turn's post is gone or takes no more edits (DE-008): the message goes out as a reply of its own.
          intoTurnPost = false;
          messageId = undefined;
          continue;
        }
        if (!isTransient(error)) break;
      }
      const wait = policy.nextWaitMs(attempt, entry.createdAt);
      if (wait === undefined) break;
      // Stopping: the attempt in hand was made; the next one is the next start's (DE-009).
      if (this.closing.signal.aborted) return { stopped: true };
      await policy.sleep(wait, this.closing.signal);
      if (this.closing.signal.aborted) return { stopped: true };
    }
    await store.journal.update(entry.seq, { state: 'failed', errorCode }, clock());
    return { delivered: false, errorCode };
  }

  /**
   * Creates a new bot message for the anchor, with the uuid of what it delivers so that a retry cannot post
   * twice (DE-005): a reply to the source or topic root, else a message in the chat.
   */
  private async send(
    anchor: Anchor,
    kind: DeliveryKind,
    part: number,
    message: OutboundMessage,
  ): Promise<string> {
    const { provider, pacer } = this.options;
    const uuid = deliveryUuid(anchor.key, kind, part);
    await pacer.slot(anchor.chatId);
    const sent =
      anchor.replyTo === undefined
        ? await provider.create(anchor.chatId, message, { uuid })
        : await provider.reply(anchor.replyTo, message, { uuid, inThread: anchor.chatType === 'group' });
    return sent.messageId;
  }

  /** Edits a bot message inside the edit pacer; `out` hears when the edit leaves, after its slot. */
  private async edit(
    messageId: string,
    message: OutboundMessage,
    out: () => Promise<void> | void = () => {},
  ): Promise<void> {
    await this.options.editPacer.slot(messageId);
    // Recorded before the edit goes out, and before its settlement can be: the two must not cross.
    await out();
    await this.options.provider.update(messageId, message);
  }
}
