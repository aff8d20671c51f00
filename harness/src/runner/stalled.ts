import type { Scenario } from '../../../generated/types/index.ts';
import { UnknownCaptureError } from './captures.ts';
import type { CheckResult, Outcome } from './model.ts';
import { checkId, isCheck } from './static-check.ts';

export type Stall = Extract<Outcome, { status: 'untested' }>;

/** The id of the last check before `beforeStep` that captures `name`, if a check does. */
function producerOf(scenario: Scenario, beforeStep: number, name: string): string | undefined {
  let producer: string | undefined;
  scenario.steps.slice(0, beforeStep).forEach((step, i) => {
    if (!isCheck(step)) return;
    const members = step.expect === 'inOrder' ? step.checks : [step];
    if (members.some((m) => name in ((m as { capture?: object }).capture ?? {}))) producer = checkId(step, i);
  });
  return producer;
}

/**
 * An action that needs a value an earlier check was to capture cannot run when that check did not pass:
 * the implementation failed (or could not be measured) before the script got there, which is no fault
 * of the kit. The rest of the scenario is then untested for the same reason as that check — blocked by
 * its layer, or untested as it was. Undefined for any other missing value: no check was to capture it, or
 * the one that was passed.
 */
export function stallOf(
  error: unknown,
  scenario: Scenario,
  stepIndex: number,
  results: readonly CheckResult[],
): Stall | undefined {
  if (!(error instanceof UnknownCaptureError)) return undefined;
  const producer = producerOf(scenario, stepIndex, error.capture);
  const result = producer === undefined ? undefined : results.find((r) => r.id === producer);
  if (!result || result.status === 'pass') return undefined;
  const reason = result.status === 'untested' && result.reason ? result.reason : `blocked-by:${result.layer}`;
  return {
    status: 'untested',
    reason,
    message: `step ${stepIndex + 1} could not run: it needs {{${error.capture}}}, which ${producer} did not capture (${result.status})`,
  };
}
