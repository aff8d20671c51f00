import type { ScenarioResult } from '../../../generated/types/index.ts';

/**
 * How a run failed, as "check:kind" — answers:lost, model-runs:duplicate-run — for each failed check
 * (kinds from the invariant's offences; a check without them, such as a readiness failure, by its id
 * alone). The most serious comes first: that is the one shrinking keeps.
 */
export function failureOf(result: ScenarioResult): string[] {
  const found: string[] = [];
  for (const check of result.checks) {
    if (check.status !== 'fail') continue;
    const actual = check.actual as Record<string, unknown> | undefined;
    const kinds =
      actual && typeof actual === 'object'
        ? Object.entries(actual)
            .filter(([, v]) => Array.isArray(v) && v.length > 0)
            .map(([k]) => k)
        : [];
    if (kinds.length === 0) found.push(check.id);
    for (const kind of kinds) found.push(`${check.id}:${kind}`);
  }
  return found.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** What a user suffers most from first: a lost answer, then a second one, a second model run, a left draft. */
const ORDER = [
  'answers:lost',
  'answers:duplicate',
  'model-runs:duplicate-run',
  'drafts:provisional',
  'admissions:dropped',
  'after-stop:',
  'answers:',
  'acks:',
];

function rank(failure: string): number {
  const i = ORDER.findIndex((prefix) => failure.startsWith(prefix));
  return i === -1 ? ORDER.length : i;
}

/** The sources a failure names, e.g. the lost ones: where shrinking looks first. */
export function offenders(result: ScenarioResult, failure: string): string[] {
  const [id, kind] = failure.split(':');
  const actual = result.checks.find((c) => c.id === id)?.actual as Record<string, unknown> | undefined;
  const names = kind !== undefined ? actual?.[kind] : undefined;
  return Array.isArray(names) ? names.map((n) => String(n).split('#')[0]!) : [];
}
