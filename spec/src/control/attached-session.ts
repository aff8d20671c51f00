import Type from 'typebox';
import { defineSchema, ref } from '../define.ts';
import { defineRoute } from '../route.ts';

/** An owner-local opaque id: never projected, compared exactly. */
const Opaque = (description: string) => Type.String({ minLength: 1, maxLength: 256, description });
const Id = (description: string) =>
  Type.String({ minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9._:@/-]+$', description });

/** What proves the caller is the host the session was bound to (AS-001): the exact surface and session. */
const hostFields = {
  hostSurface: Id('The host surface the session runs on, e.g. codex-cli, vscode. Compared exactly.'),
  hostSessionId: Opaque(
    'The opaque id of the already-running host session. Compared exactly; never projected.',
  ),
};

export const ControlAttachedBindRequest = defineSchema(
  'control/attached-bind-request',
  Type.Object(
    {
      goalId: Id('The goal the session serves.'),
      agentId: Id(
        'The registered agent that works in the host session. Must differ from executorEndpointId.',
      ),
      executorEndpointId: Id(
        'The executor endpoint the host session runs behind: a different identity than the agent (AS-001).',
      ),
      ...hostFields,
      conversation: ref('control/conversation'),
    },
    { additionalProperties: false },
  ),
  {
    name: 'ControlAttachedBindRequest',
    title: 'Bind an attached session',
    description:
      'POST /v1/attached: represent an already-running host session as the session of one conversation. The ' +
      'implementation records the exact (goal, agent, host surface, host session) and never starts or resumes ' +
      'a host runtime for it (AS-001). Lark messages in the conversation, and web input to the session, then ' +
      'queue for the host to claim.',
  },
);

const CAPABILITY_FLAGS = {
  sessionQueue: 'Lark and web input queue in one ordered queue, each with its origin (AS-002).',
  boundedClaimWait:
    'A claim may wait for input, up to the claim cap, and wakes on the first queued input (AS-003).',
  replyReadback: 'A completion is delivered as the answer of its input, through reply and readback (AS-005).',
  liveSteering:
    'Input steers the running host turn. Always false: there is no push transport to a running host turn (AS-007).',
} as const;

export const ControlAttachedSession = defineSchema(
  'control/attached-session',
  Type.Object(
    {
      sessionId: Type.String({ minLength: 1 }),
      goalId: Type.String({ minLength: 1 }),
      agentId: Type.String({ minLength: 1 }),
      executorEndpointId: Type.String({ minLength: 1 }),
      hostSurface: Type.String({ minLength: 1 }),
      capabilities: Type.Object(
        Object.fromEntries(
          Object.entries(CAPABILITY_FLAGS).map(([name, description]) => [
            name,
            name === 'liveSteering' ? Type.Literal(false, { description }) : Type.Boolean({ description }),
          ]),
        ),
        { additionalProperties: false },
      ),
      state: Type.Union([
        Type.Literal('open', { description: 'Bound; input queues for the host. No claim is active.' }),
        Type.Literal('claimed', {
          description: 'The host holds a claim on one input and has not completed it.',
        }),
        Type.Literal('closed', { description: 'Closed; its conversation no longer routes to it.' }),
      ]),
      createdAt: Type.String({ description: 'ISO 8601.' }),
      updatedAt: Type.String({ description: 'ISO 8601.' }),
    },
    { additionalProperties: false },
  ),
  {
    name: 'ControlAttachedSession',
    title: 'Attached session',
    description:
      'Content-free projection of an attached session (AS-008): ids, the goal and agent binding, the executor ' +
      'endpoint, the host surface, capability flags and lifecycle state. Never the host session id, the ' +
      'conversation, message bodies or responses.',
  },
);

export const ControlAttachedSessionList = defineSchema(
  'control/attached-session-list',
  Type.Object(
    {
      sessions: Type.Array(ref('control/attached-session'), {
        description: 'Oldest first, closed ones included.',
      }),
    },
    { additionalProperties: false },
  ),
  { name: 'ControlAttachedSessionList', title: 'Attached session list', description: 'GET /v1/attached.' },
);

export const ControlAttachedClaimRequest = defineSchema(
  'control/attached-claim-request',
  Type.Object(
    {
      ...hostFields,
      claimId: Id(
        'Chosen by the host. A claim id that claimed an input returns that same claim again, never a second ' +
          'input (AS-004). A claim that timed out claimed nothing: its id stays free.',
      ),
      waitMs: Type.Optional(
        Type.Integer({
          minimum: 0,
          description:
            'How long to wait for input when none is queued. Default 0 (answer at once). Capped at the ' +
            'claimWaitCapMs knob (30 minutes by default); the wait ends as soon as an input is queued (AS-003).',
        }),
      ),
    },
    { additionalProperties: false },
  ),
  {
    name: 'ControlAttachedClaimRequest',
    title: 'Claim the oldest queued input',
    description:
      'POST /v1/attached/{sessionId}/claim: the host takes the oldest queued input of its session.',
  },
);

export const ControlAttachedClaim = defineSchema(
  'control/attached-claim',
  Type.Union([
    Type.Object(
      {
        claimed: Type.Literal(false, {
          description: 'Nothing was queued within the wait; the host may claim again.',
        }),
        waitedMs: Type.Integer({ minimum: 0, description: 'How long the claim waited.' }),
      },
      { additionalProperties: false },
    ),
    Type.Object(
      {
        claimed: Type.Literal(true),
        claimId: Type.String({ minLength: 1 }),
        sessionId: Type.String({ minLength: 1 }),
        turnId: Type.String({ minLength: 1, description: 'The turn the completion must name.' }),
        origin: Type.Union([Type.Literal('lark'), Type.Literal('web')], {
          description:
            'Where the input came from: a Lark message of the conversation, or web input through the control API.',
        }),
        sourceMessageId: Type.Optional(
          Type.String({ minLength: 1, description: 'For origin lark: the provider message id.' }),
        ),
        clientInputId: Type.Optional(
          Type.String({ minLength: 1, description: "For origin web: the sender's clientInputId." }),
        ),
        text: Type.String({
          description: "The input, for the host only: the claim is the host's channel, not a projection.",
        }),
        queuedAt: Type.String({ description: 'ISO 8601.' }),
      },
      { additionalProperties: false },
    ),
  ]),
  {
    name: 'ControlAttachedClaim',
    title: 'Claim',
    description: 'The answer to a claim: the claimed input, or claimed false after the bounded wait.',
  },
);

export const ControlAttachedCompleteRequest = defineSchema(
  'control/attached-complete-request',
  Type.Object(
    {
      ...hostFields,
      claimId: Type.String({ minLength: 1 }),
      turnId: Type.String({ minLength: 1 }),
      completionId: Id(
        'Chosen by the host. The same completion id returns the first receipt and delivers nothing again (AS-004).',
      ),
      message: Type.String({
        minLength: 1,
        description: "The agent's response, delivered as the answer of the claimed input.",
      }),
    },
    { additionalProperties: false },
  ),
  {
    name: 'ControlAttachedCompleteRequest',
    title: 'Complete a claimed turn',
    description:
      'POST /v1/attached/{sessionId}/complete: the host writes back the response of the exact claim.',
  },
);

export const ControlAttachedCompletion = defineSchema(
  'control/attached-completion',
  Type.Object(
    {
      completionId: Type.String({ minLength: 1 }),
      claimId: Type.String({ minLength: 1 }),
      sessionId: Type.String({ minLength: 1 }),
      turnId: Type.String({ minLength: 1 }),
      delivery: Type.Union([
        Type.Literal('delivered', {
          description: 'Posted as the answer of its input and read back (AS-005, DE-004).',
        }),
        Type.Literal('pending', { description: 'Saved; its delivery is still under way.' }),
        Type.Literal('failed', { description: 'Delivery failed after bounded retries (DE-009).' }),
      ]),
      chars: Type.Integer({
        minimum: 1,
        description: 'Length of the response; the text itself is not projected.',
      }),
      completedAt: Type.String({ description: 'ISO 8601.' }),
    },
    { additionalProperties: false },
  ),
  {
    name: 'ControlAttachedCompletion',
    title: 'Completion receipt',
    description: 'The receipt of a completion; the same completion id always gets the same receipt.',
  },
);

export const ControlAttachedCloseRequest = defineSchema(
  'control/attached-close-request',
  Type.Object(hostFields, { additionalProperties: false }),
  {
    name: 'ControlAttachedCloseRequest',
    title: 'Close an attached session',
    description:
      'POST /v1/attached/{sessionId}/close. Refused while a claim is active (AS-006). Inputs still queued are ' +
      'answered as not run; the conversation is free for a new session afterwards.',
  },
);

const sessionParam = { sessionId: 'The attached session id, from the bind answer or GET /v1/attached.' };
const common = {
  401: { schema: 'control/error', description: 'Missing or wrong bearer token.' },
};
const hostErrors = {
  400: { schema: 'control/error', description: 'The body is not such a request.' },
  ...common,
  403: {
    schema: 'control/error',
    description: 'HOST_MISMATCH: not the exact host surface and host session the session was bound to.',
  },
  404: { schema: 'control/error', description: 'No such attached session.' },
};

defineRoute({
  operationId: 'bindAttachedSession',
  method: 'POST',
  path: '/v1/attached',
  summary: 'Bind an already-running host session to a conversation',
  description:
    'Exact binding (AS-001): goal, agent, executor endpoint, host surface, host session and the conversation. ' +
    'The same binding again answers 200 with the same session; a host session bound otherwise, or a ' +
    'conversation that already has an open session, is 409. Nothing is started or resumed on any host.',
  capability: 'attached-sessions',
  body: 'control/attached-bind-request',
  responses: {
    200: { schema: 'control/attached-session', description: 'This exact binding existed already.' },
    201: { schema: 'control/attached-session', description: 'Bound.' },
    400: { schema: 'control/error', description: 'Not a bind request.' },
    ...common,
    409: { schema: 'control/error', description: 'HOST_SESSION_BOUND or CONVERSATION_BOUND.' },
    422: { schema: 'control/error', description: 'SAME_IDENTITY: agentId equals executorEndpointId.' },
  },
});

defineRoute({
  operationId: 'listAttachedSessions',
  method: 'GET',
  path: '/v1/attached',
  summary: 'Attached sessions, oldest first',
  description: 'Content-free projections (AS-008).',
  capability: 'attached-sessions',
  responses: {
    200: { schema: 'control/attached-session-list', description: 'The attached sessions.' },
    ...common,
  },
});

defineRoute({
  operationId: 'claimAttachedInput',
  method: 'POST',
  path: '/v1/attached/{sessionId}/claim',
  summary: 'Claim the oldest queued input, waiting a bounded time',
  description:
    'Answers at once with the oldest queued input (Lark or web, in queue order). With none queued it waits ' +
    'up to waitMs (capped by claimWaitCapMs) and wakes as soon as one is queued, without polling; at the end ' +
    'of the wait it answers claimed false (AS-003). The same claimId again answers the same claim (AS-004). ' +
    'While another claim is active the answer is 409 CLAIM_ACTIVE.',
  capability: 'attached-sessions',
  pathParams: sessionParam,
  body: 'control/attached-claim-request',
  responses: {
    200: { schema: 'control/attached-claim', description: 'The claim, or claimed false.' },
    ...hostErrors,
    409: {
      schema: 'control/error',
      description: 'CLAIM_ACTIVE (complete the active claim first) or SESSION_CLOSED.',
    },
  },
});

defineRoute({
  operationId: 'completeAttachedTurn',
  method: 'POST',
  path: '/v1/attached/{sessionId}/complete',
  summary: 'Write back the response of a claimed turn',
  description:
    'The response becomes the answer of the claimed input, delivered through the same reply and readback ' +
    'path as any turn (AS-005); the answer comes after delivery. The same completionId again returns the ' +
    'first receipt and delivers nothing twice (AS-004).',
  capability: 'attached-sessions',
  pathParams: sessionParam,
  body: 'control/attached-complete-request',
  responses: {
    200: { schema: 'control/attached-completion', description: 'The receipt.' },
    ...hostErrors,
    409: {
      schema: 'control/error',
      description:
        'NOT_CLAIMED: no such active claim for that turn, or it was completed under another completionId.',
    },
  },
});

defineRoute({
  operationId: 'closeAttachedSession',
  method: 'POST',
  path: '/v1/attached/{sessionId}/close',
  summary: 'Close an attached session',
  description:
    'Refused with 409 CLAIM_ACTIVE while the host holds a claim (AS-006). Closing a closed session answers it again.',
  capability: 'attached-sessions',
  pathParams: sessionParam,
  body: 'control/attached-close-request',
  responses: {
    200: { schema: 'control/attached-session', description: 'Closed.' },
    ...hostErrors,
    409: { schema: 'control/error', description: 'CLAIM_ACTIVE: complete the claimed turn first.' },
  },
});
