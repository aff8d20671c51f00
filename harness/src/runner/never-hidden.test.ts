import { describe, expect, it } from 'vitest';
import type { Check } from './checks/index.ts';
import type { ScenarioContext } from './context.ts';
import type { Outcome } from './model.ts';
import { judgedAnyway } from './never-hidden.ts';

const blocked = {
  status: 'untested',
  reason: 'blocked-by:host',
  message: 'depends on x, which did not pass',
} as const;
const ctx = {} as ScenarioContext;
const saw = (count: number): Outcome => ({ status: 'fail', message: `saw ${count}`, actual: { count } });

describe('never hide what the user sees', () => {
  it('fails a blocked check with a ceiling that saw too much', async () => {
    const step = { expect: 'provider.messages', count: 1, layer: 'delivery' } as unknown as Check;
    const outcome = await judgedAnyway(step, ctx, blocked, () => Promise.resolve(saw(2)));
    expect(outcome).toMatchObject({ status: 'fail', message: expect.stringContaining('judged on its own') });
  });

  it('keeps it blocked when it saw too few: that proves nothing once an earlier step went wrong', async () => {
    const step = { expect: 'provider.messages', count: 1, layer: 'delivery' } as unknown as Check;
    expect(await judgedAnyway(step, ctx, blocked, () => Promise.resolve(saw(0)))).toBe(blocked);
  });

  it('fails a blocked quiet window that saw something, and never evaluates a check without a ceiling', async () => {
    const quiet = { expect: 'quiet', for: 100, layer: 'delivery' } as unknown as Check;
    expect(await judgedAnyway(quiet, ctx, blocked, () => Promise.resolve(saw(1)))).toMatchObject({
      status: 'fail',
    });
    const atLeast = { expect: 'provider.messages', atLeast: 1, layer: 'delivery' } as unknown as Check;
    let asked = false;
    const evaluate = () => {
      asked = true;
      return Promise.resolve(saw(5));
    };
    expect(await judgedAnyway(atLeast, ctx, blocked, evaluate)).toBe(blocked);
    expect(asked).toBe(false);
  });
});
