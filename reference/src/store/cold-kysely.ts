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
import type { StoreEngine } from './sql.ts';

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
