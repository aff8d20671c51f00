import Type from 'typebox';
import { defineSchema } from '../define.ts';

export const ProviderUrlVerificationResponse = defineSchema(
  'provider/url-verification-response',
  Type.Object({ challenge: Type.String({ minLength: 1 }) }),
  {
    name: 'ProviderUrlVerificationResponse',
    title: 'Webhook URL verification answer',
    description: 'The challenge, echoed.',
  },
);
