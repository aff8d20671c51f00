import type { InboundSource } from '../store/inbox.ts';

/** An im.message.receive_v1 event that cannot be a source (no message id, no chat). */
export class MalformedEventError extends Error {
  readonly code = 'MALFORMED_EVENT';
  constructor(missing: string) {
    super(`im.message.receive_v1 without ${missing}`);
    this.name = 'MalformedEventError';
  }
}

type Json = Record<string, unknown>;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * Reads the source from what the SDK's EventDispatcher hands an im.message.receive_v1 handler: the
 * envelope header and the event, flattened into one object.
 */
export function sourceFromEvent(data: Json): InboundSource {
  const message = (data.message ?? {}) as Json;
  const sender = (data.sender ?? {}) as Json;
  const senderId = (sender.sender_id ?? {}) as Json;
  const eventId = text(data.event_id);
  const messageId = text(message.message_id);
  const chatId = text(message.chat_id);
  if (!eventId) throw new MalformedEventError('header.event_id');
  if (!messageId) throw new MalformedEventError('message.message_id');
  if (!chatId) throw new MalformedEventError('message.chat_id');
  const mentions = Array.isArray(message.mentions) ? (message.mentions as Json[]) : [];
  const rootId = text(message.root_id);
  const parentId = text(message.parent_id);
  const threadId = text(message.thread_id);
  const senderOpenId = text(senderId.open_id);
  return {
    eventId,
    messageId,
    chatId,
    chatType: message.chat_type === 'p2p' ? 'p2p' : 'group',
    ...(rootId ? { rootId } : {}),
    ...(parentId ? { parentId } : {}),
    ...(threadId ? { threadId } : {}),
    senderType: text(sender.sender_type) ?? 'unknown',
    ...(senderOpenId ? { senderOpenId } : {}),
    messageType: text(message.message_type) ?? 'unknown',
    content: typeof message.content === 'string' ? message.content : '',
    mentions: mentions.map((m) => {
      const openId = text((m.id as Json | undefined)?.open_id);
      const name = text(m.name);
      return { key: String(m.key ?? ''), ...(openId ? { openId } : {}), ...(name ? { name } : {}) };
    }),
    createTime: Number(message.create_time ?? 0) || 0,
  };
}
