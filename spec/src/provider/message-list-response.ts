import Type from 'typebox';
import { defineSchema, ref } from '../define.ts';
import { success } from './success.ts';

export const ProviderMessageListResponse = defineSchema(
  'provider/message-list-response',
  success(
    Type.Object({
      has_more: Type.Boolean({ description: 'More messages follow on the next page.' }),
      page_token: Type.Optional(
        Type.String({ description: 'Pass as page_token for the next page; present when has_more.' }),
      ),
      items: Type.Array(ref('provider/message')),
    }),
    'One page of the chat history, in the order sort_type asked for.',
  ),
  {
    name: 'ProviderMessageListResponse',
    title: 'List messages answer',
    description:
      'GET /open-apis/im/v1/messages?container_id_type=chat&container_id=…&start_time=…&end_time=…&sort_type=' +
      'ByCreateTimeAsc|ByCreateTimeDesc&page_size=1..50&page_token=…: the history of a chat, as a member sees it.',
  },
);
