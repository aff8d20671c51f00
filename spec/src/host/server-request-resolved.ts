import Type from 'typebox';
import { ref } from '../define.ts';
import { defineNotification } from './envelope.ts';

export const HostServerRequestResolvedNotification = defineNotification(
  'host/server-request-resolved-notification',
  'serverRequest/resolved',
  Type.Object({ threadId: Type.String(), requestId: ref('host/request-id') }),
  {
    name: 'HostServerRequestResolvedNotification',
    title: 'serverRequest/resolved',
    description:
      'A request the host sent (an approval) is settled: answered, or cleared because its turn ended. A bridge ' +
      'retires the approval card then.',
  },
);
