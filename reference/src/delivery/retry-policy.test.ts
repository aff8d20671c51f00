import { describe, expect, it } from 'vitest';
import { ProviderError } from '../provider/errors.ts';
import { isTransient, journalCode, ReadbackError } from './retry-policy.ts';

describe('delivery retry policy (DE-009)', () => {
  it.each([
    ['no answer at all', new ProviderError('PROVIDER_UNREACHABLE', 'socket hang up'), true],
    ['HTTP 502', new ProviderError('PROVIDER_REJECTED', 'bad gateway', { httpStatus: 502 }), true],
    ['HTTP 429', new ProviderError('PROVIDER_REJECTED', 'slow down', { httpStatus: 429 }), true],
    [
      'the frequency limit',
      new ProviderError('PROVIDER_REJECTED', 'limit', { httpStatus: 400, providerCode: 230020 }),
      true,
    ],
    [
      'a stale token',
      new ProviderError('PROVIDER_REJECTED', 'token', { httpStatus: 400, providerCode: 99991663 }),
      true,
    ],
    ['a readback that differs', new ReadbackError('READBACK_MISMATCH', 'om_1'), true],
    [
      'a bad parameter',
      new ProviderError('PROVIDER_REJECTED', 'bad', { httpStatus: 400, providerCode: 230001 }),
      false,
    ],
    [
      'a recalled message',
      new ProviderError('PROVIDER_REJECTED', 'recalled', { httpStatus: 400, providerCode: 230011 }),
      false,
    ],
    ['a local bug', new TypeError('x is undefined'), false],
  ])('%s is transient: %s', (_, error, transient) => {
    expect(isTransient(error)).toBe(transient);
  });

  it('journals codes, never prose', () => {
    expect(journalCode(new ProviderError('PROVIDER_REJECTED', 'prose', { providerCode: 230020 }))).toBe(
      '230020',
    );
    expect(journalCode(new ProviderError('PROVIDER_UNREACHABLE', 'prose'))).toBe('PROVIDER_UNREACHABLE');
    expect(journalCode(new ReadbackError('READBACK_MISSING', 'om_1'))).toBe('READBACK_MISSING');
    expect(journalCode(new Error('prose'))).toBe('LOCAL_ERROR');
  });
});
