import type { Expectations, ScenarioResult } from '../../../generated/types/index.ts';
import { layerVerdicts } from '../runner/verdicts.ts';

export interface ExpectationOutcome {
  results: ScenarioResult[];
  /** Findings that fail the run: entries that now pass, expired entries. */
  problems: string[];
}

type Divergence = Expectations['divergences'][number];

function expired(entry: Divergence, today: string): boolean {
  return entry.expires <= today;
}

/**
 * Applies known divergences: a listed failure becomes expected-fail; a listed entry that passes, or one
 * past its expiry date, is a problem that fails the run. Entries for scenarios that did not run (filtered,
 * untested) say nothing either way.
 */
export function applyExpectations(
  results: readonly ScenarioResult[],
  expectations: Expectations | undefined,
  file: string,
  today: string,
): ExpectationOutcome {
  const problems: string[] = [];
  const entries = expectations?.divergences ?? [];
  for (const entry of entries) {
    if (expired(entry, today)) {
      problems.push(`${entry.target} in ${file} expired on ${entry.expires} — fix the divergence or renew the entry (${entry.tracking})`);
    }
  }
  const out = results.map((result) => {
    const mine = entries.filter((e) => e.target.split('#')[0] === result.id);
    if (mine.length === 0) return result;
    const checks = result.checks.map((check) => {
      const listed = mine.find(
        (e) => (e.target === `${result.id}#${check.id}` || e.target === result.id) && (e.layer === undefined || e.layer === check.layer),
      );
      return listed && check.status === 'fail' ? { ...check, status: 'expected-fail' as const } : check;
    });
    for (const entry of mine) {
      const [, checkId] = entry.target.split('#');
      const covered = checks.filter((c) => (checkId === undefined || c.id === checkId) && (entry.layer === undefined || c.layer === entry.layer));
      const measured = covered.filter((c) => c.status !== 'untested');
      if (measured.length > 0 && measured.every((c) => c.status === 'pass')) {
        problems.push(`remove ${entry.target} from ${file} — it now passes`);
      }
    }
    const changed = checks.some((c, i) => c !== result.checks[i]);
    return changed ? { ...result, checks, verdicts: layerVerdicts(checks) } : result;
  });
  return { results: out, problems };
}
