import Type from 'typebox';
import { ref } from '../define.ts';
import { defineNotification } from './envelope.ts';

export const HostItemStartedNotification = defineNotification(
  'host/item-started-notification',
  'item/started',
  Type.Object({
    item: ref('host/thread-item'),
    threadId: Type.String(),
    turnId: Type.String(),
    startedAtMs: Type.Integer({ description: 'Unix milliseconds.' }),
  }),
  {
    name: 'HostItemStartedNotification',
    title: 'item/started',
    description: 'An item began: a coarse phase for progress (DE-002), without its arguments.',
  },
);

export const HostItemCompletedNotification = defineNotification(
  'host/item-completed-notification',
  'item/completed',
  Type.Object({
    item: ref('host/thread-item'),
    threadId: Type.String(),
    turnId: Type.String(),
    completedAtMs: Type.Integer({ description: 'Unix milliseconds.' }),
  }),
  {
    name: 'HostItemCompletedNotification',
    title: 'item/completed',
    description: 'The final state of an item; an agentMessage here carries its whole text.',
  },
);
