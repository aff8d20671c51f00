/**
 * `npm run bench`: the speed and memory targets, measured against the reference server.
 *
 *   burst      300 and 1500 messages over 30 chats in one second: ACK latency (p50 / p95 / worst,
 *              target worst < 3000 ms), every message answered once, at most 4 turns at once, and the
 *              server's peak memory — bounded means the larger burst costs disk, not memory.
 *   workers    the corpus with --workers 1 and --workers 2: the same verdicts, in less time.
 *
 * Results print as a table and are written to .larkspur/bench/latest.json.
 */
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Report, Scenario } from '../generated/types/index.ts';
import { DEFAULT_SCENARIO_DIR, loadAdapter, loadRequirements, loadScenarios, PACKAGE_ROOT, type LoadedScenario } from '../harness/src/runner/load.ts';
import { runOptions, runScenarios } from '../harness/src/runner/run.ts';
import { writeAtomic } from '../harness/src/report/write-atomic.ts';
import { LAYERS } from '../harness/src/runner/model.ts';

const requirements = loadRequirements();
const adapter = loadAdapter(join(PACKAGE_ROOT, 'reference.impl.json'));

function run(scenarios: LoadedScenario[], workers: number): Promise<Report> {
  return runScenarios(runOptions({ adapter, scenarios, requirements, workers }));
}

function burstScenario(perChat: number): LoadedScenario {
  const total = 30 * perChat;
  const scenario: Scenario = {
    id: `bench/burst-${total}`,
    title: `burst of ${total}`,
    description: 'Benchmark: a burst over 30 private chats in one second.',
    requirements: ['TR-001', 'TR-004', 'DE-006'],
    knobs: { maxHandlers: 4, memoryQueueBound: 64, feedbackWindowMs: 3000 },
    timeoutMs: 600_000,
    steps: [
      { do: 'provider.burst', as: 'burst', chats: 30, perChat, overMs: 1000 },
      { expect: 'provider.acks', id: 'acks', of: 'burst', withinMs: 3000, within: 30_000, layer: 'transport' },
      { expect: 'host.call', id: 'turns', method: 'turn/start', count: total, within: 500_000, layer: 'host' },
      { expect: 'host.concurrency', id: 'bounded', atMost: 4, layer: 'host' },
      {
        expect: 'provider.messages',
        id: 'answered',
        count: total,
        distinct: 'parentId',
        within: 60_000,
        layer: 'delivery',
        match: { fromBot: true, parentId: { $anyOf: '{{burst.messageIds}}' } },
      },
    ],
  };
  return { file: '(bench)', scenario, text: JSON.stringify(scenario) };
}

interface BurstResult {
  messages: number;
  passed: boolean;
  ack: unknown;
  mostTurnsAtOnce: unknown;
  peakRssMb: number | undefined;
  seconds: number;
}

async function burst(perChat: number): Promise<BurstResult> {
  const started = performance.now();
  const report = await run([burstScenario(perChat)], 1);
  const result = report.scenarios[0]!;
  const failed = result.checks.filter((c) => c.status !== 'pass');
  for (const c of failed) process.stderr.write(`  ${c.id}: ${c.status} ${c.message ?? ''}\n`);
  return {
    messages: 30 * perChat,
    passed: failed.length === 0,
    ack: result.checks.find((c) => c.id === 'acks')?.actual,
    mostTurnsAtOnce: (result.checks.find((c) => c.id === 'bounded')?.actual as { mostAtOnce?: number } | undefined)?.mostAtOnce,
    peakRssMb: result.resources?.peakRssMb,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}

async function workers(): Promise<{ serialSeconds: number; parallelSeconds: number; sameVerdicts: boolean }> {
  const corpus = loadScenarios(DEFAULT_SCENARIO_DIR, requirements);
  const verdicts = (r: Report) => JSON.stringify(r.scenarios.map((s) => [s.id, LAYERS.map((l) => s.verdicts[l].status)]));
  let t = performance.now();
  const serial = await run(corpus, 1);
  const serialSeconds = (performance.now() - t) / 1000;
  t = performance.now();
  const parallel = await run(corpus, 2);
  const parallelSeconds = (performance.now() - t) / 1000;
  return {
    serialSeconds: Math.round(serialSeconds * 10) / 10,
    parallelSeconds: Math.round(parallelSeconds * 10) / 10,
    sameVerdicts: verdicts(serial) === verdicts(parallel),
  };
}

async function main(): Promise<number> {
  const only = process.argv.slice(2);
  const results: Record<string, unknown> = {};
  if (only.length === 0 || only.includes('burst')) {
    for (const perChat of [10, 50]) {
      process.stdout.write(`burst of ${30 * perChat}…\n`);
      results[`burst-${30 * perChat}`] = await burst(perChat);
    }
  }
  if (only.length === 0 || only.includes('workers')) {
    process.stdout.write('corpus with 1 and 2 workers…\n');
    results.workers = await workers();
  }
  process.stdout.write(`\n${JSON.stringify(results, null, 2)}\n`);
  writeAtomic(join(PACKAGE_ROOT, '.larkspur', 'bench', 'latest.json'), `${JSON.stringify({ at: new Date().toISOString(), results }, null, 2)}\n`);
  const bursts = Object.entries(results).filter(([k]) => k.startsWith('burst')).map(([, v]) => v as BurstResult);
  const ok = bursts.every((b) => b.passed) && ((results.workers as { sameVerdicts?: boolean } | undefined)?.sameVerdicts ?? true);
  return ok ? 0 : 1;
}

process.exitCode = await main();
