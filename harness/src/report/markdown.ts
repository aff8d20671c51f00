import { appendFileSync } from 'node:fs';
import type { Report } from '../../../generated/types/index.ts';
import { LAYERS, type LayerVerdict } from '../runner/model.ts';
import type { Reporter } from './reporter.ts';
import { untestedNotes } from './untested.ts';
import { cellWord, EXPECTED_FAIL, legendOf } from './words.ts';
import { writeAtomic } from './write-atomic.ts';

const ICON: Record<string, string> = {
  pass: '✅',
  fail: '❌',
  [EXPECTED_FAIL]: '🟡',
  untested: '⚪',
};

/** The console's words, with an icon; not covered is a bare "·", explained once under the table. */
function cell(v: LayerVerdict): string {
  const word = cellWord(v);
  return word === '·' ? '·' : `${ICON[v.status]} ${word.replace(/^– /, '')}`;
}

function md(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

const OUTCOME: Record<number, string> = {
  0: '✅ every required check passed',
  1: '❌ failures',
  2: '⚪ nothing was measured',
  3: '💥 the harness itself broke',
  130: '⏹ interrupted: only the scenarios that finished',
};

/** A Markdown summary fit for a CI step summary: totals, the scenario table, failures and problems. */
export function renderMarkdown(report: Report): string {
  const m = report.manifest;
  const lines = [
    `## Larkspur: ${md(m.implementation.name)}${m.implementation.version ? ` ${md(m.implementation.version)}` : ''} — ${OUTCOME[report.exitCode]}`,
    '',
    `| layer | pass | fail | ${EXPECTED_FAIL} | untested |`,
    `| --- | --- | --- | --- | --- |`,
    ...LAYERS.map((l) => {
      const t = report.totals[l];
      return `| ${l} | ${t.pass} | ${t.fail} | ${t.expectedFail} | ${t.untested} |`;
    }),
    '',
    `| scenario | ${LAYERS.join(' | ')} |`,
    `| --- | ${LAYERS.map(() => '---').join(' | ')} |`,
    ...report.scenarios.map(
      (s) =>
        `| ${md(s.attempt > 1 ? `${s.id} #${s.attempt}` : s.id)} | ${LAYERS.map((l) => (s.harnessError ? '💥 error' : cell(s.verdicts[l]))).join(' | ')} |`,
    ),
  ];
  const legend = legendOf(report).map(
    ({ word, meaning }) => `**${word === 'not covered' ? '· (not covered)' : word}**: ${meaning}`,
  );
  if (legend.length > 0) lines.push('', `<sub>Untested — ${legend.join(' · ')}</sub>`);
  const notes = untestedNotes(report);
  if (notes.length > 0)
    lines.push(
      '',
      '### Untested, and why',
      '',
      ...notes.map(
        (n) => `- ⚪ ${n.reason}: ${md(n.why)} — ${n.scenarios.map((id) => `\`${id}\``).join(', ')}`,
      ),
    );
  const failures = report.scenarios.flatMap((s) => [
    ...(s.harnessError ? [`- 💥 \`${s.id}\`: harness error: ${md(s.harnessError)}`] : []),
    ...s.checks
      .filter((c) => c.status === 'fail')
      .map((c) => `- ❌ \`${s.id}#${c.id}\` [${c.layer}] ${md(c.message ?? '')}`),
  ]);
  if (failures.length > 0) lines.push('', '### Failures', '', ...failures);
  if (report.problems.length > 0)
    lines.push('', '### Problems', '', ...report.problems.map((p) => `- ${md(p)}`));
  if (report.warnings.length > 0) {
    lines.push('', '### Warnings', '', ...report.warnings.map((w) => `- ⚠️ ${md(w)}`));
  }
  const uncovered = report.requirements.filter((r) => r.status === 'not-covered').map((r) => r.id);
  const filters = Object.entries(m.filters)
    .map(([k, v]) => `${k}=${Array.isArray(v) ? v.join(',') : String(v)}`)
    .join(' ');
  lines.push(
    '',
    `<sub>spec ${m.specVersion} · harness ${m.harnessVersion} · scenarios ${m.scenarioSetHash.slice(7, 19)} · seed ${m.seed}` +
      `${filters ? ` · filtered: ${md(filters)}` : ''} · ${(m.durationMs / 1000).toFixed(1)} s` +
      `${uncovered.length > 0 ? ` · ${uncovered.length} requirements no selected scenario checks` : ''}</sub>`,
    '',
  );
  return lines.join('\n');
}

/** Writes the summary to a file; `-` appends it to $GITHUB_STEP_SUMMARY when that is set. */
export class MarkdownReporter implements Reporter {
  constructor(private readonly file: string) {}

  onRunEnd(report: Report): void {
    const text = renderMarkdown(report);
    const stepSummary = process.env.GITHUB_STEP_SUMMARY;
    if (this.file === '-' && stepSummary) appendFileSync(stepSummary, text);
    else if (this.file === '-') process.stdout.write(text);
    else writeAtomic(this.file, text);
  }
}
