import { accessSync, constants, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { PostgresMissingError } from './errors.ts';

export type PostgresProgram = 'initdb' | 'postgres' | 'pg_isready' | 'psql';

/** Where Debian's packages put the server programs, which are not on the PATH there: newest version first. */
function debianDirs(root = '/usr/lib/postgresql'): string[] {
  try {
    return readdirSync(root)
      .filter((v) => /^[0-9]+$/.test(v))
      .sort((a, b) => Number(b) - Number(a))
      .map((v) => join(root, v, 'bin'));
  } catch {
    return [];
  }
}

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The absolute path of a PostgreSQL program: the directory of initdb found first on the PATH, else the newest
 * /usr/lib/postgresql/N/bin — all programs from one installation, so that initdb and postgres agree.
 */
export function postgresProgram(program: PostgresProgram, path = process.env.PATH ?? ''): string {
  const dirs = [...path.split(delimiter).filter((d) => d !== ''), ...debianDirs()];
  const home = dirs.find((dir) => executable(join(dir, 'initdb')) && executable(join(dir, program)));
  const found = home ?? dirs.find((dir) => executable(join(dir, program)));
  if (!found) throw new PostgresMissingError(program, ['/usr/lib/postgresql/*/bin']);
  return join(found, program);
}

/** Whether PostgreSQL's programs are here (initdb found): tests that need a cluster are skipped, loudly, without. */
export function postgresInstalled(): boolean {
  try {
    postgresProgram('initdb');
    return true;
  } catch {
    return false;
  }
}
