import Type from 'typebox';
import { defineSchema } from '../define.ts';

export const ProviderDoubleRedeliver = defineSchema(
  'provider/double-redeliver',
  Type.Union([
    Type.Object(
      { messageId: Type.String({ minLength: 1 }), newEventId: Type.Optional(Type.Boolean()) },
      { additionalProperties: false },
    ),
    Type.Object(
      { eventId: Type.String({ minLength: 1 }), newEventId: Type.Optional(Type.Boolean()) },
      { additionalProperties: false },
    ),
  ]),
  {
    name: 'ProviderDoubleRedeliver',
    title: 'Side channel: redeliver an event',
    description:
      'POST /__double/redeliver. Pushes an event already delivered again, acknowledged or not, as Lark does ' +
      'after reconnects. newEventId gives the copy a fresh event_id (the message_id stays).',
  },
);
