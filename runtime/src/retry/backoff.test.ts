import { describe, expect, it } from 'vitest';
import { backoffMs } from './backoff.ts';

describe('backoff', () => {
  it('grows from the base by the factor and stops at the cap', () => {
    const waits = [1, 2, 3, 4, 5, 6].map((n) => backoffMs(n, { baseMs: 100, factor: 3, capMs: 5_000 }));
    expect(waits).toEqual([100, 300, 900, 2_700, 5_000, 5_000]);
  });

  it('doubles by default; factor 1 keeps the wait constant', () => {
    expect([1, 2, 3].map((n) => backoffMs(n, { baseMs: 200, capMs: 10_000 }))).toEqual([200, 400, 800]);
    expect([1, 2, 3].map((n) => backoffMs(n, { baseMs: 200, factor: 1, capMs: 10_000 }))).toEqual([
      200, 200, 200,
    ]);
  });

  it('a huge attempt count stays at the cap, never Infinity or NaN', () => {
    expect(backoffMs(10_000, { baseMs: 1, capMs: 300_000 })).toBe(300_000);
  });

  it('jitter takes up to its share off each wait, drawn from `random`', () => {
    const options = { baseMs: 1_000, capMs: 10_000, jitter: 0.5 };
    expect(backoffMs(1, { ...options, random: () => 0 })).toBe(1_000);
    expect(backoffMs(1, { ...options, random: () => 0.5 })).toBe(750);
    expect(backoffMs(2, { ...options, random: () => 0.999 })).toBeCloseTo(1_001, 0);
    // A share over 1 is read as 1: never a negative wait.
    expect(backoffMs(1, { ...options, jitter: 3, random: () => 0.999 })).toBeGreaterThanOrEqual(0);
  });
});
