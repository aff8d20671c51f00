import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { migrate } from './migrate.ts';
import type { PostgresOptions } from './postgres-database.ts';
import type { SqlDatabase } from './sql.ts';
import { SqliteDatabase } from './sqlite-database.ts';
import { sqlite } from './sqlite.ts';

export const DATABASE_FILE = 'larkspur.sqlite';

/** Where the store is: SQLite in the data directory (the default), or a PostgreSQL database by URL. */
export interface StoreLocation {
  dataDir: string;
  /** postgres://…: several instances share it. */
  storeUrl?: string;
}

/**
 * `postgres` options apply to a PostgreSQL store only (SQLite has one writer at a time anyway). Its module,
 * and `pg` with it, is loaded only for a PostgreSQL store: a SQLite server never pays for it at its start.
 */
export async function openStoreDatabase(
  location: StoreLocation,
  postgres: PostgresOptions = {},
): Promise<SqlDatabase> {
  if (location.storeUrl === undefined) return await openDatabase(location.dataDir);
  const { PostgresDatabase } = await import('./postgres-database.ts');
  return await PostgresDatabase.open(location.storeUrl, postgres);
}

/** Opens (or creates) the SQLite store in the data directory: WAL, owner-only files (OB-002). */
export async function openDatabase(dataDir: string): Promise<SqliteDatabase> {
  const Sqlite = sqlite();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, DATABASE_FILE);
  const db = new SqliteDatabase(new Sqlite(file));
  db.raw.pragma('journal_mode = WAL');
  db.raw.pragma('synchronous = NORMAL');
  db.raw.pragma('busy_timeout = 5000');
  await migrate(db);
  // SQLite creates its -wal and -shm files with the umask; make every one owner-only.
  for (const suffix of ['', '-wal', '-shm']) {
    if (existsSync(file + suffix)) chmodSync(file + suffix, 0o600);
  }
  return db;
}

/** An in-memory SQLite store for tests: the same schema, no files. */
export async function openMemoryDatabase(): Promise<SqliteDatabase> {
  const Sqlite = sqlite();
  const db = new SqliteDatabase(new Sqlite(':memory:'));
  await migrate(db);
  return db;
}
