import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { CheckResult, Report, ScenarioResult } from '../../../generated/types/index.ts';
import { DEFAULT_SCENARIO_DIR, loadRequirements, loadScenarios } from '../runner/load.ts';
import { assembleReport } from '../runner/run.ts';
import { layerVerdicts, allUntested } from '../runner/verdicts.ts';
import { CONSOLE_COLUMNS, ConsoleReporter } from './console.ts';
import { renderHtml } from './html.ts';
import { renderJunit } from './junit.ts';
import { renderMarkdown } from './markdown.ts';

const requirements = loadRequirements();
const corpus = loadScenarios(DEFAULT_SCENARIO_DIR, requirements);
const LONGEST = corpus.map((s) => s.scenario.id).sort((a, b) => b.length - a.length)[0]!;

function check(
  id: string,
  layer: CheckResult['layer'],
  status: CheckResult['status'],
  extra = {},
): CheckResult {
  return {
    id,
    step: 1,
    expect: 'provider.messages',
    layer,
    requirements: ['DE-006'],
    status,
    durationMs: 1,
    ...extra,
  };
}

function result(id: string, checks: CheckResult[], verdicts = layerVerdicts(checks)): ScenarioResult {
  return { id, title: id, file: `scenarios/${id}.json`, attempt: 1, durationMs: 5, verdicts, checks };
}

/**
 * One run with every kind of verdict: the corpus's longest id, a failure, an expected failure (listed in
 * the expectations), checks blocked by it, layers with no check, a scenario the adapter lacks a capability
 * for, and one a live drill could not measure, with the reason only a check's message says.
 */
export function reportForTest(): Report {
  const results = [
    result(LONGEST, [
      check('acked', 'transport', 'pass'),
      check('one-turn', 'host', 'fail', { message: 'expected exactly 1 turn/start matching, saw 0' }),
      check('answered', 'delivery', 'untested', {
        reason: 'blocked-by:host',
        message: 'depends on one-turn',
      }),
    ]),
    result('basics/first-answer', [
      check('acked', 'transport', 'pass'),
      check('one-post', 'delivery', 'fail', {
        message: `expected exactly 1 im.message.reply|im.message.create matching, saw 2 — ${'a long reason '.repeat(12)}`,
      }),
    ]),
    result('approvals/allow', [], allUntested('capability', 'needs approvals')),
    result('qualify/other-conversation', [
      check('group-answer', 'delivery', 'untested', {
        reason: 'live',
        message: 'after a mention of the bot (the profile names no bot.openId)',
      }),
    ]),
  ];
  const ids = new Set(results.map((r) => r.id));
  return assembleReport({
    implementation: { name: 'my-bridge', adapter: 'my-bridge.impl.json', capabilities: [] },
    selected: corpus.filter((s) => ids.has(s.scenario.id)),
    results,
    requirements,
    filters: {},
    seed: 1,
    repeat: 1,
    workers: 1,
    today: '2026-01-01',
    startedAt: '2026-01-01T00:00:00.000Z',
    durationMs: 10,
    expectations: {
      file: 'expectations.json',
      content: {
        implementation: 'my-bridge',
        divergences: [
          { target: 'basics/first-answer#one-post', reason: 'r', tracking: 't', expires: '2099-01-01' },
          { target: `${LONGEST}#one-turn`, reason: 'r', tracking: 't', expires: '2099-01-01' },
        ],
      },
    },
  });
}

function consoleText(r: Report): string {
  let text = '';
  const out = new Writable({
    write(chunk, _enc, done) {
      text += String(chunk);
      done();
    },
  });
  new ConsoleReporter({ out }).onRunEnd(r);
  return text;
}

describe('the reports tell one story', () => {
  const r = reportForTest();

  it('the console fits 100 columns, the table included, with the longest scenario id', () => {
    const text = consoleText(r);
    expect(text).toContain(LONGEST);
    const wide = text.split('\n').filter((l) => [...l].length > CONSOLE_COLUMNS);
    expect(wide).toEqual([]);
  });

  it('says "not covered" once per run, under the table, never in a cell', () => {
    for (const text of [consoleText(r), renderMarkdown(r), renderHtml(r)]) {
      expect(text.match(/not covered(?! by)/g)).toHaveLength(1);
      expect(text).not.toContain('not-covered');
    }
  });

  it('an expected failure is "expected-fail" in the cell, the totals, the requirements and the exit line', () => {
    expect(r.exitCode).toBe(0);
    const text = consoleText(r);
    const row = text.split('\n').find((l) => l.startsWith('basics/first-answer'));
    expect(row).toMatch(/expected-fail/);
    expect(text).toMatch(/^totals +pass +fail +expected-fail +untested$/m);
    // The requirement the listed failure breaks is an expected failure too, not "1 fail" before "exit 0".
    expect(text).toMatch(/requirements: \d+ pass, 0 fail, \d+ expected-fail,/);
    expect(text).toMatch(/exit 0: every required check passed; 2 expected-fail \(failures the expectations/);
    for (const t of [text, renderMarkdown(r), renderHtml(r)]) {
      expect(t).toContain('expected-fail');
      expect(t).not.toMatch(/xfail|expected fail/);
    }
    expect(r.requirements.find((q) => q.id === 'DE-006')?.status).toBe('expected-fail');
  });

  it('says why a scenario went untested in the console, Markdown and HTML, not only the JSON', () => {
    for (const text of [consoleText(r), renderMarkdown(r), renderHtml(r)]) {
      expect(text).toContain('the profile names no bot.openId');
      expect(text).toMatch(/needs approvals/);
      expect(text).toContain('qualify/other-conversation');
    }
  });

  it('renders a failed invariant, which has no expected value, in every report — with its transcript', () => {
    const answeredTwice = result('redelivery/after-ack', [
      check('runner-answered-once', 'delivery', 'fail', {
        expect: 'runner.answered-once',
        message: '1 answer(s) shown again',
        actual: [{ source: 'om_1', answers: 2 }],
      }),
    ]);
    const shown = {
      ...reportForTest(),
      scenarios: [{ ...answeredTwice, transcript: [{ at: 1, source: 'runner', summary: 'step 1' }] }],
    } as Report;
    const html = renderHtml(shown);
    expect(html).toContain('1 answer(s) shown again');
    expect(html).toContain('actual:   [');
    for (const text of [html, renderJunit(shown), consoleText(shown)])
      expect(text).not.toContain('undefined');
  });
});
