import { flaw } from './flaw.ts';
import { contentOf, type MediaRef } from './media.ts';

/**
 * What an im.message.receive_v1 handler is given: the envelope header and the event, flattened by the SDK.
 * As the provider sends it, not as it should: any field may be missing, null, or of another type.
 */
export interface ReceiveEvent {
  event_id?: unknown;
  sender?: unknown;
  message?: unknown;
}

/** The commands, each a whole message: stop the conversation's turn, ahead of its queue (AD-009). */
export const STOP = '/stop';
export const NEW = '/new';
export const HELP = '/help';
const COMMANDS = [STOP, NEW, HELP];

/** The command a message is: its whole text, nothing quoted — but for the flaw that finds one anywhere in it. */
export function commandOf(text: string): string | undefined {
  if (flaw === 'commands-anywhere') return COMMANDS.find((c) => text.includes(c));
  return COMMANDS.find((c) => c === text);
}

/** One inbound user message, as the bot uses it. */
export interface Source {
  messageId: string;
  eventId: string;
  chatId: string;
  chatType: 'p2p' | 'group';
  /** Lark's message_type: text, images, files and posts of them reach the host (HO-010, AD-010). */
  messageType: string;
  /** The conversation: a private chat, a group, or a topic of a group. One host thread each (AD-004). */
  conversation: string;
  /** The quoted parent of a reply, if any (AD-011). */
  parentId?: string;
  fromUser: boolean;
  /** The sender: the one who may decide the turn's approvals (HO-008). */
  senderOpenId: string;
  /** Epoch ms the provider gave the message: the chat's order, whichever instance an event reached. */
  createTime: number;
  /** A group message names the bot (AD-005); a private message always counts as addressed. */
  addressed: boolean;
  /** The text, the bot's mention removed. */
  text: string;
  /** Images and files to pass to the host (HO-010). */
  media: MediaRef[];
  /** Media the host cannot take, named: the message is refused as unavailable (AD-010). */
  unavailable?: string;
  /** The content is not what its type says: refused, never passed on (AD-010). */
  unreadable?: 'malformed';
}

type Json = Record<string, unknown>;

/**
 * A field that should be an object, as it came or else empty. The flaw takes every field as the
 * documentation says it comes: a null where an object belongs then throws in the handler.
 */
const objectOr = (value: unknown): Json =>
  flaw === 'trusts-event-fields' || (value !== null && typeof value === 'object' && !Array.isArray(value))
    ? (value as Json)
    : {};

/** An id as Lark issues them; anything else no Lark message ever had (TR-010). */
const isId = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9A-Za-z_-]{1,128}$/.test(value);

/** A lone UTF-16 surrogate: half a character, never in what Lark sends. */
const HALF_CHARACTER = /\p{Cs}/u;

/** What a message carries for the host: its text, its images and files, what it cannot take, or why there is nothing to read. */
function readContent(
  messageType: string,
  content: unknown,
): { text: string; media: MediaRef[]; unavailable?: string; unreadable?: 'malformed' } {
  const malformed = { text: '', media: [], unreadable: 'malformed' as const };
  if (typeof content !== 'string')
    return messageType === 'text' ? malformed : { text: '', media: [], unavailable: 'message of this kind' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    return malformed;
  }
  // The flaw passes what it cannot read on to the agent as the text "null".
  if (flaw === 'passes-null' && (parsed === null || objectOr(parsed).text === null))
    return { text: 'null', media: [] };
  if (messageType === 'text') {
    const text = objectOr(parsed).text;
    return typeof text === 'string' && !HALF_CHARACTER.test(text) ? { text, media: [] } : malformed;
  }
  const read = contentOf(messageType, objectOr(parsed));
  return {
    text: read.text,
    media: read.refs,
    ...(read.unavailable ? { unavailable: read.unavailable } : {}),
  };
}

function senderOpenIdOf(sender: unknown): string {
  const openId = objectOr(objectOr(sender).sender_id).open_id;
  return typeof openId === 'string' ? openId : '';
}

/**
 * The source an event carries, read defensively; undefined for an event that can never be one — ids Lark
 * never issues — which is acknowledged and dropped (TR-010).
 */
export function sourceOf(event: ReceiveEvent, botOpenId: string): Source | undefined {
  const message = objectOr(event.message);
  const ids = [event.event_id, message.message_id, message.chat_id];
  const optional = [message.root_id, message.parent_id, message.thread_id].filter(
    (id) => id !== undefined && id !== null,
  );
  if (flaw !== 'admits-malformed-ids' && ![...ids, ...optional].every(isId)) return undefined;
  const [eventId, messageId, chatId] = ids as string[];
  const mentions = Array.isArray(message.mentions) ? message.mentions.map(objectOr) : [];
  // The any-mention-addresses flaw takes a mention of anybody for a mention of the bot.
  const mentionsOfBot = mentions.filter(
    (m) =>
      (objectOr(m.id).open_id === botOpenId || flaw === 'any-mention-addresses') && typeof m.key === 'string',
  );
  const messageType = typeof message.message_type === 'string' ? message.message_type : 'unknown';
  const read = readContent(messageType, message.content);
  let text = read.text;
  for (const mention of mentionsOfBot) text = text.replaceAll(mention.key as string, '');
  text = text.trim();
  const threadId = typeof message.thread_id === 'string' ? message.thread_id : undefined;
  const parentId = typeof message.parent_id === 'string' ? message.parent_id : undefined;
  const topic = flaw === 'one-thread-per-group' ? undefined : threadId;
  // In a topic every message names the topic root as its parent: only another parent is a quote. A
  // command comes from the message alone (AD-009): it quotes nothing.
  const quotes =
    parentId !== undefined && !(threadId && parentId === message.root_id) && commandOf(text) === undefined;
  return {
    messageId: messageId!,
    eventId: eventId!,
    chatId: chatId!,
    chatType: message.chat_type === 'p2p' ? 'p2p' : 'group',
    messageType,
    conversation: topic === undefined ? chatId! : `${chatId}/${topic}`,
    ...(quotes ? { parentId } : {}),
    fromUser: objectOr(event.sender).sender_type === 'user',
    senderOpenId: senderOpenIdOf(event.sender),
    createTime: Number(message.create_time) || 0,
    addressed: message.chat_type === 'p2p' || mentionsOfBot.length > 0,
    text,
    media: read.media,
    ...(read.unavailable ? { unavailable: read.unavailable } : {}),
    ...(read.unreadable ? { unreadable: read.unreadable } : {}),
  };
}

/** The lane a source waits in: its conversation's, so turns are serialized per conversation only (AD-002). */
export function laneOf(messageId: string, conversation: string): string {
  if (flaw === 'global-lock') return 'every-chat';
  if (flaw === 'no-fence') return messageId;
  return conversation;
}
