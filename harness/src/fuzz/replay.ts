import { performance } from 'node:perf_hooks';
import type { Report, RequirementRegistry } from '../../../generated/types/index.ts';
import type { LoadedAdapter } from '../runner/load.ts';
import { writeScenario } from './cases.ts';
import { campaignRun, reportOf } from './campaign.ts';
import { failureOf } from './failure.ts';
import { sourcesOf, type FuzzPlan } from './plan.ts';
import { minimize, type Found, type MinimizeOptions } from './minimize.ts';
import type { DatabaseSource } from '../postgres/databases.ts';
import { playPlan, type PlayContext, type PlayedPlan } from './play.ts';
import { runLine } from './tally.ts';

export interface ReplayOptions {
  adapter: LoadedAdapter;
  requirements: RequirementRegistry;
  plays: number;
  writeScenarios?: string;
  /** Shrink the case when it fails (a case saved with --no-shrink, or shrunk on a budget). */
  minimize?: MinimizeOptions;
  progress: (line: string) => void;
  startupTimeoutMs?: number;
  keepData?: boolean;
  /** Where each run's shared store comes from, for an implementation of several instances. */
  databases?: DatabaseSource;
  today: string;
}

/** How a replay went: each play against the failure the case was saved with. */
export interface ReplayOutcome {
  report: Report;
  found: Found[];
  same: number;
  plays: PlayedPlan[];
  scenarioFile?: string;
}

/**
 * Plays a saved case again, as the scenario it compiles to, and says for each play whether it failed the
 * same way (its first failure, the one shrinking kept), failed otherwise, or held — the bug is fixed.
 */
export async function replayCase(
  plan: FuzzPlan,
  file: string,
  options: ReplayOptions,
): Promise<ReplayOutcome> {
  const startedAt = new Date().toISOString();
  const t0 = performance.now();
  const id = `fuzz/${plan.found?.id ?? `s${plan.seed}-r${plan.run}`}`;
  const expected = plan.found?.failure[0];
  const plays: PlayedPlan[] = [];
  let same = 0;
  const context: PlayContext = {
    adapter: options.adapter,
    requirements: options.requirements,
    ...(options.startupTimeoutMs !== undefined ? { startupTimeoutMs: options.startupTimeoutMs } : {}),
    ...(options.keepData ? { keepData: true } : {}),
    ...(options.databases ? { databases: options.databases } : {}),
  };
  for (let i = 1; i <= options.plays; i++) {
    const played = await playPlan(plan, id, file, context);
    plays.push(played);
    const failure = failureOf(played.result);
    const verdict =
      failure.length === 0
        ? 'held every invariant'
        : expected !== undefined && failure.includes(expected)
          ? `fails the same way (${expected})`
          : `fails otherwise (${failure.join(', ')})`;
    if (expected !== undefined && failure.includes(expected)) same += 1;
    options.progress(
      runLine(
        `[replay ${i}/${options.plays}] ${id}`,
        played.result,
        played.fired,
        sourcesOf(plan),
        plan.faults.length,
      ),
    );
    options.progress(`  ${verdict}`);
  }
  const first = plays[0];
  const primary = first ? failureOf(first.result)[0] : undefined;
  const found =
    options.minimize && first && primary !== undefined
      ? [await minimize(plan, first, primary, context, options.minimize)]
      : [];
  // A shrunk case writes its own scenario; otherwise the one replayed is written.
  const scenarioFile =
    options.writeScenarios && first && found.length === 0
      ? writeScenario(options.writeScenarios, id, first.loaded.text)
      : undefined;
  const report = reportOf(
    options,
    plays,
    { seed: plan.seed, budget: { runs: options.plays }, runs: plays.map((p) => campaignRun(p, plan)), found },
    startedAt,
    Math.round(performance.now() - t0),
  );
  return { report, found, same, plays, ...(scenarioFile ? { scenarioFile } : {}) };
}
