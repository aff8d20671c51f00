import Type from 'typebox';
import { defineSchema } from '../define.ts';
import { FIELD } from './fields.ts';

export const ProviderMessageUpdateRequest = defineSchema(
  'provider/message-update-request',
  Type.Object({
    msg_type: Type.Union([Type.Literal('text'), Type.Literal('post')]),
    content: FIELD.content,
  }),
  {
    name: 'ProviderMessageUpdateRequest',
    title: 'Edit message request',
    description:
      'PUT /open-apis/im/v1/messages/{message_id}: edit a text or post the bot sent; at most 20 edits per message.',
  },
);
