/** What a store table class needs of its database, whichever engine keeps it: SQLite or PostgreSQL. */
export type SqlValue = string | number | null;

export interface SqlStatement {
  /** The first row, or undefined. */
  get(...params: SqlValue[]): unknown;
  all(...params: SqlValue[]): unknown[];
  /** How many rows the statement changed. */
  run(...params: SqlValue[]): { changes: number };
}

export type StoreEngine = 'sqlite' | 'postgres';

// A statement that may write; a WITH may (a data-modifying CTE), so it counts as one.
const WRITE = /^\s*(INSERT|UPDATE|DELETE|WITH)\b/i;

/** Whether a statement may write. */
export function mayWrite(sql: string): boolean {
  return WRITE.test(sql);
}

/**
 * A store's database, synchronous like better-sqlite3: every call returns once the engine has answered,
 * so a write has committed (or its transaction has) when the caller goes on — the inbox row before the
 * ACK, the journal row before the provider call. SQL is written once, in the dialect both engines speak:
 * `?` placeholders, camelCase aliases; what differs is chosen by `engine`.
 */
export interface SqlDatabase {
  readonly engine: StoreEngine;
  prepare(sql: string): SqlStatement;
  /**
   * Runs `fn` in one transaction that holds the write lock from its first statement (another connection
   * may write meanwhile); nested, it is a savepoint of the outer one. `fn` is synchronous.
   */
  atomically<T>(fn: () => T): T;
  /**
   * Runs `fn` in the transaction already open — no savepoint: a failure aborts the whole of it, for the
   * caller to roll back — or, when none is, in one of its own (`atomically`). On PostgreSQL a savepoint is
   * two more round trips, which a group of records before their ACKs pays for every source.
   */
  within<T>(fn: () => T): T;
  close(): void;
}
