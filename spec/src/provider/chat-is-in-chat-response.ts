import Type from 'typebox';
import { defineSchema } from '../define.ts';

export const ProviderChatIsInChatResponse = defineSchema(
  'provider/chat-is-in-chat-response',
  Type.Object({
    code: Type.Literal(0),
    msg: Type.String(),
    data: Type.Object({
      is_in_chat: Type.Boolean({
        description: 'Whether the caller (the bot, with a tenant token) is a member of the chat.',
      }),
    }),
  }),
  {
    name: 'ProviderChatIsInChatResponse',
    title: 'Is in chat',
    description:
      'GET /open-apis/im/v1/chats/{chat_id}/members/is_in_chat: whether the calling bot is in the chat. A read: it changes nothing (larkspur doctor).',
  },
);
