import Type from 'typebox';
import { defineSchema, ref } from '../define.ts';
import { defineRoute } from '../route.ts';

export const ControlStopReceipt = defineSchema(
  'control/stop-receipt',
  Type.Object(
    {
      turnId: Type.String({ minLength: 1 }),
      sessionId: Type.String({ minLength: 1 }),
      outcome: Type.Union(
        [
          Type.Literal('stopped', {
            description:
              'It was running and a fresh thread read shows it no longer active, or it was queued and is cancelled.',
          }),
          Type.Literal('not-running', {
            description: 'It had already reached a final state; nothing was done.',
          }),
          Type.Literal('failed', {
            description:
              'The thread read failed or still showed it active within the stop budget; the host transport was closed.',
          }),
        ],
        { description: 'An interrupt acknowledgement alone is never a stop (HO-004).' },
      ),
      turnState: ref('control/turn-state'),
      readback: Type.Optional(
        Type.Object(
          {
            threadStatus: Type.Union(
              ['notLoaded', 'idle', 'systemError', 'active'].map((s) => Type.Literal(s)),
              { description: 'thread.status.type of the fresh thread/read.' },
            ),
            activeTurnId: Type.Optional(Type.String({ minLength: 1 })),
            readAt: Type.String({ description: 'ISO 8601.' }),
          },
          {
            additionalProperties: false,
            description:
              'The fresh thread read that proves the stop; absent when none was needed or it failed.',
          },
        ),
      ),
      elapsedMs: Type.Integer({ minimum: 0, description: 'From the request to the receipt.' }),
    },
    { additionalProperties: false },
  ),
  {
    name: 'ControlStopReceipt',
    title: 'Stop receipt',
    description: 'POST /v1/turns/{turnId}/stop: what the stop did, proven by a fresh thread read (HO-004).',
  },
);

defineRoute({
  operationId: 'stopTurn',
  method: 'POST',
  path: '/v1/turns/{turnId}/stop',
  summary: 'Stop one turn, with a readback receipt',
  description:
    'Interrupts the exact turn and reads the thread back within the stop budget. Stopping a queued turn ' +
    'cancels it; stopping a finished one answers not-running. Never starts queued input afterwards (HO-005).',
  capability: 'control.stop',
  pathParams: { turnId: 'The turn id from the turn list.' },
  responses: {
    200: { schema: 'control/stop-receipt', description: 'The receipt.' },
    401: { schema: 'control/error', description: 'Missing or wrong bearer token.' },
    404: { schema: 'control/error', description: 'No such turn.' },
  },
});
