import { readFileSync } from 'node:fs';

/** Whether a process runs and is not a zombie (an orphan may linger unreaped in a container). Linux. */
export function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}
