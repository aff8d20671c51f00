import Type from 'typebox';
import { defineSchema, ref } from '../define.ts';
import { FIELD } from './fields.ts';
import { eventEnvelope } from './event-envelope.ts';

export const ProviderImMessageReceiveV1 = defineSchema(
  'provider/im-message-receive-v1',
  eventEnvelope(
    Type.Literal('im.message.receive_v1'),
    Type.Object({
      sender: Type.Object({
        sender_id: ref('provider/user-id'),
        sender_type: Type.String({ description: '"user" for a person; "app" for a bot.' }),
        tenant_key: Type.String(),
      }),
      message: Type.Object({
        message_id: FIELD.messageId,
        root_id: Type.Optional(FIELD.messageId),
        parent_id: Type.Optional(FIELD.messageId),
        create_time: FIELD.msTimestamp,
        update_time: Type.Optional(FIELD.msTimestamp),
        chat_id: FIELD.chatId,
        thread_id: Type.Optional(FIELD.threadId),
        chat_type: Type.Union([Type.Literal('p2p'), Type.Literal('group')]),
        message_type: Type.String({
          description: 'text, post, image, file, audio, media, sticker, interactive, …',
        }),
        content: Type.String({
          description: 'JSON text, e.g. {"text":"@_user_1 hi"} or {"image_key":"img_…"}.',
        }),
        mentions: Type.Optional(Type.Array(ref('provider/mention'))),
      }),
    }),
  ),
  {
    name: 'ProviderImMessageReceiveV1',
    title: 'im.message.receive_v1',
    description: 'A user (or another bot) sent a message in a chat the bot is in, or to the bot directly.',
  },
);
