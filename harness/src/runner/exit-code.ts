import type { GatePolicy, Report, ScenarioResult } from '../../../generated/types/index.ts';
import { LAYERS } from './model.ts';

/**
 * Splits failed checks into those the gate blocks on and those it only warns about. Without a policy
 * every failure blocks; a failed check that cites no requirement always blocks.
 */
export function gate(
  results: ScenarioResult[],
  policy: GatePolicy | undefined,
  levels: ReadonlyMap<string, string>,
) {
  const blocking: string[] = [];
  const warnings: string[] = [];
  for (const r of results) {
    for (const c of r.checks) {
      if (c.status !== 'fail') continue;
      const line = `${r.id}#${c.id} [${c.layer}] ${c.message ?? ''}`;
      const blocks =
        !policy ||
        c.requirements.length === 0 ||
        (c.requirements.some((id) => policy.block.levels.includes(levels.get(id) as 'MUST')) &&
          (policy.block.layers ?? LAYERS).includes(c.layer));
      if (blocks) blocking.push(line);
      else warnings.push(`${line} (not blocking under gate ${policy.name})`);
    }
  }
  return { blocking, warnings };
}

/** 3 the harness broke; 1 a blocking failure or a problem; 0 something was measured and held; 2 nothing was measured. */
export function exitCodeOf(
  results: ScenarioResult[],
  problems: string[],
  blocking: string[],
): Report['exitCode'] {
  if (results.some((r) => r.harnessError)) return 3;
  if (blocking.length > 0 || problems.length > 0) return 1;
  const measured = results.some((r) =>
    LAYERS.some((l) => ['pass', 'fail', 'expected-fail'].includes(r.verdicts[l].status)),
  );
  return measured ? 0 : 2;
}
