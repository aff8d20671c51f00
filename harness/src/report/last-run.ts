import { createHash } from 'node:crypto';
import { join, resolve } from 'node:path';
import type { Report } from '../../../generated/types/index.ts';
import type { Reporter } from './reporter.ts';
import { writeAtomic } from './write-atomic.ts';

/** Where the last run against an adapter is kept, so `larkspur expectations update` can work from it. */
export function lastRunFile(adapterFile: string, cwd = process.cwd()): string {
  const key = createHash('sha256').update(resolve(adapterFile)).digest('hex').slice(0, 16);
  return join(cwd, '.larkspur', 'last-run', `${key}.json`);
}

export class LastRunReporter implements Reporter {
  constructor(private readonly adapterFile: string) {}

  onRunEnd(report: Report): void {
    writeAtomic(lastRunFile(this.adapterFile), `${JSON.stringify(report)}\n`);
  }
}
