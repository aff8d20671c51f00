import type {
  ProviderMessageCreateRequest,
  ProviderMessageReplyRequest,
  ProviderMessageUpdateRequest,
} from '../../../../../generated/types/index.ts';
import { LARK, LarkRefusal } from '../lark-codes.ts';
import {
  newMessage,
  setContent,
  toWireMessage,
  type Chat,
  type NewMessage,
  type StoredMessage,
} from '../store.ts';
import type { ApiContext } from './context.ts';
import { checkContent } from './message-content.ts';
import { editableMessage, existingMessage } from './message-guards.ts';
import { RateLimiter } from './rate-limiter.ts';
import { checkMember, postAsUser } from './user-message.ts';
import type { ApiAnswer, Route } from './route.ts';

const RECEIVE_ID_TYPES = ['open_id', 'user_id', 'union_id', 'email', 'chat_id'];
/** [doc] update (PUT) allows at most 20 edits per message. */
export const MAX_EDITS = 20;
/** [doc] at most one message per uuid within one hour. */
const UUID_WINDOW_MS = 60 * 60 * 1000;
/** [doc] 5 messages per second to one user or one chat. */
const SEND_PER_SECOND = 5;

/**
 * create, reply, update (PUT), recall (DELETE) and get: the IM calls a bot's answer goes through. create,
 * reply and get also take a user access token: a user's message then reaches the bot as an event.
 */
export function messageRoutes(ctx: ApiContext): Route[] {
  const byUuid = new Map<string, { messageId: string; at: number }>();
  const limiter = new RateLimiter(SEND_PER_SECOND, ctx.now);

  const answer = (message: StoredMessage): ApiAnswer => ({
    status: 200,
    body: { code: 0, msg: 'success', data: toWireMessage(message, ctx.ids.tenantKey) },
  });

  /** A repeated uuid within the window answers with the original message and creates nothing. */
  const original = (uuid: string | undefined): StoredMessage | undefined => {
    if (uuid === undefined) return undefined;
    const seen = byUuid.get(uuid);
    if (!seen || ctx.now() - seen.at > UUID_WINDOW_MS) return undefined;
    return ctx.store.get(seen.messageId);
  };

  const remember = (uuid: string | undefined, message: StoredMessage): StoredMessage => {
    if (uuid) byUuid.set(uuid, { messageId: message.messageId, at: ctx.now() });
    return message;
  };

  const post = (
    chat: Chat,
    fields: Omit<NewMessage, 'messageId' | 'chat' | 'sender' | 'time'>,
  ): StoredMessage => {
    checkContent(fields.msgType, fields.content);
    if (!limiter.allow(chat.chatId))
      throw new LarkRefusal(LARK.frequencyLimit, `over ${SEND_PER_SECOND} messages per second to one chat`);
    const sender = { type: 'app' as const, id: ctx.app.appId, name: ctx.bot.name };
    return remember(
      fields.uuid,
      ctx.store.add(
        newMessage({ ...fields, messageId: ctx.ids.message(), chat, sender, time: ctx.wallClock() }, true),
      ),
    );
  };

  const receiver = (type: string | undefined, id: string): Chat => {
    if (type === undefined || !RECEIVE_ID_TYPES.includes(type)) {
      throw new LarkRefusal(LARK.fieldValidation, 'receive_id_type', {
        error: {
          field_violations: [
            { field: 'receive_id_type', description: `one of ${RECEIVE_ID_TYPES.join(', ')}` },
          ],
        },
      });
    }
    if (type === 'chat_id') {
      const chat = ctx.store.chat(id);
      if (!chat) throw new LarkRefusal(LARK.botNotInChat, `chat ${id}`);
      return chat;
    }
    const name = ctx.store.userName(id);
    if (name === undefined) throw new LarkRefusal(LARK.noAvailability, `${type} ${id}`);
    return ctx.store.addChat({ chatId: ctx.ids.p2pChat(name), type: 'p2p', name });
  };

  return [
    {
      api: 'im.message.create',
      method: 'POST',
      pattern: '/open-apis/im/v1/messages',
      auth: true,
      users: true,
      request: 'ProviderMessageCreateRequest',
      response: 'ProviderMessageResponse',
      handle: (request) => {
        const body = request.body as ProviderMessageCreateRequest;
        const chat = receiver(request.query.receive_id_type, body.receive_id);
        const repeat = original(body.uuid);
        if (repeat) return answer(repeat);
        if (request.caller.kind === 'user') {
          return answer(
            remember(
              body.uuid,
              postAsUser(ctx, request.caller.user, chat, { msgType: body.msg_type, content: body.content }),
            ),
          );
        }
        return answer(post(chat, { msgType: body.msg_type, content: body.content, uuid: body.uuid }));
      },
    },
    {
      api: 'im.message.reply',
      method: 'POST',
      pattern: '/open-apis/im/v1/messages/:message_id/reply',
      auth: true,
      users: true,
      request: 'ProviderMessageReplyRequest',
      response: 'ProviderMessageResponse',
      handle: (request) => {
        const body = request.body as ProviderMessageReplyRequest;
        const target = existingMessage(ctx, request.params.message_id);
        if (target.deleted) throw new LarkRefusal(LARK.recalled);
        const repeat = original(body.uuid);
        if (repeat) return answer(repeat);
        const chat = ctx.store.chat(target.chatId)!;
        if (request.caller.kind === 'user') {
          const fields = { msgType: body.msg_type, content: body.content, parentMessageId: target.messageId };
          return answer(remember(body.uuid, postAsUser(ctx, request.caller.user, chat, fields)));
        }
        let threadId = target.threadId;
        if (body.reply_in_thread && !threadId) {
          threadId = ctx.ids.thread();
          target.threadId = threadId;
        }
        return answer(
          post(chat, {
            msgType: body.msg_type,
            content: body.content,
            rootId: target.rootId ?? target.messageId,
            parentId: target.messageId,
            threadId,
            uuid: body.uuid,
          }),
        );
      },
    },
    {
      api: 'im.message.update',
      method: 'PUT',
      pattern: '/open-apis/im/v1/messages/:message_id',
      auth: true,
      request: 'ProviderMessageUpdateRequest',
      response: 'ProviderMessageResponse',
      handle: (request) => {
        const body = request.body as ProviderMessageUpdateRequest;
        const target = editableMessage(ctx, request.params.message_id);
        if (target.msgType !== 'text' && target.msgType !== 'post') {
          throw new LarkRefusal(
            LARK.invalidParam,
            `a ${target.msgType} message cannot be edited with PUT; cards use PATCH`,
          );
        }
        if (target.editCount >= MAX_EDITS) throw new LarkRefusal(LARK.editLimit);
        checkContent(body.msg_type, body.content);
        setContent(target, body.msg_type, body.content);
        target.editCount += 1;
        target.updateTime = String(ctx.wallClock());
        return answer(target);
      },
    },
    {
      api: 'im.message.delete',
      method: 'DELETE',
      pattern: '/open-apis/im/v1/messages/:message_id',
      auth: true,
      response: 'ProviderEmptyResponse',
      handle: (request) => {
        const target = existingMessage(ctx, request.params.message_id);
        if (target.deleted) throw new LarkRefusal(LARK.recalled);
        if (!target.fromBot)
          throw new LarkRefusal(LARK.invalidParam, 'only a message the bot sent can be recalled');
        target.deleted = true;
        target.updateTime = String(ctx.wallClock());
        return { status: 200, body: { code: 0, msg: 'success', data: {} } };
      },
    },
    {
      api: 'im.message.get',
      method: 'GET',
      pattern: '/open-apis/im/v1/messages/:message_id',
      auth: true,
      users: true,
      response: 'ProviderMessageGetResponse',
      handle: (request) => {
        const message = existingMessage(ctx, request.params.message_id);
        if (request.caller.kind === 'user') checkMember(ctx.store.chat(message.chatId)!, request.caller.user);
        return {
          status: 200,
          body: { code: 0, msg: 'success', data: { items: [toWireMessage(message, ctx.ids.tenantKey)] } },
        };
      },
    },
  ];
}
