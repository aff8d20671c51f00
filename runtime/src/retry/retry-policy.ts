import { wallClock, type Clock } from '../time/clock.ts';
import { sleep, systemTimers, type Timers } from '../time/timers.ts';
import { backoffMs, type BackoffOptions } from './backoff.ts';
import { RetryStoppedError } from './errors.ts';

export interface RetryPolicyOptions extends BackoffOptions {
  /** No attempt starts later than this after the first one; without it, only `attempts` bounds the tries. */
  totalMs?: number;
  /** The most attempts, the first included; without it, only `totalMs` bounds the tries. */
  attempts?: number;
  /** Reads the time the bound is measured on; wall-clock by default, so a start kept in a store still counts. */
  clock?: Clock;
  timers?: Timers;
}

export interface RetryRun {
  /** Whether a failure is worth another attempt; by default every one is. */
  retryable?: (error: unknown) => boolean;
  /** Stops the waiting at once: run rejects with RetryStoppedError. */
  signal?: AbortSignal;
  /** When the first attempt started, on the policy's clock (one made before a restart); by default now. */
  startedAt?: number;
  /**
   * Told of each failure: the wait before the next attempt, or undefined when this was the last. What it
   * returns is awaited before that wait (a record of the failure, say); its own failure ends the run.
   */
  onFailure?: (error: unknown, attempt: number, waitMs: number | undefined) => void | Promise<void>;
}

/**
 * When to try again and when to give up: waits that grow from a base by a factor up to a cap, with
 * optional jitter, within a bound on the attempts and on the total time. Time comes from the clock and
 * timers it is given, so a test runs a long schedule at once (ManualTime).
 */
export class RetryPolicy {
  readonly #options: RetryPolicyOptions;
  readonly #clock: Clock;
  readonly #timers: Timers;

  constructor(options: RetryPolicyOptions) {
    if (!(options.baseMs >= 0) || !(options.capMs >= 0)) throw new RangeError('retry waits must be ≥ 0 ms');
    if (options.totalMs === undefined && options.attempts === undefined)
      throw new RangeError('a retry policy needs a bound: totalMs, attempts, or both');
    this.#options = options;
    this.#clock = options.clock ?? wallClock;
    this.#timers = options.timers ?? systemTimers;
  }

  /** The time on the policy's clock: what a `startedAt` kept by the caller is measured on. */
  now(): number {
    return this.#clock();
  }

  /** The wait after the `attempt`-th attempt failed, whatever the bounds say. */
  delayMs(attempt: number): number {
    return backoffMs(attempt, this.#options);
  }

  /**
   * The wait before another attempt after the `attempt`-th failed, or undefined when none may follow:
   * the attempts are spent, or the next would start past `startedAt + totalMs`.
   */
  nextWaitMs(attempt: number, startedAt: number): number | undefined {
    const { attempts, totalMs } = this.#options;
    if (attempts !== undefined && attempt >= attempts) return undefined;
    const wait = this.delayMs(attempt);
    if (totalMs !== undefined && this.#clock() + wait > startedAt + totalMs) return undefined;
    return wait;
  }

  /** Waits `ms` on the policy's timers; at once when `signal` aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void> {
    return sleep(ms, this.#timers, signal);
  }

  /**
   * Calls `attempt` until it resolves, a failure is not retryable, or the bounds are spent; then
   * rejects with the last failure itself, for the caller to classify. An abort rejects with
   * RetryStoppedError (the attempt in hand is never cut short: it is the caller's to abort).
   */
  async run<T>(attempt: (n: number) => Promise<T>, run: RetryRun = {}): Promise<T> {
    const startedAt = run.startedAt ?? this.#clock();
    for (let n = 1; ; n++) {
      try {
        return await attempt(n);
      } catch (error) {
        const wait = run.retryable && !run.retryable(error) ? undefined : this.nextWaitMs(n, startedAt);
        await run.onFailure?.(error, n, wait);
        if (wait === undefined) throw error;
        if (run.signal?.aborted) throw new RetryStoppedError(n, error);
        await this.sleep(wait, run.signal);
        if (run.signal?.aborted) throw new RetryStoppedError(n, error);
      }
    }
  }
}
