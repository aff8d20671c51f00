import { isWellFormed } from '../core/text-bounds.ts';
import type { ContentDefect, InboundSource, Rejection } from '../store/inbox.ts';
import { isLarkId } from './lark-id.ts';

export type RejectionReason =
  | 'not-an-event'
  | 'no-event-id'
  | 'bad-event-id'
  | 'no-message-id'
  | 'bad-message-id'
  | 'no-chat-id'
  | 'bad-chat-id'
  | 'bad-root-id'
  | 'bad-parent-id'
  | 'bad-thread-id';

/** An event that can never be a source (TR-010): acknowledged, recorded with its reason, never admitted. */
export class MalformedEventError extends Error {
  readonly code = 'MALFORMED_EVENT';
  readonly rejection: Rejection;

  constructor(reason: RejectionReason, ids: { eventId?: string; messageId?: string } = {}) {
    super(`im.message.receive_v1 turned away: ${reason}`);
    this.name = 'MalformedEventError';
    this.rejection = { reason, ...ids };
  }
}

/**
 * Far over anything Lark carries (a text message is at most 150 KB): content this long is kept out of the
 * store and out of memory, and refused as too long (AD-007, AD-010).
 */
export const MAX_CONTENT_CHARS = 1_000_000;
const MAX_MENTION_KEY_CHARS = 64;
const MAX_NAME_CHARS = 256;

type Json = Record<string, unknown>;

const objectOr = (value: unknown): Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};

/** A short, whole string, or nothing: every free-text field the source keeps is read this way. */
function shortText(value: unknown, max: number): string | undefined {
  return typeof value === 'string' && value !== '' && value.length <= max && isWellFormed(value)
    ? value
    : undefined;
}

/** A required id: absent (missing, null, empty) or not one Lark issues turns the event away. */
function requiredId(
  value: unknown,
  absent: RejectionReason,
  bad: RejectionReason,
  ids: { eventId?: string },
): string {
  if (value === undefined || value === null || value === '') throw new MalformedEventError(absent, ids);
  if (!isLarkId(value)) throw new MalformedEventError(bad, ids);
  return value;
}

/** An optional id: absent is fine, but one Lark never issues says the event is not Lark's. */
function optionalId(
  value: unknown,
  bad: RejectionReason,
  ids: { eventId?: string; messageId?: string },
): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (!isLarkId(value)) throw new MalformedEventError(bad, ids);
  return value;
}

function contentOf(value: unknown): { content: string; contentDefect?: ContentDefect } {
  if (typeof value !== 'string') return { content: '', contentDefect: 'malformed' };
  if (value.length > MAX_CONTENT_CHARS) return { content: '', contentDefect: 'oversized' };
  if (!isWellFormed(value)) return { content: '', contentDefect: 'malformed' };
  return { content: value };
}

function mentionsOf(value: unknown): InboundSource['mentions'] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const mention = objectOr(item);
    const key = shortText(mention.key, MAX_MENTION_KEY_CHARS);
    if (key === undefined) return [];
    const openId = objectOr(mention.id).open_id;
    const name = shortText(mention.name, MAX_NAME_CHARS);
    return [{ key, ...(isLarkId(openId) ? { openId } : {}), ...(name ? { name } : {}) }];
  });
}

/**
 * Reads the source from what the SDK's EventDispatcher hands an im.message.receive_v1 handler: the
 * envelope header and the event, flattened into one object. Every field is read as the provider may send
 * it — missing, null, or of another type. Ids must be ids Lark issues, or the event is turned away
 * (MalformedEventError); content that cannot be taken is kept out and marked, for an explicit refusal.
 */
export function sourceFromEvent(data: unknown): InboundSource {
  if (data === null || typeof data !== 'object' || Array.isArray(data))
    throw new MalformedEventError('not-an-event');
  const event = data as Json;
  const message = objectOr(event.message);
  const sender = objectOr(event.sender);
  const eventId = requiredId(event.event_id, 'no-event-id', 'bad-event-id', {});
  const messageId = requiredId(message.message_id, 'no-message-id', 'bad-message-id', { eventId });
  const ids = { eventId, messageId };
  const chatId = requiredId(message.chat_id, 'no-chat-id', 'bad-chat-id', ids);
  const rootId = optionalId(message.root_id, 'bad-root-id', ids);
  const parentId = optionalId(message.parent_id, 'bad-parent-id', ids);
  const threadId = optionalId(message.thread_id, 'bad-thread-id', ids);
  const senderOpenId = objectOr(sender.sender_id).open_id;
  const messageType =
    typeof message.message_type === 'string' && /^[a-z_]{1,32}$/.test(message.message_type)
      ? message.message_type
      : 'unknown';
  const createTime = Number(message.create_time);
  return {
    eventId,
    messageId,
    chatId,
    chatType: message.chat_type === 'p2p' ? 'p2p' : 'group',
    ...(rootId ? { rootId } : {}),
    ...(parentId ? { parentId } : {}),
    ...(threadId ? { threadId } : {}),
    senderType: shortText(sender.sender_type, 32) ?? 'unknown',
    ...(isLarkId(senderOpenId) ? { senderOpenId } : {}),
    messageType,
    ...contentOf(message.content),
    mentions: mentionsOf(message.mentions),
    createTime: Number.isFinite(createTime) && createTime > 0 ? createTime : 0,
  };
}
