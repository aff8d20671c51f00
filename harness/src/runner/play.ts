import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Knobs, Layer, ScenarioResult, TranscriptEntry } from '../../../generated/types/index.ts';
import { ProviderDouble } from '../doubles/provider/index.ts';
import { reportPath, type LoadedAdapter, type LoadedScenario } from './load.ts';
import type { CheckResult, Outcome } from './model.ts';
import type { ScenarioContext, ControlExchange } from './context.ts';
import type { ScenarioHost } from './scenario-host.ts';
import { scenarioHost, unobservedIn, untestableIn, windowScale, type HostMode } from './host-mode.ts';
import { scaledCheck } from './window-scale.ts';
import { ChangeSignal } from './signal.ts';
import { SutManager, type Readiness } from './sut-manager.ts';
import { instanceLaunches } from './instance-launches.ts';
import { freePort } from './free-port.ts';
import { checkId, isCheck } from './static-check.ts';
import { checkResult } from './check-result.ts';
import { evaluate, needsControl } from './checks/index.ts';
import { runAction } from './actions/index.ts';
import { blockedBy, blockingDependency } from './dependencies.ts';
import { judgedAnyway } from './never-hidden.ts';
import { UnknownCaptureError } from './captures.ts';
import { allUntested, layerVerdicts } from './verdicts.ts';
import { transcript } from './transcript.ts';
import { redactSecrets } from './redact.ts';
import { wireViolations } from './wire-violations.ts';
import { nowhereAsked } from './nowhere-asked.ts';
import { shownTwice } from './shown-twice.ts';
import { leftBehind } from './left-behind.ts';
import { scenarioSeed, seededRandom } from './seeded.ts';
import { stallOf, type Stall } from './stalled.ts';
import { reapStrays, type StrayProcess } from './stray-processes.ts';
import type { DatabaseSource, ScenarioDatabase } from '../postgres/databases.ts';

export const DEFAULT_SCENARIO_BUDGET_MS = 60_000;
/** Lark asks clients to wait up to 30 s before reconnecting; a scenario cannot wait that long. */
const HARNESS_CLIENT_CONFIG = { ReconnectInterval: 1, ReconnectNonce: 1 };
const DEFAULT_STARTUP_TIMEOUT_MS = 20_000;
const DEFAULT_STOP_GRACE_MS = 2_000;
/** How long a process that left the group may take to end by itself (a host shim polls its parent every 200 ms). */
const STRAY_GRACE_MS = 2_000;

export interface PlayOptions {
  adapter: LoadedAdapter;
  /** Knobs for every scenario; a scenario's own knobs override them. */
  baseKnobs: Knobs;
  /** requirement id → layer, to default a check's requirements. */
  requirementLayers: ReadonlyMap<string, string>;
  attempt: number;
  /** The run seed; each scenario attempt derives its own from it. */
  seed: number;
  startupTimeoutMs?: number;
  scenarioTimeoutMs?: number;
  /** Keep the data directory of each scenario (for debugging). */
  keepData?: boolean;
  /** The agent host: the host double (default) or a real Codex. */
  host?: HostMode;
  /** Where the shared store of a multi-instance implementation (adapter instances) comes from. */
  databases?: DatabaseSource;
  /** Called once every step ran, before the doubles stop: a caller that needs more than the verdicts looks here. */
  inspect?: (ctx: ScenarioContext) => void;
  /**
   * Ends the scenario early (Ctrl-C): the implementation is killed at once, every wait ends, no further
   * step runs, and the doubles, processes and temporary folder are cleaned up as at any end. Its result
   * is partial: the caller leaves it out.
   */
  abort?: AbortSignal;
}

type Untested = Extract<Outcome, { status: 'untested' }>;

/** The run was interrupted before the implementation started: nothing to judge, only to clean up. */
class ScenarioInterrupted extends Error {}

function untested(reason: string, message: string): Untested {
  return { status: 'untested', reason, message };
}

/** Plays one scenario against a fresh instance of the implementation, with fresh doubles and data. */
export async function playScenario(loaded: LoadedScenario, options: PlayOptions): Promise<ScenarioResult> {
  const { scenario } = loaded;
  const base = {
    id: scenario.id,
    title: scenario.title,
    file: reportPath(loaded.file),
    attempt: options.attempt,
  };
  const declared = new Set<string>(options.adapter.adapter.capabilities);
  const missing = (scenario.capabilities ?? []).filter((c) => !declared.has(c));
  if (missing.length > 0) {
    return {
      ...base,
      durationMs: 0,
      verdicts: allUntested('capability', `needs ${missing.join(', ')}`),
      checks: [],
    };
  }
  const hostMode = options.host ?? { mode: 'double' };
  const untestable = untestableIn(hostMode, scenario);
  if (untestable)
    return { ...base, durationMs: 0, verdicts: allUntested('host-mode', untestable), checks: [] };

  const t0 = performance.now();
  const now = () => performance.now() - t0;
  const scale = windowScale(hostMode.mode);
  const budgetEnd = (scenario.timeoutMs ?? options.scenarioTimeoutMs ?? DEFAULT_SCENARIO_BUDGET_MS) * scale;
  const signal = new ChangeSignal();
  const seed = scenarioSeed(options.seed, scenario.id, options.attempt);
  const verificationToken = randomBytes(12).toString('hex');
  const provider = new ProviderDouble({
    now,
    seed,
    random: seededRandom(seed),
    verificationToken,
    clientConfig: HARNESS_CLIENT_CONFIG,
    // The runner drives the double in process: no listener for the side channel, nothing to find.
    sideChannel: false,
    ...(scenario.provider?.ackDeadlineMs !== undefined
      ? { ackDeadlineMs: scenario.provider.ackDeadlineMs }
      : {}),
    ...(scenario.provider?.redeliveryScheduleMs !== undefined
      ? { redeliveryScheduleMs: scenario.provider.redeliveryScheduleMs }
      : {}),
    ...(scenario.provider?.spread !== undefined ? { spread: scenario.provider.spread } : {}),
  });
  const work = await mkdtemp(join(tmpdir(), 'larkspur-'));
  const host = scenarioHost(hostMode, scenario, work, now);
  const unsubscribe = [
    provider.recorder.subscribe(() => signal.notify()),
    host.recorder.subscribe(() => signal.notify()),
  ];
  const runnerLog: TranscriptEntry[] = [];
  const controlLog: ControlExchange[] = [];
  const log = (summary: string) => runnerLog.push({ at: now(), source: 'runner', summary });
  const results: CheckResult[] = [];
  let harnessError: string | undefined;
  let stderrTail: string | undefined;
  let sut: SutManager | undefined;
  let startupMs: number | undefined;
  let strays: StrayProcess[] = [];
  let database: ScenarioDatabase | undefined;
  // Per scenario and secret: whatever carries it in its environment was started by this implementation.
  const token = randomBytes(16).toString('hex');
  const runSecrets = new Map<string, string>([[token, 'control token']]);
  let aborted = options.abort?.aborted ?? false;
  const onAbort = () => {
    aborted = true;
    // Every check waiting on the budget decides now; a readiness wait sees its process gone.
    signal.notify();
    void sut?.stopAll().catch(() => undefined);
  };
  options.abort?.addEventListener('abort', onAbort, { once: true });

  try {
    await provider.start();
    await host.start();
    const knobsFile = join(work, 'knobs.json');
    await writeFile(knobsFile, JSON.stringify({ ...options.baseKnobs, ...scenario.knobs }, null, 2));
    const { adapter } = options.adapter;
    const intake = adapter.intake ?? 'ws';
    const webhook: NodeJS.ProcessEnv = {};
    if (intake === 'webhook') {
      const port = await freePort();
      const encryptKey = randomBytes(16).toString('hex');
      runSecrets.set(encryptKey, 'encrypt key');
      provider.setWebhook({
        url: `http://127.0.0.1:${port}${adapter.webhookPath ?? '/webhook/event'}`,
        encryptKey,
      });
      webhook.LARKSPUR_WEBHOOK_PORT = String(port);
      webhook.LARKSPUR_LARK_ENCRYPT_KEY = encryptKey;
      webhook.LARKSPUR_LARK_VERIFICATION_TOKEN = verificationToken;
    }
    if (adapter.instances) {
      if (!options.databases) throw new Error('a multi-instance adapter needs a database source');
      database = await options.databases.fresh();
      log(`store: PostgreSQL database ${database.name}`);
    }
    const { instances, dataDirs, secondInstallation } = await instanceLaunches({
      adapter: options.adapter,
      work,
      token,
      control: declared.has('control'),
      env: {
        provider,
        host,
        intake,
        webhook,
        knobsFile,
        eventTiming: (scenario.capabilities ?? []).includes('event-timing'),
        ...(scenario.modelProvider !== undefined ? { modelProvider: scenario.modelProvider } : {}),
        ...(database ? { storeUrl: database.url } : {}),
      },
    });
    const primary = instances[0]!;
    const control = primary.control;
    sut = new SutManager({
      instances,
      secondInstallation,
      startupTimeoutMs: options.startupTimeoutMs ?? adapter.startupTimeoutMs ?? DEFAULT_STARTUP_TIMEOUT_MS,
      stopGraceMs: adapter.stopGraceMs ?? DEFAULT_STOP_GRACE_MS,
      provider,
      intake,
      now,
      onEvent: log,
      host,
    });
    const ctx: ScenarioContext = {
      scenario,
      now,
      // Interrupted, the budget is spent: every wait ends at once.
      get budgetEnd() {
        return aborted ? 0 : budgetEnd;
      },
      signal,
      captures: new Map(),
      anchors: new Map(),
      provider,
      host,
      control,
      controlLog,
      sut,
      launch: { dataDirs, controlToken: token, controlPort: primary.controlPort },
      runnerLog,
      replyThreading: declared.has('reply-threading'),
      anyPassed: () => results.some((r) => r.status === 'pass'),
    };
    if (aborted) throw new ScenarioInterrupted();
    const first = await sut.start();
    if (first.ready) startupMs = first.ms;
    let halted: Readiness | undefined = first.ready ? undefined : first;
    /** Set when an action could not run for want of a value a failed check was to capture. */
    let stalled: Stall | undefined;
    if (!first.ready) {
      stderrTail = first.stderrTail;
      results.push(readinessFailure(0, first.reason));
    }
    for (const [i, step] of scenario.steps.entries()) {
      if (aborted) break;
      if (!isCheck(step)) {
        if (halted || stalled) continue;
        log(`step ${i + 1}: ${step.do}${'as' in step && step.as ? ` as ${step.as}` : ''}`);
        let done: Awaited<ReturnType<typeof runAction>>;
        try {
          done = await runAction(step, ctx);
        } catch (error) {
          // A value the implementation should have answered earlier is missing: the action cannot be made.
          // The implementation's doing, not the kit's. When a check was to capture it, the rest of the
          // scenario is untested as that check was; otherwise the checks on its answer are untested.
          if (!(error instanceof UnknownCaptureError)) throw error;
          stalled = stallOf(error, scenario, i, results);
          log(stalled?.message ?? `step ${i + 1}: not done: ${error.message}`);
          continue;
        }
        if (done.notReady) {
          halted = done.notReady;
          stderrTail = done.notReady.stderrTail;
          results.push(readinessFailure(i + 1, done.notReady.reason));
        }
        continue;
      }
      const id = checkId(step, i);
      const started = performance.now();
      let outcome: Outcome;
      const dep = blockingDependency(step, results);
      const unobserved = unobservedIn(hostMode, step);
      if (unobserved) outcome = untested('host-mode', unobserved);
      else if (halted) outcome = untested('blocked-by:transport', 'the implementation was not ready');
      else if (stalled) outcome = stalled;
      else if (needsControl(step) && !control)
        outcome = untested('capability', 'the implementation declares no control API');
      else if (dep && now() < budgetEnd)
        outcome = await judgedAnyway(
          step,
          ctx,
          untested(blockedBy(dep), `depends on ${dep.id}, which did not pass`),
          evaluate,
        );
      else if (dep) outcome = untested(blockedBy(dep), `depends on ${dep.id}, which did not pass`);
      else if (now() >= budgetEnd) outcome = untested('budget', 'the scenario budget ran out');
      else {
        log(`step ${i + 1}: expect ${step.expect} (${id})`);
        try {
          outcome = await evaluate(scaledCheck(step, scale), ctx);
        } catch (error) {
          if (!(error instanceof UnknownCaptureError)) throw error;
          outcome = untested('not-covered', error.message);
        }
      }
      if (outcome.status === 'pass')
        for (const [k, v] of Object.entries(outcome.captures ?? {})) ctx.captures.set(k, v);
      results.push(
        checkResult(step, i, id, outcome, {
          scenario,
          requirementLayers: options.requirementLayers,
          durationMs: Math.round(performance.now() - started),
        }),
      );
      if (outcome.status === 'fail') log(`check ${id} failed: ${outcome.message}`);
    }
    options.inspect?.(ctx);
    // While the implementation still runs: a draft it left is judged once it went quiet.
    if (!aborted && !halted)
      for (const found of await leftBehind(ctx)) {
        log(`check ${found.id} ${found.status === 'fail' ? 'failed' : found.status}: ${found.message}`);
        results.push(found);
      }
  } catch (error) {
    if (!(error instanceof ScenarioInterrupted))
      harnessError = `${(error as Error).name}: ${(error as Error).message}`;
  } finally {
    options.abort?.removeEventListener('abort', onAbort);
    await sut?.stopAll();
    for (const off of unsubscribe) off();
    await Promise.allSettled([provider.stop(), host.stop()]);
    strays = await reapStrays(`LARKSPUR_CONTROL_TOKEN=${token}`, STRAY_GRACE_MS);
    await database
      ?.drop()
      .catch((error: unknown) => log(`the scenario's database was not dropped: ${(error as Error).message}`));
    // A stray may still have been writing into the data directory: a leftover is no reason to end the run.
    if (!options.keepData)
      await rm(work, { recursive: true, force: true, maxRetries: 3 }).catch(() => undefined);
  }
  // After the doubles stopped, so that what the implementation broke at the very end (a body cut off) counts too.
  results.push(...wireViolations(provider, host));
  if (!harnessError)
    results.push(
      ...nowhereAsked(loaded, provider),
      ...shownTwice(provider, host, declared.has('reply-threading')),
    );
  if (strays.length > 0) results.push(strayFailure(strays));
  stderrTail ??= results.some((r) => r.status === 'fail') ? sut?.stderrTail() : undefined;
  harnessError ??= doubleFaults(provider, host);
  const failed = results.some((r) => r.status === 'fail');
  const peakRssMb = sut?.peakRssMb();
  // The doubles' secrets and the control token, wherever the result would show them (the transcript, a
  // check's actual, the implementation's stderr): made up per scenario, but a report is shared.
  const observed = host.observed?.() ?? (host.recorder.records.length > 0 ? ['host-protocol' as const] : []);
  const agents = host.agents?.() ?? [];
  const secrets = new Map([...provider.secrets(), ...runSecrets]);
  return redactSecrets<ScenarioResult>(
    {
      ...base,
      durationMs: Math.round(now()),
      verdicts: harnessError ? allUntested('not-covered', 'harness error') : layerVerdicts(results),
      checks: results,
      ...(observed.length > 0 ? { hostObserved: observed } : {}),
      ...(agents.length > 0 ? { hostAgents: agents } : {}),
      ...(harnessError ? { harnessError } : {}),
      ...(stderrTail ? { stderrTail } : {}),
      ...(peakRssMb !== undefined || startupMs !== undefined
        ? {
            resources: {
              ...(startupMs !== undefined ? { startupMs } : {}),
              ...(peakRssMb !== undefined ? { peakRssMb } : {}),
            },
          }
        : {}),
      ...(failed || harnessError ? { transcript: transcript(provider, host, controlLog, runnerLog) } : {}),
    },
    secrets,
  );
}

function readinessFailure(step: number, reason: string): CheckResult {
  const layer: Layer = 'transport';
  return {
    id: step === 0 ? 'ready' : `step-${step}-ready`,
    step,
    expect: 'sut.ready',
    layer,
    requirements: [],
    status: 'fail',
    message: `the implementation ${reason}`,
    durationMs: 0,
  };
}

/** Processes of the implementation that left its process group and outlived the scenario (the kit killed them). */
function strayFailure(strays: StrayProcess[]): CheckResult {
  const [first] = strays;
  return {
    id: 'teardown',
    step: 0,
    expect: 'sut.exited',
    layer: 'transport',
    requirements: [],
    status: 'fail',
    message: `${strays.length} process(es) of the implementation left its process group and outlived the scenario, first pid ${first!.pid} (${first!.command}); the kit killed them — keep every child in the group, and end them with it`,
    actual: strays.slice(0, 5),
    durationMs: 0,
  };
}

/** A double that broke its own contract is the harness's fault, never the implementation's. */
function doubleFaults(provider: ProviderDouble, host: ScenarioHost): string | undefined {
  const providerFault = provider.recorder.harnessErrors()[0];
  if (providerFault) return `provider double: ${providerFault.message}`;
  return host.fault();
}
