import { describe, expect, it } from 'vitest';
import { ManualTime } from '../time/manual-time.ts';
import { RetryStoppedError } from './errors.ts';
import { RetryPolicy } from './retry-policy.ts';

class Transient extends Error {}

/** An attempt that fails `failures` times, then answers; it notes the time of each call. */
function flaky(time: ManualTime, failures: number, error: Error = new Transient('not now')) {
  const calls: number[] = [];
  const attempt = (n: number) => {
    calls.push(time.now());
    return n <= failures ? Promise.reject(error) : Promise.resolve(`answer ${n}`);
  };
  return { calls, attempt };
}

describe('retry policy', () => {
  it('tries again after each backoff until the attempt succeeds', async () => {
    const time = new ManualTime();
    const policy = new RetryPolicy({
      baseMs: 100,
      capMs: 1_000,
      attempts: 10,
      clock: time.now,
      timers: time,
    });
    const { calls, attempt } = flaky(time, 3);
    const result = policy.run(attempt);
    await time.advance(10_000);
    await expect(result).resolves.toBe('answer 4');
    expect(calls).toEqual([0, 100, 300, 700]);
  });

  it('gives up with the last failure itself once the attempts are spent', async () => {
    const time = new ManualTime();
    const policy = new RetryPolicy({ baseMs: 10, capMs: 10, attempts: 3, clock: time.now, timers: time });
    const last = new Transient('third');
    let n = 0;
    const result = policy.run(() => Promise.reject(++n === 3 ? last : new Transient('early')));
    const settled = result.catch((error: unknown) => error);
    await time.advance(1_000);
    expect(await settled).toBe(last);
    expect(n).toBe(3);
  });

  it('starts no attempt past the total bound, counted from startedAt (a start kept before a restart)', async () => {
    const time = new ManualTime(10_000);
    const policy = new RetryPolicy({
      baseMs: 100,
      capMs: 100_000,
      totalMs: 1_000,
      clock: time.now,
      timers: time,
    });
    const first = flaky(time, Infinity);
    const fresh = policy.run(first.attempt).catch(() => 'gave up');
    await time.advance(5_000);
    expect(await fresh).toBe('gave up');
    // 10 000, +100, +200, +400: the next (+800) would start at 11 500, past 11 000.
    expect(first.calls).toEqual([10_000, 10_100, 10_300, 10_700]);

    const resumed = flaky(time, Infinity);
    const late = policy.run(resumed.attempt, { startedAt: time.now() - 950 }).catch(() => 'gave up');
    await time.advance(5_000);
    expect(await late).toBe('gave up');
    expect(resumed.calls).toHaveLength(1);
  });

  it('stops at once on a failure that is not retryable, and tells each failure with its wait', async () => {
    const time = new ManualTime();
    const policy = new RetryPolicy({ baseMs: 50, capMs: 50, attempts: 5, clock: time.now, timers: time });
    const refused = new Error('refused');
    const told: Array<[string, number, number | undefined]> = [];
    let n = 0;
    const result = policy
      .run(() => Promise.reject(++n === 1 ? new Transient('busy') : refused), {
        retryable: (error) => error instanceof Transient,
        onFailure: (error, attempt, waitMs) => {
          told.push([(error as Error).message, attempt, waitMs]);
        },
      })
      .catch((error: unknown) => error);
    await time.advance(1_000);
    expect(await result).toBe(refused);
    expect(told).toEqual([
      ['busy', 1, 50],
      ['refused', 2, undefined],
    ]);
  });

  it('an abort during a wait ends it at once with RetryStoppedError, the last failure as its cause', async () => {
    const time = new ManualTime();
    const policy = new RetryPolicy({
      baseMs: 60_000,
      capMs: 60_000,
      attempts: 5,
      clock: time.now,
      timers: time,
    });
    const abort = new AbortController();
    const failure = new Transient('down');
    const result = policy
      .run(() => Promise.reject(failure), { signal: abort.signal })
      .catch((e: unknown) => e);
    await time.advance(1);
    abort.abort();
    const error = (await result) as RetryStoppedError;
    expect(error).toBeInstanceOf(RetryStoppedError);
    expect(error.code).toBe('RETRY_STOPPED');
    expect(error.attempts).toBe(1);
    expect(error.cause).toBe(failure);
    expect(time.pending).toBe(0);
  });

  it('nextWaitMs says the wait, or undefined when no attempt may follow', () => {
    const time = new ManualTime(0);
    const policy = new RetryPolicy({ baseMs: 100, capMs: 400, attempts: 4, totalMs: 1_000, clock: time.now });
    expect([1, 2, 3].map((n) => policy.nextWaitMs(n, 0))).toEqual([100, 200, 400]);
    expect(policy.nextWaitMs(4, 0)).toBeUndefined();
    expect(policy.nextWaitMs(1, -950)).toBeUndefined();
  });

  it('refuses a policy without a bound, or with a negative wait: retrying forever must be said (attempts: Infinity)', () => {
    expect(() => new RetryPolicy({ baseMs: 1, capMs: 1 })).toThrow(/needs a bound/);
    expect(() => new RetryPolicy({ baseMs: -1, capMs: 1, attempts: 2 })).toThrow(RangeError);
    expect(new RetryPolicy({ baseMs: 1, capMs: 1, attempts: Infinity }).nextWaitMs(1_000, 0)).toBe(1);
  });
});
