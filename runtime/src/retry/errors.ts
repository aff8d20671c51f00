/** The attempts stopped because the caller's signal aborted; `cause` is the last attempt's error. */
export class RetryStoppedError extends Error {
  readonly code = 'RETRY_STOPPED';
  readonly attempts: number;

  constructor(attempts: number, cause: unknown) {
    super(`stopped after ${attempts} attempt${attempts === 1 ? '' : 's'}`, { cause });
    this.name = 'RetryStoppedError';
    this.attempts = attempts;
  }
}
