import Type from 'typebox';
import { defineRequest, defineResponse } from './envelope.ts';

export const HostTurnInterruptRequest = defineRequest(
  'host/turn-interrupt-request',
  'turn/interrupt',
  Type.Object({ threadId: Type.String({ minLength: 1 }), turnId: Type.String({ minLength: 1 }) }),
  {
    name: 'HostTurnInterruptRequest',
    title: 'turn/interrupt',
    description:
      'Asks the host to stop the exact turn. The empty result is an acknowledgement, not a stop receipt: the ' +
      'turn is stopped once turn/completed says interrupted and a fresh thread/read is not active (HO-004).',
  },
);

export const HostTurnInterruptResponse = defineResponse('host/turn-interrupt-response', Type.Object({}), {
  name: 'HostTurnInterruptResponse',
  title: 'turn/interrupt result',
  description: 'An empty object: the request was taken.',
});
