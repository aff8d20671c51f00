import Type from 'typebox';
import { defineSchema, ref } from '../define.ts';

export const ProviderDoubleInjectMessage = defineSchema(
  'provider/double-inject-message',
  Type.Object(
    {
      chat: Type.Union([
        Type.Object(
          { type: Type.Literal('p2p'), user: Type.String({ minLength: 1, description: 'The user on the other side of the private chat.' }) },
          { additionalProperties: false },
        ),
        Type.Object(
          {
            type: Type.Literal('group'),
            name: Type.String({ minLength: 1, description: 'The group; its chat_id is derived from the name.' }),
            topic: Type.Optional(Type.String({ minLength: 1, description: 'A topic thread in the group; its thread_id is derived from the name.' })),
          },
          { additionalProperties: false },
        ),
      ]),
      sender: Type.String({ minLength: 1, description: 'A user name; its open_id, user_id and union_id are derived from it, stably.' }),
      text: Type.Optional(Type.String({ description: 'Sends message_type text with content {"text": …}.' })),
      msgType: Type.Optional(Type.String({ minLength: 1, description: 'Another message_type; content (any JSON, serialized into the event) is then required.' })),
      content: Type.Optional(Type.Unknown()),
      mentionBot: Type.Optional(Type.Boolean({ description: 'Mentions the bot as @_user_1 and prefixes the text with the key.' })),
      parentMessageId: Type.Optional(Type.String({ description: 'Makes the message a reply to this one.' })),
      eventId: Type.Optional(Type.String({ minLength: 1, description: 'Defaults to a fresh id.' })),
      messageId: Type.Optional(Type.String({ pattern: '^om_', description: 'Defaults to a fresh id.' })),
      senderType: Type.Optional(Type.Union([Type.Literal('user'), Type.Literal('app')], { description: 'Defaults to user; app means another bot.' })),
      parts: Type.Optional(Type.Integer({ minimum: 1, maximum: 64, description: 'Split the frame payload into this many parts (long connection only).' })),
      faults: Type.Optional(ref('provider/double-message-faults')),
    },
    { additionalProperties: false },
  ),
  {
    name: 'ProviderDoubleInjectMessage',
    title: 'Side channel: inject a message',
    description:
      'POST /__double/messages. The double stores the message (so get reads it back) and pushes ' +
      'im.message.receive_v1 to one connected client, or by webhook; queued until a client has pinged.',
  },
);
