import Type from 'typebox';
import { defineSchema, ref } from '../define.ts';
import { defineRoute } from '../route.ts';

const TurnKey = Type.String({
  minLength: 1,
  maxLength: 128,
  pattern: '^[A-Za-z0-9._:@/-]+$',
  description:
    'Chosen by the caller for what the turn is about (e.g. a goal state). One key dispatches at most one turn ' +
    'in its session, ever: the same key again returns the first receipt (BM-001). For a deliberate follow-up, ' +
    'choose a new key.',
});

export const ControlTriggerRequest = defineSchema(
  'control/trigger-request',
  Type.Object(
    {
      turnKey: TurnKey,
      instruction: Type.String({
        minLength: 1,
        description: 'The bounded instruction, at most inputCharLimit characters (AD-007).',
      }),
    },
    { additionalProperties: false },
  ),
  {
    name: 'ControlTriggerRequest',
    title: 'Trigger a turn',
    description:
      'POST /v1/sessions/{sessionId}/triggers: dispatch an instruction as a turn of the session, at most once per turn key.',
  },
);

const DISPATCH = {
  attempting:
    'Written before the host call (BM-002): the turn is queued for the session or its start is being sent. After a ' +
    'restart an attempting receipt whose start may have been sent is reported dispatch_outcome_unknown.',
  dispatched: 'The host answered the turn start.',
  not_dispatched:
    'The host refused the start, or never got it (not running, thread unavailable); see errorClass.',
  dispatch_outcome_unknown:
    'The connection was lost after the start was submitted: whether the host runs it is unknown, and it is not ' +
    'retried (BM-002). The turn state may still come to show what the host did.',
  cancelled: 'Stopped before it was dispatched (/stop, /new, a stop through the control API).',
} as const;

export const ControlTriggerReceipt = defineSchema(
  'control/trigger-receipt',
  Type.Object(
    {
      receiptId: Type.String({ minLength: 1 }),
      sessionId: Type.String({ minLength: 1 }),
      turnKey: Type.String({ minLength: 1 }),
      dispatch: Type.Union(
        Object.entries(DISPATCH).map(([value, description]) => Type.Literal(value, { description })),
      ),
      turnId: Type.String({
        minLength: 1,
        description: "The turn it made; its answer is posted into the session's conversation.",
      }),
      turnState: ref('control/turn-state'),
      errorClass: Type.Optional(
        Type.String({
          pattern: '^[a-z][a-z0-9_]*$',
          description: 'Why it was not dispatched, or how the turn failed (HO-007).',
        }),
      ),
      chars: Type.Integer({
        minimum: 1,
        description: 'Length of the instruction; the text itself is not projected.',
      }),
      createdAt: Type.String({ description: 'ISO 8601.' }),
      updatedAt: Type.String({ description: 'ISO 8601.' }),
    },
    { additionalProperties: false },
  ),
  {
    name: 'ControlTriggerReceipt',
    title: 'Trigger receipt',
    description:
      'What one turn key dispatched. turnState is an observation of the turn: reading it changes nothing (BM-003).',
  },
);

export const ControlTriggerReceiptList = defineSchema(
  'control/trigger-receipt-list',
  Type.Object(
    { receipts: Type.Array(ref('control/trigger-receipt'), { description: 'Oldest first.' }) },
    { additionalProperties: false },
  ),
  {
    name: 'ControlTriggerReceiptList',
    title: 'Trigger receipts',
    description: 'GET /v1/sessions/{sessionId}/triggers.',
  },
);

const params = { sessionId: 'The session id, from GET /v1/sessions.' };
const unauthorized = { 401: { schema: 'control/error', description: 'Missing or wrong bearer token.' } };

defineRoute({
  operationId: 'triggerTurn',
  method: 'POST',
  path: '/v1/sessions/{sessionId}/triggers',
  summary: 'Dispatch an instruction as a turn, once per turn key',
  description:
    'The attempting receipt and the queued turn are written before anything is sent to the host; the answer ' +
    "comes at once. The turn runs when the session is free, and its answer is posted into the session's " +
    'conversation. The same turnKey again answers 200 with the first receipt and dispatches nothing (BM-001).',
  capability: 'triggers',
  pathParams: params,
  body: 'control/trigger-request',
  responses: {
    200: {
      schema: 'control/trigger-receipt',
      description: 'The key was used before: its first receipt, as it is now.',
    },
    201: { schema: 'control/trigger-receipt', description: 'Accepted: the attempting receipt.' },
    400: { schema: 'control/error', description: 'The body is not a trigger request.' },
    ...unauthorized,
    404: { schema: 'control/error', description: 'No such session.' },
    409: {
      schema: 'control/error',
      description: "ATTACHED_SESSION: the session's turns belong to its attached host; SESSION_CLOSED.",
    },
    422: { schema: 'control/error', description: 'INPUT_TOO_LONG or PENDING_LIMIT (AD-007).' },
  },
});

defineRoute({
  operationId: 'getTriggerReceipt',
  method: 'GET',
  path: '/v1/sessions/{sessionId}/triggers/{turnKey}',
  summary: 'The receipt of one turn key',
  description:
    'An observation: reading it never dispatches, retries, completes or reopens anything (BM-003).',
  capability: 'triggers',
  pathParams: { ...params, turnKey: 'The turn key.' },
  responses: {
    200: { schema: 'control/trigger-receipt', description: 'The receipt.' },
    ...unauthorized,
    404: { schema: 'control/error', description: 'No such session, or the key was never used in it.' },
  },
});

defineRoute({
  operationId: 'listTriggerReceipts',
  method: 'GET',
  path: '/v1/sessions/{sessionId}/triggers',
  summary: 'Every trigger receipt of a session',
  description: 'Observations only (BM-003).',
  capability: 'triggers',
  pathParams: params,
  responses: {
    200: { schema: 'control/trigger-receipt-list', description: 'The receipts.' },
    ...unauthorized,
    404: { schema: 'control/error', description: 'No such session.' },
  },
});
