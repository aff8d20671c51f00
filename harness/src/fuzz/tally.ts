import type { ScenarioResult } from '../../../generated/types/index.ts';
import { LAYERS } from '../runner/model.ts';
import type { Fired } from './play.ts';

/** The counts the issue asks a campaign to report, in the order a reader scans them. */
export const TALLIES = [
  { key: 'answers:lost', label: 'lost' },
  { key: 'answers:duplicate', label: 'duplicate answers' },
  { key: 'model-runs:duplicate-run', label: 'duplicate model runs' },
  { key: 'drafts:provisional', label: 'provisional drafts' },
  { key: 'admissions:dropped', label: 'dropped before a turn' },
  { key: 'after-stop:', label: 'after a stop' },
  { key: 'answers:unanswered-command', label: 'unanswered commands' },
  { key: 'acks:', label: 'late or missing ACKs' },
] as const;

/** check:kind → how many sources (or pushes) broke the invariant so in one run. */
export function offencesOf(result: ScenarioResult): Map<string, number> {
  const counts = new Map<string, number>();
  for (const check of result.checks) {
    const actual = check.actual as Record<string, unknown> | undefined;
    if (check.status !== 'fail' || !actual || typeof actual !== 'object') continue;
    for (const [kind, value] of Object.entries(actual))
      if (Array.isArray(value)) counts.set(`${check.id}:${kind}`, value.length);
  }
  return counts;
}

/** Every offence of a campaign, keyed run#check:kind — empty when every run held every invariant. */
export function campaignOffences(results: readonly ScenarioResult[]): Record<string, number> {
  return Object.fromEntries(results.flatMap((r) => [...offencesOf(r)].map(([k, n]) => [`${r.id}#${k}`, n])));
}

export function tallyLine(results: readonly ScenarioResult[]): string {
  const all = results.map(offencesOf);
  return TALLIES.map(({ key, label }) => {
    const n = all.reduce(
      (sum, m) => sum + [...m].filter(([k]) => k.startsWith(key)).reduce((s, [, v]) => s + v, 0),
      0,
    );
    return `${n} ${label}`;
  }).join(' · ');
}

/** One line per run: what it held, what fired, and how it ended. */
export function runLine(
  label: string,
  result: ScenarioResult,
  fired: Fired,
  sources: { requests: number; commands: number },
  planned: number,
): string {
  const failed = LAYERS.filter((l) => result.verdicts[l].status === 'fail');
  const offences = [...offencesOf(result)].map(([k, n]) => `${k} ×${n}`);
  const other = result.checks.filter((c) => c.status === 'fail' && !c.actual).map((c) => c.id);
  const untested = LAYERS.every((l) => result.verdicts[l].status === 'untested')
    ? result.verdicts.transport
    : undefined;
  const mark = result.harnessError
    ? `ERROR ${result.harnessError}`
    : failed.length > 0
      ? `FAIL (${failed.join(', ')}): ${[...offences, ...other].join(', ')}`
      : untested
        ? `untested (${untested.reason ?? '?'}${untested.detail ? `: ${untested.detail}` : ''})`
        : 'ok';
  return (
    `${label}: ${sources.requests} requests, ${sources.commands} stops, ${fired.faults}/${planned} faults fired, ` +
    `${fired.kills} kills, ${fired.redeliveries} redeliveries — ${mark} ${(result.durationMs / 1000).toFixed(1)} s`
  );
}

/** Where a campaign is against its budget: "[2/5]", or "[2 · 95/600 s]" when it is counted in seconds. */
export function progressMark(
  run: number,
  budget: { runs?: number; seconds?: number },
  elapsedMs: number,
): string {
  const runs = budget.runs !== undefined ? `${run}/${budget.runs}` : `${run}`;
  return budget.seconds !== undefined
    ? `[${runs} · ${Math.round(elapsedMs / 1000)}/${budget.seconds} s]`
    : `[${runs}]`;
}
