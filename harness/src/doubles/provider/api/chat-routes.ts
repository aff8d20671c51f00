import type { ApiContext } from './context.ts';
import type { Route } from './route.ts';

/**
 * Chat membership, as a doctor asks it. The bot is in every chat the double holds: a private chat comes
 * into being when its user writes or gets a token, a group when a message is sent in it.
 */
export function chatRoutes(ctx: ApiContext): Route[] {
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
  ];
}
