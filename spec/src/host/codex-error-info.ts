import Type from 'typebox';
import { defineSchema } from '../define.ts';
import { pinned } from './pin.ts';

/** Variants without fields travel as a bare string. Every value 0.171.0 names, in its order. */
const BARE = {
  contextWindowExceeded:
    'The conversation no longer fits the model context window (the model said context_length_exceeded).',
  sessionBudgetExceeded: 'The session spent its budget.',
  usageLimitExceeded: 'The account reached its usage limit (the model said insufficient_quota).',
  rateLimitExceeded: 'The model service refused for its rate limit (the model said rate_limit_exceeded).',
  flexUnavailable: 'The flex service tier is unavailable.',
  serverOverloaded: 'The model service is overloaded (the model said server_is_overloaded).',
  modelNotFound: 'The model is not known to the provider.',
  policyCapacityUnavailable: 'No capacity for the request under the current policy.',
  cyberPolicy: 'The request was refused by policy.',
  bioPolicy: 'The request was refused by policy.',
  misalignmentPolicyViolation: 'The request was refused by policy.',
  tooManyDenials: 'Too many approvals were denied in this turn.',
  internalServerError: 'The model service failed internally (HTTP 500).',
  unauthorized: 'The credentials were refused.',
  badRequest: 'The model service refused the request as malformed.',
  threadRollbackFailed: 'A thread rollback failed.',
  sandboxError: 'The sandbox failed to run a command.',
  other: 'Anything else (an HTTP 400, a stream that ended early with no retry left).',
  inferenceHookDenied: "The workspace's inference hook denied the request.",
} as const;

const httpStatusCode = Type.Optional(
  Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
    description: 'The upstream HTTP status, when there was one.',
  }),
);

/** Variants with fields travel as an object with exactly one key, the variant name. */
function transportVariant(name: string, description: string) {
  return Type.Object(
    { [name]: Type.Object({ httpStatusCode }) },
    {
      required: [name],
      additionalProperties: false,
      description,
    },
  );
}

export const HostCodexErrorInfo = defineSchema(
  'host/codex-error-info',
  Type.Union([
    ...Object.entries(BARE).map(([name, description]) => Type.Literal(name, { description })),
    transportVariant(
      'httpConnectionFailed',
      'The model service answered with an HTTP error status (401 for refused credentials, 5xx for an outage). HO-007 ' +
        'classes it upstream_transport_failure, except 401 and 403: unauthorized.',
    ),
    transportVariant(
      'responseStreamConnectionFailed',
      'Could not open the response stream. HO-007 classes it upstream_transport_failure.',
    ),
    transportVariant(
      'responseStreamDisconnected',
      'The response stream broke before the turn completed (with willRetry while retries are left). HO-007 classes it ' +
        'upstream_transport_failure.',
    ),
    transportVariant(
      'responseTooManyFailedAttempts',
      'Retries of the response were exhausted (an HTTP 429 from the model service ends so). HO-007 classes it ' +
        'upstream_transport_failure.',
    ),
    Type.Object(
      {
        activeTurnNotSteerable: Type.Object({
          turnKind: Type.Union([Type.Literal('review'), Type.Literal('compact')]),
        }),
      },
      {
        additionalProperties: false,
        description: 'turn/start or turn/steer arrived while a review or compaction turn runs.',
      },
    ),
    Type.String({
      description:
        'Any other value: a newer Codex adds classes. HO-007: unclassified, never a protocol error.',
    }),
    Type.Object(
      {},
      { description: 'Any other variant with fields. HO-007: unclassified, never a protocol error.' },
    ),
  ]),
  {
    name: 'HostCodexErrorInfo',
    title: 'Codex error class',
    description: pinned(
      'The machine-readable class of a host error: a bare string for variants without fields ' +
        '("contextWindowExceeded"), an object with one key for variants with fields ' +
        '({"responseStreamDisconnected":{"httpStatusCode":502}}). Open, as Codex\'s is: a client takes any string or ' +
        'object it does not know as unclassified.',
    ),
  },
);
