import Type from 'typebox';
import { defineSchema, ref } from '../define.ts';

export const ProviderDoubleMessages = defineSchema(
  'provider/double-messages',
  Type.Object(
    { messages: Type.Array(ref('provider/double-stored-message')) },
    { additionalProperties: false },
  ),
  {
    name: 'ProviderDoubleMessages',
    title: 'Side channel: messages',
    description: 'GET /__double/messages[?chat_id=ID]: every message, in creation order.',
  },
);
