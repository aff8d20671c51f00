import type { Report, ScenarioResult } from '../../../generated/types/index.ts';
import { LAYERS, type LayerVerdict } from '../runner/model.ts';
import type { Reporter, RunStart } from './reporter.ts';

export interface ConsoleOptions {
  out: NodeJS.WritableStream & { isTTY?: boolean };
  /** Show every failed check with expected and actual. */
  verbose?: boolean;
}

function cell(v: LayerVerdict): string {
  if (v.status === 'untested') return `untested (${v.reason ?? '?'})`;
  return v.status;
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
    this.write(`\n${renderTable(report)}\n`);
    const where = new Map<string, number>();
    for (const scenario of report.scenarios)
      for (const source of scenario.hostObserved ?? []) where.set(source, (where.get(source) ?? 0) + 1);
    if (where.size > 0 && report.manifest.host?.mode !== 'double')
      this.write(
        `\nhost layer read from: ${[...where].map(([source, n]) => `${source} in ${n} scenario(s)`).join(', ')}\n`,
      );
    const agents = report.manifest.host?.agents ?? [];
    if (agents.length > 0) this.write(`\nmodel calls came from: ${agents.join('; ')}\n`);
    const notes = report.manifest.host?.notes ?? [];
    if (notes.length > 0) {
      this.write(`\nuntested in host mode ${report.manifest.host?.mode}, each reason once:\n`);
      for (const n of notes) {
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
    // Kit rules (layer kit) are about the corpus itself: the kit's own tests check them, not scenarios.
    const kit = report.requirements.filter((r) => r.layer === 'kit' && r.status === 'not-covered').length;
    const count = (status: string) => report.requirements.filter((r) => r.status === status).length;
    const uncovered = count('not-covered') - kit;
    const kitNote = kit > 0 ? `; ${kit} kit rules are checked by the kit's own tests` : '';
    this.write(
      `\nrequirements: ${count('pass')} pass, ${count('fail')} fail, ${count('untested')} untested, ${uncovered} not covered by the selected scenarios${kitNote} (--json has the trace matrix)\n`,
    );
    for (const p of report.problems) this.write(`\n✗ ${p}`);
    for (const w of report.warnings) this.write(`\n⚠ ${w}`);
    this.write(`\n\nexit ${report.exitCode}: ${EXIT_TEXT[report.exitCode]}\n`);
  }

  private progress(): void {
    const names = [...this.running].slice(0, 3).join(', ');
    this.write(`\r\x1b[2K… ${this.done}/${this.total} done; running ${names}`);
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

export function renderTable(report: Report): string {
  const rows = report.scenarios.map((s) => [
    s.attempt > 1 ? `${s.id} #${s.attempt}` : s.id,
    ...LAYERS.map((l) => (s.harnessError ? 'error' : cell(s.verdicts[l]))),
  ]);
  const totals = LAYERS.map((l) => {
    const t = report.totals[l];
    return `${t.pass} pass · ${t.fail} fail · ${t.untested} untested${t.expectedFail ? ` · ${t.expectedFail} xfail` : ''}`;
  });
  const header = ['scenario', ...LAYERS];
  const all = [header, ...rows, ['total', ...totals]];
  const widths = header.map((_, i) => Math.max(...all.map((r) => r[i]!.length)));
  const line = (r: string[]) =>
    r
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '─'.repeat(w)).join('  ');
  return [line(header), rule, ...rows.map(line), rule, line(['total', ...totals])].join('\n');
}

export function renderFailures(report: Report, verbose: boolean): string {
  const lines: string[] = [];
  for (const s of report.scenarios) {
    for (const c of s.checks) {
      if (c.status !== 'fail') continue;
      lines.push(`✗ ${s.id}#${c.id} [${c.layer}] ${c.message ?? ''}`);
      if (verbose) {
        if (c.expected !== undefined) lines.push(`    expected: ${JSON.stringify(c.expected)}`);
        if (c.actual !== undefined) lines.push(`    actual:   ${JSON.stringify(c.actual).slice(0, 600)}`);
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
