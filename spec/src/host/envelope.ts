import Type, { type TSchema } from 'typebox';
import { defineSchema, ref } from '../define.ts';
import { pinned } from './pin.ts';

/**
 * JSON-RPC 2.0 framing without the "jsonrpc" member: one JSON object per line on stdio. Host objects
 * are Codex's, not ours, so they stay open (no additionalProperties: false): a newer Codex adds fields.
 */
export const HostRequestId = defineSchema('host/request-id', Type.Union([Type.String(), Type.Integer()]), {
  name: 'HostRequestId',
  title: 'JSON-RPC request id',
  description: 'A request id, string or integer, chosen by the sender and echoed by the response.',
});

export const HostErrorResponse = defineSchema(
  'host/error-response',
  Type.Object({
    id: ref('host/request-id'),
    error: Type.Object({
      code: Type.Integer({
        description:
          '-32700 parse error, -32600 invalid request (also "Not initialized", "Already initialized", an unknown ' +
          'or unloaded thread, no active turn), -32601 method not found, -32602 invalid params, -32603 internal ' +
          'error, -32001 "Server overloaded; retry later." (retry with backoff).',
      }),
      message: Type.String(),
      data: Type.Optional(Type.Unknown()),
    }),
  }),
  {
    name: 'HostErrorResponse',
    title: 'Error response',
    description: pinned(
      'The answer to any request that failed, in either direction. Codex 0.171.0 does not answer a line it cannot ' +
        'parse, or one without a method, at all.',
    ),
  },
);

interface MessageMeta {
  name: string;
  title: string;
  description: string;
}

/** A request: `{id, method, params}`. `method` is a const so that a message names its own schema. */
export function defineRequest<P extends TSchema>(path: string, method: string, params: P, meta: MessageMeta) {
  return defineSchema(
    path,
    Type.Object({ id: ref('host/request-id'), method: Type.Literal(method), params }),
    { ...meta, description: pinned(meta.description) },
  );
}

/** A successful response: `{id, result}`; failures use host/error-response. */
export function defineResponse<R extends TSchema>(path: string, result: R, meta: MessageMeta) {
  return defineSchema(path, Type.Object({ id: ref('host/request-id'), result }), {
    ...meta,
    description: pinned(meta.description),
  });
}

/** A notification: `{method, params}`, no id, no answer. */
export function defineNotification<P extends TSchema>(
  path: string,
  method: string,
  params: P,
  meta: MessageMeta,
) {
  return defineSchema(path, Type.Object({ method: Type.Literal(method), params }), {
    ...meta,
    description: pinned(meta.description),
  });
}
