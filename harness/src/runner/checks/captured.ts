import type { CapturedStep } from '../../../../generated/types/index.ts';
import type { ScenarioContext } from '../context.ts';
import type { Outcome } from '../model.ts';
import { substitute } from '../captures.ts';
import { mismatches } from '../match.ts';
import { brief } from '../brief.ts';

/** A value an earlier step captured, matched at once — or, with `within`, once it is captured (a detached answer). */
export async function captured(step: CapturedStep, ctx: ScenarioContext): Promise<Outcome> {
  const deadline = ctx.now() + (step.within ?? 0);
  while (!ctx.captures.has(step.value) && ctx.now() < deadline)
    await ctx.signal.wait(Math.min(50, deadline - ctx.now()));
  if (step.within !== undefined && !ctx.captures.has(step.value)) {
    // The answer the check waited for did not come: the implementation's doing (a claim that never woke).
    return {
      status: 'fail',
      message: `${step.value} was not captured within ${step.within} ms`,
      expected: step.match,
      actual: null,
    };
  }
  const value = substitute(`{{${step.value}}}`, ctx.captures);
  const match = substitute(step.match, ctx.captures);
  const found = mismatches(match, value);
  return found.length === 0
    ? { status: 'pass', message: `${step.value} matched`, expected: match, actual: brief(value) }
    : {
        status: 'fail',
        message: `${step.value}: ${found[0]!.path} ${found[0]!.rule}`,
        expected: match,
        actual: { value: brief(value), mismatches: found.slice(0, 5) },
      };
}
