import type { Report, ScenarioResult } from '../../../generated/types/index.ts';

export type HostNote = NonNullable<NonNullable<Report['manifest']['host']>['notes']>[number];

/**
 * What the run's host mode could not play or see, each reason once with where it applied: a scenario whose
 * host script the mode cannot play (every layer untested, host-mode), and the checks of what only another
 * host interface shows (untested, host-mode). Listed once per run, never repeated per check.
 */
export function hostNotes(results: readonly ScenarioResult[]): HostNote[] {
  const notes = new Map<string, HostNote>();
  const note = (reason: string, scenario: string, checks: number) => {
    const found = notes.get(reason) ?? { reason, scenarios: [], checks: 0 };
    if (!found.scenarios.includes(scenario)) found.scenarios.push(scenario);
    found.checks += checks;
    notes.set(reason, found);
  };
  for (const result of results) {
    const whole = result.verdicts.host;
    if (result.checks.length === 0 && whole.status === 'untested' && whole.reason === 'host-mode')
      note(whole.detail ?? 'not playable in this host mode', result.id, 0);
    for (const check of result.checks)
      if (check.status === 'untested' && check.reason === 'host-mode')
        note(check.message ?? 'not observable in this host mode', result.id, 1);
  }
  return [...notes.values()].sort((a, b) => b.scenarios.length - a.scenarios.length);
}
