import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report, ScenarioResult } from '../../generated/types/index.ts';
import { DEFAULT_SCENARIO_DIR, loadAdapter, loadRequirements, loadScenarios } from '../src/runner/load.ts';
import { runOptions, runScenarios } from '../src/runner/run.ts';
import { InvalidInputError } from '../src/runner/errors.ts';
import { alive } from '../../runtime/src/testing/alive.ts';

const HOSTILE = join(import.meta.dirname, 'hostile');
const requirements = loadRequirements();
const corpus = loadScenarios(DEFAULT_SCENARIO_DIR, requirements);
/** Every hostile run is bounded by this budget per scenario; a liveness bound, not a speed target. */
const SCENARIO_BUDGET_MS = 20_000;
const LIVENESS_MS = 45_000;
let pidsDir: string;

function pidsOf(name: string): number[] {
  const file = join(pidsDir, `${name}.pids`);
  return existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').map(Number) : [];
}

function failed(result: ScenarioResult, id: string) {
  return result.checks.find((c) => c.status === 'fail' && c.id === id);
}

type Expectation = (result: ScenarioResult) => void;

/** A bridge that never runs a turn fails where it stops: the ACK (when its flood starves it) or the turn. */
const stopsBeforeTheTurn: Expectation = (r) =>
  expect(failed(r, 'acked') ?? failed(r, 'one-turn')).toBeDefined();

/**
 * One hostile implementation per adapter in hostile/, each against one short scenario. Every one must
 * end with a report and exit 1 (its failure, in the right layer), within the liveness bound, with no
 * harness error and with none of its processes left running.
 */
const CASES: Array<[string, Expectation]> = [
  [
    'exits-at-once',
    (r) => expect(failed(r, 'ready')?.message).toMatch(/exited before it was ready \(code 0/),
  ],
  ['garbage-stdout', stopsBeforeTheTurn],
  [
    'escapes-group',
    (r) => {
      expect(failed(r, 'teardown')?.message).toMatch(
        /left its process group and outlived the scenario, first pid \d+ \(.*setInterval/,
      );
      expect(failed(r, 'teardown')?.layer).toBe('transport');
    },
  ],
  [
    'drips-ready',
    (r) => expect(failed(r, 'ready')?.message).toMatch(/not ready within 5000 ms \(.*no complete answer/),
  ],
  ['huge-ready', (r) => expect(failed(r, 'ready')?.message).toMatch(/answered more than \d+ bytes/)],
  [
    'reaches-side-channel',
    (r) => {
      expect(failed(r, 'provider-wire-transport')?.message).toMatch(
        /3 request\(s\) Lark would refuse as malformed, first unknown GET \/__double\/records: 404/,
      );
      // Its fault (drop every ACK) never reached the double: the ACK check passed.
      expect(r.checks.find((c) => c.id === 'acked')?.status).toBe('pass');
    },
  ],
  ['floods-requests', stopsBeforeTheTurn],
  ['floods-frames', stopsBeforeTheTurn],
  ['idle-sockets', stopsBeforeTheTurn],
  [
    'huge-body',
    (r) =>
      expect(failed(r, 'provider-wire-delivery')?.message).toMatch(
        /im\.message\.reply POST .*: 413 a request body of \d+ bytes or more/,
      ),
  ],
  [
    'slowloris',
    (r) =>
      expect(JSON.stringify(r.transcript)).toMatch(
        /"wireError":\{"code":499,"msg":"the connection closed after \d+ of 1000000 bytes/,
      ),
  ],
  [
    'dies-mid-upload',
    (r) => {
      expect(JSON.stringify(r.transcript)).toMatch(
        /"wireError":\{"code":499,"msg":"the connection closed after \d+ of 100000 bytes/,
      );
      expect(JSON.stringify(r.transcript)).toContain('implementation exited: code null signal SIGKILL');
    },
  ],
  [
    'non-utf8',
    (r) => {
      expect(failed(r, 'provider-wire-delivery')?.message).toMatch(
        /^2 request\(s\) Lark would refuse as malformed/,
      );
      expect(JSON.stringify(failed(r, 'provider-wire-delivery')?.actual)).toContain('the body is not JSON');
      expect(failed(r, 'host-wire')?.message).toContain('not JSON');
    },
  ],
  ['host-dies-mid-turn', (r) => expect(failed(r, 'one-post')?.layer).toBe('delivery')],
  ['host-never-reads', stopsBeforeTheTurn],
  ['host-stops-reading', (r) => expect(failed(r, 'one-post')?.layer).toBe('delivery')],
  [
    'host-huge-line',
    (r) => expect(failed(r, 'host-wire')?.message).toMatch(/a line of more than \d+ bytes without a newline/),
  ],
  [
    'host-bad-ids',
    (r) => {
      expect(failed(r, 'host-wire')?.message).toContain('id true is neither a string nor an integer');
      expect(JSON.stringify(failed(r, 'host-wire')?.actual)).toContain('1.5 is neither');
    },
  ],
];

beforeAll(() => {
  pidsDir = mkdtempSync(join(tmpdir(), 'larkspur-hostile-'));
  process.env.HOSTILE_PIDS_DIR = pidsDir;
});
afterAll(() => {
  delete process.env.HOSTILE_PIDS_DIR;
  rmSync(pidsDir, { recursive: true, force: true });
});

describe.concurrent('hostile implementations: a report and exit 1, in time, nothing left running', () => {
  it.each(CASES)('%s', { timeout: LIVENESS_MS + 15_000 }, async (name, expectation) => {
    const t0 = performance.now();
    const report: Report = await runScenarios(
      runOptions({
        adapter: loadAdapter(join(HOSTILE, `${name}.impl.json`)),
        scenarios: corpus.filter((s) => s.scenario.id === 'basics/first-answer'),
        requirements,
        scenarioTimeoutMs: SCENARIO_BUDGET_MS,
        seed: 13,
      }),
    );
    const elapsed = performance.now() - t0;
    const result = report.scenarios[0]!;
    expect(
      result.harnessError,
      JSON.stringify(result.checks.filter((c) => c.status === 'fail')),
    ).toBeUndefined();
    expect(report.exitCode).toBe(1);
    expectation(result);
    expect(elapsed).toBeLessThan(LIVENESS_MS);
    const pids = pidsOf(name);
    expect(pids.length).toBeGreaterThan(0);
    expect(pids.filter(alive)).toEqual([]);
  });

  it.each([
    ['missing-command', /command larkspur-hostile-no-such-bridge is not found on the PATH/],
    ['not-executable', /command \.\/not-executable\.sh is not an executable file/],
  ])('%s: exit 3 once, before any scenario, naming the command', async (name, message) => {
    const run = runScenarios(
      runOptions({
        adapter: loadAdapter(join(HOSTILE, `${name}.impl.json`)),
        scenarios: corpus,
        requirements,
      }),
    );
    await expect(run).rejects.toThrow(InvalidInputError);
    await expect(run).rejects.toThrow(message);
  });
});
