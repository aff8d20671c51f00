import type { ControlClient } from '../../../generated/clients/control.ts';
import { SCHEMA_IDS } from '../../../generated/spec.ts';
import type { ProviderDouble } from '../doubles/provider/index.ts';
import { SutProcess, type SutExit, type SutLaunch } from './sut.ts';
import { violations, formatViolation } from './validate.ts';
import { sleep } from './signal.ts';
import type { ScenarioHost } from './scenario-host.ts';

export interface SutStop extends SutExit {
  afterMs: number;
}

export type Readiness = { ready: true; ms: number } | { ready: false; reason: string; stderrTail: string };

/** How one instance is started, and its control API when it declares one. */
export interface InstanceLaunch {
  launch: SutLaunch;
  control: ControlClient | undefined;
}

export interface SutManagerOptions {
  /** One per instance: one for most implementations, the adapter's instances.count for a multi-instance one. */
  instances: InstanceLaunch[];
  /** Another installation on the same app (sut.start with second), made when asked for. */
  secondInstallation: () => Promise<InstanceLaunch>;
  startupTimeoutMs: number;
  stopGraceMs: number;
  provider: ProviderDouble;
  intake: 'ws' | 'webhook';
  now: () => number;
  onEvent: (summary: string) => void;
  /** The agent host: after each start, wait for the host the implementation starts (codex mode). */
  host?: Pick<ScenarioHost, 'settled' | 'recorder'>;
}

/** A second installation started beside the running one, and its control API. */
export interface SecondInstallation {
  process: SutProcess;
  control: ControlClient | undefined;
}

const POLL_MS = 25;
const LATE = 'no complete answer before the deadline';

/** What `probe` resolves to, or `late` once `ms` have passed, whichever comes first. */
function beforeDeadline<T>(probe: Promise<T>, ms: number, late: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const cut = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(late), Math.max(0, ms))));
  return Promise.race([probe, cut]).finally(() => clearTimeout(timer));
}

/**
 * Starts, stops, pauses and restarts the implementation under test: its instances (numbered from 1; most
 * implementations have one) and any second installation beside them.
 */
export class SutManager {
  /** The running process of each instance, by index; undefined while one is stopped. */
  private readonly running: Array<SutProcess | undefined>;
  private readonly seconds: SecondInstallation[] = [];
  private readonly all: SutProcess[] = [];

  constructor(private readonly options: SutManagerOptions) {
    this.running = options.instances.map(() => undefined);
  }

  get count(): number {
    return this.options.instances.length;
  }

  /** The first instance's process: the one a single-instance implementation has. */
  get current(): SutProcess | undefined {
    return this.running[0];
  }

  /** Whether any instance is running now. */
  get anyRunning(): boolean {
    return this.running.some((p) => p?.running === true);
  }

  /** The second installations started so far, oldest first. */
  get secondInstallations(): readonly SecondInstallation[] {
    return this.seconds;
  }

  /** Starts the instances that are not running (`instance`: only that one, 1-based) and waits until each is ready. */
  async start(instance?: number): Promise<Readiness> {
    const startedAt = this.options.now();
    const hostSince = this.options.host?.recorder.records.length ?? 0;
    const started = this.indexes(instance)
      .filter((i) => this.running[i] === undefined)
      .map((i) => {
        const sut = this.spawn(this.options.instances[i]!.launch, this.label(i));
        this.running[i] = sut;
        return { i, sut };
      });
    const readiness = await Promise.all(
      started.map(({ i, sut }) =>
        this.waitReady(sut, this.options.instances[i]!.control, startedAt, started.length, this.label(i)),
      ),
    );
    const failed = readiness.find((r) => !r.ready);
    if (failed) return failed;
    await this.options.host?.settled?.(hostSince);
    return { ready: true, ms: Math.round(this.options.now() - startedAt) };
  }

  /** A second installation on the same app, beside the running one (TR-006): not waited for. */
  async startSecond(): Promise<SecondInstallation> {
    const { launch, control } = await this.options.secondInstallation();
    const second = { process: this.spawn(launch, 'second installation'), control };
    this.seconds.push(second);
    return second;
  }

  /** Stops the instances (`instance`: that one) and says how the first of them ended, and how long it took. */
  async stop(signal: 'SIGKILL' | 'SIGTERM', instance?: number): Promise<SutStop | undefined> {
    const from = this.options.now();
    const stops = await Promise.all(
      this.indexes(instance).map(async (i) => {
        const sut = this.running[i];
        if (!sut) return undefined;
        this.running[i] = undefined;
        const exit = await sut.stop(signal, this.options.stopGraceMs);
        this.options.onEvent(`${this.label(i)} stopped (${signal}): code ${exit.code} signal ${exit.signal}`);
        return exit;
      }),
    );
    const first = stops.find((s) => s !== undefined);
    return first && { ...first, afterMs: Math.round(this.options.now() - from) };
  }

  async restart(
    signal: 'SIGKILL' | 'SIGTERM',
    instance?: number,
  ): Promise<{ stopped: SutStop | undefined; readiness: Readiness }> {
    const stopped = await this.stop(signal, instance);
    return { stopped, readiness: await this.start(instance) };
  }

  /** SIGSTOP (pause) or SIGCONT (resume) to one instance's process group. */
  signal(instance: number, signal: 'SIGSTOP' | 'SIGCONT'): void {
    const i = this.indexes(instance)[0]!;
    this.running[i]?.signal(signal);
    this.options.onEvent(`${this.label(i)} ${signal === 'SIGSTOP' ? 'paused' : 'resumed'}`);
  }

  /** Kills every process this manager started, with its process group; a paused one is woken to die. */
  async stopAll(): Promise<void> {
    await Promise.all(this.all.map((s) => s.stop('SIGKILL', 0)));
  }

  /** The highest memory any process held, in MiB. */
  peakRssMb(): number | undefined {
    const peaks = this.all.map((s) => s.peakRssMb).filter((p): p is number => p !== undefined);
    return peaks.length > 0 ? Math.round(Math.max(...peaks) * 10) / 10 : undefined;
  }

  /** What every process wrote, first start first. */
  outputs(): { stdout: string; stderr: string }[] {
    return this.all.map((s) => s.output());
  }

  stderrTail(): string {
    return this.all
      .map((s) => s.stderrTail())
      .filter((t) => t !== '')
      .join('\n---\n');
  }

  /** 0-based indexes of `instance` (1-based), or of every instance; an instance out of range is a scenario error. */
  private indexes(instance: number | undefined): number[] {
    if (instance === undefined) return this.options.instances.map((_, i) => i);
    if (!Number.isInteger(instance) || instance < 1 || instance > this.count) {
      throw new RangeError(
        `instance ${instance} does not exist: the implementation runs ${this.count} instance(s)`,
      );
    }
    return [instance - 1];
  }

  private label(i: number): string {
    return this.count === 1 ? 'implementation' : `instance ${i + 1}`;
  }

  private spawn(launch: SutLaunch, label: string): SutProcess {
    const sut = new SutProcess(launch, this.options.now);
    this.all.push(sut);
    this.options.onEvent(`${label} started (pid ${sut.pid ?? '?'})`);
    void sut.exited.then((exit) =>
      this.options.onEvent(`${label} exited: code ${exit.code} signal ${exit.signal}`),
    );
    return sut;
  }

  private async waitReady(
    sut: SutProcess,
    control: ControlClient | undefined,
    startedAt: number,
    starting: number,
    label: string,
  ): Promise<Readiness> {
    const deadline = startedAt + this.options.startupTimeoutMs;
    let lastProblem: string | undefined;
    while (this.options.now() < deadline) {
      if (!sut.running) {
        const exit = sut.exitStatus!;
        return {
          ready: false,
          reason: `exited before it was ready (code ${exit.code}, signal ${exit.signal})`,
          stderrTail: sut.stderrTail(),
        };
      }
      // The deadline is hard: a probe still waiting on a slow answer when it passes is not waited for.
      const problem = await beforeDeadline(
        this.readinessProblem(control, startedAt, starting),
        deadline - this.options.now(),
        LATE,
      );
      if (problem === undefined) {
        const ms = Math.round(this.options.now() - startedAt);
        this.options.onEvent(`${label} ready after ${ms} ms`);
        return { ready: true, ms };
      }
      // A probe cut off by the deadline says less than the answer before it.
      lastProblem = problem === LATE && lastProblem !== undefined ? `${lastProblem}; then ${LATE}` : problem;
      await sleep(POLL_MS);
    }
    return {
      ready: false,
      reason: `not ready within ${this.options.startupTimeoutMs} ms (${lastProblem ?? 'no answer yet'})`,
      stderrTail: sut.stderrTail(),
    };
  }

  /** undefined when ready; otherwise what is still missing. */
  private async readinessProblem(
    control: ControlClient | undefined,
    startedAt: number,
    starting: number,
  ): Promise<string | undefined> {
    if (!control && this.options.intake === 'webhook') {
      return (await this.options.provider.verifyWebhook())
        ? undefined
        : 'no answer to the webhook URL challenge';
    }
    if (!control) {
      const opened = this.options.provider.recorder.records.filter(
        (r) => r.kind === 'connection' && r.event === 'open' && r.at >= startedAt,
      ).length;
      return opened >= starting && this.options.provider.connectedClients() >= starting
        ? undefined
        : 'no long connection to the provider double';
    }
    try {
      const res = await control.getReady();
      if (res.status !== 200) return `GET /v1/ready answered ${res.status}`;
      const broken = violations(SCHEMA_IDS.ControlReady, res.body);
      if (broken.length > 0) return `GET /v1/ready breaks its schema: ${formatViolation(broken[0]!)}`;
      return res.body.providerReady ? undefined : 'providerReady is false';
    } catch (error) {
      return `GET /v1/ready: ${(error as Error).message}`;
    }
  }
}
