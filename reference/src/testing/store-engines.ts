import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, inject } from 'vitest';
import { openMemoryDatabase } from '../store/database.ts';
import { PostgresDatabase } from '../store/postgres-database.ts';
import type { SqlDatabase, StoreEngine } from '../store/sql.ts';
import { Store } from '../store/store.ts';

export interface TestEngine {
  engine: StoreEngine;
  /** Why this engine's tests do not run here, if they do not. */
  skipped?: string;
  /** A fresh, empty, migrated database of this engine. */
  open(): Promise<SqlDatabase>;
  /** Two connections to one fresh database, as two instances sharing a store have. */
  openShared(): Promise<[SqlDatabase, SqlDatabase]>;
}

/** A fresh database in the run's test cluster (test/postgres-setup.ts), named at random. */
export async function freshPostgresUrl(): Promise<string> {
  const admin = inject('postgresUrl');
  const name = `store_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The engines the store's tests run against: SQLite in memory, and PostgreSQL in the run's test cluster
 * — skipped, with the reason in the test's name, where PostgreSQL is not installed.
 */
export function storeEngines(): TestEngine[] {
  const postgres = inject('postgresUrl');
  return [
    {
      engine: 'sqlite',
      open: async () => openMemoryDatabase(),
      // An in-memory database is one connection's: the two share it.
      openShared: async () => {
        const db = await openMemoryDatabase();
        return [db, db];
      },
    },
    {
      engine: 'postgres',
      ...(postgres === '' ? { skipped: 'PostgreSQL is not installed (initdb not found)' } : {}),
      open: async () => PostgresDatabase.open(await freshPostgresUrl()),
      openShared: async () => {
        const url = await freshPostgresUrl();
        return [await PostgresDatabase.open(url), await PostgresDatabase.open(url)];
      },
    },
  ];
}

/** The name of an engine's describe block: a skipped one says why in the test report. */
function engineTitle(engine: TestEngine): string {
  return engine.skipped ? `${engine.engine} (SKIPPED: ${engine.skipped})` : engine.engine;
}

/**
 * `body` once per engine, in a describe block of its own: `open` gives a fresh Store of that engine,
 * closed after each test. An engine not installed here is skipped, and its block's name says why.
 */
export function describeEngines(
  title: string,
  body: (open: () => Promise<Store>, engine: StoreEngine, openShared: () => Promise<[Store, Store]>) => void,
): void {
  for (const engine of storeEngines()) {
    describe.skipIf(engine.skipped !== undefined)(`${title} on ${engineTitle(engine)}`, () => {
      const opened: Store[] = [];
      afterEach(async () => {
        for (const store of opened.splice(0)) await store.close();
      });
      const databases: SqlDatabase[] = [];
      afterEach(async () => {
        // Closed once each, though SQLite's two stores share one.
        for (const db of new Set(databases.splice(0))) await db.close();
      });
      body(
        async () => {
          const store = new Store(await engine.open());
          opened.push(store);
          return store;
        },
        engine.engine,
        async () => {
          const pair = await engine.openShared();
          databases.push(...pair);
          return [new Store(pair[0]), new Store(pair[1])];
        },
      );
    });
  }
}
