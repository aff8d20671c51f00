import Type from 'typebox';
import { defineSchema } from '../define.ts';

export const ProviderDoubleUserToken = defineSchema(
  'provider/double-user-token',
  Type.Object(
    {
      user: Type.String({
        minLength: 1,
        description: 'A user name; its ids are derived from it, as for injected messages.',
      }),
    },
    { additionalProperties: false },
  ),
  {
    name: 'ProviderDoubleUserToken',
    title: 'Side channel: issue a user access token',
    description:
      "POST /__double/user-tokens. Stands in for Lark's OAuth flow: the user has authorized an app and opened " +
      'a private chat with the bot. With the token, the IM API acts as that user: a message created or replied ' +
      "reaches the bot as im.message.receive_v1 from the user, and the history of the user's chats can be listed.",
  },
);
