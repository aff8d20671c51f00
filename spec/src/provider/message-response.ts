import { defineSchema, ref } from '../define.ts';
import { success } from './success.ts';

export const ProviderMessageResponse = defineSchema(
  'provider/message-response',
  success(ref('provider/message'), 'The message created, replied or edited.'),
  {
    name: 'ProviderMessageResponse',
    title: 'Message answer',
    description: 'Answer to create, reply and update (PUT).',
  },
);
