import { ProviderError } from '../provider/errors.ts';

/**
 * Lark codes that say "not now" rather than "never": its rate limits, and a tenant token it no longer
 * takes (the next call fetches a new one).
 */
const TRANSIENT_CODES: ReadonlySet<number> = new Set([230020, 99991400, 99991661, 99991663]);

/** What the provider holds is not what was meant, or is gone: not an answer, but maybe one on the next try. */
export class ReadbackError extends Error {
  readonly code: 'READBACK_MISMATCH' | 'READBACK_MISSING';

  constructor(code: ReadbackError['code'], messageId: string) {
    super(
      code === 'READBACK_MISMATCH'
        ? `message ${messageId} reads back different`
        : `message ${messageId} reads back as gone`,
    );
    this.name = 'ReadbackError';
    this.code = code;
  }
}

/**
 * A fault worth trying again (DE-009): no answer from the provider, a 5xx or 429, a rate limit, a readback
 * that differs. Anything else — Lark refused the request itself — will not change with time.
 */
export function isTransient(error: unknown): boolean {
  if (error instanceof ReadbackError) return true;
  if (!(error instanceof ProviderError)) return false;
  if (error.code === 'PROVIDER_UNREACHABLE') return true;
  if (error.httpStatus !== undefined && (error.httpStatus >= 500 || error.httpStatus === 429)) return true;
  return error.providerCode !== undefined && TRANSIENT_CODES.has(error.providerCode);
}

/** What the delivery journal records of a failure: the provider's code, else ours. Never the provider's prose. */
export function journalCode(error: unknown): string {
  if (error instanceof ProviderError) return error.journalCode;
  if (error instanceof ReadbackError) return error.code;
  return 'LOCAL_ERROR';
}
