import { readFileSync } from 'node:fs';

/** Running, as opposed to gone or a zombie waiting for its (new) parent to reap it. */
export function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}
