import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RequirementRegistry, ScenarioResult } from '../generated/types/index.ts';
import { loadAdapter, type LoadedAdapter, type LoadedScenario } from '../harness/src/runner/load.ts';
import { runOptions, runScenarios } from '../harness/src/runner/run.ts';
import { LAYERS } from '../harness/src/runner/model.ts';
import type { DatabaseSource } from '../harness/src/postgres/databases.ts';
import { coveredLines, type CoveredLines } from './line-coverage.ts';

/**
 * The reference's adapter a scenario plays on: two instances over PostgreSQL for the multi-instance
 * scenarios, the webhook intake for the webhook ones, the long connection for the rest — as CI plays them.
 */
export function adapterFileFor(scenario: LoadedScenario): string {
  const needs = scenario.scenario.capabilities ?? [];
  if (needs.includes('multi-instance')) return 'reference-postgres.impl.json';
  if (needs.includes('webhook')) return 'reference-webhook.impl.json';
  return 'reference.impl.json';
}

/** What one play of a scenario showed: killed (a layer failed), and how. */
export interface Play {
  scenario: string;
  durationMs: number;
  /** Layers that failed, and the checks that failed in them. */
  failed: Array<{ layer: string; checks: string[] }>;
  /** A layer passed: the play measured something. */
  measured: boolean;
  harnessError?: string;
}

export interface CorpusOptions {
  sandboxDir: string;
  requirements: RequirementRegistry;
  databases: DatabaseSource;
}

function summary(result: ScenarioResult): Play {
  const failed = LAYERS.filter((l) => result.verdicts[l].status === 'fail').map((layer) => ({
    layer,
    checks: result.checks.filter((c) => c.status === 'fail' && c.layer === layer).map((c) => c.id),
  }));
  return {
    scenario: result.id,
    durationMs: result.durationMs,
    failed,
    measured: LAYERS.some((l) => result.verdicts[l].status === 'pass'),
    ...(result.harnessError ? { harnessError: result.harnessError } : {}),
  };
}

async function playWith(
  adapter: LoadedAdapter,
  scenario: LoadedScenario,
  options: CorpusOptions,
): Promise<Play> {
  const report = await runScenarios(
    runOptions({
      adapter,
      scenarios: [scenario],
      requirements: options.requirements,
      databases: options.databases,
    }),
  );
  const result = report.scenarios[0];
  if (!result) throw new Error(`${scenario.scenario.id}: the run played nothing`);
  return summary(result);
}

/** Plays one scenario against the reference in the sandbox, as it stands (a mutant written in or not). */
export function play(scenario: LoadedScenario, options: CorpusOptions): Promise<Play> {
  return playWith(loadAdapter(join(options.sandboxDir, adapterFileFor(scenario))), scenario, options);
}

/**
 * Plays one scenario against the unmutated reference with V8 block coverage on, and returns which lines of
 * reference/src ran in any of its processes (mutate/coverage-preload.mjs writes the counters out while
 * they run, since a scenario ends them with SIGKILL).
 */
export async function playCovered(
  scenario: LoadedScenario,
  options: CorpusOptions,
): Promise<{ play: Play; lines: CoveredLines }> {
  const adapter = loadAdapter(join(options.sandboxDir, adapterFileFor(scenario)));
  const dir = mkdtempSync(join(tmpdir(), 'larkspur-mutate-coverage-'));
  try {
    const [node, ...rest] = adapter.argv;
    const covered: LoadedAdapter = {
      ...adapter,
      argv: [node!, '--import', join(import.meta.dirname, 'coverage-preload.mjs'), ...rest],
      adapter: {
        ...adapter.adapter,
        env: {
          ...adapter.adapter.env,
          MUTATE_COVERAGE_DIR: dir,
          MUTATE_COVERAGE_PREFIX: join(options.sandboxDir, 'reference', 'src'),
        },
      },
    };
    const result = await playWith(covered, scenario, options);
    return { play: result, lines: coveredLines(dir, options.sandboxDir, 'reference/src') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
