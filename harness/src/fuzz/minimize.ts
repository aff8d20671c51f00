import type { FuzzCampaign, ScenarioResult } from '../../../generated/types/index.ts';
import { reportPath, type LoadedAdapter } from '../runner/load.ts';
import { caseId, saveCase, writeScenario } from './cases.ts';
import { failureOf, offenders } from './failure.ts';
import { counted, planSize, type FuzzPlan } from './plan.ts';
import { loadedScenarioOf, playPlan, type PlayContext, type PlayedPlan } from './play.ts';
import { shrink, type ShrinkBudget, type Shrunk } from './shrink.ts';

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

/** Shrinks a failing plan, keeping its first failure; each play goes to the progress line. */
function shrinkFailing(
  plan: FuzzPlan,
  original: PlayedPlan,
  primary: string,
  context: PlayContext,
  options: MinimizeOptions,
): Promise<Shrunk> {
  const id = caseId(plan, primary);
  options.progress(
    `  shrinking ${primary} of ${original.loaded.scenario.id}: ${counted(planSize(plan).units, 'unit')} (sends, faults, kills, redeliveries)`,
  );
  return shrink(
    plan,
    async (candidate) => {
      const played = await playPlan(candidate, `fuzz/${id}`, '(shrinking)', context);
      return !played.result.harnessError && failureOf(played.result).includes(primary);
    },
    {
      budget: options.shrink.budget,
      focus: offenders(original.result, primary),
      onStep: (step) =>
        options.progress(
          `  shrink ${step.tried}: ${counted(step.units, 'unit')} → ${step.failed ? `still ${primary}` : 'passes'}`,
        ),
    },
  );
}

/**
 * Shrinks a failing plan (unless told not to), plays the result again, saves it for --replay and, when
 * asked, writes its scenario; returns what the manifest says of it.
 */
export async function minimize(
  plan: FuzzPlan,
  original: PlayedPlan,
  primary: string,
  context: PlayContext,
  options: MinimizeOptions,
): Promise<Found> {
  const id = caseId(plan, primary);
  const before = planSize(plan).units;
  const shrunk = options.shrink.enabled
    ? await shrinkFailing(plan, original, primary, context, options)
    : { plan, tried: 0, exhausted: false };
  const results: ScenarioResult[] = [];
  for (let i = 0; i < options.shrink.replays; i++)
    results.push((await playPlan(shrunk.plan, `fuzz/${id}`, '(replay)', context)).result);
  const same = results.filter((r) => failureOf(r).includes(primary));
  const failure = failureOf(same[0] ?? original.result);
  const after = planSize(shrunk.plan).units;
  const saved: FuzzPlan = {
    ...shrunk.plan,
    found: {
      id,
      adapter: reportPath(options.adapter.file),
      failure: [primary, ...failure.filter((f) => f !== primary)],
      shrunkFrom: { units: before, faults: plan.faults.length },
    },
  };
  const file = saveCase(options.casesDir, saved);
  const scenario = loadedScenarioOf(saved, `fuzz/${id}`, file, context.requirements);
  const scenarioFile = options.writeScenarios
    ? writeScenario(options.writeScenarios, scenario.scenario.id, scenario.text)
    : undefined;
  if (options.shrink.enabled) {
    options.progress(
      `  shrunk to ${after} of ${before} units in ${counted(shrunk.tried, 'play')}${shrunk.exhausted ? ' (budget spent: may not be minimal)' : ''}`,
    );
  }
  options.progress(`  replayed ${same.length}/${results.length} the same way; saved as ${id}`);
  return {
    id,
    from: original.loaded.scenario.id,
    failure: saved.found!.failure,
    units: { before, after },
    replays: { played: results.length, failed: same.length },
    replay: options.replayCommand(id),
    ...(scenarioFile ? { scenarioFile } : {}),
  };
}
