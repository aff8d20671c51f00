import { flaw } from './flaw.ts';

/** What an im.message.receive_v1 handler is given: the envelope header and the event, flattened by the SDK. */
export interface ReceiveEvent {
  event_id?: string;
  sender: { sender_type: string };
  message: {
    message_id: string;
    chat_id: string;
    chat_type: string;
    thread_id?: string;
    root_id?: string;
    parent_id?: string;
    message_type: string;
    content: string;
    mentions?: { key: string; id: { open_id?: string } }[];
  };
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
  /** Lark's message_type: only text reaches the host (AD-010). */
  messageType: string;
  /** The conversation: a private chat, a group, or a topic of a group. One host thread each (AD-004). */
  conversation: string;
  /** The quoted parent of a reply, if any (AD-011). */
  parentId?: string;
  fromUser: boolean;
  /** A group message names the bot (AD-005); a private message always counts as addressed. */
  addressed: boolean;
  /** The text, the bot's mention removed. */
  text: string;
}

export function sourceOf(event: ReceiveEvent, botOpenId: string): Source {
  const { message } = event;
  // Every schema 2.0 event has one; without it a redelivery could not be told apart.
  if (!event.event_id) throw new Error(`event of message ${message.message_id} without an event id`);
  const mentionsOfBot = (message.mentions ?? []).filter((m) => m.id.open_id === botOpenId);
  let text = message.message_type === 'text' ? String((JSON.parse(message.content) as { text?: unknown }).text ?? '') : '';
  for (const mention of mentionsOfBot) text = text.replaceAll(mention.key, '');
  text = text.trim();
  const topic = flaw === 'one-thread-per-group' ? undefined : message.thread_id;
  // In a topic every message names the topic root as its parent: only another parent is a quote. A
  // command comes from the message alone (AD-009): it quotes nothing.
  const quotes = message.parent_id !== undefined && !(message.thread_id && message.parent_id === message.root_id) && commandOf(text) === undefined;
  return {
    messageId: message.message_id,
    eventId: event.event_id,
    chatId: message.chat_id,
    chatType: message.chat_type === 'p2p' ? 'p2p' : 'group',
    messageType: message.message_type,
    conversation: topic === undefined ? message.chat_id : `${message.chat_id}/${topic}`,
    ...(quotes ? { parentId: message.parent_id } : {}),
    fromUser: event.sender.sender_type === 'user',
    addressed: message.chat_type === 'p2p' || mentionsOfBot.length > 0,
    text,
  };
}

/** The lane a source waits in: its conversation's, so turns are serialized per conversation only (AD-002). */
export function laneOf(messageId: string, conversation: string): string {
  if (flaw === 'global-lock') return 'every-chat';
  if (flaw === 'no-fence') return messageId;
  return conversation;
}
