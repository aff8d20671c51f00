import { readdirSync, readFileSync } from 'node:fs';

/**
 * Resident memory of a whole process group in MiB, read from /proc (Linux). Undefined elsewhere: the
 * figure is an observation for reports and benchmarks, never a verdict.
 */
export function groupRssMb(pgid: number): number | undefined {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return undefined;
  }
  let kb = 0;
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue;
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${entry}/status`, 'utf8'));
      if (rss) kb += Number(rss[1]);
    } catch {
      // The process ended while we looked.
    }
  }
  return kb / 1024;
}
