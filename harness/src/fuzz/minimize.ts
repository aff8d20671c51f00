import type { FuzzCampaign, ScenarioResult } from '../../../generated/types/index.ts';
import { reportPath, type LoadedAdapter, type LoadedScenario } from '../runner/load.ts';
import { caseId, saveCase, writeScenario } from './cases.ts';
import { failureOf, offenders } from './failure.ts';
import { planSize, type FuzzPlan } from './plan.ts';
import { playPlan, type PlayContext, type PlayedPlan } from './play.ts';
import { shrink, type ShrinkBudget } from './shrink.ts';

export type Found = FuzzCampaign['found'][number];

export interface MinimizeOptions {
  adapter: LoadedAdapter;
  /** Shrink (or keep the plan as it is), then play the result this many times. */
  shrink: { enabled: boolean; budget: ShrinkBudget; replays: number };
  casesDir: string;
  writeScenarios?: string;
  replayCommand: (id: string) => string;
  progress: (line: string) => void;
}

/** Shrinks a failing plan (unless told not to), replays the result, saves it; what the manifest says of it. */
export async function minimize(plan: FuzzPlan, original: PlayedPlan, primary: string, context: PlayContext, options: MinimizeOptions): Promise<Found> {
  const id = caseId(plan, primary);
  const before = planSize(plan).units;
  let last: LoadedScenario | undefined;
  let lastFailure: string[] = failureOf(original.result);
  if (options.shrink.enabled) options.progress(`  shrinking ${primary} of ${original.loaded.scenario.id}: ${before} units (sends, faults, kills, redeliveries)`);
  const shrunk = !options.shrink.enabled
    ? { plan, tried: 0, exhausted: false }
    : await shrink(
    plan,
    async (candidate) => {
      const played = await playPlan(candidate, `fuzz/${id}`, '(shrinking)', context);
      if (played.result.harnessError) return false;
      const failure = failureOf(played.result);
      const same = failure.includes(primary);
      if (same) {
        last = played.loaded;
        lastFailure = failure;
      }
      return same;
    },
    {
      budget: options.shrink.budget,
      focus: offenders(original.result, primary),
      onStep: (step) => options.progress(`  shrink ${step.tried}: ${step.units} units → ${step.failed ? `still ${primary}` : 'passes'}`),
    },
  );
  const results: ScenarioResult[] = [];
  for (let i = 0; i < options.shrink.replays; i++) {
    const replay = await playPlan(shrunk.plan, `fuzz/${id}`, '(replay)', context);
    results.push(replay.result);
    last = replay.loaded;
  }
  const same = results.filter((r) => failureOf(r).includes(primary));
  if (same[0]) lastFailure = failureOf(same[0]);
  const after = planSize(shrunk.plan).units;
  const saved: FuzzPlan = {
    ...shrunk.plan,
    found: {
      id,
      adapter: reportPath(options.adapter.file),
      failure: [primary, ...lastFailure.filter((f) => f !== primary)],
      shrunkFrom: { units: before, faults: plan.faults.length },
    },
  };
  saveCase(options.casesDir, saved);
  const scenarioFile = options.writeScenarios && last ? writeScenario(options.writeScenarios, last.scenario.id, last.text) : undefined;
  const replay = options.replayCommand(id);
  if (options.shrink.enabled) {
    options.progress(`  shrunk to ${after} of ${before} units in ${shrunk.tried} plays${shrunk.exhausted ? ' (budget spent: may not be minimal)' : ''}`);
  }
  options.progress(`  replayed ${same.length}/${results.length} the same way; saved as ${id}`);
  return {
    id,
    from: original.loaded.scenario.id,
    failure: saved.found!.failure,
    units: { before, after },
    replays: { played: results.length, failed: same.length },
    replay,
    ...(scenarioFile ? { scenarioFile } : {}),
  };
}
