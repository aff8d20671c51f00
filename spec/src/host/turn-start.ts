import Type from 'typebox';
import { ref } from '../define.ts';
import { defineRequest, defineResponse } from './envelope.ts';

export const HostTurnStartRequest = defineRequest(
  'host/turn-start-request',
  'turn/start',
  Type.Object({
    threadId: Type.String({ minLength: 1 }),
    input: Type.Array(ref('host/user-input'), { minItems: 1 }),
    cwd: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    model: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    effort: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    outputSchema: Type.Optional(Type.Unknown()),
  }),
  {
    name: 'HostTurnStartRequest',
    title: 'turn/start',
    description:
      'Starts a turn on a loaded thread. There is no idempotency key: when the answer is lost the outcome is ' +
      'unknown until a fresh thread/read tells, and a blind retry may run the model twice (HO-003). A second ' +
      'turn/start while a turn runs is undefined in Codex; queue on the client, or steer.',
  },
);

export const HostTurnStartResponse = defineResponse(
  'host/turn-start-response',
  Type.Object({ turn: ref('host/turn') }),
  {
    name: 'HostTurnStartResponse',
    title: 'turn/start result',
    description: 'The new turn, status inProgress; its events follow as notifications.',
  },
);
