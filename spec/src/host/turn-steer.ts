import Type from 'typebox';
import { ref } from '../define.ts';
import { defineRequest, defineResponse } from './envelope.ts';

export const HostTurnSteerRequest = defineRequest(
  'host/turn-steer-request',
  'turn/steer',
  Type.Object({
    threadId: Type.String({ minLength: 1 }),
    input: Type.Array(ref('host/user-input'), { minItems: 1 }),
    expectedTurnId: Type.String({
      minLength: 1,
      description: 'Precondition: the turn that must be running. Otherwise the host answers an error.',
    }),
  }),
  {
    name: 'HostTurnSteerRequest',
    title: 'turn/steer',
    description:
      'Adds input to the running turn without starting another. A refusal is an error response; a bridge reports ' +
      'it as a failure, never downgrading the input to a queue (AD-008).',
  },
);

export const HostTurnSteerResponse = defineResponse(
  'host/turn-steer-response',
  Type.Object({ turnId: Type.String({ description: 'The turn that took the input.' }) }),
  { name: 'HostTurnSteerResponse', title: 'turn/steer result', description: 'The steer was taken.' },
);
