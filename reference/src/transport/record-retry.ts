import { RetryPolicy } from '../../../runtime/src/retry/retry-policy.ts';
import { isEnvironmentFailure } from '../store/store-health.ts';

/** The default wait between attempts at a record: half of Lark's 3 s in all, past which the redelivery is better. */
export const ackRetry = () =>
  new RetryPolicy({ baseMs: 20, factor: 2, capMs: 400, totalMs: 1500, jitter: 0.5 });

/** A source waiting to be recorded before its ACK, as the recorders keep it. */
export interface PendingRecord {
  reject: (error: unknown) => void;
  /** Attempts so far, and when the first began (on the retry policy's clock). */
  attempts: number;
  startedAt: number;
}

/**
 * A store that could not take the source now (busy, locked, its connection gone) may take it in a moment:
 * it is tried again (`again`, after the policy's wait) while the ACK can still be in time. Otherwise, or past
 * the bound, its event is not acknowledged, and the provider pushes it again (TR-001).
 */
export function retryOrRefuse<P extends PendingRecord>(
  retry: RetryPolicy,
  pending: P,
  error: unknown,
  again: (pending: P) => void,
): void {
  pending.attempts++;
  const wait = isEnvironmentFailure(error)
    ? retry.nextWaitMs(pending.attempts, pending.startedAt)
    : undefined;
  if (wait === undefined) {
    pending.reject(error);
    return;
  }
  void retry.sleep(wait).then(() => again(pending));
}
