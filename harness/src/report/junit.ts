import type { Report } from '../../../generated/types/index.ts';
import { LAYERS } from '../runner/model.ts';
import type { Reporter } from './reporter.ts';
import { writeAtomic } from './write-atomic.ts';

function xml(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** JUnit XML: a testsuite per scenario, a testcase per layer. Untested and expected-fail are skipped. */
export function renderJunit(report: Report): string {
  const suites = report.scenarios.map((s) => {
    const name = s.attempt > 1 ? `${s.id} #${s.attempt}` : s.id;
    const cases = LAYERS.map((layer) => {
      const v = s.verdicts[layer];
      const open = `    <testcase classname="${xml(name)}" name="${layer}" time="${(s.durationMs / 1000).toFixed(3)}"`;
      if (s.harnessError) return `${open}>\n      <error message="${xml(s.harnessError)}"/>\n    </testcase>`;
      if (v.status === 'pass') return `${open}/>`;
      if (v.status === 'fail') {
        const failed = s.checks.filter((c) => c.layer === layer && c.status === 'fail');
        const body = failed
          .map(
            (c) =>
              `${c.id}: ${c.message ?? ''}` +
              // An invariant the runner adds has no expected value.
              (c.expected !== undefined ? `\n  expected: ${JSON.stringify(c.expected)}` : '') +
              `\n  actual: ${JSON.stringify(c.actual)}`,
          )
          .join('\n');
        return `${open}>\n      <failure message="${xml(v.detail ?? 'failed')}" type="fail">${xml(body)}</failure>\n    </testcase>`;
      }
      const why =
        v.status === 'expected-fail'
          ? `expected-fail: ${v.detail ?? ''}`
          : `untested (${v.reason ?? ''}) ${v.detail ?? ''}`;
      return `${open}>\n      <skipped message="${xml(why.trim())}"/>\n    </testcase>`;
    });
    const count = (pred: (st: string) => boolean) => LAYERS.filter((l) => pred(s.verdicts[l].status)).length;
    return (
      `  <testsuite name="${xml(name)}" tests="4" failures="${s.harnessError ? 0 : count((x) => x === 'fail')}" ` +
      `errors="${s.harnessError ? 4 : 0}" skipped="${s.harnessError ? 0 : count((x) => x === 'untested' || x === 'expected-fail')}" ` +
      `time="${(s.durationMs / 1000).toFixed(3)}">\n${cases.join('\n')}\n  </testsuite>`
    );
  });
  const totals = LAYERS.reduce(
    (t, l) => ({
      failures: t.failures + report.totals[l].fail,
      skipped: t.skipped + report.totals[l].untested + report.totals[l].expectedFail,
    }),
    { failures: 0, skipped: 0 },
  );
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="larkspur ${xml(report.manifest.implementation.name)}" ` +
    `tests="${report.scenarios.length * 4}" failures="${totals.failures}" skipped="${totals.skipped}" ` +
    `time="${(report.manifest.durationMs / 1000).toFixed(3)}">\n${suites.join('\n')}\n</testsuites>\n`
  );
}

export class JunitReporter implements Reporter {
  constructor(private readonly file: string) {}

  onRunEnd(report: Report): void {
    writeAtomic(this.file, renderJunit(report));
  }
}
