import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The consumer lease (TR-006): one live consumer per data directory. Returns the pid of a live holder
 * (0 while it is still writing the file), or takes the lease and returns undefined. A lease whose holder
 * died (SIGKILL leaves the file behind) is taken over. The exclusive create settles a race between two
 * starting instances.
 */
export function takeLease(dataDir: string): number | undefined {
  const file = join(dataDir, 'lease');
  for (;;) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx', mode: 0o600 });
      process.on('exit', () => rmSync(file, { force: true }));
      return undefined;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const text = readFileSync(file, 'utf8');
    const holder = Number(text);
    // An empty lease is one another instance is writing right now: held.
    if (text === '' || (holder !== process.pid && alive(holder))) return holder;
    rmSync(file, { force: true });
  }
}
