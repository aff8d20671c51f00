import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { makeDirs } from './output-path.ts';

/** Writes via a temporary file and a rename, so a reader never sees half a report. */
export function writeAtomic(file: string, content: string): void {
  const target = resolve(file);
  makeDirs(dirname(target));
  const temp = `${target}.${process.pid}.tmp`;
  try {
    writeFileSync(temp, content);
    renameSync(temp, target);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}
