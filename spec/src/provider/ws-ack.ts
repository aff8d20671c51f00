import Type from 'typebox';
import { defineSchema } from '../define.ts';

export const ProviderWsAck = defineSchema(
  'provider/ws-ack',
  Type.Object({
    code: Type.Integer({
      description: '200 when the handler succeeded, 500 when it threw. Anything but 200 is redelivered.',
    }),
    data: Type.Optional(
      Type.String({
        contentEncoding: 'base64',
        description: "Base64 JSON of the handler's result (a card callback's answer).",
      }),
    ),
  }),
  {
    name: 'ProviderWsAck',
    title: 'Long-connection acknowledgement payload',
    description:
      'The JSON payload of an acknowledgement frame. No acknowledgement with code 200 within 3 s: Lark pushes the event again.',
  },
);
