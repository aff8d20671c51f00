import { sql, type Compilable, type RawBuilder } from 'kysely';

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

/** The guard of a write that nothing guards: a condition always true. */
export const UNGUARDED: RawBuilder<unknown> = sql`1 = 1`;

// A statement that may write; a WITH may (a data-modifying CTE), so it counts as one.
const WRITE = /^\s*(INSERT|UPDATE|DELETE|WITH|CREATE|ALTER|DROP)\b/i;

/** Whether a statement may write. */
export function mayWrite(sql: string): boolean {
  return WRITE.test(sql);
}

/**
 * A store's database: every call settles once the engine has answered, so a write has committed (or its
 * transaction has) when the awaiting caller goes on — the inbox row before the ACK, the journal row before
 * the provider call. What differs between the engines is chosen by `engine`.
 */
export interface SqlDatabase {
  readonly engine: StoreEngine;
  /** Whether the calling work runs inside a transaction of this database (across its awaits). */
  readonly inTransaction: boolean;
  /** The first row, or undefined. */
  get(query: Query): Promise<unknown>;
  all(query: Query): Promise<unknown[]>;
  /** How many rows the statement changed. */
  run(query: Query): Promise<{ changes: number }>;
  /**
   * Runs a lone write as one statement with no transaction around it: `build` puts the guard it is given
   * into the statement's condition. Under a session's grant the guard is the fencing check and, on
   * PostgreSQL, the store's write lock, which the statement takes itself (FencedDatabase); elsewhere it is
   * true. A write its guard refused throws LeaseLostError.
   */
  runGuarded(build: (guard: RawBuilder<unknown>) => Query): Promise<{ changes: number }>;
  /**
   * Runs `fn` in one transaction that holds the write lock from its first statement (another connection
   * may write meanwhile); nested, it is a savepoint of the outer one. Every statement `fn` makes through
   * this database, across its awaits, is part of it; nothing else runs inside it.
   */
  atomically<T>(fn: () => Promise<T>): Promise<T>;
  /**
   * Runs `fn` in the transaction already open — no savepoint: a failure aborts the whole of it, for the
   * caller to roll back — or, when none is, in one of its own (`atomically`). On PostgreSQL a savepoint is
   * two more round trips, which a group of records before their ACKs pays for every source.
   */
  within<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
