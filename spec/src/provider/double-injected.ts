import Type from 'typebox';
import { defineSchema } from '../define.ts';

export const ProviderDoubleInjected = defineSchema(
  'provider/double-injected',
  Type.Object(
    {
      eventId: Type.String(),
      messageId: Type.String(),
      chatId: Type.String(),
      threadId: Type.Optional(Type.String()),
      createTime: Type.String({ description: 'The message create_time, ms as a string.' }),
    },
    { additionalProperties: false },
  ),
  {
    name: 'ProviderDoubleInjected',
    title: 'Side channel: injected event',
    description: 'Answer to an injection or a redelivery: the ids a scenario captures to match later calls.',
  },
);
