import Type from 'typebox';
import { defineSchema, ref } from '../define.ts';
import { success } from './success.ts';

export const ProviderMessageGetResponse = defineSchema(
  'provider/message-get-response',
  success(
    Type.Object({ items: Type.Array(ref('provider/message'), { minItems: 1 }) }),
    'The message, first in items.',
  ),
  {
    name: 'ProviderMessageGetResponse',
    title: 'Get message answer',
    description: 'GET /open-apis/im/v1/messages/{message_id}: the readback of current content.',
  },
);
