export interface UntilOptions {
  /** What is awaited, for the error. */
  what?: string;
  /** Default 5 s: a bound on a wait that normally ends at once, not the time the wait takes. */
  timeoutMs?: number;
  /** How often the probe is asked; default 10 ms. */
  everyMs?: number;
}

/** The condition did not hold within its bound. */
export class UntilTimeoutError extends Error {
  readonly code = 'UNTIL_TIMEOUT';

  constructor(what: string, timeoutMs: number) {
    super(`timed out after ${timeoutMs} ms waiting for ${what}`);
    this.name = 'UntilTimeoutError';
  }
}

/**
 * Waits on a signal: resolves with the probe's first truthy answer, asked at once and then every
 * `everyMs`; rejects with UntilTimeoutError at the bound. For tests, in place of a fixed sleep: the wait
 * is as long as the thing takes, and a bound that is hit fails loudly instead of passing on a guess.
 */
export async function until<T>(
  probe: () => T | undefined | null | false | Promise<T | undefined | null | false>,
  options: UntilOptions = {},
): Promise<T> {
  const { what = 'the condition', timeoutMs = 5_000, everyMs = 10 } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new UntilTimeoutError(what, timeoutMs);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
