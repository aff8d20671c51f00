import Type from 'typebox';
import { defineSchema } from '../define.ts';
import { pinned } from './pin.ts';

/** Variants without fields travel as a bare string. */
const BARE = {
  contextWindowExceeded: 'The conversation no longer fits the model context window.',
  usageLimitExceeded: 'The account reached its usage limit.',
  serverOverloaded: 'The model service is overloaded.',
  cyberPolicy: 'The request was refused by policy.',
  internalServerError: 'The model service failed internally.',
  unauthorized: 'The credentials were refused.',
  badRequest: 'The model service refused the request as malformed.',
  threadRollbackFailed: 'A thread rollback failed.',
  sandboxError: 'The sandbox failed to run a command.',
  other: 'Anything else. A client treats an unknown value as other.',
} as const;

const httpStatusCode = Type.Optional(
  Type.Union([Type.Integer({ minimum: 100, maximum: 599 }), Type.Null()], {
    description: 'The upstream HTTP status, when there was one.',
  }),
);

/** Variants with fields travel as an object with exactly one key, the variant name. */
function transportVariant(name: string, description: string) {
  return Type.Object({ [name]: Type.Object({ httpStatusCode }) }, {
    required: [name],
    additionalProperties: false,
    description: `${description} HO-007 classes it upstream_transport_failure.`,
  });
}

export const HostCodexErrorInfo = defineSchema(
  'host/codex-error-info',
  Type.Union([
    ...Object.entries(BARE).map(([name, description]) => Type.Literal(name, { description })),
    transportVariant('httpConnectionFailed', 'Could not connect to the model service.'),
    transportVariant('responseStreamConnectionFailed', 'Could not open the response stream.'),
    transportVariant('responseStreamDisconnected', 'The response stream broke before the turn completed.'),
    transportVariant('responseTooManyFailedAttempts', 'Retries of the response were exhausted.'),
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
  ]),
  {
    name: 'HostCodexErrorInfo',
    title: 'Codex error class',
    description: pinned(
      'The machine-readable class of a host error: a bare string for variants without fields ' +
        '("contextWindowExceeded"), an object with one key for variants with fields ' +
        '({"responseStreamDisconnected":{"httpStatusCode":502}}).',
    ),
  },
);
