/** The process groups this process started that may still have members; each signalled with SIGKILL at exit. */
const live = new Set<number>();
let listening = false;

function killLive(): void {
  for (const pgid of live) killGroup(pgid, 'SIGKILL');
  live.clear();
}

/** Signals every process of the group; false when none is left. */
export function killGroup(pgid: number, signal: NodeJS.Signals): boolean {
  try {
    process.kill(-pgid, signal);
    return true;
  } catch {
    return false; // ESRCH: the group is empty
  }
}

/**
 * Remembers a group until `forget`: if this process exits first (an uncaught error, process.exit, the
 * end of a test worker), its 'exit' handler kills the group, so that nothing it started is left
 * running. A SIGKILL of this process skips every handler: a child meant to outlive nothing also
 * watches its stdin's end.
 */
export function remember(pgid: number): void {
  live.add(pgid);
  if (listening) return;
  listening = true;
  process.once('exit', killLive);
}

export function forget(pgid: number): void {
  live.delete(pgid);
}
