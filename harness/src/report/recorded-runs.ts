import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Report } from '../../../generated/types/index.ts';
import type { Reporter } from './reporter.ts';
import { writeAtomic } from './write-atomic.ts';

/** How many runs against one adapter are kept for `larkspur expectations update`; older ones go. */
export const KEPT_RUNS = 20;

/** Where the runs against an adapter are kept: .larkspur/runs/<a key of the adapter file's path>/. */
export function runsDir(adapterFile: string, cwd = process.cwd()): string {
  const key = createHash('sha256').update(resolve(adapterFile)).digest('hex').slice(0, 16);
  return join(cwd, '.larkspur', 'runs', key);
}

export interface RecordedRun {
  file: string;
  /** When it ended, ISO 8601. */
  endedAt: string;
  interrupted: boolean;
}

const NAME = /^(\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z)-\d+-[0-9a-f]+(-interrupted)?\.json$/;

/** The runs kept for an adapter, the newest first. */
export function recordedRuns(adapterFile: string, cwd = process.cwd()): RecordedRun[] {
  const dir = runsDir(adapterFile, cwd);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .flatMap((name) => {
      const m = NAME.exec(name);
      if (!m) return [];
      const endedAt = m[1]!.replace(/T(\d\d)-(\d\d)-(\d\d)/, 'T$1:$2:$3');
      return [{ file: join(dir, name), endedAt, interrupted: m[2] !== undefined }];
    })
    .sort((a, b) => b.file.localeCompare(a.file));
}

/**
 * Keeps every run's report, each in a file of its own named by when it ended — so that two runs at once
 * never overwrite each other — and the newest KEPT_RUNS of them.
 */
export class RunRecorder implements Reporter {
  constructor(
    private readonly adapterFile: string,
    private readonly now = () => new Date(),
  ) {}

  onRunEnd(report: Report): void {
    const stamp = this.now().toISOString().replace(/:/g, '-');
    // Two runs may end in the same millisecond, in one process: a random part keeps them apart.
    const name = `${stamp}-${process.pid}-${randomBytes(4).toString('hex')}${report.interrupted ? '-interrupted' : ''}.json`;
    writeAtomic(join(runsDir(this.adapterFile), name), `${JSON.stringify(report)}\n`);
    for (const old of recordedRuns(this.adapterFile).slice(KEPT_RUNS)) rmSync(old.file, { force: true });
  }
}
