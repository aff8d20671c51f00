import Type from 'typebox';
import { defineNotification } from './envelope.ts';

export const HostAgentMessageDeltaNotification = defineNotification(
  'host/agent-message-delta-notification',
  'item/agentMessage/delta',
  Type.Object({
    threadId: Type.String(),
    turnId: Type.String(),
    itemId: Type.String(),
    delta: Type.String(),
  }),
  {
    name: 'HostAgentMessageDeltaNotification',
    title: 'item/agentMessage/delta',
    description:
      'A piece of agent message text; concatenate per itemId. item/completed carries the final text.',
  },
);
