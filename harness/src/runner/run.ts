import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type {
  Expectations,
  GatePolicy,
  Knobs,
  Layer,
  Report,
  RequirementRegistry,
  ScenarioResult,
} from '../../../generated/types/index.ts';
import { SPEC_VERSION } from '../../../generated/spec.ts';
import type { Reporter } from '../report/reporter.ts';
import { applyExpectations } from '../expectations/apply.ts';
import { LAYERS } from './model.ts';
import { reportPath, globToRegExp, PACKAGE_ROOT, type LoadedAdapter, type LoadedScenario } from './load.ts';
import { checkLaunchable } from './launchable.ts';
import { HostStarts } from './host-never-started.ts';
import { playScenario } from './play.ts';
import { requirementMatrix } from './requirement-matrix.ts';
import { exitCodeOf, gate } from './exit-code.ts';
import { hostModeFor, interfaceOf, windowScale, type HostMode, type HostInterface } from './host-mode.ts';
import { hostNotes } from './host-notes.ts';
import { ClusterDatabases, type DatabaseSource } from '../postgres/databases.ts';

export interface RunFilters {
  scenario?: string[];
  tag?: string[];
  layer?: Layer[];
  requirement?: string[];
  /** "i/n": run the i-th of n shards (1-based). */
  shard?: string;
}

export interface RunOptions {
  adapter: LoadedAdapter;
  scenarios: LoadedScenario[];
  requirements: RequirementRegistry;
  filters: RunFilters;
  baseKnobs: Knobs;
  seed: number;
  repeat: number;
  untilFail: boolean;
  workers: number;
  reporters: Reporter[];
  /** The adapter's known divergences, loaded (and validated) before the run. */
  expectations?: { file: string; content: Expectations };
  gate?: GatePolicy;
  startupTimeoutMs?: number;
  scenarioTimeoutMs?: number;
  keepData?: boolean;
  /**
   * The agent host: the host double, a real Codex or Claude Code, or the model double alone. Default: the one
   * for the host interface the adapter declares (the host double for codex-app-server).
   */
  host?: HostMode;
  /** Findings before the run that do not fail it (an adapter's expectations file that does not exist yet). */
  warnings?: string[];
  /** YYYY-MM-DD, for expiry of expectations. */
  today: string;
  /**
   * Where a multi-instance implementation's scenarios get their shared database: by default a throwaway
   * cluster the run starts when the first scenario needs one, and stops at its end.
   */
  databases?: DatabaseSource;
  /**
   * Interrupts the run (Ctrl-C): no scenario starts after it, the running ones are stopped and cleaned
   * up, and the report holds the scenarios that finished, marked interrupted (exit 130). Its reason is
   * the signal's name.
   */
  signal?: AbortSignal;
}

const optional = (text: string | undefined): string[] => (text === undefined ? [] : [text]);

/** A programmatic run with the CLI's defaults: one worker, no filters, no reporters, today's date. */
export function runOptions(
  required: Pick<RunOptions, 'adapter' | 'scenarios' | 'requirements'> & Partial<RunOptions>,
): RunOptions {
  return {
    filters: {},
    baseKnobs: {},
    seed: 1,
    repeat: 1,
    untilFail: false,
    workers: 1,
    reporters: [],
    today: new Date().toISOString().slice(0, 10),
    ...required,
  };
}

export function harnessVersion(): string {
  return (JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string })
    .version;
}

/** The scenarios a run's filters select, in id order. */
export function selectScenarios(all: LoadedScenario[], filters: RunFilters): LoadedScenario[] {
  const globs = (filters.scenario ?? []).map(globToRegExp);
  let selected = all.filter(({ scenario }) => {
    if (globs.length > 0 && !globs.some((g) => g.test(scenario.id))) return false;
    if (filters.tag && !filters.tag.some((t) => scenario.tags?.includes(t))) return false;
    if (filters.requirement && !filters.requirement.some((r) => scenario.requirements.includes(r)))
      return false;
    if (filters.layer && !scenario.steps.some((s) => 'expect' in s && filters.layer!.includes(s.layer)))
      return false;
    return true;
  });
  if (filters.shard) {
    const [i, n] = filters.shard.split('/').map(Number) as [number, number];
    selected = selected.filter((_, index) => index % n === i - 1);
  }
  return selected;
}

export function scenarioSetHash(scenarios: LoadedScenario[]): string {
  const hash = createHash('sha256');
  for (const s of scenarios) hash.update(`${s.scenario.id}\n${s.text}\n`);
  return `sha256:${hash.digest('hex')}`;
}

/** Layers outside a --layer filter are untested (filtered): measured for dependencies, never counted. */
function filterLayers(result: ScenarioResult, layers: Layer[] | undefined): ScenarioResult {
  if (!layers) return result;
  const verdicts = { ...result.verdicts };
  for (const layer of LAYERS)
    if (!layers.includes(layer)) verdicts[layer] = { status: 'untested', reason: 'filtered' };
  return { ...result, verdicts };
}

async function pool<T>(items: T[], workers: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(workers, items.length)) }, worker));
}

export interface ReportInput {
  implementation: Report['manifest']['implementation'];
  selected: LoadedScenario[];
  results: ScenarioResult[];
  requirements: RequirementRegistry;
  filters: RunFilters;
  seed: number;
  repeat: number;
  workers: number;
  today: string;
  startedAt: string;
  durationMs: number;
  expectations?: { file: string; content: Expectations };
  gate?: GatePolicy;
  /** Findings outside any scenario that fail the run (a live install of the wrong version). */
  problems?: string[];
  /** The host mode of a run (absent for a live qualification, which drives the install's own host). */
  host?: Report['manifest']['host'];
  warnings?: string[];
  /** The run was interrupted: the report is partial, and exits 130. */
  interrupted?: NonNullable<Report['interrupted']>;
}

/** The run's host with what its scenarios found: the agents that ran, and each host-mode reason once. */
function withNotes(host: NonNullable<ReportInput['host']>, results: readonly ScenarioResult[]) {
  const notes = hostNotes(results);
  const agents = [...new Set(results.flatMap((r) => r.hostAgents ?? []))].sort();
  return { ...host, ...(agents.length > 0 ? { agents } : {}), ...(notes.length > 0 ? { notes } : {}) };
}

/** The report every reporter sees, from played results: expectations applied, gated, totalled, traced. */
export function assembleReport(input: ReportInput): Report {
  const results = [...input.results].sort((a, b) => a.id.localeCompare(b.id) || a.attempt - b.attempt);
  const applied = applyExpectations(
    results,
    input.expectations?.content,
    input.expectations?.file ?? '',
    input.today,
  );
  const levels = new Map(input.requirements.requirements.map((r) => [r.id, r.level]));
  const gated = gate(applied.results, input.gate, levels);
  const problems = [
    ...(input.problems ?? []),
    ...applied.problems,
    ...applied.results.flatMap((r) => (r.harnessError ? [`${r.id}: harness error: ${r.harnessError}`] : [])),
  ];
  const totals = Object.fromEntries(
    LAYERS.map((layer) => {
      const count = (status: string) =>
        applied.results.filter((r) => r.verdicts[layer].status === status).length;
      return [
        layer,
        {
          pass: count('pass'),
          fail: count('fail'),
          untested: count('untested'),
          expectedFail: count('expected-fail'),
        },
      ];
    }),
  ) as Report['totals'];
  const filters = Object.fromEntries(
    Object.entries(input.filters).filter(([, v]) => v !== undefined),
  ) as Report['manifest']['filters'];
  return {
    reportVersion: '0',
    manifest: {
      specVersion: SPEC_VERSION,
      harnessVersion: harnessVersion(),
      scenarioSetHash: scenarioSetHash(input.selected),
      implementation: input.implementation,
      seed: input.seed,
      filters,
      ...(input.gate ? { gate: input.gate.name } : {}),
      ...(input.host ? { host: withNotes(input.host, applied.results) } : {}),
      repeat: input.repeat,
      workers: input.workers,
      startedAt: input.startedAt,
      durationMs: input.durationMs,
      node: process.version,
      platform: `${process.platform}-${process.arch}`,
    },
    exitCode: input.interrupted ? 130 : exitCodeOf(applied.results, problems, gated.blocking),
    ...(input.interrupted ? { interrupted: input.interrupted } : {}),
    totals,
    problems,
    warnings: [...(input.warnings ?? []), ...gated.warnings],
    scenarios: applied.results,
    requirements: requirementMatrix(
      input.requirements,
      new Map(input.selected.map((s) => [s.scenario.id, s.scenario.requirements])),
      applied.results,
    ),
  };
}

/** Runs the selected scenarios, applies expectations, and builds the report every reporter sees. */
export async function runScenarios(options: RunOptions): Promise<Report> {
  checkLaunchable(options.adapter);
  const startedAt = new Date().toISOString();
  const t0 = performance.now();
  const selected = selectScenarios(options.scenarios, options.filters);
  const requirementLayers = new Map(options.requirements.requirements.map((r) => [r.id, r.layer as string]));
  const declared: HostInterface = options.adapter.adapter.host ?? 'codex-app-server';
  const host = options.host ?? (await hostModeFor(declared));
  const given = interfaceOf(host.mode);
  // Said once for the run: every host check of it measures an interface the adapter does not claim.
  const crossed =
    given === declared
      ? undefined
      : `the adapter declares host ${declared}, and this run gives it ${given} (--host): its host checks measure what it does with that`;
  for (const r of options.reporters) {
    r.onRunStart?.({
      scenarios: selected.length,
      repeat: options.repeat,
      workers: options.workers,
      implementation: options.adapter.adapter.name,
      host: hostLabel(host),
    });
  }
  const results: ScenarioResult[] = [];
  const databases =
    options.databases ?? (options.adapter.adapter.instances ? new ClusterDatabases() : undefined);
  let stop = false;
  const attempts = selected.flatMap((s) =>
    Array.from({ length: options.repeat }, (_, i) => ({ s, attempt: i + 1 })),
  );
  const abort = options.signal;
  const hostStarts = new HostStarts();
  const played = pool(attempts, options.workers, async ({ s, attempt }) => {
    if (stop || abort?.aborted) return;
    for (const r of options.reporters) r.onScenarioStart?.(s.scenario.id, attempt);
    const result = filterLayers(
      await playScenario(s, {
        adapter: options.adapter,
        baseKnobs: options.baseKnobs,
        requirementLayers,
        attempt,
        seed: options.seed,
        ...(options.startupTimeoutMs !== undefined ? { startupTimeoutMs: options.startupTimeoutMs } : {}),
        ...(options.scenarioTimeoutMs !== undefined ? { scenarioTimeoutMs: options.scenarioTimeoutMs } : {}),
        ...(options.keepData ? { keepData: true } : {}),
        host,
        ...(databases ? { databases } : {}),
        ...(abort ? { abort } : {}),
        inspect: (ctx) => hostStarts.observe(ctx),
      }),
      options.filters.layer,
    );
    // A scenario the interruption cut short says nothing reliable: it is left out, as not run.
    if (abort?.aborted) return;
    results.push(result);
    if (options.untilFail && LAYERS.some((l) => result.verdicts[l].status === 'fail')) stop = true;
    for (const r of options.reporters) r.onScenarioEnd?.(result);
  });
  // A cluster this run started ends with it; one it was given belongs to the caller.
  await played.finally(() => (options.databases ? undefined : databases?.close()));
  const report = assembleReport({
    implementation: {
      name: options.adapter.adapter.name,
      ...(options.adapter.adapter.version ? { version: options.adapter.adapter.version } : {}),
      adapter: reportPath(options.adapter.file),
      capabilities: options.adapter.adapter.capabilities,
    },
    selected,
    results,
    requirements: options.requirements,
    filters: options.filters,
    seed: options.seed,
    repeat: options.repeat,
    workers: options.workers,
    today: options.today,
    startedAt,
    durationMs: Math.round(performance.now() - t0),
    ...(options.expectations ? { expectations: options.expectations } : {}),
    ...(options.gate ? { gate: options.gate } : {}),
    host: manifestHost(host, declared),
    warnings: [
      ...(options.warnings ?? []),
      ...(crossed ? [crossed] : []),
      ...optional(hostStarts.note(results)),
    ],
    ...(abort?.aborted
      ? {
          interrupted: {
            signal: String(abort.reason),
            notRun: selected
              .map((s) => s.scenario.id)
              .filter((id) => !results.some((r) => r.id === id && r.attempt === options.repeat)),
          },
        }
      : {}),
  });
  for (const r of options.reporters) await r.onRunEnd?.(report);
  return report;
}

/** How a run's host reads in the console: "host double", "codex 0.171.0", "claude-code 2.1.332", "model-api". */
function hostLabel(host: HostMode): string {
  if (host.mode === 'double') return 'host double';
  if (host.mode === 'codex' || host.mode === 'claude-code') return `${host.mode} ${host.install.version}`;
  return 'model-api (the implementation calls the model double)';
}

/** The manifest's host: the mode, the interface the adapter declares, and the pinned agent's version. */
function manifestHost(host: HostMode, declared: HostInterface): ReportInput['host'] {
  return {
    mode: host.mode,
    interface: declared,
    ...(host.mode === 'codex' ? { codexVersion: host.install.version } : {}),
    ...(host.mode === 'claude-code' ? { claudeCodeVersion: host.install.version } : {}),
    ...(windowScale(host.mode) !== 1 ? { windowScale: windowScale(host.mode) } : {}),
  };
}
