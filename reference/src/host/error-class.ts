import type { HostCodexErrorInfo } from '../../../generated/types/index.ts';

/** The transport variants HO-007 folds into one class: the model service could not be reached or kept. */
const TRANSPORT = new Set([
  'httpConnectionFailed',
  'responseStreamConnectionFailed',
  'responseStreamDisconnected',
  'responseTooManyFailedAttempts',
]);

/**
 * The class of a host error (HO-007): transport variants become upstream_transport_failure, other
 * variants keep their class (snake_case), and anything missing or unknown is unclassified.
 */
export function classifyHostError(info: HostCodexErrorInfo | null | undefined): string {
  const variant = typeof info === 'string' ? info : info && typeof info === 'object' ? Object.keys(info)[0] : undefined;
  if (!variant || variant === 'other') return 'unclassified';
  if (TRANSPORT.has(variant)) return 'upstream_transport_failure';
  if (!/^[a-z][A-Za-z]*$/.test(variant)) return 'unclassified';
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
