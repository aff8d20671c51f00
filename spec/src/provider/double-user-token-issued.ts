import Type from 'typebox';
import { defineSchema } from '../define.ts';

export const ProviderDoubleUserTokenIssued = defineSchema(
  'provider/double-user-token-issued',
  Type.Object(
    {
      user: Type.String(),
      openId: Type.String({ pattern: '^ou_' }),
      userAccessToken: Type.String({
        pattern: '^u-',
        description: 'Send as Authorization: Bearer … to act as the user.',
      }),
      expire: Type.Integer({ minimum: 1, description: 'Lifetime in seconds.' }),
      p2pChatId: Type.String({ pattern: '^oc_', description: "The user's private chat with the bot." }),
    },
    { additionalProperties: false },
  ),
  {
    name: 'ProviderDoubleUserTokenIssued',
    title: 'Side channel: a user access token',
    description: 'Answer to POST /__double/user-tokens.',
  },
);
