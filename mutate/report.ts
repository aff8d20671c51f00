import type { AreaScore, Outcome } from './outcome.ts';

export interface MutationReport {
  startedAt: string;
  durationMs: number;
  /** The 1-minute load average when the run started and ended, and the cores: the run's circumstances. */
  load: { start: number; end: number; cores: number };
  /** Minutes the coverage pass took (0 when the cache held every scenario). */
  coverageMs: number;
  threshold: number;
  areas: AreaScore[];
  total: AreaScore;
  outcomes: Array<Omit<Outcome, 'mutant'> & { id: string; area: string; kind: string; bug: string }>;
  /** Scenarios left out of every mutant's plays because they fail, or measure nothing, on the reference itself. */
  unusable: Array<{ scenario: string; why: string }>;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;

/** The report as Markdown: scores per area, then every mutant a run did not kill, with why. */
export function markdown(report: MutationReport): string {
  const row = (s: AreaScore) =>
    `| ${s.area} | ${s.killed} | ${s.alive} | ${s.equivalent} | ${s.stale} | ${s.score === undefined ? '—' : `${s.score}%`} |`;
  const notKilled = report.outcomes.filter((o) => o.status !== 'killed');
  return [
    '# Mutation score of the reference against the corpus',
    '',
    `Run ${report.startedAt}, ${seconds(report.durationMs)} (coverage pass ${seconds(report.coverageMs)}), ` +
      `load average ${report.load.start.toFixed(1)} → ${report.load.end.toFixed(1)} on ${report.load.cores} cores. ` +
      `A mutant is killed when a scenario that runs its lines fails a layer; goal ${report.threshold}% per area.`,
    '',
    '| area | killed | alive | equivalent | stale | score |',
    '| --- | --- | --- | --- | --- | --- |',
    ...report.areas.map(row),
    row(report.total),
    '',
    '## Not killed',
    '',
    ...(notKilled.length
      ? notKilled.map(
          (o) =>
            `- **${o.id}** (${o.status}${o.covering ? `, ${o.played} of ${o.covering} covering scenarios played` : ''}): ${o.bug}` +
            (o.detail ? ` — ${o.detail}` : ''),
        )
      : ['Every mutant played was killed.']),
    '',
    '## Killed, and by what',
    '',
    ...report.outcomes
      .filter((o) => o.status === 'killed' && o.by)
      .map(
        (o) =>
          `- ${o.id}: \`${o.by!.scenario}\` — ${o.by!.failed.map((f) => `${f.layer} (${f.checks.join(', ') || 'verdict'})`).join('; ')}`,
      ),
    ...(report.unusable.length
      ? ['', '## Scenarios not used', '', ...report.unusable.map((u) => `- \`${u.scenario}\`: ${u.why}`)]
      : []),
    '',
  ].join('\n');
}
