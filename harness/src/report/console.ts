import type { Report, ScenarioResult } from '../../../generated/types/index.ts';
import { LAYERS } from '../runner/model.ts';
import type { Reporter, RunStart } from './reporter.ts';
import { expectedActual } from './expected-actual.ts';
import { untestedNotes } from './untested.ts';
import { cellWord, EXPECTED_FAIL, legendOf } from './words.ts';

/** What the console writes fits a terminal of this many columns, the table included. */
export const CONSOLE_COLUMNS = 100;

export interface ConsoleOptions {
  out: NodeJS.WritableStream & { isTTY?: boolean };
  /** Show every failed check with expected and actual. */
  verbose?: boolean;
}

const EXIT_TEXT: Record<number, string> = {
  0: 'every required check passed',
  1: 'failures',
  2: 'nothing was measured',
  3: 'the harness itself broke',
};

/**
 * The terminal reporter: a progress line per scenario (rewritten in place on a TTY, plain lines
 * otherwise), then one table row per scenario with its verdict per layer, totals, and failures.
 */
export class ConsoleReporter implements Reporter {
  private total = 0;
  private done = 0;
  private running = new Set<string>();

  constructor(private readonly options: ConsoleOptions) {}

  onRunStart(start: RunStart): void {
    this.total = start.scenarios * start.repeat;
    const host = start.host ? `, host: ${start.host}` : '';
    this.write(
      `larkspur: ${start.scenarios} scenario(s) against ${start.implementation}, ${start.workers} worker(s)${host}\n`,
    );
  }

  onScenarioStart(id: string): void {
    this.running.add(id);
    if (this.options.out.isTTY) this.progress();
  }

  onScenarioEnd(result: ScenarioResult): void {
    this.running.delete(result.id);
    this.done++;
    const line = `[${this.done}/${this.total}] ${result.id}${result.attempt > 1 ? ` #${result.attempt}` : ''} ${progressMark(result)}`;
    if (this.options.out.isTTY) {
      this.write(`\r\x1b[2K${line}\n`);
      this.progress();
    } else {
      this.write(`${line}\n`);
    }
  }

  onRunEnd(report: Report): void {
    if (this.options.out.isTTY) this.write('\r\x1b[2K');
    this.write(`\n${renderTable(report)}\n\n${renderTotals(report)}\n`);
    const legend = renderLegend(report);
    if (legend) this.write(`\n${legend}\n`);
    const untested = renderUntested(report);
    if (untested) this.write(`\n${untested}\n`);
    const where = new Map<string, number>();
    for (const scenario of report.scenarios)
      for (const source of scenario.hostObserved ?? []) where.set(source, (where.get(source) ?? 0) + 1);
    if (where.size > 0 && report.manifest.host?.mode !== 'double')
      this.write(
        `\nhost layer read from: ${[...where].map(([source, n]) => `${source} in ${n} scenario(s)`).join(', ')}\n`,
      );
    const agents = report.manifest.host?.agents ?? [];
    if (agents.length > 0) this.write(`\nmodel calls came from: ${agents.join('; ')}\n`);
    const hostNotes = report.manifest.host?.notes ?? [];
    if (hostNotes.length > 0) {
      this.write(`\nuntested in host mode ${report.manifest.host?.mode}, each reason once:\n`);
      for (const n of hostNotes) {
        const where =
          n.scenarios.length > 3
            ? `${n.scenarios.slice(0, 3).join(', ')} and ${n.scenarios.length - 3} more`
            : n.scenarios.join(', ');
        const what = n.checks > 0 ? `${n.checks} check(s) in ${where}` : `not played: ${where}`;
        this.write(`  ${n.reason}\n    ${what}\n`);
      }
    }
    const failures = renderFailures(report, this.options.verbose ?? false);
    if (failures) {
      this.write(`\n${failures}\n`);
      if (!this.options.verbose)
        this.write(
          "\n(--verbose shows expected and actual; --html FILE shows each failure's wire transcript)\n",
        );
    }
    this.write(`\n${wrap(requirementsLine(report))}\n`);
    const notes = [...report.problems.map((p) => `✗ ${p}`), ...report.warnings.map((w) => `⚠ ${w}`)];
    if (notes.length > 0) this.write(`\n${notes.map((n) => wrap(n)).join('\n')}\n`);
    this.write(`\n${wrap(exitLine(report))}\n`);
  }

  private progress(): void {
    const names = [...this.running].slice(0, 3).join(', ');
    // Rewritten in place: a line wider than the terminal would wrap and never be erased.
    this.write(`\r\x1b[2K${fit(`… ${this.done}/${this.total} done; running ${names}`, CONSOLE_COLUMNS)}`);
  }

  private write(text: string): void {
    this.options.out.write(text);
  }
}

/**
 * What became of a scenario, for its progress line: ok, FAIL with the failed layers, ERROR, or — when no
 * layer was measured — untested with its reason, never an "ok" for a scenario that did not run.
 */
export function progressMark(result: ScenarioResult): string {
  if (result.harnessError) return `ERROR ${result.durationMs} ms`;
  const failed = LAYERS.filter((l) => result.verdicts[l].status === 'fail');
  if (failed.length > 0) return `FAIL (${failed.join(', ')}) ${result.durationMs} ms`;
  if (LAYERS.every((l) => result.verdicts[l].status === 'untested')) {
    const first = result.verdicts[LAYERS[0]];
    const detail = first.reason === 'capability' && first.detail ? `: ${first.detail}` : '';
    return `untested (${first.reason ?? 'not-covered'}${detail})${result.durationMs > 0 ? ` ${result.durationMs} ms` : ''}`;
  }
  return `ok ${result.durationMs} ms`;
}

/** Cut to `width` columns with an ellipsis: an id longer than the table allows still leaves it 100 wide. */
function fit(text: string, width: number): string {
  return text.length <= width ? text : `${text.slice(0, width - 1)}…`;
}

/** Breaks a line into lines of at most `CONSOLE_COLUMNS`, at spaces, later lines indented. */
export function wrap(text: string, indent = '  '): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line !== '' && line.length + 1 + word.length > CONSOLE_COLUMNS) {
      lines.push(line);
      line = `${indent}${word}`;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  lines.push(line);
  return lines.join('\n');
}

/** One row per scenario, one short word per layer (see words.ts), at most CONSOLE_COLUMNS wide. */
export function renderTable(report: Report): string {
  const cells = report.scenarios.map((s) =>
    LAYERS.map((l) => (s.harnessError ? 'error' : cellWord(s.verdicts[l]))),
  );
  const layerWidths = LAYERS.map((l, i) => Math.max(l.length, ...cells.map((r) => r[i]!.length)));
  const room = CONSOLE_COLUMNS - layerWidths.reduce((a, w) => a + w + 2, 0);
  const ids = report.scenarios.map((s) => fit(s.attempt > 1 ? `${s.id} #${s.attempt}` : s.id, room));
  const widths = [Math.max('scenario'.length, ...ids.map((id) => id.length)), ...layerWidths];
  const line = (r: string[]) =>
    r
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '─'.repeat(w)).join('  ');
  return [line(['scenario', ...LAYERS]), rule, ...ids.map((id, i) => line([id, ...cells[i]!]))].join('\n');
}

/** Per layer: how many scenarios passed, failed, failed as expected, went untested. */
export function renderTotals(report: Report): string {
  const heads = ['pass', 'fail', EXPECTED_FAIL, 'untested'];
  const rows = LAYERS.map((l) => {
    const t = report.totals[l];
    return [l, String(t.pass), String(t.fail), String(t.expectedFail), String(t.untested)];
  });
  const widths = [Math.max(...LAYERS.map((l) => l.length)), ...heads.map((h) => h.length)];
  const line = (r: string[]) =>
    r.map((c, i) => (i === 0 ? c.padEnd(widths[0]!) : c.padStart(widths[i]!))).join('  ');
  return [line(['totals', ...heads]), ...rows.map(line)].join('\n');
}

/** What the table's untested words mean, each said once: only the words the table used. */
export function renderLegend(report: Report): string {
  const legend = legendOf(report);
  if (legend.length === 0) return '';
  const width = Math.max(...legend.map(({ word }) => word.length + 2));
  return legend
    .map(({ word, meaning }) => `${word === 'not covered' ? '· ' : '– '}${word.padEnd(width)}${meaning}`)
    .map((l, i) => (i === 0 ? `untested: ${l}` : `          ${l}`))
    .join('\n');
}

/** Why scenarios went untested, grouped by reason, each with the scenarios it holds for (a few of them). */
export function renderUntested(report: Report): string {
  const notes = untestedNotes(report);
  if (notes.length === 0) return '';
  const shown = 6;
  const lines = notes.map((n) => {
    const more =
      n.scenarios.length > shown ? `, and ${n.scenarios.length - shown} more (--json lists them)` : '';
    return wrap(`– ${n.reason}: ${n.why} — ${n.scenarios.slice(0, shown).join(', ')}${more}`, '    ');
  });
  return ['untested, and why:', ...lines.map((l) => `  ${l.replace(/\n/g, '\n  ')}`)].join('\n');
}

/** The trace matrix in one line: requirements that passed, failed, failed as expected, went untested. */
export function requirementsLine(report: Report): string {
  // Kit rules (layer kit) are about the corpus itself: the kit's own tests check them, not scenarios.
  const kit = report.requirements.filter((r) => r.layer === 'kit' && r.status === 'not-covered').length;
  const count = (status: string) => report.requirements.filter((r) => r.status === status).length;
  const expected = count(EXPECTED_FAIL);
  const kitNote = kit > 0 ? `, ${kit} kit rules checked by the kit's own tests` : '';
  return (
    `requirements: ${count('pass')} pass, ${count('fail')} fail${expected ? `, ${expected} ${EXPECTED_FAIL}` : ''}, ` +
    `${count('untested')} untested; ${count('not-covered') - kit} not covered by these scenarios${kitNote} (--json has the trace matrix)`
  );
}

/** The last line: the exit code and what it means, expected failures included in the story. */
export function exitLine(report: Report): string {
  const expected = LAYERS.reduce((n, l) => n + report.totals[l].expectedFail, 0);
  const listed =
    expected > 0 && report.exitCode === 0
      ? `; ${expected} ${EXPECTED_FAIL} (failures the expectations file lists as known divergences)`
      : '';
  if (report.interrupted) {
    const { signal, notRun } = report.interrupted;
    return `exit 130: interrupted (${signal}) — the reports hold the ${report.scenarios.length} scenario(s) that finished; ${notRun.length} did not`;
  }
  return `exit ${report.exitCode}: ${EXIT_TEXT[report.exitCode]}${listed}`;
}

export function renderFailures(report: Report, verbose: boolean): string {
  const lines: string[] = [];
  for (const s of report.scenarios) {
    for (const c of s.checks) {
      if (c.status !== 'fail') continue;
      lines.push(wrap(`✗ ${s.id}#${c.id} [${c.layer}] ${c.message ?? ''}`, '    '));
      if (verbose) {
        for (const line of expectedActual(c, (v) => JSON.stringify(v).slice(0, 600)))
          lines.push(`    ${line}`);
      }
    }
    if (s.stderrTail && s.checks.some((c) => c.expect === 'sut.ready' && c.status === 'fail')) {
      lines.push(
        `  stderr of the implementation:\n    ${s.stderrTail.split('\n').slice(-15).join('\n    ')}`,
      );
    }
  }
  return lines.join('\n');
}
