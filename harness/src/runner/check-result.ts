import type { Scenario } from '../../../generated/types/index.ts';
import type { Check } from './checks/index.ts';
import type { CheckResult, Outcome } from './model.ts';

/**
 * What a played check reports: its outcome with its place in the scenario. Its requirements are its own,
 * or by default the scenario's requirements of its layer.
 */
export function checkResult(
  step: Check,
  index: number,
  id: string,
  outcome: Outcome,
  context: { scenario: Scenario; requirementLayers: ReadonlyMap<string, string>; durationMs: number },
): CheckResult {
  return {
    id,
    step: index + 1,
    expect: step.expect,
    layer: step.layer,
    requirements:
      step.requirements ??
      context.scenario.requirements.filter((r) => context.requirementLayers.get(r) === step.layer),
    status: outcome.status,
    ...(outcome.status === 'untested' ? { reason: outcome.reason } : {}),
    message: outcome.message,
    ...(outcome.status !== 'untested' && outcome.expected !== undefined
      ? { expected: outcome.expected }
      : {}),
    ...(outcome.status !== 'untested' && outcome.actual !== undefined ? { actual: outcome.actual } : {}),
    durationMs: context.durationMs,
  };
}
