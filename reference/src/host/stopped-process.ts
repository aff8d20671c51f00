import { readFileSync } from 'node:fs';

/** A process's state letter from /proc (Linux); undefined where it cannot be read (gone, or no /proc). */
function stateOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The name is in parentheses and may hold spaces or parentheses itself: the state follows the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  } catch {
    return undefined;
  }
}

function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/**
 * Whether a process, or one of its children, is stopped (SIGSTOP, a debugger): alive, but it will answer
 * nothing until it is continued. The host runs under a shell, so its children are looked at too.
 */
export function processStopped(pid: number): boolean {
  return [pid, ...childrenOf(pid)].some((p) => {
    const state = stateOf(p);
    return state === 'T' || state === 't';
  });
}
