import Type from 'typebox';
import { defineSchema } from '../define.ts';

export const ControlConversation = defineSchema(
  'control/conversation',
  Type.Object(
    {
      chatId: Type.String({ minLength: 1, description: 'The provider chat id (oc_…).' }),
      chatType: Type.Union([Type.Literal('p2p'), Type.Literal('group')]),
      topicId: Type.Optional(
        Type.String({
          minLength: 1,
          description:
            'In a group: the provider message id of the topic root. A group session is bound to one topic; ' +
            'a private chat has none.',
        }),
      ),
    },
    { additionalProperties: false },
  ),
  {
    name: 'ControlConversation',
    title: 'Conversation',
    description:
      'The conversation a source came from and a session is bound to: a private chat, or one topic of a group.',
  },
);
