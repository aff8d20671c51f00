import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../generated/types/index.ts';
import { SCHEMA_IDS } from '../../generated/spec.ts';
import { main as run } from '../src/cli/run.ts';
import { main as expectations } from '../src/cli/expectations.ts';
import { violations } from '../src/runner/validate.ts';
import { recordedRuns } from '../src/report/recorded-runs.ts';

const CONTROLS = join(import.meta.dirname, 'controls');
/** What a bot that answers twice fails in basics/first-answer: every check that sees the second answer. */
const SEEN_TWICE = ['answer-shown', 'one-post', 'one-reply-seen', 'runner-answered-once'].map(
  (c) => `basics/first-answer#${c}`,
);
let dir: string;
let cwd: string;

function sink(): NodeJS.WriteStream & { text: () => string } {
  let text = '';
  const stream = new Writable({
    write(chunk, _enc, done) {
      text += String(chunk);
      done();
    },
  }) as unknown as NodeJS.WriteStream & { text: () => string };
  stream.text = () => text;
  return stream;
}

/**
 * An adapter for the tiny control bot with the given flaw and expectations file, in the temp dir. Its
 * TypeScript through tsx, as a user's adapter might launch a bot: the controls run compiled
 * (compiled-bots.mjs), so this is the run that keeps that way working.
 */
function adapter(name: string, flaw: string, expectationsFile?: string): string {
  const file = join(dir, `${name}.impl.json`);
  writeFileSync(
    file,
    JSON.stringify({
      name,
      command: ['node', '--import', 'tsx', join(CONTROLS, 'tiny-bot.ts')],
      cwd: CONTROLS,
      env: { CONTROL_FLAW: flaw },
      capabilities: [],
      ...(expectationsFile ? { expectations: expectationsFile } : {}),
    }),
  );
  return file;
}

/** What a call wrote to one of the process's streams, and what it returned. */
async function writtenTo(
  stream: NodeJS.WriteStream,
  call: () => Promise<number>,
): Promise<{ code: number; text: string }> {
  const chunks: string[] = [];
  const write = stream.write.bind(stream);
  stream.write = ((chunk: string) => chunks.push(String(chunk)) > 0) as typeof stream.write;
  try {
    return { code: await call(), text: chunks.join('') };
  } finally {
    stream.write = write;
  }
}
const stdoutOf = (call: () => Promise<number>) => writtenTo(process.stdout, call);
const stderrOf = (call: () => Promise<number>) => writtenTo(process.stderr, call);

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'larkspur-cli-'));
  cwd = process.cwd();
  process.chdir(dir);
});
afterAll(() => {
  process.chdir(cwd);
  rmSync(dir, { recursive: true, force: true });
});

describe('larkspur run: exit codes and reports', () => {
  it('exits 3 with usage on an unknown flag or without --impl', async () => {
    expect(await run(['--impl', 'x.json', '--colour'], sink())).toBe(3);
    expect(await run([], sink())).toBe(3);
  });

  it('exits 3 naming the file, JSON path and rule of an invalid scenario', async () => {
    const scenarios = join(dir, 'bad-corpus');
    mkdirSync(join(scenarios, 'a'), { recursive: true });
    writeFileSync(
      join(scenarios, 'a', 'b.json'),
      JSON.stringify({
        id: 'a/b',
        title: 't',
        description: 'd',
        requirements: ['TR-001'],
        steps: [{ do: 'wait' }],
      }),
    );
    const errors: string[] = [];
    const write = process.stderr.write.bind(process.stderr);
    process.stderr.write = ((chunk: string) => errors.push(String(chunk)) > 0) as typeof process.stderr.write;
    try {
      expect(await run(['--impl', adapter('ok', 'none'), '--scenarios', scenarios], sink())).toBe(3);
    } finally {
      process.stderr.write = write;
    }
    expect(errors.join('')).toMatch(/a\/b\.json: \/steps\/0: .*\[required: ms\]/);
  });

  it('exits 2 when a filter matches nothing, and says so once: no empty table, no warning', async () => {
    for (const list of [[], ['--list']]) {
      const out = sink();
      const impl = adapter('no-match', 'none', join(dir, 'no-such-expectations.json'));
      expect(await run(['--impl', impl, '--scenario', 'nothing/*', ...list], out)).toBe(2);
      expect(out.text().trim().split('\n')).toHaveLength(1);
      expect(out.text()).toMatch(
        /^larkspur run: no scenario matches --scenario 'nothing\/\*' \(\d+ in the corpus\) — list them with --list; exit 2: nothing was measured\n$/,
      );
    }
  });

  it.each([['0'], ['abc'], ['1.5']])(
    'refuses --workers %s before anything else, with --list or without, even when nothing matches',
    async (workers) => {
      for (const rest of [['--list'], [], ['--scenario', 'nothing/*']]) {
        const out = sink();
        const errors = await stderrOf(() =>
          run(['--impl', adapter('ok', 'none'), '--workers', workers, ...rest], out),
        );
        expect(errors.code).toBe(3);
        expect(errors.text).toBe(
          `larkspur run: --workers takes a positive whole number, not "${workers}" — see 'larkspur run --help'\n`,
        );
        expect(out.text()).toBe('');
      }
    },
  );

  it.each([
    [
      '--json',
      '/proc/larkspur-nope/report.json',
      /--json \/proc\/larkspur-nope\/report\.json: cannot write there/,
    ],
    ['--html', 'a-file/report.html', /--html a-file\/report\.html: .*a-file is a file, not a folder/],
    ['--junit', '.', /--junit \.: it is a folder/],
  ])(
    'checks %s %s before the first scenario: one line, exit 3, nothing run',
    { timeout: 20_000 },
    async (flag, path, message) => {
      writeFileSync(join(dir, 'a-file'), 'not a folder');
      const out = sink();
      const errors = await stderrOf(() =>
        run(['--impl', adapter('ok', 'none'), '--scenario', 'basics/*', flag, path], out),
      );
      expect(errors.code).toBe(3);
      const lines = errors.text.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(message);
      expect(lines[0]).toMatch(/ — choose another path$/);
      expect(out.text()).not.toContain('[1/');
    },
  );

  it('takes brace globs', async () => {
    const out = sink();
    expect(
      await run(['--impl', adapter('ok', 'none'), '--scenario', '{basics,bounds}/*', '--list'], out),
    ).toBe(0);
    expect(out.text()).toContain('basics/first-answer');
    expect(out.text()).toContain('bounds/input-too-long');
    expect(out.text()).not.toContain('admission/');
  });

  it('refuses an unknown flag, or a bad filter, in one line that points to --help', async () => {
    const errors = await stderrOf(() => run(['--impl', 'x.json', '--bogus'], sink()));
    expect(errors.code).toBe(3);
    expect(errors.text.trim().split('\n')).toEqual([
      "larkspur run: Unknown option '--bogus' — see 'larkspur run --help'",
    ]);
    const brace = await stderrOf(() =>
      run(['--impl', adapter('ok', 'none'), '--scenario', '{basics', '--list'], sink()),
    );
    expect(brace.code).toBe(3);
    expect(brace.text).toContain("scenario glob '{basics': a '{' without its '}'");
  });

  it('refuses a host mode it does not have in one line with the allowed values; --help names each', async () => {
    const errors = await stderrOf(() => run(['--impl', adapter('ok', 'none'), '--host', 'claude'], sink()));
    expect(errors.code).toBe(3);
    expect(errors.text.trim().split('\n')).toEqual([
      `larkspur run: --host takes double, codex, claude-code, model-api, not "claude" — see 'larkspur run --help'`,
    ]);
    const help = sink();
    expect(await run(['--help'], help)).toBe(0);
    for (const mode of ['double', 'codex', 'claude-code', 'model-api', 'LARKSPUR_HOST_COMMAND'])
      expect(help.text()).toContain(mode);
  });

  it.each([
    [
      'does not exist',
      ['no-such-bridge-larkspur'],
      /command no-such-bridge-larkspur is not found on the PATH/,
    ],
    [
      'is not executable',
      ['./not-executable.sh'],
      /command \.\/not-executable\.sh is not an executable file/,
    ],
    ['is a directory', ['/tmp'], /command \/tmp is not an executable file/],
  ])(
    "exits 3 once, at the start, naming the command, when the adapter's command %s",
    async (_, command, message) => {
      writeFileSync(join(dir, 'not-executable.sh'), '#!/bin/sh\nexit 0\n', { mode: 0o644 });
      const file = join(dir, 'bad-command.impl.json');
      writeFileSync(file, JSON.stringify({ name: 'bad-command', command, capabilities: [] }));
      const out = sink();
      const errors = await stderrOf(() => run(['--impl', file, '--scenario', 'basics/*'], out));
      expect(errors.code).toBe(3);
      const lines = errors.text.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(message);
      expect(lines[0]).toContain('/command/0');
      expect(out.text()).not.toContain('[1/');
    },
  );

  it(
    'warns of a missing expectations file, says what an untested scenario was, and keeps absolute paths out of the report',
    { timeout: 60_000 },
    async () => {
      const json = join(dir, 'edges.json');
      const impl = adapter('no-expectations', 'none', join(dir, 'not-yet.json'));
      const out = sink();
      expect(
        await run(
          [
            '--impl',
            impl,
            '--scenario',
            'basics/first-answer',
            '--scenario',
            'webhook/url-challenge',
            '--json',
            json,
          ],
          out,
        ),
      ).toBe(0);
      // Said once, under the table where the run ends.
      expect(out.text().match(/the adapter's expectations file not-yet\.json does not exist/g)).toHaveLength(
        1,
      );
      expect(out.text()).toContain("⚠ the adapter's expectations file not-yet.json does not exist");
      expect(out.text()).toMatch(/\] webhook\/url-challenge untested \(capability: needs webhook\)\n/);
      expect(out.text()).toMatch(/\] basics\/first-answer ok \d+ ms\n/);
      const report = JSON.parse(readFileSync(json, 'utf8')) as Report;
      expect(report.warnings[0]).toContain('expectations update --impl');
      expect(report.manifest.implementation.adapter).toBe('no-expectations.impl.json');
      expect(report.scenarios.map((s) => s.file)).toEqual([
        'scenarios/basics/first-answer.json',
        'scenarios/webhook/url-challenge.json',
      ]);
      expect(JSON.stringify(report)).not.toMatch(/"\/(work|tmp|home)\//);
    },
  );

  it(
    'exits 1 on a failure and writes every report, the JSON one valid against its schema',
    { timeout: 60_000 },
    async () => {
      const files = {
        json: join(dir, 'r.json'),
        junit: join(dir, 'r.xml'),
        summary: join(dir, 'r.md'),
        html: join(dir, 'r.html'),
      };
      const code = await run(
        [
          '--impl',
          adapter('twice', 'replies-twice'),
          '--scenario',
          'basics/first-answer',
          '--json',
          files.json,
          '--junit',
          files.junit,
          '--summary',
          files.summary,
          '--html',
          files.html,
          '--seed',
          '7',
        ],
        sink(),
      );
      expect(code).toBe(1);
      const report = JSON.parse(readFileSync(files.json, 'utf8')) as Report;
      expect(violations(SCHEMA_IDS.Report, report)).toEqual([]);
      expect(report.manifest).toMatchObject({ seed: 7, filters: { scenario: ['basics/first-answer'] } });
      expect(report.scenarios[0]!.transcript!.length).toBeGreaterThan(0);
      expect(readFileSync(files.junit, 'utf8')).toMatch(
        /<testcase classname="basics\/first-answer" name="delivery"[^>]*>\s*<failure/,
      );
      expect(readFileSync(files.summary, 'utf8')).toContain('`basics/first-answer#one-post` [delivery]');
      expect(readFileSync(files.html, 'utf8')).toContain('class="timeline"');
      // The double's app secret and the tokens it issued are made up per run, but a report is an artifact
      // people share: neither the JSON nor the HTML shows them, only what they were.
      for (const [file, open, close] of [
        [files.json, '<', '>'],
        [files.html, '&lt;', '&gt;'],
      ] as const) {
        const text = readFileSync(file, 'utf8');
        expect(text, file).toContain(`${open}app secret${close}`);
        expect(text, file).toContain(`${open}tenant token${close}`);
        expect(text, file).not.toMatch(/"app_secret\\?":\\?"(?!<|&lt;)/);
        expect(text, file).not.toMatch(/\bt-[0-9a-zA-Z]{20,}/);
        expect(text, file).not.toMatch(/Bearer (?!<|&lt;)/);
      }
    },
  );

  it(
    'a gate that blocks only on SHOULD turns a MUST failure into a warning',
    { timeout: 60_000 },
    async () => {
      const gate = join(dir, 'gate.json');
      writeFileSync(gate, JSON.stringify({ name: 'lenient', block: { levels: ['SHOULD'] } }));
      const out = sink();
      const json = join(dir, 'gated.json');
      expect(
        await run(
          [
            '--impl',
            adapter('twice', 'replies-twice'),
            '--scenario',
            'basics/first-answer',
            '--gate',
            gate,
            '--json',
            json,
          ],
          out,
        ),
      ).toBe(0);
      // Five of first-answer's requirements are covered; the six kit rules are not counted as uncovered.
      const total = (
        JSON.parse(
          readFileSync(join(import.meta.dirname, '..', '..', 'spec', 'requirements.json'), 'utf8'),
        ) as { requirements: unknown[] }
      ).requirements.length;
      expect(out.text()).toMatch(
        new RegExp(
          // The line wraps at 100 columns: any space may be a line break and an indent.
          `requirements: \\d+ pass, [1-9]\\d* fail, \\d+ untested; ${total - 5 - 6} not covered by these scenarios, 6 kit rules checked by the kit's own tests`.replace(
            / /g,
            '\\s+',
          ),
        ),
      );
      const report = JSON.parse(readFileSync(json, 'utf8')) as Report;
      expect(report.warnings[0]).toContain('basics/first-answer#one-post');
      expect(report.manifest.gate).toBe('lenient');
    },
  );

  it(
    'expectations: a listed failure passes the run; update writes and then removes entries',
    { timeout: 120_000 },
    async () => {
      const expectationsFile = join(dir, 'expect-twice.json');
      const impl = adapter('twice-x', 'replies-twice', expectationsFile);
      expect(await run(['--impl', impl, '--scenario', 'basics/first-answer'], sink())).toBe(1);
      expect(
        await expectations([
          'update',
          '--impl',
          impl,
          '--reason',
          'answers twice',
          '--tracking',
          'LS-2',
          '--expires',
          '2099-01-01',
        ]),
      ).toBe(0);
      const written = JSON.parse(readFileSync(expectationsFile, 'utf8')) as {
        divergences: { target: string }[];
      };
      // Every check that sees the second answer is listed (sorted): the user reads it, whichever check looked first.
      expect(written.divergences.map((d) => d.target)).toEqual(SEEN_TWICE);
      expect(await run(['--impl', impl, '--scenario', 'basics/first-answer'], sink())).toBe(0);

      // The same file against a bot that no longer fails: the entry is stale and fails the run.
      const fixed = adapter('fixed-x', 'none', expectationsFile);
      const out = sink();
      expect(await run(['--impl', fixed, '--scenario', 'basics/first-answer'], out)).toBe(1);
      // Problem lines wrap at 100 columns: the file's path may end one and 'it now passes' start the next.
      expect(out.text().replace(/\s+/g, ' ')).toContain(
        `remove basics/first-answer#one-post from ${expectationsFile} — it now passes`,
      );
      expect(await expectations(['update', '--impl', fixed])).toBe(0);
      expect(JSON.parse(readFileSync(expectationsFile, 'utf8'))).toMatchObject({ divergences: [] });
    },
  );

  it(
    'expectations update says which run it takes, names it, and keeps runs apart: a rerun of one scenario does not hide the run of two',
    { timeout: 120_000 },
    async () => {
      const expectationsFile = join(dir, 'expect-runs.json');
      const impl = adapter('twice-runs', 'replies-twice', expectationsFile);
      const both = ['--scenario', 'basics/first-answer', '--scenario', 'qualify/follow-up'];
      expect(await run(['--impl', impl, ...both], sink())).toBe(1);
      expect(await run(['--impl', impl, '--scenario', 'basics/first-answer'], sink())).toBe(1);
      // Two runs at once: each is kept in a file of its own.
      const twice = await Promise.all([
        run(['--impl', impl, '--scenario', 'basics/first-answer'], sink()),
        run(['--impl', impl, '--scenario', 'basics/first-answer'], sink()),
      ]);
      expect(twice).toEqual([1, 1]);
      const runs = recordedRuns(impl);
      expect(runs).toHaveLength(4);
      const first = runs.at(-1)!.file;

      const latest = await stdoutOf(() =>
        expectations(['update', '--impl', impl, '--expires', '2099-01-01']),
      );
      expect(latest.code).toBe(0);
      expect(latest.text).toMatch(
        new RegExp(
          // At most 100 columns a line: the file may be on the next one.
          `^from the run that ended [0-9-]+ [0-9:]+ UTC: 1 scenario\\(s\\), --scenario basics/first-answer —\\s+\\.larkspur/runs/[0-9a-f]+/[^ ]+\\.json\n`,
        ),
      );
      expect(latest.text).toContain(relative(process.cwd(), runs[0]!.file));
      // It ran one scenario: it says so, and names the earlier runs to take instead.
      expect(latest.text).toContain('it ran 1 scenario(s): only their entries change');
      expect(latest.text).toContain(relative(process.cwd(), first));
      const one = JSON.parse(readFileSync(expectationsFile, 'utf8')) as { divergences: { target: string }[] };
      expect(one.divergences.map((d) => d.target)).toEqual(SEEN_TWICE);

      const taken = await stdoutOf(() =>
        expectations(['update', '--impl', impl, '--from', first, '--expires', '2099-01-01']),
      );
      expect(taken.text).toMatch(
        /^from the run that ended .* 2 scenario\(s\), --scenario basics\/first-answer\s+--scenario qualify\/follow-up\s+—\s/,
      );
      const two = JSON.parse(readFileSync(expectationsFile, 'utf8')) as { divergences: { target: string }[] };
      const followUp = two.divergences.map((d) => d.target).filter((t) => !SEEN_TWICE.includes(t));
      expect(two.divergences.map((d) => d.target)).toEqual([...SEEN_TWICE, ...followUp]);
      expect(followUp).toContain('qualify/follow-up#reply-1-seen');
    },
  );

  it(
    '--repeat plays each scenario again; --until-fail stops at the first failure',
    { timeout: 60_000 },
    async () => {
      const json = join(dir, 'repeat.json');
      expect(
        await run(
          [
            '--impl',
            adapter('ok', 'none'),
            '--scenario',
            'basics/first-answer',
            '--repeat',
            '2',
            '--json',
            json,
          ],
          sink(),
        ),
      ).toBe(0);
      expect((JSON.parse(readFileSync(json, 'utf8')) as Report).scenarios.map((s) => s.attempt)).toEqual([
        1, 2,
      ]);
      const code = await run(
        [
          '--impl',
          adapter('twice', 'replies-twice'),
          '--scenario',
          'basics/first-answer',
          '--repeat',
          '3',
          '--until-fail',
          '--json',
          json,
        ],
        sink(),
      );
      expect(code).toBe(1);
      expect((JSON.parse(readFileSync(json, 'utf8')) as Report).scenarios).toHaveLength(1);
    },
  );

  it('an invalid expectations file stops the run before anything runs', async () => {
    const bad = join(dir, 'bad-expect.json');
    writeFileSync(
      bad,
      JSON.stringify({
        implementation: 'x',
        divergences: [{ target: 'a/b', reason: '', tracking: 'x', expires: 'soon' }],
      }),
    );
    expect(
      await run(['--impl', adapter('bad-x', 'none', bad), '--scenario', 'basics/first-answer'], sink()),
    ).toBe(3);
  });
});
