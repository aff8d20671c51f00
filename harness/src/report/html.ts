import type { Report, ScenarioResult } from '../../../generated/types/index.ts';
import { LAYERS, type LayerVerdict } from '../runner/model.ts';
import type { Reporter } from './reporter.ts';
import { writeAtomic } from './write-atomic.ts';

function h(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function verdict(v: LayerVerdict): string {
  const label = v.status === 'untested' ? `untested (${v.reason ?? ''})` : v.status;
  return `<td class="v ${v.status}" title="${h(v.detail ?? '')}">${h(label)}</td>`;
}

const STYLE = `
body{font:14px/1.45 system-ui,sans-serif;margin:2rem;color:#1d2330;max-width:1200px}
h1{font-size:1.4rem}h2{font-size:1.1rem;margin-top:2rem}
table{border-collapse:collapse;margin:.5rem 0}td,th{border:1px solid #d8dce4;padding:.25rem .6rem;text-align:left;vertical-align:top}
.v.pass{background:#e3f6e8}.v.fail{background:#fde2e1;font-weight:600}.v.untested{background:#f1f2f5;color:#5b6170}.v.expected-fail{background:#fff4d6}
.timeline{border-left:3px solid #d8dce4;margin:.5rem 0 .5rem .5rem;padding-left:.8rem}
.e{margin:.15rem 0}.e .t{display:inline-block;width:6.5rem;color:#5b6170;font-variant-numeric:tabular-nums}
.e .s{display:inline-block;width:5.5rem;font-weight:600}.provider .s{color:#2457c5}.host .s{color:#8a3ab9}.control .s{color:#0b7a6f}.runner .s{color:#5b6170}
.e.failed{background:#fde2e1}pre{background:#f6f7f9;padding:.5rem;overflow:auto;max-height:20rem;margin:.2rem 0 .4rem 12rem}
details>summary{cursor:pointer;list-style:none}details>summary::-webkit-details-marker{display:none}details.e>summary:hover{background:#eef1f6}.muted{color:#5b6170}`;

/** A check's expected or actual value; an invariant the runner adds has no expected value. */
function shown(value: unknown): string {
  return value === undefined ? '—' : h(JSON.stringify(value, null, 2));
}

function timeline(s: ScenarioResult): string {
  const failures = s.checks.filter((c) => c.status === 'fail');
  const rows = (s.transcript ?? []).map((e) => {
    const failed = e.source === 'runner' && e.summary.startsWith('check ') && e.summary.includes(' failed');
    const line = `<span class="t">${e.at.toFixed(1)} ms</span><span class="s">${e.source}</span>${h(e.summary)}`;
    const cls = `e ${e.source}${failed ? ' failed' : ''}`;
    return e.record === undefined
      ? `<div class="${cls}">${line}</div>`
      : `<details class="${cls}"><summary>${line}</summary><pre>${h(JSON.stringify(e.record, null, 2))}</pre></details>`;
  });
  const checks = failures
    .map(
      (c) =>
        `<li><b>${h(c.id)}</b> [${c.layer}] ${h(c.message ?? '')}<pre>expected: ${shown(c.expected)}\nactual:   ${shown(c.actual)}</pre></li>`,
    )
    .join('');
  const stderr = s.stderrTail
    ? `<details><summary>stderr of the implementation</summary><pre>${h(s.stderrTail)}</pre></details>`
    : '';
  const error = s.harnessError ? `<p><b>harness error:</b> ${h(s.harnessError)}</p>` : '';
  return `<h2 id="${h(s.id)}">${h(s.id)}${s.attempt > 1 ? ` #${s.attempt}` : ''}</h2><p class="muted">${h(s.title)}</p>${error}<ul>${checks}</ul>${stderr}<div class="timeline">${rows.join('\n')}</div>`;
}

/** One self-contained HTML file: the verdict table, then each failure's transcript as a timeline. */
export function renderHtml(report: Report): string {
  const m = report.manifest;
  const rows = report.scenarios
    .map((s) => {
      const cells = s.harnessError
        ? LAYERS.map(() => '<td class="v fail">error</td>').join('')
        : LAYERS.map((l) => verdict(s.verdicts[l])).join('');
      const link = s.transcript ? `<a href="#${h(s.id)}">${h(s.id)}</a>` : h(s.id);
      return `<tr><td>${link}${s.attempt > 1 ? ` #${s.attempt}` : ''}</td>${cells}<td>${s.durationMs} ms</td></tr>`;
    })
    .join('\n');
  const totals = LAYERS.map((l) => {
    const t = report.totals[l];
    return `<td>${t.pass} pass · ${t.fail} fail · ${t.untested} untested${t.expectedFail ? ` · ${t.expectedFail} xfail` : ''}</td>`;
  }).join('');
  const problems =
    report.problems.length > 0
      ? `<h2>Problems</h2><ul>${report.problems.map((p) => `<li>${h(p)}</li>`).join('')}</ul>`
      : '';
  const failed = report.scenarios
    .filter((s) => s.transcript)
    .map(timeline)
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Larkspur — ${h(m.implementation.name)}</title><style>${STYLE}</style></head><body>
<h1>Larkspur: ${h(m.implementation.name)} — exit ${report.exitCode}</h1>
<p class="muted">spec ${h(m.specVersion)} · harness ${h(m.harnessVersion)} · ${h(m.scenarioSetHash)} · seed ${m.seed} · filters ${h(JSON.stringify(m.filters))} · ${h(m.startedAt)} · ${(m.durationMs / 1000).toFixed(1)} s</p>
<table><tr><th>scenario</th>${LAYERS.map((l) => `<th>${l}</th>`).join('')}<th>time</th></tr>
${rows}
<tr><th>total</th>${totals}<td></td></tr></table>
${problems}
${failed}
</body></html>
`;
}

export class HtmlReporter implements Reporter {
  constructor(private readonly file: string) {}

  onRunEnd(report: Report): void {
    writeAtomic(this.file, renderHtml(report));
  }
}
