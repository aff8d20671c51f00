import { UnknownCaptureError } from './captures.ts';
import type { Check } from './checks/index.ts';
import type { ScenarioContext } from './context.ts';
import type { Outcome } from './model.ts';

type Untested = Extract<Outcome, { status: 'untested' }>;

/** The most a check allows, when it has a ceiling: quiet allows nothing, a count its number. */
function ceiling(step: Check): number | undefined {
  if (step.expect === 'quiet') return 0;
  if (step.expect !== 'provider.call' && step.expect !== 'provider.messages' && step.expect !== 'host.call')
    return undefined;
  return step.count ?? step.atMost;
}

/** How many a failed count check saw; a failed quiet window saw something. */
function seen(step: Check, outcome: Outcome): number {
  if (step.expect === 'quiet') return outcome.status === 'fail' ? 1 : 0;
  const count = (outcome.status === 'fail' ? outcome.actual : undefined) as { count?: unknown } | undefined;
  return typeof count?.count === 'number' ? count.count : 0;
}

/**
 * Never hide what the user sees: a check with a ceiling (a second answer, anything after a stop, a message
 * where nobody asked, a turn too many) whose dependency failed is judged all the same, on what it needs —
 * it fails when it saw too much, and stays untested (blocked) otherwise, since too few proves nothing once
 * an earlier step went wrong.
 */
export async function judgedAnyway(
  step: Check,
  ctx: ScenarioContext,
  blocked: Untested,
  evaluate: (step: Check, ctx: ScenarioContext) => Promise<Outcome>,
): Promise<Outcome> {
  const most = ceiling(step);
  if (most === undefined) return blocked;
  let outcome: Outcome;
  try {
    outcome = await evaluate(step, ctx);
  } catch (error) {
    if (error instanceof UnknownCaptureError) return blocked;
    throw error;
  }
  if (outcome.status !== 'fail' || seen(step, outcome) <= most) return blocked;
  return { ...outcome, message: `${outcome.message} (judged on its own: ${blocked.message})` };
}
