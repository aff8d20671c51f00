import Type from 'typebox';
import { defineSchema, ref } from '../define.ts';
import { defineRoute } from '../route.ts';

const Mode = Type.Union(
  [
    Type.Literal('queue', {
      description:
        'Persist now and inject at a later turn start of the session, without interrupting the current turn. It starts no turn of its own.',
    }),
    Type.Literal('inbox', {
      description: 'Persist for the agent to read explicitly; never injected into a turn.',
    }),
    Type.Literal('steer', {
      description:
        'Steer the exact turn running now (turn/steer with its expectedTurnId). A refusal is a failure, never downgraded to queue.',
    }),
  ],
  { description: 'The delivery mode of an input to a session (AD-008).' },
);

export const ControlSessionInputRequest = defineSchema(
  'control/session-input-request',
  Type.Object(
    {
      clientInputId: Type.String({
        minLength: 1,
        maxLength: 128,
        description:
          'Chosen by the sender, unique per session. Sending the same id again returns the first answer and delivers nothing twice, so a lost answer can be asked again safely.',
      }),
      mode: Mode,
      text: Type.String({
        minLength: 1,
        description: 'The input. Bounded by the inputCharLimit knob (AD-007).',
      }),
    },
    { additionalProperties: false },
  ),
  {
    name: 'ControlSessionInputRequest',
    title: 'Input to a session',
    description: 'POST /v1/sessions/{sessionId}/inputs: a web message to a session with its delivery mode.',
  },
);

export const ControlSessionInput = defineSchema(
  'control/session-input',
  Type.Object(
    {
      inputId: Type.String({ minLength: 1 }),
      clientInputId: Type.String({ minLength: 1 }),
      sessionId: Type.String({ minLength: 1 }),
      mode: Mode,
      state: Type.Union([
        Type.Literal('pending', {
          description: 'queue: persisted, waiting for the next turn start of the session.',
        }),
        Type.Literal('injected', {
          description:
            'queue: part of the input of turn `turnId` — in an attached session, its own turn in the queue the host claims from (AS-002).',
        }),
        Type.Literal('inboxed', { description: 'inbox: persisted for the agent to read.' }),
        Type.Literal('steered', { description: 'steer: the host took it into the running turn `turnId`.' }),
        Type.Literal('failed', {
          description:
            'steer: refused, or no turn was running; in an attached session, a steer or inbox input (no live transport) or input to a closed session. It is not queued instead.',
        }),
      ]),
      turnId: Type.Optional(
        Type.String({
          minLength: 1,
          description: 'The turn it went into (injected, steered) or was meant for (failed steer).',
        }),
      ),
      errorCode: Type.Optional(
        Type.String({
          pattern: '^[A-Z][A-Z0-9_]*$',
          description:
            'Why it failed: STEER_REJECTED, NO_ACTIVE_TURN; for an attached session LIVE_STEERING_UNAVAILABLE, INBOX_UNAVAILABLE, SESSION_CLOSED (AS-007).',
        }),
      ),
      chars: Type.Integer({
        minimum: 1,
        description: 'Its length in characters; the text itself is not projected.',
      }),
      createdAt: Type.String({ description: 'ISO 8601.' }),
      updatedAt: Type.String({ description: 'ISO 8601.' }),
    },
    { additionalProperties: false },
  ),
  {
    name: 'ControlSessionInput',
    title: 'Session input',
    description:
      'Content-free projection of one input sent to a session through the control API, and the answer to sending it.',
  },
);

export const ControlSessionInputList = defineSchema(
  'control/session-input-list',
  Type.Object(
    { inputs: Type.Array(ref('control/session-input'), { description: 'Oldest first.' }) },
    { additionalProperties: false },
  ),
  {
    name: 'ControlSessionInputList',
    title: 'Session input list',
    description: 'GET /v1/sessions/{sessionId}/inputs.',
  },
);

const sessionParam = { sessionId: 'The session id, from a source or the session list.' };

defineRoute({
  operationId: 'sendSessionInput',
  method: 'POST',
  path: '/v1/sessions/{sessionId}/inputs',
  summary: 'Send input to a session with a delivery mode',
  description:
    'queue and inbox persist the input before answering; steer answers once the host took or refused it. ' +
    'To an attached session, queue joins the queue its host claims from, and steer and inbox fail closed (AS-002, AS-007). ' +
    'A refused steer is answered 409 and recorded as failed: it is never queued instead (AD-008). An input ' +
    'over the bounds of AD-007 is refused with 422 and recorded nowhere.',
  capability: 'delivery-modes',
  pathParams: sessionParam,
  body: 'control/session-input-request',
  responses: {
    200: {
      schema: 'control/session-input',
      description: 'Taken: pending, inboxed or steered. The same clientInputId again gets the same answer.',
    },
    400: { schema: 'control/error', description: 'The body is not an input request.' },
    401: { schema: 'control/error', description: 'Missing or wrong bearer token.' },
    404: { schema: 'control/error', description: 'No such session.' },
    409: {
      schema: 'control/error',
      description:
        'Input that failed: STEER_REJECTED by the host, NO_ACTIVE_TURN; to an attached session LIVE_STEERING_UNAVAILABLE, INBOX_UNAVAILABLE or SESSION_CLOSED, failing closed (AS-007).',
    },
    422: { schema: 'control/error', description: 'INPUT_TOO_LONG or PENDING_LIMIT (AD-007).' },
  },
});

defineRoute({
  operationId: 'listSessionInputs',
  method: 'GET',
  path: '/v1/sessions/{sessionId}/inputs',
  summary: 'Inputs sent to a session, oldest first',
  description: 'Every input sent to the session through the control API, without its text.',
  capability: 'delivery-modes',
  pathParams: sessionParam,
  responses: {
    200: { schema: 'control/session-input-list', description: 'The inputs.' },
    401: { schema: 'control/error', description: 'Missing or wrong bearer token.' },
    404: { schema: 'control/error', description: 'No such session.' },
  },
});
