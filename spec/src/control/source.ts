import Type from 'typebox';
import { defineSchema, ref } from '../define.ts';
import { defineRoute } from '../route.ts';

const literals = (entries: Record<string, string>) =>
  Object.entries(entries).map(([value, description]) => Type.Literal(value, { description }));

const SOURCE_STATES = {
  received: 'Durably in the inbox and acknowledged; not admitted yet.',
  queued: 'Admitted as a turn that waits for its session.',
  running: 'Its turn runs on the host, or its answer is being delivered.',
  waiting:
    'Admitted to an attached session: waits for its host to claim and complete it (AS-002); its answer is then delivered.',
  answered: 'Its final answer (or command reply, or refusal) was delivered and read back.',
  ignored:
    "Not admitted and not answered: the bot's own or another bot's message, or a group message not addressed to the bot.",
  failed: 'Delivery failed after retries bounded in time (DE-009); not answered.',
} as const;

const ADMISSION_OUTCOMES = {
  turn: 'Became a turn of its session.',
  command:
    'A control command (stop, status, new, help), taken from this message alone, ahead of the queue (AD-009).',
  ignored: 'Not admitted; see reason.',
  refused: 'Not admitted; the user was told why.',
} as const;

const DELIVERY_KINDS = {
  reaction: 'Processing feedback on the source (DE-001).',
  'queued-feedback': "The post telling a busy session's user the source is queued and its position (AD-003).",
  progress:
    'The provisional progress post of a running turn (DE-002); the answer later replaces its content.',
  answer: 'The bot-owned post that carries the final answer of the turn (DE-003).',
  continuation: 'A further message of an answer over the provider size limit.',
  'command-reply': 'The reply to a control command.',
  refusal: 'The explicit reason a source was not admitted (AD-007, AD-010).',
  'failure-notice':
    "The explicit, classified failure that replaces the turn's provisional post when its answer could not be delivered (DE-009).",
} as const;

const DELIVERY_STATES = {
  pending: 'Not attempted yet, or attempted with the outcome not known yet.',
  sent: 'The provider accepted it; not read back yet.',
  'read-back': 'Read back from the provider and equal to what was meant (DE-004).',
  failed:
    'Failed for good: a fault the provider will not get over, or transient faults past the retry bound in time (DE-009).',
} as const;

export const ControlSource = defineSchema(
  'control/source',
  Type.Object(
    {
      providerMessageId: Type.String({ minLength: 1 }),
      eventIds: Type.Array(Type.String({ minLength: 1 }), {
        uniqueItems: true,
        description: 'Every provider event id seen for this message, first seen first.',
      }),
      receiveCount: Type.Integer({
        minimum: 1,
        description:
          'How many times the provider delivered it (redeliveries included). Never makes a second admission.',
      }),
      state: Type.Union(literals(SOURCE_STATES)),
      conversation: ref('control/conversation'),
      admission: Type.Optional(
        Type.Object(
          {
            outcome: Type.Union(literals(ADMISSION_OUTCOMES)),
            reason: Type.Optional(
              Type.String({
                pattern: '^[a-z][a-z0-9-]*$',
                description:
                  'With ignored: own-message, bot-message, not-addressed. With refused: unsupported-type, ' +
                  'malformed, empty-input, input-too-long, too-many-pending.',
              }),
            ),
            command: Type.Optional(
              Type.Union([
                Type.Literal('stop'),
                Type.Literal('status'),
                Type.Literal('new'),
                Type.Literal('help'),
              ]),
            ),
          },
          { additionalProperties: false, description: 'Absent while the source waits in the inbox.' },
        ),
      ),
      sessionId: Type.Optional(Type.String({ minLength: 1 })),
      turnId: Type.Optional(Type.String({ minLength: 1 })),
      deliveries: Type.Array(
        Type.Object(
          {
            kind: Type.Union(literals(DELIVERY_KINDS)),
            state: Type.Union(literals(DELIVERY_STATES)),
            messageId: Type.Optional(
              Type.String({
                minLength: 1,
                description: 'The provider message id of the bot message, once known.',
              }),
            ),
            attempts: Type.Integer({ minimum: 0 }),
            errorCode: Type.Optional(
              Type.String({
                description: 'The last provider error code or local error code; never provider prose.',
              }),
            ),
          },
          { additionalProperties: false },
        ),
        { description: 'The delivery journal of this source, oldest first.' },
      ),
      receivedAt: Type.String({ description: 'ISO 8601; first receipt.' }),
      admittedAt: Type.Optional(Type.String({ description: 'ISO 8601.' })),
      answeredAt: Type.Optional(Type.String({ description: 'ISO 8601; when the answer was read back.' })),
    },
    { additionalProperties: false },
  ),
  {
    name: 'ControlSource',
    title: 'Inbox source',
    description:
      'Content-free projection of one source (one inbound provider message) in the inbox: its state, the ' +
      'events that carried it, what admission made of it, and the delivery journal of what the user was sent.',
  },
);

defineRoute({
  operationId: 'getSource',
  method: 'GET',
  path: '/v1/sources/{providerMessageId}',
  summary: 'Inbox state of one source',
  description: 'A source is known from the moment it is durably in the inbox, before its acknowledgement.',
  pathParams: { providerMessageId: 'The provider message id (om_…) of the inbound message.' },
  responses: {
    200: { schema: 'control/source', description: 'The source.' },
    401: { schema: 'control/error', description: 'Missing or wrong bearer token.' },
    404: { schema: 'control/error', description: 'The inbox has no such source.' },
  },
});
