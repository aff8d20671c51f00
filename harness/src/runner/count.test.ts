import { describe, expect, it } from 'vitest';
import { decideCount, type CountState } from './count.ts';

describe('counting rules', () => {
  it('exact count: decided when reached, after settle, failing on any excess', () => {
    const state: CountState = {};
    expect(decideCount({ count: 1, settleMs: 100 }, 0, 0, false, state)).toBeUndefined();
    expect(decideCount({ count: 1, settleMs: 100 }, 1, 10, false, state)).toBeUndefined();
    expect(decideCount({ count: 1, settleMs: 100 }, 1, 110, false, state)).toBe('pass');
    expect(decideCount({ count: 1, settleMs: 100 }, 2, 50, false, {})).toBe('fail');
  });

  it('exact count: fewer at the end of the window fails', () => {
    expect(decideCount({ count: 2 }, 1, 5000, true, {})).toBe('fail');
  });

  it('exact count without settle passes the moment it is reached', () => {
    expect(decideCount({ count: 1 }, 1, 0, false, {})).toBe('pass');
  });

  it('atLeast passes as soon as reached and fails at the end of the window', () => {
    expect(decideCount({ atLeast: 2 }, 2, 0, false, {})).toBe('pass');
    expect(decideCount({ atLeast: 2 }, 1, 0, false, {})).toBeUndefined();
    expect(decideCount({ atLeast: 2 }, 1, 0, true, {})).toBe('fail');
  });

  it('the default is at least one', () => {
    expect(decideCount({}, 1, 0, false, {})).toBe('pass');
    expect(decideCount({}, 0, 0, true, {})).toBe('fail');
  });

  it('atMost waits for the window and never passes on nothing', () => {
    expect(decideCount({ atMost: 2 }, 1, 0, false, {})).toBeUndefined();
    expect(decideCount({ atMost: 2 }, 3, 0, false, {})).toBe('fail');
    expect(decideCount({ atMost: 2 }, 2, 0, true, {})).toBe('pass');
    expect(decideCount({ atMost: 2 }, 0, 0, true, {})).toBe('fail');
  });
});
