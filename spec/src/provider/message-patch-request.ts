import Type from 'typebox';
import { defineSchema } from '../define.ts';
import { FIELD } from './fields.ts';

export const ProviderMessagePatchRequest = defineSchema(
  'provider/message-patch-request',
  Type.Object({ content: FIELD.content }),
  {
    name: 'ProviderMessagePatchRequest',
    title: 'Update card request',
    description:
      'PATCH /open-apis/im/v1/messages/{message_id}: replace the card the bot sent. Both the old and the new ' +
      'card need config.update_multi true; 5 updates per second per message; messages up to 14 days old.',
  },
);
