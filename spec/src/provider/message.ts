import Type from 'typebox';
import { defineSchema } from '../define.ts';
import { FIELD } from './fields.ts';

export const ProviderMessage = defineSchema(
  'provider/message',
  Type.Object({
    message_id: FIELD.messageId,
    root_id: Type.Optional(FIELD.messageId),
    parent_id: Type.Optional(FIELD.messageId),
    thread_id: Type.Optional(FIELD.threadId),
    msg_type: Type.String(),
    create_time: FIELD.msTimestamp,
    update_time: FIELD.msTimestamp,
    deleted: Type.Boolean({ description: 'Recalled or deleted.' }),
    updated: Type.Boolean({ description: 'Edited at least once.' }),
    chat_id: FIELD.chatId,
    sender: Type.Object({
      id: Type.String({ description: 'The app id for a bot, the open_id for a user.' }),
      id_type: Type.String({ description: '"app_id" or "open_id".' }),
      sender_type: Type.String({ description: '"app" or "user".' }),
      tenant_key: Type.String(),
    }),
    body: Type.Object({
      content: Type.String({ description: 'The current content, JSON text: what the user sees now.' }),
    }),
    mentions: Type.Optional(
      Type.Array(
        Type.Object({
          key: Type.String(),
          id: Type.String(),
          id_type: Type.String(),
          name: Type.String(),
          tenant_key: Type.String(),
        }),
      ),
    ),
    upper_message_id: Type.Optional(FIELD.messageId),
  }),
  {
    name: 'ProviderMessage',
    title: 'Message',
    description: 'A message as the IM API returns it from create, reply, update and get.',
  },
);
