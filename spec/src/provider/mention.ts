import Type from 'typebox';
import { defineSchema, ref } from '../define.ts';

export const ProviderMention = defineSchema(
  'provider/mention',
  Type.Object({
    key: Type.String({
      pattern: '^@_user_[0-9]+$',
      description: 'The placeholder in the text, e.g. @_user_1.',
    }),
    id: ref('provider/user-id'),
    name: Type.String(),
    tenant_key: Type.String(),
  }),
  {
    name: 'ProviderMention',
    title: 'Mention in a received message',
    description: 'A mention; the text carries its key where the name was typed.',
  },
);
