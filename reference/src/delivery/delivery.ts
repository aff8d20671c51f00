import { delay, type Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import { noTiming, type Timing } from '../observe/timing.ts';
import { ProviderError } from '../provider/errors.ts';
import type { OutboundMessage, Provider } from '../provider/provider.ts';
import type { DeliveryKind, DeliveryState } from '../store/delivery-journal.ts';
import type { SourceRow } from '../store/inbox.ts';
import type { Store } from '../store/store.ts';
import { deliveryUuid } from './delivery-uuid.ts';
import { queuedText, turnOutcomeText } from './messages.ts';
import { ProgressPost } from './progress-post.ts';
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
  /** Bounded retries of one delivery before it fails explicitly (DE-009). */
  attempts?: number;
  retryDelayMs?: number;
  /** Largest message part in UTF-8 bytes; longer answers continue in further messages (DE-003). */
  partBytes?: number;
  /** Paces new messages per chat inside the provider's limit (DE-008). */
  pacer?: SendPacer;
  /** Paces the edits of each message inside the provider's limit, 5 a second (DE-008). */
  editPacer?: SendPacer;
  timing?: Timing;
  /** The progress post (DE-002): at most one write per interval, the latest characters of the answer. */
  progressIntervalMs?: number;
  draftLimitChars?: number;
}

/** Lark allows 20 edits of a message; drafts take at most this many, the rest stays for the answer. */
const DRAFT_WRITES = 15;
/**
 * Drafts come no closer than Lark's edit rate (5 a second) allows, however short the progress interval:
 * evenly spread, they leave the edit pacer room for the final answer instead of spending bursts (DE-008).
 */
const DRAFT_MIN_INTERVAL_MS = 250;

const text = (value: string): OutboundMessage => ({ msgType: 'text', content: JSON.stringify({ text: value }) });

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

/**
 * Delivery owns what the user sees and proves it by reading it back: a source is answered only after
 * the provider holds what was meant (DE-004). Every step is in the delivery journal, so a restart or a
 * lost acknowledgement reconciles instead of posting twice (DE-005, DE-006).
 */
export class Delivery {
  private readonly options: Required<DeliveryOptions>;
  /** Feedback still in flight per source; its answer waits for it, so a stale "queued" never follows the answer. */
  private readonly feedback = new Map<string, Promise<void>>();
  /** The progress post of each running turn. */
  private readonly drafts = new Map<string, ProgressPost>();

  constructor(options: DeliveryOptions) {
    this.options = {
      emojiType: 'OnIt',
      attempts: 3,
      retryDelayMs: 200,
      partBytes: 100_000,
      pacer: new SendPacer(),
      editPacer: new SendPacer(),
      timing: noTiming,
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
      ahead > 0 ? this.post(sourceAnchor(source), turnId, 'queued-feedback', 0, text(queuedText(ahead))) : Promise.resolve(true),
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

  /** The answer of a running turn so far: shown provisionally in the turn's one post (DE-002). */
  progress(turnId: string, answer: string): void {
    let draft = this.drafts.get(turnId);
    if (!draft) {
      const anchor = this.anchorOf(turnId);
      if (!anchor) return;
      draft = new ProgressPost({
        intervalMs: Math.max(this.options.progressIntervalMs, DRAFT_MIN_INTERVAL_MS),
        draftLimitChars: this.options.draftLimitChars,
        maxWrites: DRAFT_WRITES,
        write: (value) => this.writeDraft(anchor, turnId, text(value)),
        onError: (error) => this.options.logger.warn('progress post failed:', error),
      });
      this.drafts.set(turnId, draft);
    }
    draft.update(answer);
  }

  /** Delivers the outcome of an ended turn as the answer to its source, then marks the source. */
  async deliverTurn(turnId: string): Promise<void> {
    const { store } = this.options;
    await this.drafts.get(turnId)?.close();
    this.drafts.delete(turnId);
    const turn = store.turns.get(turnId);
    const anchor = this.anchorOf(turnId);
    if (!turn || !anchor) return;
    const source = turn.sourceMessageId === null ? undefined : store.inbox.get(turn.sourceMessageId);
    if (source && (source.state === 'answered' || source.state === 'failed')) return;
    await this.feedback.get(anchor.key);
    const parts = splitText(turnOutcomeText(turn), this.options.partBytes);
    // The answer replaces the turn's post — the queued notice or the draft — when it has one (DE-003).
    let ok = await this.post(anchor, turnId, 'answer', 0, text(parts[0]!), this.turnPost(anchor.key));
    for (let part = 1; ok && part < parts.length; part++) {
      ok = await this.post(anchor, turnId, 'continuation', part, text(parts[part]!));
    }
    if (source) store.inbox.setState(source.messageId, ok ? 'answered' : 'failed', this.options.clock());
  }

  /** Whether the answer of a turn was delivered and read back (the source's, or the turn's own when it has none). */
  answered(turnId: string): 'delivered' | 'pending' | 'failed' {
    const anchor = this.anchorOf(turnId);
    const entry = anchor && this.options.store.journal.find(anchor.key, 'answer');
    if (entry?.state === 'failed') return 'failed';
    return entry?.state === 'read-back' ? 'delivered' : 'pending';
  }

  /** A turn's anchor: its source, or its session's conversation for a turn without a source. */
  private anchorOf(turnId: string): Anchor | undefined {
    const { store } = this.options;
    const turn = store.turns.get(turnId);
    if (!turn) return undefined;
    if (turn.sourceMessageId !== null) {
      const source = store.inbox.get(turn.sourceMessageId);
      return source && sourceAnchor(source);
    }
    const session = store.sessions.get(turn.sessionId);
    if (!session) return undefined;
    return { key: turnDeliveryKey(turnId), chatId: session.chatId, chatType: session.chatType, replyTo: session.topicId ?? undefined };
  }

  /** Delivers a command reply or a refusal as the answer to its source. */
  async deliverReply(source: SourceRow, kind: 'command-reply' | 'refusal', value: string): Promise<void> {
    const ok = await this.post(sourceAnchor(source), null, kind, 0, text(value));
    this.options.store.inbox.setState(source.messageId, ok ? 'answered' : 'failed', this.options.clock());
  }

  /** The bot-owned post of a source's turn, once there is one. */
  private turnPost(sourceMessageId: string): string | undefined {
    const { journal } = this.options.store;
    return (journal.find(sourceMessageId, 'queued-feedback')?.messageId ?? journal.find(sourceMessageId, 'progress')?.messageId) ?? undefined;
  }

  /** Writes a draft into the turn's post, creating it on the first draft. Not read back: it is provisional. */
  private async writeDraft(anchor: Anchor, turnId: string, message: OutboundMessage): Promise<void> {
    const { store, provider, clock, editPacer } = this.options;
    const entry = store.journal.entry(anchor.key, turnId, 'progress', 0, clock());
    store.journal.attempted(entry.seq, clock());
    try {
      let messageId = this.turnPost(anchor.key);
      if (messageId !== undefined) {
        await editPacer.slot(messageId);
        await provider.update(messageId, message);
      } else {
        messageId = await this.send(anchor, 'progress', 0, message);
      }
      store.journal.update(entry.seq, { state: 'sent', messageId, errorCode: null }, clock());
    } catch (error) {
      store.journal.update(entry.seq, { state: entry.state, errorCode: journalCode(error) }, clock());
      throw error;
    }
  }

  private async react(source: SourceRow, turnId: string): Promise<void> {
    const { store, provider, clock } = this.options;
    const entry = store.journal.entry(source.messageId, turnId, 'reaction', 0, clock());
    if (entry.state !== 'pending') return;
    store.journal.attempted(entry.seq, clock());
    try {
      await provider.react(source.messageId, this.options.emojiType);
      store.journal.update(entry.seq, { state: 'sent', errorCode: null }, clock());
    } catch (error) {
      // A missing reaction costs the user a cue, not a message: one attempt, recorded.
      store.journal.update(entry.seq, { state: 'failed', errorCode: journalCode(error) }, clock());
    }
  }

  /**
   * Sends one message as a reply to the source — or writes it into `editTarget`, a post the bot already
   * owns — and reads it back. A reply carries a uuid derived from (source, kind, part). Feedback posts
   * are not read back; everything that answers is.
   */
  private async post(
    anchor: Anchor,
    turnId: string | null,
    kind: DeliveryKind,
    part: number,
    message: OutboundMessage,
    editTarget?: string,
  ): Promise<boolean> {
    const { store, provider, clock, logger, attempts, retryDelayMs, timing } = this.options;
    const entry = store.journal.entry(anchor.key, turnId, kind, part, clock());
    const answers = kind !== 'queued-feedback';
    if (entry.state === 'read-back' || (kind === 'queued-feedback' && entry.state === 'sent')) return true;
    let target = editTarget;
    // Known from an earlier attempt (maybe before a restart): reconcile it by reading it back.
    let messageId = entry.messageId ?? undefined;
    let state: DeliveryState = entry.state === 'failed' ? 'pending' : entry.state;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      store.journal.attempted(entry.seq, clock());
      try {
        if (messageId === undefined) {
          if (answers) timing.mark('outbound', anchor.key, 'start');
          if (target !== undefined) {
            // Known before the edit is sent: an edit whose answer is lost is reconciled by reading the
            // message back on the next attempt, never by editing blindly again (DE-005).
            messageId = target;
            await this.options.editPacer.slot(target);
            await provider.update(target, message);
          } else {
            messageId = await this.send(anchor, kind, part, message);
          }
          state = 'sent';
          store.journal.update(entry.seq, { state, messageId, errorCode: null }, clock());
          if (answers) timing.mark('outbound', anchor.key, 'returned');
          if (kind === 'queued-feedback') return true;
        }
        const read = await provider.get(messageId);
        if (read && sameContent(message, read)) {
          store.journal.update(entry.seq, { state: 'read-back', errorCode: null }, clock());
          timing.mark('delivery', anchor.key);
          return true;
        }
        // The provider holds something else: write the same message again and read it back (DE-005).
        target = messageId;
        messageId = undefined;
        store.journal.update(entry.seq, { state: 'sent', errorCode: 'READBACK_MISMATCH' }, clock());
      } catch (error) {
        logger.warn(`${kind} delivery attempt ${attempt} failed:`, error);
        store.journal.update(entry.seq, { state, errorCode: journalCode(error) }, clock());
      }
      if (attempt < attempts) await delay(retryDelayMs * attempt);
    }
    store.journal.update(entry.seq, { state: 'failed' }, clock());
    return false;
  }

  /**
   * Creates a new bot message for the anchor, with the uuid of what it delivers so that a retry cannot post
   * twice (DE-005): a reply to the source or topic root, else a message in the chat.
   */
  private async send(anchor: Anchor, kind: DeliveryKind, part: number, message: OutboundMessage): Promise<string> {
    const { provider, pacer } = this.options;
    const uuid = deliveryUuid(anchor.key, kind, part);
    await pacer.slot(anchor.chatId);
    const sent =
      anchor.replyTo === undefined
        ? await provider.create(anchor.chatId, message, { uuid })
        : await provider.reply(anchor.replyTo, message, { uuid, inThread: anchor.chatType === 'group' });
    return sent.messageId;
  }
}

function journalCode(error: unknown): string {
  return error instanceof ProviderError ? error.journalCode : 'LOCAL_ERROR';
}
