import Type from 'typebox';
import { defineSchema, ref } from '../define.ts';
import { defineRoute } from '../route.ts';

export const ControlTurn = defineSchema(
  'control/turn',
  Type.Object(
    {
      turnId: Type.String({ minLength: 1 }),
      sessionId: Type.String({ minLength: 1 }),
      origin: Type.Union(
        [
          Type.Literal('lark', { description: 'A Lark message of the conversation: the source it answers.' }),
          Type.Literal('web', {
            description: 'Web input to an attached session through the control API (AS-002).',
          }),
          Type.Literal('trigger', { description: 'A triggered instruction (BM-001).' }),
        ],
        { description: 'Where its input came from.' },
      ),
      sourceMessageId: Type.Optional(
        Type.String({
          minLength: 1,
          description: 'For origin lark: the provider message id of the source this turn answers.',
        }),
      ),
      state: ref('control/turn-state'),
      hostTurnId: Type.Optional(
        Type.String({
          minLength: 1,
          description: 'The turn id the host gave; absent until it answered turn/start.',
        }),
      ),
      queuePosition: Type.Optional(
        Type.Integer({ minimum: 1, description: 'While queued: 1 means next to run in its session.' }),
      ),
      error: Type.Optional(
        Type.Object(
          {
            class: Type.String({
              pattern: '^[a-z][a-z0-9_]*$',
              description:
                'A classified error (HO-007), e.g. upstream_transport_failure, unclassified. Never upstream prose.',
            }),
          },
          { additionalProperties: false },
        ),
      ),
      createdAt: Type.String({ description: 'ISO 8601; when it was admitted.' }),
      startedAt: Type.Optional(Type.String({ description: 'ISO 8601; when turn/start was sent.' })),
      endedAt: Type.Optional(Type.String({ description: 'ISO 8601; when it reached a final state.' })),
    },
    { additionalProperties: false },
  ),
  {
    name: 'ControlTurn',
    title: 'Turn',
    description:
      'Content-free projection of one turn: one run of the host (or, in an attached session, one claim of its host) for one admitted input.',
  },
);

export const ControlTurnList = defineSchema(
  'control/turn-list',
  Type.Object(
    {
      sessionId: Type.String({ minLength: 1 }),
      turns: Type.Array(ref('control/turn'), { description: 'In admission order.' }),
    },
    { additionalProperties: false },
  ),
  {
    name: 'ControlTurnList',
    title: 'Turn list',
    description: 'GET /v1/sessions/{sessionId}/turns.',
  },
);

defineRoute({
  operationId: 'listTurns',
  method: 'GET',
  path: '/v1/sessions/{sessionId}/turns',
  summary: 'Turns of one session, in admission order',
  description: 'Every turn of the session, queued ones included.',
  pathParams: { sessionId: 'The session id from GET /v1/sessions.' },
  responses: {
    200: { schema: 'control/turn-list', description: 'The turns.' },
    401: { schema: 'control/error', description: 'Missing or wrong bearer token.' },
    404: { schema: 'control/error', description: 'No such session.' },
  },
});
