import type { Compilable, RawBuilder } from 'kysely';

/** What a store table class needs of its database, whichever engine keeps it: SQLite or PostgreSQL. */
export type SqlValue = string | number | null;

/**
 * A statement: Kysely's `sql` template (its values become parameters, in the placeholders of the engine
 * that runs it — Kysely's compiler for that engine writes them), or a query or schema statement Kysely
 * built. The text between the values is what both engines read alike: a camelCase alias is quoted
 * (`AS "messageId"`), since PostgreSQL folds an unquoted name to lower case.
 */
export type Query = RawBuilder<unknown> | Compilable<unknown>;

export type StoreEngine = 'sqlite' | 'postgres';

// A statement that may write; a WITH may (a data-modifying CTE), so it counts as one.
const WRITE = /^\s*(INSERT|UPDATE|DELETE|WITH|CREATE|ALTER|DROP)\b/i;

/** Whether a statement may write. */
export function mayWrite(sql: string): boolean {
  return WRITE.test(sql);
}

/**
 * A store's database, synchronous like better-sqlite3: every call returns once the engine has answered,
 * so a write has committed (or its transaction has) when the caller goes on — the inbox row before the
 * ACK, the journal row before the provider call. What differs between the engines is chosen by `engine`.
 */
export interface SqlDatabase {
  readonly engine: StoreEngine;
  /** The first row, or undefined. */
  get(query: Query): unknown;
  all(query: Query): unknown[];
  /** How many rows the statement changed. */
  run(query: Query): { changes: number };
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
