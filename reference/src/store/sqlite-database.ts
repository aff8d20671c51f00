import type Database from 'better-sqlite3';
import type { Statement } from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { KyselyDatabase } from './kysely-database.ts';

/**
 * better-sqlite3 behind the store's database interface, through Kysely's SQLite driver: its one connection
 * is held by one caller at a time (the driver's mutex), a transaction for the whole of it.
 */
export class SqliteDatabase extends KyselyDatabase {
  readonly engine = 'sqlite' as const;
  readonly #db: Database.Database;
  /**
   * Every store class writes its SQL where it runs it, which reads well; but preparing is most of the
   * cost of a small statement (the intake's record spent two thirds of its time there under a burst). Each
   * prepared statement is kept by its compiled text (the values are parameters, so one text serves every
   * call) and handed to the driver again; it neither iterates one nor switches it to pluck or raw mode, so
   * sharing one is safe.
   */
  readonly #kept: Map<string, Statement>;

  constructor(db: Database.Database) {
    const kept = new Map<string, Statement>();
    const prepare = (sql: string) => prepared(db, kept, sql);
    super(
      new Kysely<unknown>({ dialect: new SqliteDialect({ database: { prepare, close: () => db.close() } }) }),
    );
    this.#db = db;
    this.#kept = kept;
  }

  /** The better-sqlite3 connection itself, for what only SQLite has (pragmas). */
  get raw(): Database.Database {
    return this.#db;
  }

  /** The statement of a SQL text, prepared on its first use. */
  prepare(sql: string): Statement {
    return prepared(this.#db, this.#kept, sql);
  }

  async close(): Promise<void> {
    await this.kysely.destroy();
    // A database Kysely never used is not its to close.
    if (this.#db.open) this.#db.close();
  }

  /** BEGIN IMMEDIATE: a transaction that read first could not take the lock after another connection wrote (SQLITE_BUSY at once). */
  protected async begin(db: Kysely<unknown>): Promise<void> {
    await this.statement(db, 'BEGIN IMMEDIATE');
  }
}

function prepared(db: Database.Database, kept: Map<string, Statement>, sql: string): Statement {
  let statement = kept.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    kept.set(sql, statement);
  }
  return statement;
}
