import type { Expectations, Report } from '../../../generated/types/index.ts';

type Divergence = Expectations['divergences'][number];

export interface UpdateDefaults {
  reason: string;
  tracking: string;
  expires: string;
}

export interface UpdateResult {
  expectations: Expectations;
  added: string[];
  removed: string[];
  kept: string[];
}

/**
 * The expectations a run implies: every failing check of a scenario that ran becomes (or stays) an
 * entry; entries of scenarios that ran and no longer fail are dropped; entries for scenarios the run
 * did not measure are kept as they are. Existing entries keep their reason, tracking and expiry.
 */
export function updateExpectations(current: Expectations, report: Report, defaults: UpdateDefaults): UpdateResult {
  const ran = new Set(report.scenarios.filter((s) => !s.harnessError).map((s) => s.id));
  const failing = new Set(
    report.scenarios.flatMap((s) =>
      s.checks.filter((c) => c.status === 'fail' || c.status === 'expected-fail').map((c) => `${s.id}#${c.id}`),
    ),
  );
  const byTarget = new Map(current.divergences.map((d) => [d.target, d]));
  const covers = (d: Divergence, target: string) => d.target === target || d.target === target.split('#')[0];
  const kept: Divergence[] = [];
  const removed: string[] = [];
  for (const d of current.divergences) {
    const scenario = d.target.split('#')[0]!;
    if (!ran.has(scenario) || [...failing].some((t) => covers(d, t))) kept.push(d);
    else removed.push(d.target);
  }
  const added: Divergence[] = [];
  for (const target of [...failing].sort()) {
    if (kept.some((d) => covers(d, target)) || byTarget.has(target)) continue;
    added.push({ target, ...defaults });
  }
  const divergences = [...kept, ...added].sort((a, b) => a.target.localeCompare(b.target));
  return {
    expectations: { ...current, divergences },
    added: added.map((d) => d.target),
    removed,
    kept: kept.map((d) => d.target),
  };
}
