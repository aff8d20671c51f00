import { describe, expect, it } from 'vitest';
import type { HostCodexErrorInfo } from '../../../generated/types/index.ts';
import { classifyHostError, errorMessage } from './error-class.ts';

describe('HO-007 classification of host errors', () => {
  it.each<[HostCodexErrorInfo | null | undefined, string]>([
    [{ httpConnectionFailed: { httpStatusCode: 503 } }, 'upstream_transport_failure'],
    [{ httpConnectionFailed: { httpStatusCode: 401 } }, 'unauthorized'],
    [{ httpConnectionFailed: { httpStatusCode: 403 } }, 'unauthorized'],
    [{ httpConnectionFailed: { httpStatusCode: null } }, 'upstream_transport_failure'],
    [{ responseTooManyFailedAttempts: { httpStatusCode: 429 } }, 'upstream_transport_failure'],
    ['rateLimitExceeded', 'rate_limit_exceeded'],
    ['internalServerError', 'internal_server_error'],
    ['inferenceHookDenied', 'inference_hook_denied'],
    [{ responseStreamConnectionFailed: { httpStatusCode: null } }, 'upstream_transport_failure'],
    [{ responseStreamDisconnected: { httpStatusCode: 502 } }, 'upstream_transport_failure'],
    [{ responseTooManyFailedAttempts: {} }, 'upstream_transport_failure'],
    ['contextWindowExceeded', 'context_window_exceeded'],
    ['usageLimitExceeded', 'usage_limit_exceeded'],
    ['serverOverloaded', 'server_overloaded'],
    ['unauthorized', 'unauthorized'],
    ['sandboxError', 'sandbox_error'],
    [{ activeTurnNotSteerable: { turnKind: 'review' } }, 'active_turn_not_steerable'],
    ['other', 'unclassified'],
    [null, 'unclassified'],
    [undefined, 'unclassified'],
    ['someFutureVariant', 'unclassified'],
    [{ someFutureVariant: { detail: 1 } }, 'unclassified'],
    ['Weird-Value!', 'unclassified'],
  ])('%j → %s', (info, errorClass) => {
    expect(classifyHostError(info)).toBe(errorClass);
  });

  it('publishes a fixed sentence per class, never upstream prose', () => {
    expect(errorMessage('upstream_transport_failure')).toBe('The agent could not reach its model service.');
    expect(errorMessage('anything else')).toBe('The agent failed.');
  });
});
