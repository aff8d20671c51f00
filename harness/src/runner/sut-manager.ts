import type { ControlClient } from '../../../generated/clients/control.ts';
import { SCHEMA_IDS } from '../../../generated/spec.ts';
import type { ProviderDouble } from '../doubles/provider/index.ts';
import { SutProcess, type SutExit, type SutLaunch } from './sut.ts';
import { violations, formatViolation } from './validate.ts';
import { sleep } from './signal.ts';

export interface SutStop extends SutExit {
  afterMs: number;
}

export type Readiness = { ready: true; ms: number } | { ready: false; reason: string; stderrTail: string };

export interface SutManagerOptions {
  launch: SutLaunch;
  startupTimeoutMs: number;
  stopGraceMs: number;
  provider: ProviderDouble;
  /**
   * With the control capability readiness is GET /v1/ready; without, a long connection to the double, or
   * with webhook intake the answer to the URL challenge.
   */
  control: ControlClient | undefined;
  intake: 'ws' | 'webhook';
  now: () => number;
  onEvent: (summary: string) => void;
}

const POLL_MS = 25;
const LATE = 'no complete answer before the deadline';

/** What `probe` resolves to, or `late` once `ms` have passed, whichever comes first. */
function beforeDeadline<T>(probe: Promise<T>, ms: number, late: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const cut = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(late), Math.max(0, ms))));
  return Promise.race([probe, cut]).finally(() => clearTimeout(timer));
}

/** Starts, stops and restarts the implementation under test; one primary instance and any extra ones. */
export class SutManager {
  private primary: SutProcess | undefined;
  private readonly extras: SutProcess[] = [];
  private readonly all: SutProcess[] = [];

  constructor(private readonly options: SutManagerOptions) {}

  get current(): SutProcess | undefined {
    return this.primary;
  }

  async start(): Promise<Readiness> {
    const startedAt = this.options.now();
    const sut = this.spawn();
    this.primary = sut;
    return this.waitReady(sut, startedAt);
  }

  /** A second instance on the same data directory, beside the running one (a lease test). */
  startSecond(): SutProcess {
    const sut = this.spawn();
    this.extras.push(sut);
    return sut;
  }

  /** How the primary instance ended: its code and signal, and how long it took after the signal. */
  async stop(signal: 'SIGKILL' | 'SIGTERM'): Promise<SutStop | undefined> {
    const sut = this.primary;
    if (!sut) return undefined;
    const from = this.options.now();
    const exit = await sut.stop(signal, this.options.stopGraceMs);
    this.options.onEvent(`implementation stopped (${signal}): code ${exit.code} signal ${exit.signal}`);
    return { ...exit, afterMs: Math.round(this.options.now() - from) };
  }

  async restart(signal: 'SIGKILL' | 'SIGTERM'): Promise<{ stopped: SutStop | undefined; readiness: Readiness }> {
    const stopped = await this.stop(signal);
    return { stopped, readiness: await this.start() };
  }

  /** Kills every instance this manager started, with its process group. */
  async stopAll(): Promise<void> {
    await Promise.all(this.all.map((s) => s.stop('SIGKILL', 0)));
  }

  /** The highest memory any instance held, in MiB. */
  peakRssMb(): number | undefined {
    const peaks = this.all.map((s) => s.peakRssMb).filter((p): p is number => p !== undefined);
    return peaks.length > 0 ? Math.round(Math.max(...peaks) * 10) / 10 : undefined;
  }

  /** What every instance wrote, first start first. */
  outputs(): { stdout: string; stderr: string }[] {
    return this.all.map((s) => s.output());
  }

  stderrTail(): string {
    return this.all.map((s) => s.stderrTail()).filter((t) => t !== '').join('\n---\n');
  }

  private spawn(): SutProcess {
    const sut = new SutProcess(this.options.launch, this.options.now);
    this.all.push(sut);
    this.options.onEvent(`implementation started (pid ${sut.pid ?? '?'})`);
    void sut.exited.then((exit) => this.options.onEvent(`implementation exited: code ${exit.code} signal ${exit.signal}`));
    return sut;
  }

  private async waitReady(sut: SutProcess, startedAt: number): Promise<Readiness> {
    const deadline = startedAt + this.options.startupTimeoutMs;
    let lastProblem: string | undefined;
    while (this.options.now() < deadline) {
      if (!sut.running) {
        const exit = sut.exitStatus!;
        return { ready: false, reason: `exited before it was ready (code ${exit.code}, signal ${exit.signal})`, stderrTail: sut.stderrTail() };
      }
      // The deadline is hard: a probe still waiting on a slow answer when it passes is not waited for.
      const problem = await beforeDeadline(this.readinessProblem(startedAt), deadline - this.options.now(), LATE);
      if (problem === undefined) {
        const ms = Math.round(this.options.now() - startedAt);
        this.options.onEvent(`implementation ready after ${ms} ms`);
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
  private async readinessProblem(startedAt: number): Promise<string | undefined> {
    const control = this.options.control;
    if (!control && this.options.intake === 'webhook') {
      return (await this.options.provider.verifyWebhook()) ? undefined : 'no answer to the webhook URL challenge';
    }
    if (!control) {
      const opened = this.options.provider.recorder.records.some(
        (r) => r.kind === 'connection' && r.event === 'open' && r.at >= startedAt,
      );
      return opened && this.options.provider.connectedClients() > 0 ? undefined : 'no long connection to the provider double';
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
