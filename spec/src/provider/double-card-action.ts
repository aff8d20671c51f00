import Type from 'typebox';
import { defineSchema } from '../define.ts';

export const ProviderDoubleCardAction = defineSchema(
  'provider/double-card-action',
  Type.Object(
    {
      messageId: Type.String({
        pattern: '^om_',
        description: 'The card message (sent by the bot) the user acts on.',
      }),
      user: Type.String({ minLength: 1, description: 'The user name; ids derived as for messages.' }),
      tag: Type.Optional(Type.String({ description: 'Default button.' })),
      value: Type.Optional(
        Type.Unknown({
          description:
            'The action value, as given. Without it, the value of the button chosen by decision or button.',
        }),
      ),
      decision: Type.Optional(
        Type.String({
          minLength: 1,
          description:
            'Click the button of the card whose callback value has this decision (an approval card: accept, acceptForSession, decline).',
        }),
      ),
      button: Type.Optional(
        Type.String({ minLength: 1, description: 'Click the button of the card with this visible text.' }),
      ),
      token: Type.Optional(
        Type.String({
          description:
            "The verification token the event carries in header.token. Default the app's; another one is a forged callback.",
        }),
      ),
      name: Type.Optional(Type.String()),
      formValue: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
      eventId: Type.Optional(Type.String({ minLength: 1 })),
    },
    { additionalProperties: false },
  ),
  {
    name: 'ProviderDoubleCardAction',
    title: 'Side channel: a user acts on a card',
    description:
      'POST /__double/card-actions. Pushes card.action.trigger; the answer the bot gives is recorded in the ' +
      'ack record (response). A decision or button the card has no button for is refused (400).',
  },
);
