import Type from 'typebox';
import { defineSchema } from '../define.ts';
import { FIELD } from './fields.ts';

export const ProviderBotInfoResponse = defineSchema(
  'provider/bot-info-response',
  Type.Object({
    code: Type.Literal(0),
    msg: Type.String(),
    bot: Type.Object({
      activate_status: Type.Integer({ description: '2: activated.' }),
      app_name: Type.String(),
      avatar_url: Type.String(),
      ip_white_list: Type.Array(Type.String()),
      open_id: FIELD.openId,
    }),
  }),
  {
    name: 'ProviderBotInfoResponse',
    title: 'Bot info',
    description:
      'GET /open-apis/bot/v3/info. The bot sits at the top level, not under data; its open_id is how a bridge recognizes its own mentions and messages.',
  },
);
