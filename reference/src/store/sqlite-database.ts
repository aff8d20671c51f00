import type Database from 'better-sqlite3';
import type { Statement } from 'better-sqlite3';
import { compile } from './cold-kysely.ts';
import type { Query, SqlDatabase } from './sql.ts';

/** better-sqlite3 behind the store's database interface. */
export class SqliteDatabase implements SqlDatabase {
  readonly engine = 'sqlite' as const;
  readonly #db: Database.Database;
  /**
   * Every store class writes its SQL where it runs it, which reads well; but preparing is most of the
   * cost of a small statement (the intake's record spent two thirds of its time there under a burst). Each
   * prepared statement is kept by its compiled text (the values are parameters, so one text serves every
   * call) and handed out again; none is iterated nor switched to pluck or raw mode, so sharing one is safe.
   */
  readonly #kept = new Map<string, Statement>();

  constructor(db: Database.Database) {
    this.#db = db;
  }

  /** The better-sqlite3 connection itself, for what only SQLite has (pragmas, migrations). */
  get raw(): Database.Database {
    return this.#db;
  }

  get(query: Query): unknown {
    const { sql, parameters } = compile(query, 'sqlite');
    return this.prepare(sql).get(...parameters);
  }

  all(query: Query): unknown[] {
    const { sql, parameters } = compile(query, 'sqlite');
    return this.prepare(sql).all(...parameters);
  }

  run(query: Query): { changes: number } {
    const { sql, parameters } = compile(query, 'sqlite');
    return this.prepare(sql).run(...parameters);
  }

  /** The statement of a SQL text, prepared on its first use. */
  prepare(sql: string): Statement {
    let statement = this.#kept.get(sql);
    if (!statement) {
      statement = this.#db.prepare(sql);
      this.#kept.set(sql, statement);
    }
    return statement;
  }

  /** BEGIN IMMEDIATE: a transaction that read first could not take the lock after another connection wrote (SQLITE_BUSY at once). */
  atomically<T>(fn: () => T): T {
    return this.#db.transaction(fn).immediate();
  }

  within<T>(fn: () => T): T {
    return this.#db.inTransaction ? fn() : this.atomically(fn);
  }

  close(): void {
    this.#db.close();
  }
}
