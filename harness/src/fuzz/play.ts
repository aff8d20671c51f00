import type { RequirementRegistry, ScenarioResult } from '../../../generated/types/index.ts';
import { SCHEMA_IDS } from '../../../generated/spec.ts';
import type { DatabaseSource } from '../postgres/databases.ts';
import type { LoadedAdapter, LoadedScenario } from '../runner/load.ts';
import { playScenario } from '../runner/play.ts';
import { checkScenarioStatically } from '../runner/static-check.ts';
import { formatViolation, violations } from '../runner/validate.ts';
import { scenarioOf } from './compile.ts';
import { FuzzCompileError } from './errors.ts';
import type { FuzzPlan } from './plan.ts';

/** What fired in one run, counted on the wire rather than taken from the plan. */
export interface Fired {
  faults: number;
  kills: number;
  redeliveries: number;
}

export interface PlayedPlan {
  loaded: LoadedScenario;
  result: ScenarioResult;
  fired: Fired;
}

export interface PlayContext {
  adapter: LoadedAdapter;
  requirements: RequirementRegistry;
  startupTimeoutMs?: number;
  keepData?: boolean;
  /** The shared store of each run, for an implementation of several instances (adapter instances). */
  databases?: DatabaseSource;
}

/** The plan as a scenario file would hold it, checked as the loader checks one: a bad one is a kit bug. */
export function loadedScenarioOf(
  plan: FuzzPlan,
  id: string,
  file: string,
  requirements: RequirementRegistry,
): LoadedScenario {
  const scenario = scenarioOf(plan, id);
  const broken = violations(SCHEMA_IDS.Scenario, scenario)[0];
  if (broken)
    throw new FuzzCompileError(
      `the scenario of ${id} breaks the scenario schema: ${formatViolation(broken)}`,
    );
  checkScenarioStatically(file, scenario, new Set(requirements.requirements.map((r) => r.id)));
  return { file, scenario, text: `${JSON.stringify(scenario, null, 2)}\n` };
}

/** Plays one plan against a fresh instance of the implementation, with fresh doubles and data. */
export async function playPlan(
  plan: FuzzPlan,
  id: string,
  file: string,
  context: PlayContext,
): Promise<PlayedPlan> {
  const loaded = loadedScenarioOf(plan, id, file, context.requirements);
  const fired: Fired = { faults: 0, kills: 0, redeliveries: 0 };
  const result = await playScenario(loaded, {
    adapter: context.adapter,
    baseKnobs: {},
    requirementLayers: new Map(context.requirements.requirements.map((r) => [r.id, r.layer as string])),
    attempt: 1,
    seed: plan.seed,
    ...(context.startupTimeoutMs !== undefined ? { startupTimeoutMs: context.startupTimeoutMs } : {}),
    ...(context.keepData ? { keepData: true } : {}),
    ...(context.databases ? { databases: context.databases } : {}),
    inspect: (ctx) => {
      fired.faults = ctx.provider.firedFaults().length;
      fired.kills = ctx.runnerLog.filter((e) =>
        /^(implementation|instance [0-9]+) stopped \(SIGKILL\)/.test(e.summary),
      ).length;
      fired.redeliveries = ctx.runnerLog.filter((e) => / provider\.redeliver( |$)/.test(e.summary)).length;
    },
  });
  return { loaded, result, fired };
}
