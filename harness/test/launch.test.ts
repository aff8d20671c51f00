import { mkdtempSync, rmSync, writeFileSync, mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAdapter, loadRequirements, loadScenarios, DEFAULT_SCENARIO_DIR } from '../src/runner/load.ts';
import { runOptions, runScenarios } from '../src/runner/run.ts';
import type { LoadedScenario } from '../src/runner/load.ts';
import { alive } from '../../runtime/src/testing/alive.ts';
import { until } from '../../runtime/src/testing/until.ts';

let dir: string;
const requirements = loadRequirements();
const corpus = loadScenarios(DEFAULT_SCENARIO_DIR, requirements);
const CONTROLS = join(import.meta.dirname, 'controls');

function adapterFile(name: string, body: object): string {
  const file = join(dir, `${name}.impl.json`);
  writeFileSync(file, JSON.stringify({ name, capabilities: [], ...body }));
  return file;
}

function run(
  adapter: string,
  scenarios: LoadedScenario[],
  extra: { scenarioTimeoutMs?: number; workers?: number } = {},
) {
  return runScenarios(
    runOptions({ adapter: loadAdapter(adapter), scenarios, requirements, seed: 3, ...extra }),
  );
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'larkspur-launch-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('launching the implementation', () => {
  it('one that never becomes ready fails transport with its stderr, blocks the rest, and is killed with its group', async () => {
    const pidFile = join(dir, 'child.pid');
    // The implementation starts a grandchild that would outlive it if only the leader were killed.
    const script = `const { spawn } = require('node:child_process');
      const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
      require('node:fs').writeFileSync(${JSON.stringify(pidFile)}, String(child.pid));
      console.error('cannot reach the provider: boom');
      setInterval(() => {}, 1000);`;
    const adapter = adapterFile('never-ready', { command: ['node', '-e', script], startupTimeoutMs: 1500 });
    const report = await run(
      adapter,
      corpus.filter((s) => s.scenario.id === 'basics/first-answer'),
    );
    const result = report.scenarios[0]!;
    expect(result.verdicts.transport.status).toBe('fail');
    expect(result.checks[0]).toMatchObject({ id: 'ready', status: 'fail', layer: 'transport' });
    expect(result.checks[0]!.message).toContain('not ready within 1500 ms');
    expect(result.stderrTail).toContain('cannot reach the provider: boom');
    for (const layer of ['admission', 'host', 'delivery'] as const) {
      expect(result.verdicts[layer]).toMatchObject({ status: 'untested', reason: 'blocked-by:transport' });
    }
    expect(report.exitCode).toBe(1);
    const grandchild = Number(readFileSync(pidFile, 'utf8'));
    await until(() => !alive(grandchild), { what: 'the grandchild killed with its group', timeoutMs: 2_000 });
  });

  it('a control API whose /v1/ready drips a byte every 0.5 s is not ready at the startup deadline, which is hard', async () => {
    const script = `require('node:http').createServer((req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{');
        setInterval(() => res.write(' '), 500);
      }).listen(Number(process.env.LARKSPUR_CONTROL_PORT), '127.0.0.1');`;
    const adapter = adapterFile('drips', {
      command: ['node', '-e', script],
      capabilities: ['control'],
      startupTimeoutMs: 1500,
    });
    const report = await run(
      adapter,
      corpus.filter((s) => s.scenario.id === 'basics/first-answer'),
    );
    const result = report.scenarios[0]!;
    expect(result.checks[0]).toMatchObject({ id: 'ready', status: 'fail', layer: 'transport' });
    expect(result.checks[0]!.message).toMatch(/not ready within 1500 ms \(.*no complete answer/);
    expect(report.exitCode).toBe(1);
    // A liveness bound, generous: without deadlines on the body the run never ended.
    expect(result.durationMs).toBeLessThan(10_000);
  });

  it('one that exits at once fails transport with its exit status', async () => {
    const adapter = adapterFile('crashes', {
      command: ['node', '-e', "console.error('bad config'); process.exit(3)"],
    });
    const report = await run(
      adapter,
      corpus.filter((s) => s.scenario.id === 'basics/first-answer'),
    );
    expect(report.scenarios[0]!.checks[0]!.message).toContain('exited before it was ready (code 3');
    expect(report.scenarios[0]!.stderrTail).toContain('bad config');
  });

  it('a scenario over its budget leaves its remaining checks untested (budget), never passed', async () => {
    const scenarios = join(dir, 'slow');
    mkdirSync(join(scenarios, 'slow'), { recursive: true });
    writeFileSync(
      join(scenarios, 'slow', 'budget.json'),
      JSON.stringify({
        id: 'slow/budget',
        title: 'waits too long',
        description: 'A check that cannot finish inside the scenario budget.',
        requirements: ['DE-006'],
        steps: [
          { do: 'provider.send', as: 'm1', chat: 'p2p:alice', text: 'hi' },
          { expect: 'provider.call', api: 'im.message.create', within: 20000, layer: 'delivery' },
        ],
      }),
    );
    const loaded = loadScenarios(scenarios, requirements);
    const report = await run(join(CONTROLS, 'tiny-bot.impl.json'), loaded, { scenarioTimeoutMs: 2500 });
    expect(report.scenarios[0]!.verdicts.delivery).toMatchObject({ status: 'untested', reason: 'budget' });
    expect(report.exitCode).toBe(2);
  });

  it('scenarios in parallel give the same verdicts as one after another', { timeout: 120_000 }, async () => {
    const some = corpus.filter((s) =>
      ['basics/first-answer', 'redelivery/after-ack', 'redelivery/new-event-id'].includes(s.scenario.id),
    );
    const adapter = join(CONTROLS, 'tiny-bot.impl.json');
    const serial = await run(adapter, some, { workers: 1 });
    const parallel = await run(adapter, some, { workers: 3 });
    const verdicts = (r: typeof serial) =>
      r.scenarios.map((s) => [s.id, s.verdicts, s.checks.map((c) => [c.id, c.status])]);
    expect(verdicts(parallel)).toEqual(verdicts(serial));
  });
});
