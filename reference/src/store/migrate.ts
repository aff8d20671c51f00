import { sql } from 'kysely';
import { LaunchError } from '../launch/launch-error.ts';
import { coldKysely } from './cold-kysely.ts';
import { engineTypes, MIGRATIONS, type Migration } from './migrations.ts';
import type { Query, SqlDatabase, StoreEngine } from './sql.ts';

/** The advisory lock key of write transactions and migrations on PostgreSQL: one writer at a time, as in SQLite. */
export const WRITE_LOCK_KEY = 0x4c41524b; // "LARK"

/**
 * Where a store kept its schema version before the one migration list, and the last version it reached
 * there: a store at it has the first migration's schema and is adopted as having it; one short of it was
 * made by a server older than any that kept its data in the one list's days.
 */
const LEGACY = {
  sqlite: { where: 'PRAGMA user_version', last: 8 },
  postgres: { where: 'the larkspur_schema table', last: 5 },
} as const;

const ADOPTED = '0001-baseline';

/**
 * Brings the store's schema up to date, in one transaction that holds the write lock (SQLite's BEGIN
 * IMMEDIATE; PostgreSQL's advisory lock even on a connection that does not lock its writes): several
 * instances starting at once migrate once. Each migration applied is recorded by name.
 */
export async function migrate(db: SqlDatabase, now: () => number = Date.now): Promise<void> {
  const kysely = coldKysely(db.engine);
  await db.atomically(async () => {
    if (db.engine === 'postgres') await db.get(sql`SELECT pg_advisory_xact_lock(${WRITE_LOCK_KEY})`);
    await db.run(
      kysely.schema
        .createTable('larkspur_migrations')
        .ifNotExists()
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('applied_at', engineTypes(db.engine).int64, (c) => c.notNull()),
    );
    const applied = new Set(
      ((await db.all(sql`SELECT name FROM larkspur_migrations`)) as { name: string }[]).map(
        (row) => row.name,
      ),
    );
    if (applied.size === 0) {
      const legacy = await legacyVersion(db);
      const last = LEGACY[db.engine].last;
      if (legacy === last) {
        await record(db, ADOPTED, now());
        applied.add(ADOPTED);
      } else if (legacy !== 0)
        throw new LaunchError(
          'STORE_SCHEMA_OLD',
          `the store's schema is at version ${legacy} of ${last} (${LEGACY[db.engine].where}), made by an earlier larkspur — open it once with larkspur 0.1 to bring it to ${last}, then with this one`,
        );
    }
    for (const migration of MIGRATIONS) {
      if (applied.has(migration.name)) continue;
      for (const statement of statements(migration, db.engine)) await db.run(statement);
      await record(db, migration.name, now());
    }
  });
}

function statements(migration: Migration, engine: StoreEngine): Query[] {
  return migration.up(coldKysely(engine).schema, engineTypes(engine));
}

async function record(db: SqlDatabase, name: string, at: number): Promise<void> {
  await db.run(sql`INSERT INTO larkspur_migrations (name, applied_at) VALUES (${name}, ${at})`);
}

/** The version a store made before the one list records where it kept it; 0 for a new store. */
async function legacyVersion(db: SqlDatabase): Promise<number> {
  if (db.engine === 'sqlite')
    return ((await db.get(sql`PRAGMA user_version`)) as { user_version: number }).user_version;
  const present = (await db.get(sql`SELECT to_regclass('larkspur_schema') IS NOT NULL AS present`)) as {
    present: boolean;
  };
  if (!present.present) return 0;
  const row = (await db.get(sql`SELECT version FROM larkspur_schema`)) as { version: number } | undefined;
  return row?.version ?? 0;
}
