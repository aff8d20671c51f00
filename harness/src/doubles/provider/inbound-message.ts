import type {
  ProviderDoubleInjectMessage,
  ProviderDoubleInjected,
  ProviderImMessageReceiveV1,
} from '../../../../generated/types/index.ts';
import { BadInjectionError } from './errors.ts';
import type { IdFactory, UserIds } from './ids.ts';
import { patched } from './patch.ts';
import { newMessage, type MessageStore, type StoredMessage } from './store.ts';

export type InjectMessage = ProviderDoubleInjectMessage;
export type Injected = ProviderDoubleInjected;

export interface InboundContext {
  ids: IdFactory;
  store: MessageStore;
  appId: string;
  verificationToken: string;
  bot: { openId: string; name: string; ids: UserIds };
  wallClock: () => number;
}

export interface InboundMessage {
  stored: StoredMessage;
  /** As Lark sends it — or, with a patch, as Lark never would. */
  envelope: ProviderImMessageReceiveV1;
  patched: boolean;
  injected: Injected;
}

function contentOf(input: InjectMessage): { msgType: string; content: string } {
  if (input.msgType !== undefined && input.msgType !== 'text') {
    if (input.content === undefined) throw new BadInjectionError(`msgType ${input.msgType} needs content`);
    return { msgType: input.msgType, content: JSON.stringify(input.content) };
  }
  const given = input.text ?? (input.content as { text?: string } | undefined)?.text;
  if (given === undefined) throw new BadInjectionError('a text message needs text');
  const text = input.repeat === undefined ? given : given.repeat(input.repeat);
  const keys = [...(input.mentionBot ? ['@_user_1'] : []), ...(input.mentionUser ? ['@_user_2'] : [])];
  return { msgType: 'text', content: JSON.stringify({ text: [...keys, text].join(' ') }) };
}

/**
 * Turns an injection (a user typing in a chat) into the stored message and its im.message.receive_v1
 * envelope. The chat, the user and any topic thread come into being on first use.
 */
export function inboundMessage(input: InjectMessage, ctx: InboundContext): InboundMessage {
  const { ids, store } = ctx;
  const senderIds = ids.user(input.sender);
  store.addUser(input.sender, senderIds);
  const chat =
    input.chat.type === 'p2p'
      ? store.addChat({ chatId: ids.p2pChat(input.chat.user), type: 'p2p', name: input.chat.user })
      : store.addChat({ chatId: ids.groupChat(input.chat.name), type: 'group', name: input.chat.name });
  if (input.chat.type === 'p2p') store.addUser(input.chat.user, ids.user(input.chat.user));

  const messageId = input.messageId ?? ids.message();
  if (store.get(messageId))
    throw new BadInjectionError(`message ${messageId} exists; use redeliver to push it again`);
  const parent = input.parentMessageId === undefined ? undefined : store.get(input.parentMessageId);
  if (input.parentMessageId !== undefined && !parent) {
    throw new BadInjectionError(`parent message ${input.parentMessageId} is unknown`);
  }
  let threadId = parent?.threadId;
  let rootId = parent ? (parent.rootId ?? parent.messageId) : undefined;
  if (input.chat.type === 'group' && input.chat.topic !== undefined) {
    threadId = ids.topicThread(input.chat.name, input.chat.topic);
    const root = store.topicRoot(threadId);
    rootId ??= root;
    store.setTopicRoot(threadId, messageId);
  }
  const parentId = parent?.messageId ?? rootId;

  const { msgType, content } = contentOf(input);
  const senderType = input.senderType ?? 'user';
  const stored = store.add(
    newMessage(
      {
        messageId,
        chat,
        sender: { type: senderType, id: senderIds.open_id, name: input.sender },
        msgType,
        content,
        time: ctx.wallClock(),
        threadId,
        rootId,
        parentId,
      },
      false,
    ),
  );
  const createTime = stored.createTime;

  const eventId = input.eventId ?? ids.event();
  const envelope: ProviderImMessageReceiveV1 = {
    schema: '2.0',
    header: {
      event_id: eventId,
      event_type: 'im.message.receive_v1',
      create_time: createTime,
      token: ctx.verificationToken,
      app_id: ctx.appId,
      tenant_key: ids.tenantKey,
    },
    event: {
      sender: { sender_id: senderIds, sender_type: senderType, tenant_key: ids.tenantKey },
      message: {
        message_id: messageId,
        ...(rootId ? { root_id: rootId } : {}),
        ...(parentId ? { parent_id: parentId } : {}),
        create_time: createTime,
        update_time: createTime,
        chat_id: chat.chatId,
        ...(threadId ? { thread_id: threadId } : {}),
        chat_type: chat.type,
        message_type: msgType,
        content,
        ...(input.mentionBot || input.mentionUser
          ? {
              mentions: [
                ...(input.mentionBot
                  ? [{ key: '@_user_1', id: ctx.bot.ids, name: ctx.bot.name, tenant_key: ids.tenantKey }]
                  : []),
                ...(input.mentionUser
                  ? [
                      {
                        key: '@_user_2',
                        id: ctx.ids.user(input.mentionUser),
                        name: input.mentionUser,
                        tenant_key: ids.tenantKey,
                      },
                    ]
                  : []),
              ],
            }
          : {}),
      },
    },
  };
  const injected: Injected = {
    eventId,
    messageId,
    chatId: chat.chatId,
    createTime,
    ...(threadId ? { threadId } : {}),
  };
  if (input.patch === undefined) return { stored, envelope, injected, patched: false };
  return {
    stored,
    envelope: patched(envelope, input.patch) as ProviderImMessageReceiveV1,
    injected,
    patched: true,
  };
}
