import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { FuzzPlan, Report } from '../../generated/types/index.ts';
import { SCHEMA_IDS } from '../../generated/spec.ts';
import { main as fuzz } from '../src/cli/fuzz.ts';
import { main as run } from '../src/cli/run.ts';
import { PACKAGE_ROOT, loadValidated } from '../src/runner/load.ts';
import { LAYERS } from '../src/runner/model.ts';
import { campaignOffences } from '../src/fuzz/tally.ts';

const CONTROLS = join(import.meta.dirname, 'controls');
const FLAWED = join(CONTROLS, 'answer-reuses-draft-uuid.impl.json');
const BASELINE = join(CONTROLS, 'tiny-bot.impl.json');
const REFERENCE = join(PACKAGE_ROOT, 'reference.impl.json');
const MINUTES = 60_000;
/** A small load — 10 messages over 3 chats, 2 kills, 20 faults at least — whose first run loses the flawed bot an answer. */
const SEED = 13;
const SMALL = ['--seed', String(SEED), '--messages', '10', '--chats', '3', '--kills', '2', '--faults', '20'];
const dirs: string[] = [];

function temp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'larkspur-fuzz-test-'));
  dirs.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A command's exit code and everything it printed. */
async function cli(
  main: (argv: string[], out: NodeJS.WriteStream) => Promise<number>,
  argv: string[],
): Promise<{ code: number; text: string }> {
  const out = new PassThrough();
  let text = '';
  out.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  const code = await main(argv, out as unknown as NodeJS.WriteStream);
  return { code, text };
}

/** What a command wrote to stderr, where a CLI error goes, while it ran. */
async function stderrOf<T>(run: () => Promise<T>): Promise<{ result: T; text: string }> {
  let text = '';
  const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    text += chunk.toString();
    return true;
  });
  try {
    return { result: await run(), text };
  } finally {
    spy.mockRestore();
  }
}

describe('larkspur fuzz', () => {
  it('says how to use it, and refuses bad input with exit 3 and one line that says what to do', async () => {
    const help = await cli(fuzz, ['--help']);
    expect(help.code).toBe(0);
    expect(help.text).toMatch(/--replay ID\|FILE/);
    expect(help.text).toMatch(/Exit codes: 0/);
    const bad: [string[], RegExp][] = [
      [['--impl', FLAWED, '--runs', 'two'], /--runs takes a whole number/],
      [['--runs', '1'], /--impl is required/],
      [['--impl', FLAWED, '--messages', '100000000'], /--messages takes a whole number from 1 to 2000/],
      [['--impl', FLAWED, '--faults', '-1'], /Option '--faults' argument is ambiguous.*--faults=-XYZ/],
      [['--impl', join(temp(), 'missing.impl.json')], /.*missing\.impl\.json.*cannot read/],
      [['--replay', 'no-such-case', '--cases', temp(), '--impl', FLAWED], /no saved case no-such-case/],
      [
        ['--replay', join(temp(), 'cases', 'no-such-case')],
        /no saved case .*\/cases\/no-such-case \(looked for .*\/cases\/no-such-case\)/,
      ],
    ];
    for (const [argv, message] of bad) {
      const errors = await stderrOf(() => cli(fuzz, argv));
      expect(errors.result.code, argv.join(' ')).toBe(3);
      expect(errors.text, argv.join(' ')).toMatch(new RegExp(`^larkspur fuzz: ${message.source}[^\\n]*\\n$`));
    }
  });

  it('lists the plans a seed makes without running anything', async () => {
    const listed = await cli(fuzz, ['--impl', FLAWED, '--seed', '4', '--runs', '2', '--list']);
    expect(listed.code).toBe(0);
    expect(listed.text).toMatch(
      /^fuzz\/s4-r1: 40 messages, \d+ faults, 10 kills, \d+ redeliver(y|ies)\nfuzz\/s4-r2: /,
    );
  });

  it('stops at once, shrinking nothing, when the implementation never becomes ready', async () => {
    const dir = temp();
    const adapter = join(dir, 'broken.impl.json');
    writeFileSync(
      adapter,
      JSON.stringify({ name: 'broken', command: ['node', '-e', 'process.exit(2)'], capabilities: [] }),
    );
    const broken = await cli(fuzz, ['--impl', adapter, '--seed', '1', '--runs', '3', '--cases', dir]);
    expect(broken.code, broken.text).toBe(1);
    expect(broken.text).toMatch(/never ready/);
    expect(broken.text.match(/^\[\d\/3\]/gm)).toHaveLength(1);
    expect(broken.text).not.toMatch(/shrinking|shrunk/);
  });

  it(
    "finds nothing in the reference over a fixed seed set, the plan that finds the control's flaw first",
    { timeout: 4 * MINUTES },
    async () => {
      const json = join(temp(), 'reference.json');
      const held = await cli(fuzz, [
        '--impl',
        REFERENCE,
        ...SMALL,
        '--runs',
        '2',
        '--keep-going',
        '--no-shrink',
        '--replays',
        '0',
        '--cases',
        temp(),
        '--json',
        json,
      ]);
      const report = loadValidated<Report>(json, SCHEMA_IDS.Report);
      const runs = report.manifest.fuzz!.runs;
      expect(runs.map((r) => r.scenario)).toEqual([`fuzz/s${SEED}-r1`, `fuzz/s${SEED}-r2`]);
      for (const r of runs) expect(r.fired.faults, r.scenario).toBeGreaterThanOrEqual(10);
      const offences = campaignOffences(report.scenarios);
      expect(offences, held.text).toEqual({});
      expect(
        report.scenarios.every((s) => LAYERS.every((l) => s.verdicts[l].status === 'pass')),
        held.text,
      ).toBe(true);
      expect(held.code, held.text).toBe(0);
      expect(report.manifest.fuzz!.found).toEqual([]);
    },
  );

  it(
    'finds the lost answer of a bridge that adopts its draft by uuid, shrinks it, and its replay and its scenario fail the same way',
    { timeout: 8 * MINUTES },
    async () => {
      const cases = temp();
      const scenarios = temp();
      const json = join(temp(), 'report.json');
      const found = await cli(fuzz, [
        // The flaw shrinks in about 5 plays; the cap keeps a slow machine's wrong turn from taking minutes.
        ...['--impl', FLAWED, ...SMALL, '--runs', '1', '--replays', '1', '--shrink-runs', '15'],
        ...['--cases', cases, '--write-scenarios', scenarios, '--json', json],
      ]);
      expect(found.code, found.text).toBe(1);
      const report = loadValidated<Report>(json, SCHEMA_IDS.Report);
      const campaign = report.manifest.fuzz!;
      expect(campaign.seed).toBe(SEED);
      expect(campaign.runs[0]!.plan.faults.length).toBeGreaterThanOrEqual(20);
      const [bug] = campaign.found;
      expect(bug!.failure[0]).toBe('answers:lost');
      expect(bug!.units.after).toBeLessThan(bug!.units.before);
      expect(bug!.units.after).toBeLessThanOrEqual(3);
      expect(bug!.replays, 'the shrunk plan, played again, failed the same way').toEqual({
        played: 1,
        failed: 1,
      });
      expect(found.text).toContain(
        `replay:   larkspur fuzz --impl ${FLAWED} --replay ${bug!.id} --cases ${cases}`,
      );

      const saved = loadValidated<FuzzPlan>(join(cases, `${bug!.id}.json`), SCHEMA_IDS.FuzzPlan);
      expect(saved.found).toMatchObject({ id: bug!.id, failure: bug!.failure });
      expect(saved.faults.map((f) => ('http' in f ? f.http.action.kind : f.push.kind))).toContain(
        'drop-response',
      );

      const replay = await cli(fuzz, ['--replay', bug!.id, '--cases', cases]);
      expect(replay.code, replay.text).toBe(1);
      expect(replay.text).toContain('fails the same way (answers:lost)');

      const scenarioFile = bug!.scenarioFile!;
      expect(readFileSync(scenarioFile, 'utf8')).toContain('"invariant.answers"');
      const played = join(temp(), 'played.json');
      const flawed = await cli(run, ['--impl', FLAWED, '--scenarios', scenarios, '--json', played]);
      expect(flawed.code, flawed.text).toBe(1);
      const failed = loadValidated<Report>(played, SCHEMA_IDS.Report).scenarios[0]!.checks.find(
        (c) => c.id === 'answers',
      )!;
      expect(failed).toMatchObject({ status: 'fail', actual: { lost: expect.any(Array) } });
      // The same bot without the flaw passes the scenario, and so does the reference: it fails for the flaw.
      for (const impl of [BASELINE, REFERENCE]) {
        const passed = join(temp(), 'passed.json');
        const fair = await cli(run, ['--impl', impl, '--scenarios', scenarios, '--json', passed]);
        expect(fair.code, fair.text).toBe(0);
        const [result] = loadValidated<Report>(passed, SCHEMA_IDS.Report).scenarios;
        expect(result!.id).toBe(`fuzz/${bug!.id}`);
        expect(result!.checks.find((c) => c.id === 'answers')).toMatchObject({ status: 'pass' });
      }
    },
  );
});
