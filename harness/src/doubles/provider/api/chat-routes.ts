import { LARK, LarkRefusal } from '../lark-codes.ts';
import type { Chat } from '../store.ts';
import type { ApiContext } from './context.ts';
import type { ApiRequest, Route } from './route.ts';

/** [doc] the id types a user may be named by in a query. */
const USER_ID_TYPES = ['open_id', 'user_id', 'union_id'] as const;
type UserIdType = (typeof USER_ID_TYPES)[number];

function idType(request: ApiRequest, name: string): UserIdType {
  const type = request.query[name] ?? 'open_id';
  if (!(USER_ID_TYPES as readonly string[]).includes(type)) {
    throw new LarkRefusal(LARK.fieldValidation, name, {
      error: { field_violations: [{ field: name, description: `one of ${USER_ID_TYPES.join(', ')}` }] },
    });
  }
  return type as UserIdType;
}

/** The users the double has seen write in a chat; a private chat's user even before they wrote. */
function members(ctx: ApiContext, chat: Chat): string[] {
  const names = new Set<string>(chat.type === 'p2p' ? [chat.name] : []);
  for (const m of ctx.store.all()) {
    if (m.chatId !== chat.chatId || m.fromBot || m.sender.type !== 'user') continue;
    const name = ctx.store.userName(m.sender.id);
    if (name !== undefined) names.add(name);
  }
  return [...names];
}

/**
 * The chat reads a bot makes (documented Open API calls): whether it is in a chat, what the chat is
 * (private or group, its name and owner) and who is in it. The bot is in every chat the double holds: a
 * private chat comes into being when its user writes or gets a token, a group when a message is sent in it.
 */
export function chatRoutes(ctx: ApiContext): Route[] {
  const known = (request: ApiRequest): Chat => {
    const chat = ctx.store.chat(request.params.chat_id ?? '');
    if (!chat) throw new LarkRefusal(LARK.botNotInChat, `no chat ${request.params.chat_id ?? ''}`);
    return chat;
  };
  return [
    {
      api: 'im.chatMembers.isInChat',
      method: 'GET',
      pattern: '/open-apis/im/v1/chats/:chat_id/members/is_in_chat',
      auth: true,
      response: 'ProviderChatIsInChatResponse',
      handle: (request) => ({
        status: 200,
        body: {
          code: 0,
          msg: 'success',
          data: { is_in_chat: ctx.store.chat(request.params.chat_id ?? '') !== undefined },
        },
      }),
    },
    {
      api: 'im.chat.get',
      method: 'GET',
      pattern: '/open-apis/im/v1/chats/:chat_id',
      auth: true,
      handle: (request) => {
        const chat = known(request);
        const type = idType(request, 'user_id_type');
        const people = members(ctx, chat);
        const owner = people[0];
        return {
          status: 200,
          body: {
            code: 0,
            msg: 'success',
            data: {
              avatar: '',
              name: chat.type === 'p2p' ? '' : chat.name,
              description: '',
              i18n_names: {},
              chat_mode: chat.type === 'p2p' ? 'p2p' : 'group',
              chat_type: chat.type === 'p2p' ? 'p2p' : 'private',
              chat_tag: 'inner',
              group_message_type: 'chat',
              external: false,
              tenant_key: ctx.ids.tenantKey,
              owner_id_type: type,
              owner_id: owner === undefined ? '' : ctx.ids.user(owner)[type],
              user_count: String(people.length),
              bot_count: '1',
            },
          },
        };
      },
    },
    {
      api: 'im.chatMembers.get',
      method: 'GET',
      pattern: '/open-apis/im/v1/chats/:chat_id/members',
      auth: true,
      handle: (request) => {
        const chat = known(request);
        const type = idType(request, 'member_id_type');
        const items = members(ctx, chat).map((name) => ({
          member_id_type: type,
          member_id: ctx.ids.user(name)[type],
          name,
          tenant_key: ctx.ids.tenantKey,
        }));
        return {
          status: 200,
          body: {
            code: 0,
            msg: 'success',
            data: { items, page_token: '', has_more: false, member_total: items.length },
          },
        };
      },
    },
  ];
}
