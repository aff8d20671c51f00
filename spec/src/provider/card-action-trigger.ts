import Type from 'typebox';
import { defineSchema } from '../define.ts';
import { eventEnvelope } from './event-envelope.ts';
import { FIELD } from './fields.ts';

export const ProviderCardActionTrigger = defineSchema(
  'provider/card-action-trigger',
  eventEnvelope(
    Type.Literal('card.action.trigger'),
    Type.Object({
      operator: Type.Object({
        open_id: FIELD.openId,
        user_id: Type.Optional(FIELD.userId),
        union_id: Type.Optional(FIELD.unionId),
        tenant_key: Type.Optional(Type.String()),
      }),
      token: Type.String({ description: 'Callback token; valid 30 minutes for a delayed card update.' }),
      action: Type.Object({
        value: Type.Optional(Type.Unknown()),
        tag: Type.String({ description: 'button, select_static, input, checker, form submit, …' }),
        option: Type.Optional(Type.String()),
        name: Type.Optional(Type.String()),
        form_value: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
        input_value: Type.Optional(Type.String()),
        checked: Type.Optional(Type.Boolean()),
      }),
      host: Type.String({ description: '"im_message" for a card in a chat.' }),
      delivery_type: Type.Optional(Type.String()),
      context: Type.Object({ open_message_id: FIELD.messageId, open_chat_id: FIELD.chatId }),
    }),
  ),
  {
    name: 'ProviderCardActionTrigger',
    title: 'card.action.trigger',
    description:
      'A user acted on a card. Over the long connection it must come as a type=event frame (the SDK drops ' +
      'type=card frames without an acknowledgement); the answer rides back in the acknowledgement data as a ' +
      'provider/card-action-response. No answer in 3 s: the user sees error 200340.',
  },
);
