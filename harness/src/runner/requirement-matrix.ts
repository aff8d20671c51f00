import type { Layer, Report, RequirementRegistry, ScenarioResult } from '../../../generated/types/index.ts';

type Row = Report['requirements'][number]['scenarios'][number];

/**
 * One scenario's evidence for one requirement: its checks that name the requirement — those a live drill
 * measured, when some were — or, when none does, the scenario's verdict in the requirement's layer. `capability` marks evidence that could not
 * be looked at because the implementation does not declare what the scenario needs.
 */
function rowOf(
  req: RequirementRegistry['requirements'][number],
  result: ScenarioResult,
): Row & { capability: boolean } {
  const cited = result.checks.filter((c) => c.requirements.includes(req.id));
  // Live, an exact check is untested (live): like a missing capability, it leaves the requirement to the
  // checks of it that a drill could measure, as it leaves a layer's verdict to them.
  const measured = cited.filter((c) => !(c.status === 'untested' && c.reason === 'live'));
  const checks = measured.length > 0 ? measured : cited;
  const verdict = req.layer === 'kit' ? undefined : result.verdicts[req.layer as Layer];
  const evidence = checks.length > 0 ? checks : verdict ? [verdict] : [];
  const statuses = evidence.map((e) => e.status);
  const status = statuses.includes('fail')
    ? 'fail'
    : statuses.includes('expected-fail')
      ? 'expected-fail'
      : statuses.length > 0 && statuses.every((s) => s === 'pass')
        ? 'pass'
        : 'untested';
  // A scenario the run could not take — a capability not declared, a host script the host mode cannot play.
  const capability =
    evidence.length > 0 &&
    evidence.every((e) => e.status === 'untested' && (e.reason === 'capability' || e.reason === 'host-mode'));
  return { id: result.attempt > 1 ? `${result.id}@${result.attempt}` : result.id, status, capability };
}

/**
 * The trace matrix: every requirement with the scenarios that cover it and their verdicts. A scenario
 * the implementation cannot take (a capability it does not declare) is listed but does not decide the
 * requirement when other scenarios measured it: a ws bridge is not "untested" on TR-001 because the
 * webhook scenarios that also name TR-001 were not for it.
 */
export function requirementMatrix(
  registry: RequirementRegistry,
  scenarioRequirements: ReadonlyMap<string, readonly string[]>,
  results: ScenarioResult[],
): Report['requirements'] {
  return registry.requirements.map((req) => {
    const all = results
      .filter((r) => scenarioRequirements.get(r.id)?.includes(req.id))
      .map((r) => rowOf(req, r));
    const measured = all.filter((r) => !r.capability);
    const basis = measured.length > 0 ? measured : all;
    const status: Report['requirements'][number]['status'] =
      all.length === 0
        ? 'not-covered'
        : basis.some((r) => r.status === 'fail')
          ? 'fail'
          : basis.some((r) => r.status === 'expected-fail')
            ? 'expected-fail'
            : basis.every((r) => r.status === 'pass')
              ? 'pass'
              : 'untested';
    return {
      id: req.id,
      level: req.level,
      layer: req.layer,
      status,
      scenarios: all.map(({ id, status: s }) => ({ id, status: s })),
    };
  });
}
