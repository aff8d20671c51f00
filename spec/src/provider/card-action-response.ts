import Type from 'typebox';
import { defineSchema } from '../define.ts';

export const ProviderCardActionResponse = defineSchema(
  'provider/card-action-response',
  Type.Object({
    toast: Type.Optional(
      Type.Object({
        type: Type.Union([
          Type.Literal('info'),
          Type.Literal('success'),
          Type.Literal('error'),
          Type.Literal('warning'),
        ]),
        content: Type.String(),
      }),
    ),
    card: Type.Optional(
      Type.Object({
        type: Type.Union([Type.Literal('raw'), Type.Literal('template')]),
        data: Type.Unknown(),
      }),
    ),
  }),
  {
    name: 'ProviderCardActionResponse',
    title: 'Card action answer',
    description:
      'What a card callback answers: a toast to show and/or a card to replace the acted-on card with. Empty is allowed.',
  },
);
