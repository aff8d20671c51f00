import type { Report } from '../../../generated/types/index.ts';
import { LAYERS } from '../runner/model.ts';
import { EXPLAINED, untestedWord } from './words.ts';

/** One reason some scenarios went untested, and which: "needs approvals" — approvals/allow, … */
export interface UntestedNote {
  /** The untested word: capability, host-mode, live, budget. */
  reason: string;
  why: string;
  scenarios: string[];
}

/**
 * Why the table's untested cells are untested, grouped by reason: the checks of each untested layer
 * that say it ("the profile names no bot.openId"), or the scenario's own reason when it did not run
 * ("needs approvals"). Blocked and not-covered cells need no note: the failure above, or the legend, says it.
 */
export function untestedNotes(report: Report): UntestedNote[] {
  const notes = new Map<string, UntestedNote>();
  const note = (reason: string, why: string, scenario: string) => {
    const key = `${reason}\n${why}`;
    const found = notes.get(key) ?? { reason, why, scenarios: [] };
    if (!found.scenarios.includes(scenario)) found.scenarios.push(scenario);
    notes.set(key, found);
  };
  for (const s of report.scenarios) {
    if (s.harnessError) continue;
    const id = s.attempt > 1 ? `${s.id} #${s.attempt}` : s.id;
    for (const layer of LAYERS) {
      const v = s.verdicts[layer];
      if (v.status !== 'untested' || !EXPLAINED.has(untestedWord(v.reason))) continue;
      const checks = s.checks.filter(
        (c) => c.layer === layer && c.status === 'untested' && c.reason === v.reason && c.message,
      );
      if (checks.length === 0) note(untestedWord(v.reason), v.detail ?? v.reason ?? '', id);
      for (const c of checks) note(untestedWord(v.reason), c.message!, id);
    }
  }
  const order = [...EXPLAINED];
  return [...notes.values()].sort((a, b) => order.indexOf(a.reason) - order.indexOf(b.reason));
}
