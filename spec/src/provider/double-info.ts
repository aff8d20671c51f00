import Type from 'typebox';
import { defineSchema } from '../define.ts';

export const ProviderDoubleInfo = defineSchema(
  'provider/double-info',
  Type.Object(
    {
      url: Type.String({ description: 'The domain to give the implementation (LARKSPUR_LARK_DOMAIN).' }),
      appId: Type.String(),
      appSecret: Type.String(),
      bot: Type.Object({ openId: Type.String(), name: Type.String() }, { additionalProperties: false }),
      connectedClients: Type.Integer({ minimum: 0, description: 'Open long connections that have pinged.' }),
    },
    { additionalProperties: false },
  ),
  {
    name: 'ProviderDoubleInfo',
    title: 'Side channel: double info',
    description: 'GET /__double/info: the credentials and state a person needs to point a bot at the double.',
  },
);
