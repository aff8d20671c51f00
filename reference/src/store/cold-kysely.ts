import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import type { Query, SqlValue, StoreEngine } from './sql.ts';

const cold = new Map<StoreEngine, Kysely<unknown>>();

/**
 * The store's SQL is built with Kysely: a typed query and schema builder, kept up, with first-party
 * dialects for both of the store's engines (better-sqlite3 and a pooled `pg`), that writes each engine's
 * own SQL — no code generation, no runtime of its own, and it compiles without a connection.
 *
 * A Kysely that only compiles: its queries and schema statements become an engine's SQL text and
 * parameters, run by the store's own connection (sql.ts) rather than by a driver of Kysely's.
 */
export function coldKysely(engine: StoreEngine): Kysely<unknown> {
  let db = cold.get(engine);
  if (!db) {
    db = new Kysely<unknown>({
      dialect:
        engine === 'postgres'
          ? {
              createAdapter: () => new PostgresAdapter(),
              createDriver: () => new DummyDriver(),
              createIntrospector: (kysely) => new PostgresIntrospector(kysely),
              createQueryCompiler: () => new PostgresQueryCompiler(),
            }
          : {
              createAdapter: () => new SqliteAdapter(),
              createDriver: () => new DummyDriver(),
              createIntrospector: (kysely) => new SqliteIntrospector(kysely),
              createQueryCompiler: () => new SqliteQueryCompiler(),
            },
    });
    cold.set(engine, db);
  }
  return db;
}

/** A statement in an engine's words: its SQL text and the values of its placeholders. */
export interface CompiledStatement {
  readonly sql: string;
  readonly parameters: SqlValue[];
}

const compiledOnce = new WeakMap<object, { engine: StoreEngine; compiled: CompiledStatement }>();

/** A statement as the engine's SQL text and parameters; the wrappers of one database compile it once. */
export function compile(query: Query, engine: StoreEngine): CompiledStatement {
  const kept = compiledOnce.get(query);
  if (kept?.engine === engine) return kept.compiled;
  const { sql, parameters } = 'isRawBuilder' in query ? query.compile(coldKysely(engine)) : query.compile();
  const compiled = { sql, parameters: parameters as SqlValue[] };
  compiledOnce.set(query, { engine, compiled });
  return compiled;
}
