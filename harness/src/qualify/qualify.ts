import { performance } from 'node:perf_hooks';
import type { Report, RequirementRegistry, ScenarioResult } from '../../../generated/types/index.ts';
import { ControlClient } from '../../../generated/clients/control.ts';
import type { Reporter } from '../report/reporter.ts';
import { reportPath, type LoadedScenario } from '../runner/load.ts';
import { assembleReport, selectScenarios, type RunFilters } from '../runner/run.ts';
import { LiveLarkClient } from './lark-client.ts';
import { isStructural, playLive } from './live-play.ts';
import { DEFAULT_PERSON_WAIT_MS } from './person.ts';
import type { LoadedProfile } from './profile.ts';

export const DEFAULT_TIMEOUT_SCALE = 10;
export const DEFAULT_POLL_MS = 1000;

export interface QualifyOptions {
  loaded: LoadedProfile;
  scenarios: LoadedScenario[];
  requirements: RequirementRegistry;
  /** Scenario globs and tags; without any, every scenario with a structural check. */
  filters: RunFilters;
  reporters: Reporter[];
  /** YYYY-MM-DD. */
  today: string;
  /** Overrides the profile's. */
  timeoutScale?: number;
  pollMs?: number;
  /** Overrides the profile's. */
  personWaitMs?: number;
  /** Where the drill tells a person what to do. Default stdout. */
  say?: (line: string) => void;
}

/** The scenarios a qualification drills: the selection, or by default those with something to measure live. */
export function selectForQualification(all: LoadedScenario[], filters: RunFilters): LoadedScenario[] {
  const chosen = filters.scenario !== undefined || filters.tag !== undefined;
  const selected = selectScenarios(all, filters);
  return chosen ? selected : selected.filter(({ scenario }) => scenario.steps.some(isStructural));
}

/**
 * GET /v1/ready of the install, when the profile names its control API: the pinned version must be the
 * one running, connected to Lark. Without a control API the version is untested, and the report says so.
 */
async function installFindings(loaded: LoadedProfile): Promise<{ problems: string[]; warnings: string[] }> {
  const { install } = loaded.profile;
  if (!loaded.control) {
    return {
      problems: [],
      warnings: [
        `install version untested: the profile names no control API, so ${install.version} is not checked`,
      ],
    };
  }
  const where = `${loaded.control.url}/v1/ready`;
  try {
    const client = new ControlClient({
      baseUrl: loaded.control.url,
      token: loaded.control.token,
      timeoutMs: 5000,
    });
    const ready = await client.getReady();
    if (ready.status !== 200)
      return { problems: [`${where} answered ${ready.status}: check the control token`], warnings: [] };
    const problems: string[] = [];
    const running = ready.body.implementation;
    if (running.version !== install.version) {
      problems.push(
        `${where} reports ${running.name} ${running.version}; the profile pins ${install.version}`,
      );
    }
    if (!ready.body.providerReady)
      problems.push(`${where}: the install is not connected to Lark (providerReady false)`);
    return { problems, warnings: [] };
  } catch (error) {
    return { problems: [`${where} did not answer: ${(error as Error).message}`], warnings: [] };
  }
}

/** Drills a pinned install through the real provider API and reports per layer, like a run. */
export async function qualify(options: QualifyOptions): Promise<Report> {
  const startedAt = new Date().toISOString();
  const t0 = performance.now();
  const { profile } = options.loaded;
  const selected = selectForQualification(options.scenarios, options.filters);
  const requirementLayers = new Map(options.requirements.requirements.map((r) => [r.id, r.layer as string]));
  const client = new LiveLarkClient(profile.lark.domain, options.loaded.userToken);
  for (const r of options.reporters) {
    r.onRunStart?.({
      scenarios: selected.length,
      repeat: 1,
      workers: 1,
      implementation: `${profile.install.name} ${profile.install.version} (live)`,
    });
  }
  const install = await installFindings(options.loaded);
  const results: ScenarioResult[] = [];
  // One drill user and one chat: scenarios play one after another, never in parallel.
  for (const s of selected) {
    for (const r of options.reporters) r.onScenarioStart?.(s.scenario.id, 1);
    const result = await playLive(s, {
      client,
      profile,
      requirementLayers,
      scale: options.timeoutScale ?? profile.timeoutScale ?? DEFAULT_TIMEOUT_SCALE,
      pollMs: options.pollMs ?? profile.pollMs ?? DEFAULT_POLL_MS,
      personWaitMs: options.personWaitMs ?? profile.personWaitMs ?? DEFAULT_PERSON_WAIT_MS,
      say: options.say ?? ((line) => process.stdout.write(`${line}\n`)),
    });
    results.push(result);
    for (const r of options.reporters) r.onScenarioEnd?.(result);
  }
  const report = assembleReport({
    implementation: {
      name: profile.install.name,
      version: profile.install.version,
      adapter: reportPath(options.loaded.file),
      capabilities: [],
    },
    selected,
    results,
    requirements: options.requirements,
    filters: options.filters,
    seed: 0,
    repeat: 1,
    workers: 1,
    today: options.today,
    startedAt,
    durationMs: Math.round(performance.now() - t0),
    problems: install.problems,
    warnings: install.warnings,
  });
  for (const r of options.reporters) await r.onRunEnd?.(report);
  return report;
}
