import { spawn, type ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { GroupRssSampler } from './rss.ts';
import { killGroup } from '../../../runtime/src/index.ts';

export interface SutLaunch {
  argv: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
}

export interface SutExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

const TAIL_BYTES = 8 * 1024;
/** Output kept whole for the checks that read it (timing lines, leaked secrets); beyond it, only the tail. */
const OUTPUT_CAP = 4 * 1024 * 1024;
const RSS_SAMPLE_MS = 250;
/** An hour of samples; a scenario is far shorter. */
const MAX_SAMPLES = 14_400;

export interface RssSample {
  at: number;
  mb: number;
}

/**
 * One running instance of the implementation under test, in its own process group so that a kill
 * reaches everything it started (its host process included).
 */
export class SutProcess {
  readonly exited: Promise<SutExit>;
  private readonly child: ChildProcess;
  private stderr = '';
  private readonly kept = { stdout: '', stderr: '' };
  private exit: SutExit | undefined;
  private peakRss: number | undefined;
  private readonly sampler: NodeJS.Timeout;
  private readonly rss: GroupRssSampler | undefined;
  /** Every memory sample, on the clock given: what a memory check looks back on. */
  readonly rssSamples: RssSample[] = [];
  /** When it was started, on that clock. */
  readonly startedAt: number;

  constructor(
    launch: SutLaunch,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.startedAt = now();
    const [command, ...args] = launch.argv;
    this.child = spawn(command!, args, {
      cwd: launch.cwd,
      env: launch.env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.rss = this.child.pid === undefined ? undefined : new GroupRssSampler(this.child.pid);
    this.sampler = setInterval(() => this.sampleRss(), RSS_SAMPLE_MS);
    this.sampler.unref();
    this.exited = new Promise((resolveExit) => {
      this.child.on('exit', (code, signal) => {
        clearInterval(this.sampler);
        this.exit = { code, signal };
        resolveExit(this.exit);
      });
      this.child.on('error', (error) => {
        clearInterval(this.sampler);
        this.stderr += `\n[harness] could not start ${command}: ${error.message}\n`;
        this.exit = { code: null, signal: null };
        resolveExit(this.exit);
      });
    });
    // A broken pipe to the implementation ends its output, never the run.
    this.child.stdout!.on('error', () => undefined);
    this.child.stderr!.on('error', () => undefined);
    this.child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
      this.stderr = (this.stderr + chunk).slice(-TAIL_BYTES);
      this.keep('stderr', chunk);
    });
    this.child.stdout!.setEncoding('utf8').on('data', (chunk: string) => this.keep('stdout', chunk));
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  get running(): boolean {
    return this.exit === undefined;
  }

  get exitStatus(): SutExit | undefined {
    return this.exit;
  }

  /** The most memory the process group held at any sample, in MiB; undefined where /proc is missing. */
  get peakRssMb(): number | undefined {
    return this.peakRss;
  }

  private sampleRss(): void {
    const mb = this.rss?.sampleMb();
    if (mb === undefined) return;
    this.peakRss = Math.max(this.peakRss ?? 0, mb);
    if (this.rssSamples.length < MAX_SAMPLES) this.rssSamples.push({ at: this.now(), mb });
  }

  stderrTail(maxLines = 40): string {
    return this.stderr.split('\n').slice(-maxLines).join('\n').trim();
  }

  /** Everything the process wrote so far, up to 4 MiB per stream. */
  output(): { stdout: string; stderr: string } {
    return { ...this.kept };
  }

  private keep(stream: 'stdout' | 'stderr', chunk: string): void {
    if (this.kept[stream].length < OUTPUT_CAP)
      this.kept[stream] += chunk.slice(0, OUTPUT_CAP - this.kept[stream].length);
  }

  /** Signals the whole process group; SIGTERM escalates to SIGKILL after graceMs. */
  async stop(signal: 'SIGKILL' | 'SIGTERM', graceMs: number): Promise<SutExit> {
    if (!this.running) return this.exit!;
    this.signal(signal);
    if (signal === 'SIGTERM') {
      const timer = setTimeout(() => this.signal('SIGKILL'), graceMs);
      const exit = await this.exited;
      clearTimeout(timer);
      this.signal('SIGKILL');
      return exit;
    }
    return this.exited;
  }

  /** Signals the whole process group; SIGSTOP and SIGCONT pause and resume it. */
  signal(signal: NodeJS.Signals): void {
    if (this.child.pid === undefined) return;
    killGroup(this.child.pid, signal);
  }
}
