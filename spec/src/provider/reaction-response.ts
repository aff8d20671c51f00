import Type from 'typebox';
import { defineSchema } from '../define.ts';
import { FIELD } from './fields.ts';
import { success } from './success.ts';

export const ProviderReactionResponse = defineSchema(
  'provider/reaction-response',
  success(
    Type.Object({
      reaction_id: Type.String({ minLength: 1 }),
      operator: Type.Object({
        operator_id: Type.String({ description: 'The app id when the bot reacted.' }),
        operator_type: Type.String({ description: '"app" or "user".' }),
      }),
      action_time: FIELD.msTimestamp,
      reaction_type: Type.Object({ emoji_type: Type.String() }),
    }),
    'The reaction.',
  ),
  {
    name: 'ProviderReactionResponse',
    title: 'Reaction answer',
    description: 'Answer to adding a reaction (POST) and to removing one (DELETE …/reactions/{reaction_id}).',
  },
);
