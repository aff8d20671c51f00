import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Report } from '../../generated/types/index.ts';
import { claudeInstall } from '../src/claude/claude-install.ts';
import {
  DEFAULT_SCENARIO_DIR,
  PACKAGE_ROOT,
  loadAdapter,
  loadRequirements,
  loadScenarios,
} from '../src/runner/load.ts';
import { LAYERS } from '../src/runner/model.ts';
import { runOptions, runScenarios } from '../src/runner/run.ts';

/**
 * The other host interfaces, with real agents and real SDKs: a bridge on the Claude Agent SDK driving the pinned
 * Claude Code (claude-code mode), and a bridge that calls a model API itself (model-api mode), each judged with
 * nothing of its own standing in for the agent. Bounded: a few scenarios each (CI plays the example's three
 * themes in full, .ci/run).
 */
const requirements = loadRequirements();
const corpus = loadScenarios(DEFAULT_SCENARIO_DIR, requirements);
const MINUTES = 60_000;

async function run(adapter: string, ids: string[]): Promise<Report> {
  return runScenarios(
    runOptions({
      adapter: loadAdapter(join(PACKAGE_ROOT, adapter)),
      scenarios: corpus.filter((s) => ids.includes(s.scenario.id)),
      requirements,
      workers: 2,
    }),
  );
}

const failed = (report: Report) =>
  Object.fromEntries(
    report.scenarios.map((s) => [s.id, LAYERS.filter((l) => s.verdicts[l].status === 'fail')]),
  );

/** Each failed check with its message: what a failed expectation on `failed` prints, to tell load from a bug. */
const why = (report: Report) =>
  report.scenarios
    .flatMap((s) => s.checks.filter((c) => c.status === 'fail').map((c) => `${s.id}#${c.id}: ${c.message}`))
    .join('\n');

describe('claude-code mode', () => {
  it(
    "the example bridge passes on the real Claude Code through the kit's claude, read from its stream-json",
    { timeout: 8 * MINUTES },
    async () => {
      const report = await run('examples/claude-agent-bridge/claude-agent-bridge.impl.json', [
        'basics/first-answer',
        'admission/fifo-private',
        'redelivery/after-restart',
        'redelivery/kill-before-reply',
      ]);
      expect(report.manifest.host).toMatchObject({
        mode: 'claude-code',
        interface: 'claude-code',
        claudeCodeVersion: (await claudeInstall()).version,
        windowScale: 3,
      });
      expect(report.problems).toEqual([]);
      expect(failed(report), why(report)).toEqual({
        'basics/first-answer': [],
        'admission/fifo-private': [],
        // The baseline of its flawed sibling below: on disk, its dedupe outlives the restart.
        'redelivery/after-restart': [],
        'redelivery/kill-before-reply': [],
      });
      expect(report.exitCode).toBe(0);
      expect(report.manifest.host?.agents).toEqual([
        expect.stringMatching(new RegExp(`^claude-cli/${(await claudeInstall()).version} `)),
      ]);
      for (const s of report.scenarios) {
        expect(s.hostObserved, s.id).toEqual(['stream-json']);
        expect(s.verdicts.delivery.status, s.id).toBe('pass');
      }
      // What the run could not see is said once, with where: fifo's refused turn/start is a Codex call.
      expect(report.manifest.host?.notes).toEqual([
        expect.objectContaining({ scenarios: ['admission/fifo-private'], checks: 1 }),
      ]);
    },
  );

  it(
    "the same bridge on the Agent SDK's bundled Claude Code is read from what the model double sees",
    { timeout: 4 * MINUTES },
    async () => {
      const report = await run('examples/claude-agent-bridge/claude-agent-bridge-bundled.impl.json', [
        'basics/first-answer',
      ]);
      expect(failed(report), why(report)).toEqual({ 'basics/first-answer': [] });
      const [scenario] = report.scenarios;
      expect(scenario!.hostObserved).toEqual(['model-calls']);
      expect(scenario!.verdicts.host.status).toBe('pass');
      // The agent that ran is the SDK's own copy, and the report says which.
      expect(report.manifest.host?.agents).toEqual([expect.stringMatching(/^claude-cli\/\S+ .*agent-sdk\//)]);
    },
  );

  it(
    'its flawed sibling, which dedupes in memory only, runs the model again after a restart: host and delivery fail',
    { timeout: 4 * MINUTES },
    async () => {
      const report = await run('harness/test/controls/claude-memory-dedupe.impl.json', [
        'redelivery/after-restart',
      ]);
      const [scenario] = report.scenarios;
      expect(failed(report)['redelivery/after-restart'], why(report)).toEqual(['host', 'delivery']);
      expect(scenario!.checks.find((c) => c.id === 'one-turn')).toMatchObject({
        status: 'fail',
        layer: 'host',
      });
      // What the user would see next — a second answer — begins with that second turn.
      expect(scenario!.checks.find((c) => c.id === 'no-second-answer')).toMatchObject({ status: 'fail' });
      expect(report.exitCode).toBe(1);
    },
  );
});

describe('model-api mode', () => {
  it(
    'a bridge that calls the OpenAI API itself is judged with no stand-in: it passes basics and fifo, and its lost answer after a crash fails',
    { timeout: 4 * MINUTES },
    async () => {
      const report = await run('harness/test/model-api/direct-bridge.impl.json', [
        'basics/first-answer',
        'admission/fifo-private',
        'redelivery/kill-before-reply',
      ]);
      expect(report.manifest.host).toMatchObject({ mode: 'model-api', interface: 'model-api' });
      expect(report.problems).toEqual([]);
      expect(failed(report), why(report)).toEqual({
        'basics/first-answer': [],
        'admission/fifo-private': [],
        // It keeps no answer across a crash: killed before its reply went out, it never answers.
        'redelivery/kill-before-reply': ['delivery'],
      });
      const basics = report.scenarios.find((s) => s.id === 'basics/first-answer')!;
      expect(basics.hostObserved).toEqual(['model-calls']);
      expect(basics.verdicts.host.status).toBe('pass');
    },
  );
});
