import { readdirSync, readFileSync } from 'node:fs';
import { sleep } from './signal.ts';

export interface StrayProcess {
  pid: number;
  command: string;
}

const POLL_MS = 50;

function readProc(pid: string, file: string): Buffer | undefined {
  try {
    return readFileSync(`/proc/${pid}/${file}`);
  } catch {
    return undefined;
  }
}

/**
 * Live processes other than this one whose environment holds `entry` (NAME=value) — where the value is
 * a per-scenario secret, only the implementation and what it started carry it. Empty where there is no
 * /proc to read.
 */
export function processesWithEnv(entry: string): StrayProcess[] {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^[0-9]+$/.test(name) && Number(name) !== process.pid);
  } catch {
    return [];
  }
  const needle = Buffer.from(`\0${entry}\0`);
  return pids.flatMap((pid) => {
    const environ = readProc(pid, 'environ');
    // A zombie's environment reads empty: it is gone, only not yet reaped.
    if (!environ || !Buffer.concat([Buffer.from([0]), environ]).includes(needle)) return [];
    const argv =
      readProc(pid, 'cmdline')
        ?.toString('utf8')
        .split('\0')
        .filter((a) => a !== '') ?? [];
    return [{ pid: Number(pid), command: argv.join(' ').slice(0, 200) }];
  });
}

/**
 * After the implementation's process group was killed, whatever still carries `entry` left that group
 * (setsid, a double fork). What ends by itself within graceMs (a host shim noticing its parent is gone)
 * is let be; the rest is killed and returned, so the run can report it instead of leaking it.
 */
export async function reapStrays(
  entry: string,
  graceMs: number,
  find = processesWithEnv,
): Promise<StrayProcess[]> {
  const deadline = Date.now() + graceMs;
  let strays = find(entry);
  while (strays.length > 0 && Date.now() < deadline) {
    await sleep(POLL_MS);
    strays = find(entry);
  }
  for (const stray of strays) {
    try {
      process.kill(stray.pid, 'SIGKILL');
    } catch {
      // Ended on its own after all.
    }
  }
  return strays;
}
