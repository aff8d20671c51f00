import Type from 'typebox';
import { defineSchema, ref } from '../define.ts';
import { defineRoute } from '../route.ts';

export const ControlSession = defineSchema(
  'control/session',
  Type.Object(
    {
      sessionId: Type.String({ minLength: 1 }),
      conversation: ref('control/conversation'),
      kind: Type.Union([
        Type.Literal('managed', { description: 'Its turns run on a host thread the implementation drives.' }),
        Type.Literal('attached', {
          description: 'An already-running host session claims its input (AS-001); see GET /v1/attached.',
        }),
      ]),
      closed: Type.Optional(
        Type.Boolean({
          description:
            'true once the conversation moved on: /new started a fresh session, or the attached session was closed. Its conversation routes elsewhere.',
        }),
      ),
      hostThreadId: Type.Optional(
        Type.String({
          minLength: 1,
          description: 'The host thread of the session; absent until its first turn starts.',
        }),
      ),
      state: Type.Union([Type.Literal('idle'), Type.Literal('busy')], {
        description: 'busy while one of its turns runs on the host.',
      }),
      activeTurnId: Type.Optional(Type.String({ minLength: 1, description: 'The running turn, when busy.' })),
      queuedTurns: Type.Integer({ minimum: 0, description: 'Turns admitted and waiting for this session.' }),
      turnCount: Type.Integer({ minimum: 0, description: 'Every turn the session has had, in any state.' }),
      createdAt: Type.String({ description: 'ISO 8601.' }),
      updatedAt: Type.String({ description: 'ISO 8601.' }),
    },
    { additionalProperties: false },
  ),
  {
    name: 'ControlSession',
    title: 'Session',
    description:
      'Content-free projection of one session: the binding of one conversation to one host thread.',
  },
);

export const ControlSessionList = defineSchema(
  'control/session-list',
  Type.Object(
    { sessions: Type.Array(ref('control/session'), { description: 'Oldest first.' }) },
    { additionalProperties: false },
  ),
  {
    name: 'ControlSessionList',
    title: 'Session list',
    description: 'GET /v1/sessions.',
  },
);

defineRoute({
  operationId: 'listSessions',
  method: 'GET',
  path: '/v1/sessions',
  summary: 'Sessions, oldest first',
  description:
    'Every session the implementation holds, closed ones included, optionally only those of one chat.',
  query: { chatId: { type: 'string', description: 'Only sessions bound to this provider chat.' } },
  responses: {
    200: { schema: 'control/session-list', description: 'The sessions.' },
    401: { schema: 'control/error', description: 'Missing or wrong bearer token.' },
  },
});
