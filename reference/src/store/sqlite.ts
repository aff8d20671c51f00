import type BetterSqlite3 from 'better-sqlite3';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { LaunchError } from '../launch/launch-error.ts';

let driver: typeof BetterSqlite3 | undefined;

/**
 * better-sqlite3, loaded on first use. It is an optional peer dependency of the package: only `serve`
 * keeps a store, so a user who only runs the kit never has to compile it, and `serve` without it, or
 * with a build for another Node.js, is one line that says what to do.
 */
export function sqlite(load?: () => unknown): typeof BetterSqlite3 {
  // A loader of the caller's own (a test's) is tried every time; the package, once per process.
  if (driver && !load) return driver;
  let loaded: typeof BetterSqlite3;
  try {
    loaded = (load ?? (() => createRequire(import.meta.url)('better-sqlite3')))() as typeof BetterSqlite3;
  } catch (error) {
    if ((error as { code?: string }).code !== 'MODULE_NOT_FOUND') throw error;
    throw new LaunchError(
      'SQLITE_MISSING',
      "the reference server keeps its store in SQLite through better-sqlite3, which is not installed — run 'npm install better-sqlite3@12' beside larkspur",
    );
  }
  try {
    // The native addon loads on the first open: a build for another Node.js fails here, not mid-run.
    new loaded(':memory:').close();
  } catch (error) {
    // Rebuilt against this Node's own headers: an npm config `nodedir` (seen with Node.js 24) would
    // otherwise build it for another Node.js again.
    const nodedir = dirname(dirname(process.execPath));
    throw new LaunchError(
      'SQLITE_UNUSABLE',
      `better-sqlite3 cannot load under Node.js ${process.version} (${(error as Error).message.split('\n')[0]}) — rebuild it for this Node.js: npm_config_nodedir=${nodedir} npm rebuild better-sqlite3`,
    );
  }
  if (!load) driver = loaded;
  return loaded;
}
