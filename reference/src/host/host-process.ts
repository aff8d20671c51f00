import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { killGroup } from '../../../runtime/src/index.ts';

export type HostProcess = ChildProcessByStdio<Writable, Readable, Readable | null>;

/** Starts the host command; a seam, so that a test can start something else. */
export type SpawnHost = (command: string) => HostProcess;

/**
 * The command runs under /bin/sh in its own process group, so that closing the host ends everything it
 * started (a shim, a Codex and its tools). Its stderr comes to the driver, which passes it on (HostStderr).
 */
export const spawnHost: SpawnHost = (command) =>
  spawn('/bin/sh', ['-c', command], { detached: true, stdio: ['pipe', 'pipe', 'pipe'] });

/** Signals the whole process group of the host (the shell may be gone while its children live on). */
export function signalGroup(child: HostProcess, signal: NodeJS.Signals): boolean {
  return child.pid !== undefined && killGroup(child.pid, signal);
}
