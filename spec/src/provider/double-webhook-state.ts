import Type from 'typebox';
import { defineSchema } from '../define.ts';

export const ProviderDoubleWebhookState = defineSchema(
  'provider/double-webhook-state',
  Type.Object(
    {
      url: Type.Union([Type.String(), Type.Null()], {
        description: 'null: events go over the long connection.',
      }),
      encrypted: Type.Boolean(),
      verified: Type.Optional(
        Type.Boolean({ description: 'With verify: whether the challenge came back within 1 s.' }),
      ),
    },
    { additionalProperties: false },
  ),
  {
    name: 'ProviderDoubleWebhookState',
    title: 'Side channel: webhook state',
    description: 'Answer to POST and DELETE /__double/webhook.',
  },
);
