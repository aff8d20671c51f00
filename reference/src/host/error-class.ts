import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HostCodexErrorInfo } from '../../../generated/types/index.ts';
import { PACKAGE_ROOT } from '../package-root.ts';

/** The transport variants HO-007 folds into one class: the model service could not be reached or kept. */
const TRANSPORT = new Set([
  'httpConnectionFailed',
  'responseStreamConnectionFailed',
  'responseStreamDisconnected',
  'responseTooManyFailedAttempts',
]);

/** An HTTP status of the model service that says the credentials were refused, not that it was unreachable. */
const REFUSED_CREDENTIALS = new Set([401, 403]);

/**
 * The variants the pinned Codex names, read from the contract (spec/schemas/host/codex-error-info): the
 * bare strings, and the keys of the variants with fields. Anything else is a class this server cannot
 * know, so it stays unclassified (HO-007) — never a protocol error.
 */
const KNOWN: ReadonlySet<string> = (() => {
  const schema = JSON.parse(
    readFileSync(join(PACKAGE_ROOT, 'spec', 'schemas', 'host', 'codex-error-info.schema.json'), 'utf8'),
  ) as { anyOf: Array<{ const?: string; required?: string[] }> };
  return new Set(
    schema.anyOf.flatMap((v) =>
      v.const !== undefined ? [v.const] : v.required?.length === 1 ? v.required : [],
    ),
  );
})();

/**
 * The class of a host error (HO-007): transport variants become upstream_transport_failure — except an
 * HTTP 401 or 403 from the model service, which is unauthorized — other known variants keep their class
 * (snake_case), and anything missing, `other` or unknown is unclassified.
 */
export function classifyHostError(info: HostCodexErrorInfo | null | undefined): string {
  const variant =
    typeof info === 'string' ? info : info && typeof info === 'object' ? Object.keys(info)[0] : undefined;
  if (!variant || variant === 'other' || !KNOWN.has(variant)) return 'unclassified';
  if (TRANSPORT.has(variant)) {
    const status = ((info as Record<string, { httpStatusCode?: unknown } | undefined>)[variant] ?? {})
      .httpStatusCode;
    return variant === 'httpConnectionFailed' && REFUSED_CREDENTIALS.has(status as number)
      ? 'unauthorized'
      : 'upstream_transport_failure';
  }
  return variant.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/**
 * What a user may be told about an error class. Upstream prose is never published (HO-007): it can
 * carry account, path or provider detail.
 */
export function errorMessage(errorClass: string): string {
  switch (errorClass) {
    case 'upstream_transport_failure':
      return 'The agent could not reach its model service.';
    case 'context_window_exceeded':
      return 'The conversation is too long for the model.';
    case 'usage_limit_exceeded':
      return 'The agent reached its usage limit.';
    case 'rate_limit_exceeded':
      return 'The model service is rate-limiting the agent; try again in a moment.';
    case 'server_overloaded':
      return 'The model service is overloaded.';
    case 'unauthorized':
      return 'The agent is not authorized with its model service.';
    case 'host_connection_lost':
      return 'The agent host stopped.';
    default:
      return 'The agent failed.';
  }
}
