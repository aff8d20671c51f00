import { randomBytes } from 'node:crypto';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { HostScript, Knobs } from '../generated/types/index.ts';
import { ControlClient } from '../generated/clients/control.ts';
import { ProviderDouble } from '../harness/src/doubles/provider/index.ts';
import { freePort } from '../harness/src/runner/free-port.ts';
import { launchEnv } from '../harness/src/runner/launch-env.ts';
import { groupRssMb } from '../harness/src/runner/rss.ts';
import { SutManager } from '../harness/src/runner/sut-manager.ts';
import { HostProcess } from './host-process.ts';
import type { Implementation } from './implementations.ts';

export interface RigOptions {
  implementation: Implementation;
  knobs?: Knobs;
  host?: HostScript;
  /** Called with the empty data directory before the implementation starts: a bench seeds its store there. */
  seed?: (dataDir: string) => void | Promise<void>;
  /** LARKSPUR_STORE_URL: the shared store (PostgreSQL) instead of the embedded one in the data directory. */
  storeUrl?: string;
}

/**
 * One implementation between the harness's own doubles (the host double in a process of its own), launched
 * the way a run launches it (the launch contract, readiness, its process group), but driven by a bench
 * instead of scenario steps: the bench sends load and reads the doubles' records afterwards, so that nothing
 * re-scans records during the load.
 */
export class Rig {
  private constructor(
    readonly provider: ProviderDouble,
    readonly host: HostProcess,
    readonly sut: SutManager,
    readonly now: () => number,
    private readonly work: string,
  ) {}

  static async start(options: RigOptions): Promise<Rig> {
    const t0 = performance.now();
    const now = () => performance.now() - t0;
    const provider = new ProviderDouble({ now, clientConfig: { ReconnectInterval: 1, ReconnectNonce: 1 } });
    await provider.start();
    const work = await mkdtemp(join(tmpdir(), 'larkspur-bench-'));
    // In a process of its own (host-process.ts says why).
    const host = await HostProcess.start(options.host ?? {}, work).catch(async (error: unknown) => {
      await provider.stop();
      await rm(work, { recursive: true, force: true });
      throw error;
    });
    const dataDir = join(work, 'data');
    await mkdir(dataDir, { mode: 0o700 });
    await options.seed?.(dataDir);
    const knobsFile = join(work, 'knobs.json');
    await writeFile(knobsFile, JSON.stringify(options.knobs ?? {}));
    const controlPort = await freePort();
    const controlToken = randomBytes(16).toString('hex');
    const { adapter, argv, cwd } = options.implementation;
    const control = adapter.capabilities.includes('control')
      ? new ControlClient({
          baseUrl: `http://127.0.0.1:${controlPort}`,
          token: controlToken,
          timeoutMs: 2000,
        })
      : undefined;
    const launch = {
      argv,
      cwd,
      env: launchEnv({
        adapterEnv: adapter.env,
        provider,
        host,
        intake: 'ws',
        webhook: {},
        controlPort,
        controlToken,
        dataDir,
        installation: 'bench',
        knobsFile,
        eventTiming: false,
        ...(options.storeUrl !== undefined ? { storeUrl: options.storeUrl } : {}),
      }),
    };
    const sut = new SutManager({
      instances: [{ launch, control }],
      secondInstallation: () => Promise.reject(new Error('the bench starts no second installation')),
      startupTimeoutMs: 60_000,
      stopGraceMs: 2_000,
      provider,
      intake: 'ws',
      now,
      onEvent: () => undefined,
    });
    const rig = new Rig(provider, host, sut, now, work);
    const ready = await sut.start();
    if (!ready.ready) {
      await rig.stop();
      throw new Error(`${adapter.name} ${ready.reason}\n${ready.stderrTail}`);
    }
    return rig;
  }

  /** Runs `fn` on a rig started for it, and stops the rig however `fn` ends. */
  static async with<T>(options: RigOptions, fn: (rig: Rig) => Promise<T>): Promise<T> {
    const rig = await Rig.start(options);
    try {
      return await fn(rig);
    } finally {
      await rig.stop();
    }
  }

  /** The implementation's process group's memory now, in MiB. */
  rssMb(): number {
    const pid = this.sut.current?.pid;
    const rss = pid === undefined ? undefined : groupRssMb(pid);
    if (rss === undefined)
      throw new Error('no memory reading for the implementation (it exited, or there is no /proc)');
    return rss;
  }

  async stop(): Promise<void> {
    await this.sut.stopAll();
    await Promise.allSettled([this.provider.stop(), this.host.stop()]);
    await rm(this.work, { recursive: true, force: true });
  }
}
