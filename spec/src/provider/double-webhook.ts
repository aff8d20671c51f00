import Type from 'typebox';
import { defineSchema } from '../define.ts';

export const ProviderDoubleWebhook = defineSchema(
  'provider/double-webhook',
  Type.Object(
    {
      url: Type.String({
        pattern: '^https?://',
        description: 'Where to push events; from now on events go here, not over the long connection.',
      }),
      encryptKey: Type.Optional(
        Type.String({ minLength: 1, description: 'Encrypt and sign pushes with this key.' }),
      ),
      verify: Type.Optional(
        Type.Boolean({
          description: 'Send url_verification first and answer whether the challenge came back.',
        }),
      ),
    },
    { additionalProperties: false },
  ),
  {
    name: 'ProviderDoubleWebhook',
    title: 'Side channel: push events by webhook',
    description:
      'POST /__double/webhook: push events to this URL from now on. DELETE /__double/webhook goes back to the long connection.',
  },
);
