import Type from 'typebox';
import { defineSchema } from '../define.ts';

export const ProviderReactionCreateRequest = defineSchema(
  'provider/reaction-create-request',
  Type.Object({
    reaction_type: Type.Object({
      emoji_type: Type.String({ minLength: 1, description: 'e.g. THUMBSUP, OnIt, Typing, DONE.' }),
    }),
  }),
  {
    name: 'ProviderReactionCreateRequest',
    title: 'Add reaction request',
    description: 'POST /open-apis/im/v1/messages/{message_id}/reactions.',
  },
);
