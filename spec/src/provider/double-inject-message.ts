import Type from 'typebox';
import { defineSchema, ref } from '../define.ts';

export const ProviderDoubleInjectMessage = defineSchema(
  'provider/double-inject-message',
  Type.Object(
    {
      chat: Type.Union([
        Type.Object(
          {
            type: Type.Literal('p2p'),
            user: Type.String({
              minLength: 1,
              description: 'The user on the other side of the private chat.',
            }),
          },
          { additionalProperties: false },
        ),
        Type.Object(
          {
            type: Type.Literal('group'),
            name: Type.String({
              minLength: 1,
              description: 'The group; its chat_id is derived from the name.',
            }),
            topic: Type.Optional(
              Type.String({
                minLength: 1,
                description: 'A topic thread in the group; its thread_id is derived from the name.',
              }),
            ),
          },
          { additionalProperties: false },
        ),
      ]),
      sender: Type.String({
        minLength: 1,
        description: 'A user name; its open_id, user_id and union_id are derived from it, stably.',
      }),
      text: Type.Optional(Type.String({ description: 'Sends message_type text with content {"text": …}.' })),
      repeat: Type.Optional(
        Type.Integer({
          minimum: 1,
          maximum: 50_000_000,
          description: 'The text repeated this many times: a huge message without a huge request.',
        }),
      ),
      msgType: Type.Optional(
        Type.String({
          minLength: 1,
          description:
            'Another message_type; content (any JSON, serialized into the event) is then required.',
        }),
      ),
      content: Type.Optional(Type.Unknown()),
      mentionBot: Type.Optional(
        Type.Boolean({ description: 'Mentions the bot as @_user_1 and prefixes the text with the key.' }),
      ),
      mentionUser: Type.Optional(
        Type.String({
          pattern: '^[a-z0-9_-]+$',
          description:
            'Mentions this user (not the bot) as @_user_2 and prefixes the text with the key: a message addressed to someone else.',
        }),
      ),
      parentMessageId: Type.Optional(Type.String({ description: 'Makes the message a reply to this one.' })),
      eventId: Type.Optional(Type.String({ minLength: 1, description: 'Defaults to a fresh id.' })),
      messageId: Type.Optional(Type.String({ pattern: '^om_', description: 'Defaults to a fresh id.' })),
      senderType: Type.Optional(
        Type.Union([Type.Literal('user'), Type.Literal('app')], {
          description: 'Defaults to user; app means another bot.',
        }),
      ),
      parts: Type.Optional(
        Type.Integer({
          minimum: 1,
          maximum: 64,
          description: 'Split the frame payload into this many parts (long connection only).',
        }),
      ),
      faults: Type.Optional(ref('provider/double-message-faults')),
      patch: Type.Optional(
        Type.Record(Type.String({ minLength: 1 }), Type.Unknown(), {
          description:
            'Dot path into the pushed envelope (header.event_id, event.message.mentions, event.message.content, …) → the ' +
            'value it takes there, null included; a path through a missing or non-object value creates objects. An event ' +
            'Lark should never send, to see that it does no harm (TR-010): the message is stored as injected, only the ' +
            'event differs, and the double checks no schema of it.',
        }),
      ),
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
