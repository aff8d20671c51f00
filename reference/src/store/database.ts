import type Database from 'better-sqlite3';
import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS } from './migrations.ts';
import { sqlite } from './sqlite.ts';

export type Db = Database.Database;

export const DATABASE_FILE = 'larkspur.sqlite';

/**
 * Every store class prepares its SQL where it runs it, which reads well; but preparing is most of the cost
 * of a small statement (the intake's record spent two thirds of its time there under a burst). The
 * database keeps each prepared statement by its text and hands it out again. A statement is never
 * iterated nor switched to pluck or raw mode here, so sharing one is safe.
 */
function keepStatements(db: Db): Db {
  const prepare = db.prepare.bind(db);
  const kept = new Map<string, ReturnType<Db['prepare']>>();
  db.prepare = ((sql: string) => {
    let statement = kept.get(sql);
    if (!statement) {
      statement = prepare(sql);
      kept.set(sql, statement);
    }
    return statement;
  }) as Db['prepare'];
  return db;
}

/** Opens (or creates) the store in the data directory: WAL, owner-only files (OB-002). */
export function openDatabase(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, DATABASE_FILE);
  const Sqlite = sqlite();
  const db = keepStatements(new Sqlite(file));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  // SQLite creates its -wal and -shm files with the umask; make every one owner-only.
  for (const suffix of ['', '-wal', '-shm']) {
    if (existsSync(file + suffix)) chmodSync(file + suffix, 0o600);
  }
  return db;
}

/** An in-memory store for tests: the same schema, no files. */
export function openMemoryDatabase(): Db {
  const Sqlite = sqlite();
  const db = keepStatements(new Sqlite(':memory:'));
  migrate(db);
  return db;
}

function migrate(db: Db): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (let version = current; version < MIGRATIONS.length; version++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[version]!);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}
