import Type from 'typebox';
import { defineSchema } from '../define.ts';
import { defineRoute } from '../route.ts';

const count = (description: string) => Type.Integer({ minimum: 0, description });

export const ControlDispatch = defineSchema(
  'control/dispatch',
  Type.Object(
    {
      heldSources: count(
        'Sources held in memory right now — admitted or being admitted, waiting for their session, or being handled — active handlers included.',
      ),
      peakHeldSources: count('The most sources held in memory at once since this process started.'),
      activeHandlers: count(
        'Turn handlers running right now: a turn on the host, or its answer being delivered (TR-004: at most maxHandlers).',
      ),
      peakActiveHandlers: count('The most turn handlers active at once since this process started.'),
      waitingInInbox: count(
        'Sources durably in the inbox, acknowledged, not finished, and not held in memory: they wait there until there is room.',
      ),
    },
    { additionalProperties: false },
  ),
  {
    name: 'ControlDispatch',
    title: 'Dispatch load',
    description:
      'GET /v1/dispatch: what the implementation holds in memory against what waits on disk (TR-004: at most ' +
      'memoryQueueBound sources in memory, active handlers included, at most maxHandlers handlers; the rest wait in ' +
      'the inbox). Self-reported: the kit checks these figures against the knobs; it cannot see inside the process.',
  },
);

defineRoute({
  operationId: 'getDispatch',
  method: 'GET',
  path: '/v1/dispatch',
  summary: 'What is held in memory, and what waits in the inbox',
  description: 'Counts only, no content. Peaks are since the process started.',
  capability: 'control.dispatch',
  responses: {
    200: { schema: 'control/dispatch', description: 'The dispatch load.' },
    401: { schema: 'control/error', description: 'Missing or wrong bearer token.' },
  },
});
