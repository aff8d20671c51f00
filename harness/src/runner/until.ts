import type { ScenarioContext } from './context.ts';

/** The scenario budget ran out before the check could decide. */
export const BUDGET = Symbol('budget');

const TICK_MS = 25;

/**
 * Re-decides whenever something is recorded (and every tick, for time-based rules) until `decide`
 * returns a decision or the window closes; at the close it is called once more with final = true.
 */
export async function until<T>(
  ctx: Pick<ScenarioContext, 'now' | 'signal' | 'budgetEnd'>,
  windowMs: number,
  decide: (now: number, final: boolean) => T | undefined | Promise<T | undefined>,
): Promise<T | typeof BUDGET> {
  const deadline = ctx.now() + windowMs;
  for (;;) {
    const now = ctx.now();
    const final = now >= deadline;
    if (!final && now >= ctx.budgetEnd) return BUDGET;
    const decision = await decide(now, final);
    if (decision !== undefined) return decision;
    if (final) throw new Error('a check did not decide at the end of its window');
    await ctx.signal.wait(Math.min(TICK_MS, deadline - now, Math.max(1, ctx.budgetEnd - now)));
  }
}
