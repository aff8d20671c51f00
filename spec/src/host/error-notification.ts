import Type from 'typebox';
import { ref } from '../define.ts';
import { defineNotification } from './envelope.ts';

export const HostErrorNotification = defineNotification(
  'host/error-notification',
  'error',
  Type.Object({
    error: ref('host/turn-error'),
    willRetry: Type.Boolean({
      description: 'true: transient, the host retries and the turn goes on. false: the turn fails next.',
    }),
    threadId: Type.String(),
    turnId: Type.String(),
  }),
  {
    name: 'HostErrorNotification',
    title: 'error',
    description:
      'Something went wrong in a turn. Classify by error.codexErrorInfo (HO-007), never by the prose.',
  },
);
