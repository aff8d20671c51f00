import Type from 'typebox';
import { defineSchema } from '../define.ts';
import { FIELD } from './fields.ts';

export const ProviderMessageCreateRequest = defineSchema(
  'provider/message-create-request',
  Type.Object({
    receive_id: Type.String({
      minLength: 1,
      description: 'An id of the kind the receive_id_type query parameter names.',
    }),
    msg_type: Type.String({ minLength: 1 }),
    content: FIELD.content,
    uuid: Type.Optional(FIELD.uuid),
  }),
  {
    name: 'ProviderMessageCreateRequest',
    title: 'Create message request',
    description: 'POST /open-apis/im/v1/messages?receive_id_type=open_id|user_id|union_id|email|chat_id.',
  },
);
