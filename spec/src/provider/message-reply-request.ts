import Type from 'typebox';
import { defineSchema } from '../define.ts';
import { FIELD } from './fields.ts';

export const ProviderMessageReplyRequest = defineSchema(
  'provider/message-reply-request',
  Type.Object({
    msg_type: Type.String({ minLength: 1 }),
    content: FIELD.content,
    reply_in_thread: Type.Optional(
      Type.Boolean({ description: 'Reply inside the topic thread of the message.' }),
    ),
    uuid: Type.Optional(FIELD.uuid),
  }),
  {
    name: 'ProviderMessageReplyRequest',
    title: 'Reply request',
    description: 'POST /open-apis/im/v1/messages/{message_id}/reply.',
  },
);
