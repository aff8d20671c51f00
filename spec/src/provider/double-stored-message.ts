import Type from 'typebox';
import { defineSchema } from '../define.ts';

export const ProviderDoubleStoredMessage = defineSchema(
  'provider/double-stored-message',
  Type.Object(
    {
      messageId: Type.String(),
      chatId: Type.String(),
      chatType: Type.Union([Type.Literal('p2p'), Type.Literal('group')]),
      threadId: Type.Optional(Type.String()),
      rootId: Type.Optional(Type.String()),
      parentId: Type.Optional(Type.String()),
      sender: Type.Object(
        {
          type: Type.Union([Type.Literal('user'), Type.Literal('app')]),
          id: Type.String({ description: 'open_id of a user, app id of a bot.' }),
          name: Type.String(),
        },
        { additionalProperties: false },
      ),
      fromBot: Type.Boolean({ description: 'Sent by the app under test (through the IM API).' }),
      msgType: Type.String(),
      content: Type.String({ description: 'Current content, JSON text.' }),
      text: Type.Optional(
        Type.String({
          description:
            'The visible text of the current content (spec/schemas/provider/visible-text-cases.schema.json): of a ' +
            'text, post or card message, edits and patches applied. Absent when the type has none (an image) or it is unknown.',
        }),
      ),
      textUnknown: Type.Optional(
        Type.String({
          description:
            'Why the visible text is unknown (a template card, a card entity sent by id): checks on text are then untested.',
        }),
      ),
      buttons: Type.Optional(
        Type.Array(
          Type.Object(
            {
              text: Type.String({ description: "The button's visible text." }),
              value: Type.Optional(
                Type.Unknown({ description: 'What a click on it sends back as action.value.' }),
              ),
            },
            { additionalProperties: false },
          ),
          {
            description:
              'The buttons a card offers now, in document order (card JSON 1.0 and 2.0); absent for other messages.',
          },
        ),
      ),
      createTime: Type.String(),
      updateTime: Type.String(),
      deleted: Type.Boolean(),
      updated: Type.Boolean({
        description:
          'Edited or patched at least once, as the message list API says: what a user sees as "edited".',
      }),
      editCount: Type.Integer({ minimum: 0, description: 'PUT edits so far (Lark allows 20).' }),
      patchCount: Type.Integer({ minimum: 0, description: 'PATCH card updates so far.' }),
      uuid: Type.Optional(Type.String()),
      reactions: Type.Array(
        Type.Object(
          {
            reactionId: Type.String(),
            emojiType: Type.String(),
            operatorType: Type.String(),
            operatorId: Type.String(),
          },
          { additionalProperties: false },
        ),
      ),
    },
    { additionalProperties: false },
  ),
  {
    name: 'ProviderDoubleStoredMessage',
    title: 'Side channel: stored message',
    description:
      'A message as the double holds it: what a user would see now, with edit counts and reactions.',
  },
);
