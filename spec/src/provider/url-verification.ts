import Type from 'typebox';
import { defineSchema } from '../define.ts';

export const ProviderUrlVerification = defineSchema(
  'provider/url-verification',
  Type.Object({
    challenge: Type.String({ minLength: 1 }),
    token: Type.String({ description: 'The verification token of the app.' }),
    type: Type.Literal('url_verification'),
  }),
  {
    name: 'ProviderUrlVerification',
    title: 'Webhook URL verification',
    description:
      'Pushed (encrypted when the app has an encrypt key) when a webhook URL is configured. The receiver ' +
      'answers {"challenge": <the same>} within 1 s.',
  },
);
