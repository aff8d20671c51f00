import { appendFileSync } from 'node:fs';
import { join } from 'node:path';

/** Every process of a hostile bridge writes its pid here, so the test can check that none survives the run. */
export function recordPid(pid: number): void {
  const dir = process.env.HOSTILE_PIDS_DIR;
  if (dir) appendFileSync(join(dir, `${process.env.HOSTILE}.pids`), `${pid}\n`);
}
