import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { ROOT } from './build.ts';
import type { Located } from './schema-subset.ts';

/**
 * Where each host schema of the spec lives in the schema the pinned Codex generates
 * (spec/vendor/codex-<version>/codex_app_server_protocol.schemas.json). A request, notification or
 * server request is compared whole, envelope included, with the variant of that method; a response by
 * its result; a shared type with the definition of that name.
 */
export type VendorPlace =
  | { union: 'ClientRequest' | 'ClientNotification' | 'ServerNotification' | 'ServerRequest'; method: string }
  | { result: string }
  | { definition: string };

export const HOST_SUBSET: Record<string, VendorPlace> = {
  'host/request-id': { definition: 'v2/RequestId' },
  'host/error-response': { definition: 'JSONRPCError' },
  'host/initialize-request': { union: 'ClientRequest', method: 'initialize' },
  'host/initialize-response': { result: 'InitializeResponse' },
  'host/initialized-notification': { union: 'ClientNotification', method: 'initialized' },
  'host/thread-start-request': { union: 'ClientRequest', method: 'thread/start' },
  'host/thread-start-response': { result: 'v2/ThreadStartResponse' },
  'host/thread-started-notification': { union: 'ServerNotification', method: 'thread/started' },
  'host/thread-resume-request': { union: 'ClientRequest', method: 'thread/resume' },
  'host/thread-resume-response': { result: 'v2/ThreadResumeResponse' },
  'host/thread-read-request': { union: 'ClientRequest', method: 'thread/read' },
  'host/thread-read-response': { result: 'v2/ThreadReadResponse' },
  'host/thread-turns-list-request': { union: 'ClientRequest', method: 'thread/turns/list' },
  'host/thread-turns-list-response': { result: 'v2/ThreadTurnsListResponse' },
  'host/turn-start-request': { union: 'ClientRequest', method: 'turn/start' },
  'host/turn-start-response': { result: 'v2/TurnStartResponse' },
  'host/turn-steer-request': { union: 'ClientRequest', method: 'turn/steer' },
  'host/turn-steer-response': { result: 'v2/TurnSteerResponse' },
  'host/turn-interrupt-request': { union: 'ClientRequest', method: 'turn/interrupt' },
  'host/turn-interrupt-response': { result: 'v2/TurnInterruptResponse' },
  'host/turn-started-notification': { union: 'ServerNotification', method: 'turn/started' },
  'host/turn-completed-notification': { union: 'ServerNotification', method: 'turn/completed' },
  'host/item-started-notification': { union: 'ServerNotification', method: 'item/started' },
  'host/item-completed-notification': { union: 'ServerNotification', method: 'item/completed' },
  'host/agent-message-delta-notification': { union: 'ServerNotification', method: 'item/agentMessage/delta' },
  'host/error-notification': { union: 'ServerNotification', method: 'error' },
  'host/token-usage-updated-notification': {
    union: 'ServerNotification',
    method: 'thread/tokenUsage/updated',
  },
  'host/server-request-resolved-notification': {
    union: 'ServerNotification',
    method: 'serverRequest/resolved',
  },
  'host/command-approval-request': {
    union: 'ServerRequest',
    method: 'item/commandExecution/requestApproval',
  },
  'host/command-approval-response': { result: 'CommandExecutionRequestApprovalResponse' },
  'host/file-change-approval-request': { union: 'ServerRequest', method: 'item/fileChange/requestApproval' },
  'host/file-change-approval-response': { result: 'FileChangeRequestApprovalResponse' },
  'host/thread': { definition: 'v2/Thread' },
  'host/thread-status': { definition: 'v2/ThreadStatus' },
  'host/turn': { definition: 'v2/Turn' },
  'host/turn-error': { definition: 'v2/TurnError' },
  'host/thread-item': { definition: 'v2/ThreadItem' },
  'host/user-input': { definition: 'v2/UserInput' },
  'host/codex-error-info': { definition: 'v2/CodexErrorInfo' },
};

type Json = Record<string, unknown>;

function pointer(document: unknown, path: string): unknown {
  let at = document;
  for (const part of path.split('/').filter(Boolean)) {
    at = (at as Json | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
    if (at === undefined) throw new Error(`no ${path} in the vendored schema`);
  }
  return at;
}

/** The vendored bundle: one document whose refs are `#/definitions/…` pointers into itself. */
export function vendorBundle(version: string): { document: Json; locate(path: string): Located } {
  const file = join(ROOT, 'spec', 'vendor', `codex-${version}`, 'codex_app_server_protocol.schemas.json');
  const document = JSON.parse(readFileSync(file, 'utf8')) as Json;
  const locate = (path: string): Located => ({
    schema: pointer(document, path),
    resolve: (ref) => {
      if (!ref.startsWith('#/')) throw new Error(`vendored $ref ${ref} leaves the bundle`);
      return locate(ref.slice(1));
    },
  });
  return { document, locate };
}

/** The place of one host schema in the vendored bundle. */
export function vendorSchema(bundle: ReturnType<typeof vendorBundle>, place: VendorPlace): Located {
  if ('definition' in place) return bundle.locate(`/definitions/${place.definition}`);
  if ('result' in place) return bundle.locate(`/definitions/${place.result}`);
  const union = pointer(bundle.document, `/definitions/${place.union}`) as { oneOf: Json[] };
  const index = union.oneOf.findIndex((v) => {
    const method = (v.properties as Json | undefined)?.method as { enum?: string[] } | undefined;
    return method?.enum?.length === 1 && method.enum[0] === place.method;
  });
  if (index < 0) throw new Error(`Codex has no ${place.union} ${place.method}`);
  return bundle.locate(`/definitions/${place.union}/oneOf/${index}`);
}

/** A schema file of ours, with its relative file $refs resolving to the other files of spec/schemas. */
export function ourSchema(path: string): Located {
  const file = `${path}.schema.json`;
  const schema = JSON.parse(readFileSync(join(ROOT, 'spec', 'schemas', file), 'utf8')) as unknown;
  return {
    schema,
    resolve: (ref) => ourSchema(posix.join(posix.dirname(path), ref).replace(/\.schema\.json$/, '')),
  };
}

/** The part of one of our schema files that is compared: a response by its result. */
export function ourPart(path: string, place: VendorPlace): Located {
  const whole = ourSchema(path);
  if (!('result' in place)) return whole;
  const result = ((whole.schema as Json).properties as Json).result;
  return { schema: result, resolve: whole.resolve };
}
