import type { ProviderDoubleStoredMessage, ProviderMessage } from '../../../../generated/types/index.ts';
import { visibleText } from './visible-text.ts';

export type StoredMessage = ProviderDoubleStoredMessage;

export interface Chat {
  chatId: string;
  type: 'p2p' | 'group';
  /** The user of a private chat, the name of a group. */
  name: string;
}

/**
 * What the fake Lark holds: chats, the users it has seen, and every message with its current content,
 * edit counts and reactions. It knows nothing of HTTP; the IM API handlers give it meaning.
 */
export class MessageStore {
  private readonly messagesById = new Map<string, StoredMessage>();
  private readonly chatsById = new Map<string, Chat>();
  /** Any of a user's three ids → the user's name. */
  private readonly usersById = new Map<string, string>();
  private readonly topicRoots = new Map<string, string>();
  /** The create time of each chat's newest message. */
  private readonly lastTimeByChat = new Map<string, number>();

  addChat(chat: Chat): Chat {
    const known = this.chatsById.get(chat.chatId);
    if (known) return known;
    this.chatsById.set(chat.chatId, chat);
    return chat;
  }

  chat(chatId: string): Chat | undefined {
    return this.chatsById.get(chatId);
  }

  addUser(name: string, ids: { open_id: string; user_id: string; union_id: string }): void {
    for (const id of [ids.open_id, ids.user_id, ids.union_id]) this.usersById.set(id, name);
  }

  userName(id: string): string | undefined {
    return this.usersById.get(id);
  }

  /**
   * A chat's history is ordered: a message created in the same millisecond as the one before it in its chat
   * gets the next millisecond, so create_time tells the provider's order even across the clients it spreads
   * events over.
   */
  add(message: StoredMessage): StoredMessage {
    const last = this.lastTimeByChat.get(message.chatId);
    if (last !== undefined && Number(message.createTime) <= last) {
      message.createTime = String(last + 1);
      message.updateTime = message.createTime;
    }
    this.lastTimeByChat.set(message.chatId, Number(message.createTime));
    this.messagesById.set(message.messageId, message);
    return message;
  }

  get(messageId: string): StoredMessage | undefined {
    return this.messagesById.get(messageId);
  }

  all(): StoredMessage[] {
    return [...this.messagesById.values()];
  }

  /** The first message of a topic thread is its root; later ones hang under it. */
  topicRoot(threadId: string): string | undefined {
    return this.topicRoots.get(threadId);
  }

  setTopicRoot(threadId: string, messageId: string): void {
    if (!this.topicRoots.has(threadId)) this.topicRoots.set(threadId, messageId);
  }
}

export interface NewMessage {
  messageId: string;
  chat: Chat;
  sender: StoredMessage['sender'];
  msgType: string;
  content: string;
  /** Wall-clock ms. */
  time: number;
  threadId?: string | undefined;
  rootId?: string | undefined;
  parentId?: string | undefined;
  uuid?: string | undefined;
}

/** A message as first stored: unedited, no reactions; fromBot when the app under test sent it. */
export function newMessage(fields: NewMessage, fromBot: boolean): StoredMessage {
  const time = String(fields.time);
  const message: StoredMessage = {
    messageId: fields.messageId,
    chatId: fields.chat.chatId,
    chatType: fields.chat.type,
    ...(fields.threadId ? { threadId: fields.threadId } : {}),
    ...(fields.rootId ? { rootId: fields.rootId } : {}),
    ...(fields.parentId ? { parentId: fields.parentId } : {}),
    sender: fields.sender,
    fromBot,
    msgType: fields.msgType,
    content: fields.content,
    createTime: time,
    updateTime: time,
    deleted: false,
    updated: false,
    editCount: 0,
    patchCount: 0,
    ...(fields.uuid ? { uuid: fields.uuid } : {}),
    reactions: [],
  };
  return setContent(message, fields.msgType, fields.content);
}

/** Replaces a message's content and with it its visible text (an edit, a card patched in place). */
export function setContent(message: StoredMessage, msgType: string, content: string): StoredMessage {
  message.msgType = msgType;
  message.content = content;
  delete message.text;
  delete message.textUnknown;
  const seen = visibleText(msgType, content);
  if (seen && 'text' in seen) message.text = seen.text;
  if (seen && 'unknown' in seen) message.textUnknown = seen.unknown;
  return message;
}

/** The message as the IM API returns it. */
export function toWireMessage(message: StoredMessage, tenantKey: string): ProviderMessage {
  const wire: ProviderMessage = {
    message_id: message.messageId,
    msg_type: message.msgType,
    create_time: message.createTime,
    update_time: message.updateTime,
    deleted: message.deleted,
    updated: message.editCount + message.patchCount > 0,
    chat_id: message.chatId,
    sender: {
      id: message.sender.id,
      id_type: message.sender.type === 'app' ? 'app_id' : 'open_id',
      sender_type: message.sender.type,
      tenant_key: tenantKey,
    },
    body: {
      content: message.deleted ? JSON.stringify({ text: 'This message was recalled' }) : message.content,
    },
  };
  if (message.rootId) wire.root_id = message.rootId;
  if (message.parentId) wire.parent_id = message.parentId;
  if (message.threadId) wire.thread_id = message.threadId;
  return wire;
}
