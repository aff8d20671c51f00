import type { Clock } from '../clock.ts';
import type { ResolvedKnobs } from '../launch/knobs.ts';
import type { Provider } from '../provider/provider.ts';
import type { Command, SourceRow } from '../store/inbox.ts';
import type { Conversation } from '../store/sessions.ts';
import type { Store } from '../store/store.ts';
import { MalformedContentError, messageText, TEXT_TYPES } from './message-text.ts';
import { mediaOf } from '../media/media-refs.ts';
import { quoteBlock, quotesParent } from './quoted-parent.ts';
import { longerThan } from './text-bounds.ts';

export type IgnoreReason = 'own-message' | 'bot-message' | 'not-addressed';
export type RefusalReason =
  'unsupported-type' | 'malformed' | 'empty-input' | 'input-too-long' | 'too-many-pending';

export type AdmissionDecision =
  | { outcome: 'turn'; sessionId: string; turnId: string; ahead: number }
  /** Queued in an attached session for its host to claim (AS-002); nothing runs here. */
  | { outcome: 'attached'; sessionId: string; turnId: string; ahead: number }
  | { outcome: 'command'; command: Command; sessionId: string }
  | { outcome: 'refused'; reason: RefusalReason }
  | { outcome: 'ignored'; reason: IgnoreReason }
  /** Not decided: a group source waits until the bot's identity is known. Nothing is recorded. */
  | { outcome: 'deferred' };

export interface AdmissionOptions {
  store: Store;
  /** Reads a quoted parent back (AD-011). */
  provider: Pick<Provider, 'get'>;
  knobs: Pick<ResolvedKnobs, 'inputCharLimit' | 'pendingInputLimit'>;
  clock: Clock;
  /** The bot's open_id once known; until then no group message counts as addressed to it. */
  botOpenId: () => string | undefined;
}

/** The conversation a source belongs to: a private chat, or the topic (root message) of a group. */
export function conversationOf(
  source: Pick<SourceRow, 'chatId' | 'chatType' | 'rootId' | 'messageId'>,
): Conversation {
  return source.chatType === 'p2p'
    ? { chatId: source.chatId, chatType: 'p2p' }
    : { chatId: source.chatId, chatType: 'group', topicId: source.rootId ?? source.messageId };
}

/**
 * Admission decides what a source becomes — a turn, a control command, a refusal, or nothing — and
 * records the decision with the frozen input, its session and its turn in one transaction. The input
 * is frozen then, quoted parent included: a redelivery reuses it, even after the parent changed (AD-006).
 */
export class Admission {
  private readonly options: AdmissionOptions;

  constructor(options: AdmissionOptions) {
    this.options = options;
  }

  async admit(source: SourceRow): Promise<AdmissionDecision> {
    const recorded = this.recorded(source);
    if (recorded) return recorded;
    if (source.chatType === 'group' && this.options.botOpenId() === undefined) return { outcome: 'deferred' };
    // Control commands come from the current message alone: no parent lookup (AD-009).
    const quote =
      !source.command && TEXT_TYPES.has(source.messageType) && quotesParent(source)
        ? await quoteBlock(this.options.provider, source)
        : undefined;
    return this.options.store.atomically(async () => this.decide(source, quote));
  }

  /** A source admitted before a restart keeps its decision; admission never runs twice (TR-002). */
  private recorded(source: SourceRow): AdmissionDecision | undefined {
    switch (source.admission) {
      case 'turn':
        return {
          outcome: source.state === 'waiting' ? 'attached' : 'turn',
          sessionId: source.sessionId!,
          turnId: source.turnId!,
          ahead: 0,
        };
      case 'command':
        return { outcome: 'command', command: source.command!, sessionId: source.sessionId! };
      case 'refused':
        return { outcome: 'refused', reason: source.reason as RefusalReason };
      case 'ignored':
        return { outcome: 'ignored', reason: source.reason as IgnoreReason };
      default:
        return undefined;
    }
  }

  private async decide(source: SourceRow, quote: string | undefined): Promise<AdmissionDecision> {
    const { store, knobs, clock } = this.options;
    const now = clock();
    const bot = this.options.botOpenId();
    const ignore = async (reason: IgnoreReason): Promise<AdmissionDecision> => {
      await store.inbox.admit(source.messageId, { state: 'ignored', admission: 'ignored', reason }, now);
      return { outcome: 'ignored', reason };
    };
    const refuse = async (reason: RefusalReason, sessionId?: string): Promise<AdmissionDecision> => {
      await store.inbox.admit(
        source.messageId,
        { state: 'running', admission: 'refused', reason, ...(sessionId ? { sessionId } : {}) },
        now,
      );
      return { outcome: 'refused', reason };
    };

    if (bot !== undefined && source.senderOpenId === bot) return ignore('own-message');
    if (source.senderType !== 'user') return ignore('bot-message');

    const conversation = conversationOf(source);
    if (source.chatType === 'group') {
      const mentions = JSON.parse(source.mentions) as Array<{ openId?: string }>;
      const addressed = mentions.some((m) => m.openId === bot);
      // A group message reaches an agent only by exact binding: its topic is bound, or it names the bot (AD-005).
      if (!addressed && !(await store.sessions.find(conversation))) return ignore('not-addressed');
    }

    if (source.command) {
      const session = await store.sessions.bind(conversation, now);
      await store.inbox.admit(
        source.messageId,
        { state: 'running', admission: 'command', command: source.command, sessionId: session.sessionId },
        now,
      );
      return { outcome: 'command', command: source.command, sessionId: session.sessionId };
    }

    // Content the intake kept out: far too long to keep, or not what its type says (AD-007, AD-010).
    if (source.contentDefect === 'oversized') return refuse('input-too-long');
    if (source.contentDefect === 'malformed') return refuse('malformed');
    let input: string;
    try {
      // Media the host cannot take is refused as a whole, saying what it was, never left out (AD-010).
      const media = mediaOf(source.messageType, source.content);
      if (media.unavailable !== undefined) return refuse('unsupported-type');
      if (!TEXT_TYPES.has(source.messageType) && media.refs.length === 0) return refuse('unsupported-type');
      input = TEXT_TYPES.has(source.messageType)
        ? messageText(source, (m) => bot !== undefined && m.openId === bot)
        : '';
      if (input === '' && media.refs.length === 0) return refuse('empty-input');
    } catch (error) {
      if (error instanceof MalformedContentError) return refuse('malformed');
      throw error;
    }
    if (longerThan(input, knobs.inputCharLimit)) return refuse('input-too-long');
    if (quote !== undefined) input = `${quote}\n\n${input}`;

    const session = await store.sessions.bind(conversation, now);
    const unfinished = await store.turns.unfinished(session.sessionId);
    const queued = unfinished.filter((t) => t.state === 'queued').length;
    if (queued >= knobs.pendingInputLimit) return refuse('too-many-pending', session.sessionId);

    const turn = await store.turns.create(session.sessionId, source.messageId, input, now);
    await store.sessions.touch(session.sessionId, now);
    const attached = session.kind === 'attached';
    await store.inbox.admit(
      source.messageId,
      {
        state: attached ? 'waiting' : 'queued',
        admission: 'turn',
        sessionId: session.sessionId,
        turnId: turn.turnId,
        input,
      },
      now,
    );
    return {
      outcome: attached ? 'attached' : 'turn',
      sessionId: session.sessionId,
      turnId: turn.turnId,
      ahead: unfinished.length,
    };
  }
}
