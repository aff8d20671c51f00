import Type from 'typebox';
import { defineSchema } from '../define.ts';
import { success } from './success.ts';

export const ProviderEmptyResponse = defineSchema(
  'provider/empty-response',
  success(Type.Object({}), 'Nothing but success.'),
  {
    name: 'ProviderEmptyResponse',
    title: 'Empty answer',
    description: 'Answer to a card update (PATCH): data is an empty object.',
  },
);
