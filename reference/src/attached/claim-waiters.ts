import { systemTimers, type Timers } from '../../../runtime/src/index.ts';

export type WaitEnd = 'woken' | 'timeout' | 'aborted';

/**
 * Open claims waiting for input, per session. A waiter sleeps on one timer and is woken by `wake` when
 * input is queued for its session: nothing reads the store in between (AS-003, no polling).
 */
export class ClaimWaiters {
  private readonly waiting = new Map<string, Set<(end: WaitEnd) => void>>();
  private readonly timers: Timers;

  /** `timers` is a seam: a test runs a claim on ManualTime, whose timer fires only when told. */
  constructor(timers: Timers = systemTimers) {
    this.timers = timers;
  }

  /** Resolves when input is queued for the session, when `ms` passes, or when `signal` aborts. */
  wait(sessionId: string, ms: number, signal?: AbortSignal): Promise<WaitEnd> {
    if (signal?.aborted) return Promise.resolve('aborted');
    return new Promise((resolve) => {
      const waiters = this.waiting.get(sessionId) ?? new Set();
      this.waiting.set(sessionId, waiters);
      const onAbort = () => finish('aborted');
      const timers = this.timers;
      const timer = timers.setTimeout(() => finish('timeout'), ms);
      function finish(end: WaitEnd): void {
        timers.clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        waiters.delete(finish);
        resolve(end);
      }
      waiters.add(finish);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  /** Input was queued for the session (or it closed): every waiter of it looks again. */
  wake(sessionId: string): void {
    const waiters = this.waiting.get(sessionId);
    if (!waiters) return;
    this.waiting.delete(sessionId);
    for (const finish of [...waiters]) finish('woken');
  }

  /** Ends every wait, for a stop of the server. */
  wakeAll(): void {
    for (const sessionId of [...this.waiting.keys()]) this.wake(sessionId);
  }
}
