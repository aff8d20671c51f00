import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { systemTimers, type Timers } from '../time/timers.ts';
import { forget, killGroup, remember } from './live-groups.ts';

export interface GroupExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Why it could not start (ENOENT, EACCES); code and signal are then null. */
  error?: Error;
}

export interface SpawnGroupOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** As node:child_process takes it; 'pipe' for all three by default. */
  stdio?: StdioOptions;
}

export interface KillOptions {
  /** The first signal to the group: SIGTERM by default; SIGKILL at once skips the grace. */
  signal?: NodeJS.Signals;
  /** How long the leader has to end after the first signal before the group gets SIGKILL. Default 2 s. */
  graceMs?: number;
  timers?: Timers;
}

/**
 * A child process that leads a process group of its own, so that one signal reaches everything it
 * started (a shell's children, a server's workers, a host's tools). 'error' is handled on the child
 * and on each of its pipes: a child that cannot start resolves `exited` with the error; a pipe to a
 * child that died fails quietly (its exit is what tells). Nothing of the group outlives its leader:
 * when the leader ends, the group gets SIGKILL; and this process kills what is left when it exits.
 */
export class ProcessGroup {
  readonly child: ChildProcess;
  /** Resolves once the leader has ended or failed to start; never rejects. */
  readonly exited: Promise<GroupExit>;
  #exit: GroupExit | undefined;

  constructor(child: ChildProcess) {
    this.child = child;
    const pgid = child.pid;
    if (pgid !== undefined) remember(pgid);
    for (const pipe of [child.stdin, child.stdout, child.stderr]) pipe?.on('error', () => undefined);
    this.exited = new Promise((resolve) => {
      const ended = (exit: GroupExit) => {
        if (this.#exit) return;
        this.#exit = exit;
        if (pgid !== undefined) {
          // Whatever the leader left behind goes with it.
          killGroup(pgid, 'SIGKILL');
          forget(pgid);
        }
        resolve(exit);
      };
      child.once('exit', (code, signal) => ended({ code, signal }));
      child.once('error', (error) => ended({ code: null, signal: null, error }));
    });
  }

  /** The group's id: the leader's pid; undefined when it could not start. */
  get pid(): number | undefined {
    return this.child.pid;
  }

  get running(): boolean {
    return this.#exit === undefined && this.child.pid !== undefined;
  }

  /** How the leader ended, once it has. */
  get exit(): GroupExit | undefined {
    return this.#exit;
  }

  get stdin(): Writable {
    return piped(this.child.stdin, 'stdin');
  }

  get stdout(): Readable {
    return piped(this.child.stdout, 'stdout');
  }

  get stderr(): Readable {
    return piped(this.child.stderr, 'stderr');
  }

  /** Signals every process of the group (SIGSTOP and SIGCONT pause and resume it); false when none is left. */
  signal(signal: NodeJS.Signals): boolean {
    return this.child.pid !== undefined && killGroup(this.child.pid, signal);
  }

  /**
   * Ends the group: `signal` (SIGTERM) to all of it, SIGKILL once `graceMs` has passed without the
   * leader ending, and SIGKILL again when it has, for what it left behind. Resolves with the leader's exit.
   */
  async kill(options: KillOptions = {}): Promise<GroupExit> {
    const { signal = 'SIGTERM', graceMs = 2_000, timers = systemTimers } = options;
    if (this.#exit) return this.#exit;
    this.signal(signal);
    if (signal === 'SIGKILL') return this.exited;
    const timer = timers.setTimeout(() => this.signal('SIGKILL'), graceMs);
    const exit = await this.exited;
    timers.clearTimeout(timer);
    return exit;
  }
}

/** Spawns `command` as the leader of a new process group (detached, in node's words), with 'error' handled. */
export function spawnGroup(
  command: string,
  args: readonly string[] = [],
  options: SpawnGroupOptions = {},
): ProcessGroup {
  const { stdio = 'pipe', ...rest } = options;
  return new ProcessGroup(spawn(command, args, { ...rest, stdio, detached: true }));
}

function piped<T>(stream: T | null, name: string): T {
  if (stream === null) throw new Error(`the child's ${name} is not a pipe (spawned with another stdio)`);
  return stream;
}
