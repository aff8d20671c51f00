import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { until } from './harness.ts';
import { killGroup } from '../../../runtime/src/index.ts';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const LARKSPUR = join(ROOT, 'bin', 'larkspur.js');

export interface Started {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
  /** Signals the whole process group. */
  signal(signal: NodeJS.Signals): void;
}

/** Runs `larkspur <args>` in its own process group, collecting its output. */
export function larkspur(args: string[], env: NodeJS.ProcessEnv = process.env): Started {
  const child = spawn(process.execPath, [LARKSPUR, ...args], {
    cwd: ROOT,
    env,
    detached: true,
    stdio: 'pipe',
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    stdout: () => out,
    stderr: () => err,
    exited,
    signal(signal) {
      killGroup(child.pid!, signal);
    },
  };
}

/**
 * The larkspur processes a test file starts and what it must undo: after each test every group is killed
 * (resumed first, so that a paused one dies at once) and every cleanup runs.
 */
export class StartedProcesses {
  private readonly started: Started[] = [];
  readonly cleanups: Array<() => void> = [];

  run(args: string[], env: NodeJS.ProcessEnv): Started {
    const p = larkspur(args, env);
    this.started.push(p);
    return p;
  }

  /** A provider double on ports of its own: its side channel, and the variables it prints for a bot. */
  async providerDouble(): Promise<{ side: string; env: Record<string, string> }> {
    const double = this.run(['doubles', 'provider', '--port', '0'], process.env);
    await until(() => /side channel: \S+/.test(double.stdout()), 15_000, 'the provider double');
    const env = Object.fromEntries(
      double
        .stdout()
        .split('\n')
        .filter((l) => l.startsWith('LARKSPUR_'))
        .map((l) => l.split(/=(.*)/s, 2) as [string, string]),
    );
    const side = /side channel: (\S+)\/__double\/info/.exec(double.stdout())![1]!;
    return { side, env };
  }

  async stopAll(): Promise<void> {
    for (const p of this.started.splice(0)) {
      p.signal('SIGCONT');
      p.signal('SIGKILL');
      await p.exited;
    }
    for (const c of this.cleanups.splice(0)) c();
  }
}
