import { describe, expect, it } from 'vitest';
import type { HostCodexErrorInfo } from '../../../generated/types/index.ts';
import { classifyHostError, errorMessage } from './error-class.ts';

describe('HO-007 classification of host errors', () => {
  it.each<[HostCodexErrorInfo | null | undefined, string]>([
    [{ httpConnectionFailed: { httpStatusCode: 503 } }, 'upstream_transport_failure'],
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
    ['someFutureVariant' as HostCodexErrorInfo, 'some_future_variant'],
    ['Weird-Value!' as HostCodexErrorInfo, 'unclassified'],
  ])('%j → %s', (info, errorClass) => {
    expect(classifyHostError(info)).toBe(errorClass);
  });

  it('publishes a fixed sentence per class, never upstream prose', () => {
    expect(errorMessage('upstream_transport_failure')).toBe('The agent could not reach its model service.');
    expect(errorMessage('anything else')).toBe('The agent failed.');
  });
});
