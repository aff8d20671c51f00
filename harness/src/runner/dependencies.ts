import type { CheckResult } from './model.ts';
import { layerRank } from './model.ts';
import type { Check } from './checks/index.ts';

/**
 * The first earlier check this one depends on that failed (or was itself blocked), if any. Default
 * dependencies: every earlier check of the same or a lower layer; `dependsOn` replaces them. A check
 * untested for a missing capability blocks nothing: it did not fail, it was not looked at.
 */
export function blockingDependency(step: Check, earlier: readonly CheckResult[]): CheckResult | undefined {
  const deps =
    step.dependsOn === undefined
      ? earlier.filter((c) => layerRank(c.layer) <= layerRank(step.layer))
      : earlier.filter((c) => step.dependsOn!.includes(c.id));
  return deps.find(
    (c) => c.status === 'fail' || c.status === 'expected-fail' || c.reason?.startsWith('blocked-by:'),
  );
}

/** The layer a blocked check reports: the layer where the chain of failures started. */
export function blockedBy(dep: CheckResult): string {
  if (dep.status === 'untested' && dep.reason?.startsWith('blocked-by:')) return dep.reason;
  return `blocked-by:${dep.layer}`;
}
