import { existsSync, mkdirSync, rmdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { HarnessError } from '../runner/errors.ts';

/** A report's path that cannot take the report: said before the run, in one line, not after it. */
export class OutputPathError extends HarnessError {
  constructor(what: string, file: string, why: string, remedy: string) {
    super('OUTPUT_PATH', `${what} ${file}: ${why} — ${remedy}`);
    this.name = 'OutputPathError';
  }
}

/**
 * Makes a folder and its missing parents one level at a time, and returns those it made. Not
 * mkdirSync's `recursive`: under /proc (and other file systems that refuse a mkdir with ENOENT on an
 * existing parent) Node's recursive mkdir retries for ever.
 */
export function makeDirs(dir: string): string[] {
  const missing: string[] = [];
  let here = resolve(dir);
  while (!existsSync(here)) {
    missing.unshift(here);
    const parent = dirname(here);
    if (parent === here) break;
    here = parent;
  }
  if (existsSync(here) && !statSync(here).isDirectory())
    throw Object.assign(new Error(`${here} is a file, not a folder`), { code: 'ENOTDIR' });
  const made: string[] = [];
  for (const folder of missing) {
    try {
      mkdirSync(folder);
      made.push(folder);
    } catch (error) {
      // Another run made it meanwhile: a folder is all that was wanted.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || !statSync(folder).isDirectory()) throw error;
    }
  }
  return made;
}

/** Why a write failed, in a few words: the error code and the path, without a stack. */
function reason(error: unknown): string {
  const e = error as NodeJS.ErrnoException;
  if (e.code === 'ENOTDIR' && !e.syscall) return e.message;
  return e.code ? `cannot write there (${e.code}${e.path ? ` at ${e.path}` : ''})` : e.message;
}

/**
 * Checks that a report can be written at `file` — the folders made and a file written there — and leaves
 * nothing behind. `what` names the setting, e.g. "--json".
 */
export function checkOutputPath(what: string, file: string, remedy = 'choose another path'): void {
  const target = resolve(file);
  if (existsSync(target) && statSync(target).isDirectory())
    throw new OutputPathError(what, file, 'it is a folder', remedy);
  let made: string[] = [];
  try {
    made = makeDirs(dirname(target));
    const probe = `${target}.${process.pid}.probe`;
    writeFileSync(probe, '');
    rmSync(probe, { force: true });
  } catch (error) {
    throw new OutputPathError(what, file, reason(error), remedy);
  } finally {
    for (const folder of made.reverse()) {
      try {
        rmdirSync(folder);
      } catch {
        // Someone else wrote into it meanwhile: it stays.
      }
    }
  }
}
