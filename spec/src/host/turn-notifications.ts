import Type from 'typebox';
import { ref } from '../define.ts';
import { defineNotification } from './envelope.ts';

export const HostTurnStartedNotification = defineNotification(
  'host/turn-started-notification',
  'turn/started',
  Type.Object({ threadId: Type.String(), turn: ref('host/turn') }),
  {
    name: 'HostTurnStartedNotification',
    title: 'turn/started',
    description: 'The turn began running. May arrive before the turn/start result.',
  },
);

export const HostTurnCompletedNotification = defineNotification(
  'host/turn-completed-notification',
  'turn/completed',
  Type.Object({ threadId: Type.String(), turn: ref('host/turn') }),
  {
    name: 'HostTurnCompletedNotification',
    title: 'turn/completed',
    description:
      'The turn ended: turn.status is completed, interrupted or failed (then turn.error says why).',
  },
);
