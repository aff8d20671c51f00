import { performance } from 'node:perf_hooks';
import type { FuzzCampaign, Report, RequirementRegistry } from '../../../generated/types/index.ts';
import type { DatabaseSource } from '../postgres/databases.ts';
import { reportPath, type LoadedAdapter } from '../runner/load.ts';
import { assembleReport } from '../runner/run.ts';
import { failureOf } from './failure.ts';
import { generatePlan, type GenerateOptions } from './generate.ts';
import { sourcesOf, type FuzzPlan } from './plan.ts';
import { playPlan, type PlayContext, type PlayedPlan } from './play.ts';
import { minimize, type Found } from './minimize.ts';
import type { ShrinkBudget } from './shrink.ts';
import { progressMark, runLine } from './tally.ts';

export interface CampaignOptions {
  adapter: LoadedAdapter;
  requirements: RequirementRegistry;
  seed: number;
  /** The first of these reached ends the campaign; a run under way finishes. */
  budget: { runs?: number; seconds?: number };
  generate: GenerateOptions;
  /** Shrink each new kind of failure, then play the shrunk plan this many times. */
  shrink: { enabled: boolean; budget: ShrinkBudget; replays: number };
  /** Go on after a failure (each new kind of failure is still shrunk once); default: stop at the first. */
  keepGoing: boolean;
  casesDir: string;
  /** Write the scenario of each found case under this directory, as fuzz/<id>.json. */
  writeScenarios?: string;
  /** The command that replays a saved case, for the report and the console. */
  replayCommand: (id: string) => string;
  progress: (line: string) => void;
  startupTimeoutMs?: number;
  keepData?: boolean;
  /** Where each run's shared store comes from, for an implementation of several instances. */
  databases?: DatabaseSource;
  today: string;
}

export type { Found };

export interface CampaignOutcome {
  report: Report;
  runs: PlayedPlan[];
  found: Found[];
}

export const runId = (seed: number, run: number) => `fuzz/s${seed}-r${run}`;

/** The report of a campaign or a replay: `run`'s report, with the campaign in the manifest. Reporters see it later. */
export function reportOf(
  options: Pick<CampaignOptions, 'adapter' | 'requirements' | 'today'>,
  played: readonly PlayedPlan[],
  campaign: FuzzCampaign,
  startedAt: string,
  durationMs: number,
): Report {
  const adapter = options.adapter.adapter;
  const report = assembleReport({
    implementation: {
      name: adapter.name,
      ...(adapter.version ? { version: adapter.version } : {}),
      adapter: reportPath(options.adapter.file),
      capabilities: adapter.capabilities,
    },
    selected: played.map((p) => p.loaded),
    results: played.map((p) => p.result),
    requirements: options.requirements,
    filters: {},
    seed: campaign.seed,
    repeat: 1,
    workers: 1,
    today: options.today,
    startedAt,
    durationMs,
  });
  report.manifest.fuzz = campaign;
  return report;
}

export function campaignRun(played: PlayedPlan, plan: FuzzPlan): FuzzCampaign['runs'][number] {
  const sources = sourcesOf(plan);
  return {
    scenario: played.loaded.scenario.id,
    plan,
    sources: sources.requests + sources.commands,
    fired: played.fired,
  };
}

/**
 * Plays generated plans until the budget ends: each a fresh implementation over its own data, judged by
 * the invariants. A failure is shrunk to a minimal plan, saved for --replay, played again to show it
 * fails the same way, and (with writeScenarios) written as a corpus scenario.
 */
export async function runCampaign(options: CampaignOptions): Promise<CampaignOutcome> {
  const startedAt = new Date().toISOString();
  const t0 = performance.now();
  const context: PlayContext = {
    adapter: options.adapter,
    requirements: options.requirements,
    ...(options.startupTimeoutMs !== undefined ? { startupTimeoutMs: options.startupTimeoutMs } : {}),
    ...(options.keepData ? { keepData: true } : {}),
    ...(options.databases ? { databases: options.databases } : {}),
  };
  const played: PlayedPlan[] = [];
  const plans: FuzzPlan[] = [];
  const found: Found[] = [];
  const kinds = new Set<string>();
  const outOfTime = () =>
    options.budget.seconds !== undefined && performance.now() - t0 >= options.budget.seconds * 1000;
  for (let run = 1; options.budget.runs === undefined || run <= options.budget.runs; run++) {
    if (outOfTime()) break;
    const plan = generatePlan(options.seed, run, options.generate);
    const id = runId(options.seed, run);
    const one = await playPlan(plan, id, `(generated: seed ${options.seed}, run ${run})`, context);
    played.push(one);
    plans.push(plan);
    options.progress(
      runLine(
        `${progressMark(run, options.budget, performance.now() - t0)} ${id}`,
        one.result,
        one.fired,
        sourcesOf(plan),
        plan.faults.length,
      ),
    );
    if (one.result.harnessError) break;
    const failure = failureOf(one.result);
    const primary = failure[0];
    if (primary === undefined) continue;
    if (failure.includes('ready')) {
      // Not a finding of the fuzz: the implementation never came up, so no plan could show anything.
      options.progress(`  the implementation was never ready (see the report); nothing to shrink`);
      break;
    }
    if (!kinds.has(primary)) {
      kinds.add(primary);
      found.push(await minimize(plan, one, primary, context, options));
    }
    if (!options.keepGoing) break;
  }
  const campaign: FuzzCampaign = {
    seed: options.seed,
    budget: {
      ...(options.budget.runs !== undefined ? { runs: options.budget.runs } : {}),
      ...(options.budget.seconds !== undefined ? { seconds: options.budget.seconds } : {}),
    },
    runs: played.map((p, i) => campaignRun(p, plans[i]!)),
    found,
  };
  const report = reportOf(options, played, campaign, startedAt, Math.round(performance.now() - t0));
  return { report, runs: played, found };
}
