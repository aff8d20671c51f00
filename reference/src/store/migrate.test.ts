import type BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { LaunchError } from '../launch/launch-error.ts';
import { textSource } from '../testing/fake-intake.ts';
import { LEGACY_POSTGRES_MIGRATIONS } from '../testing/legacy-schema/postgres-migrations.ts';
import { LEGACY_SQLITE_MIGRATIONS } from '../testing/legacy-schema/sqlite-migrations.ts';
import { freshPostgresUrl } from '../testing/store-engines.ts';
import { DATABASE_FILE, openDatabase, openMemoryDatabase } from './database.ts';
import { MIGRATIONS } from './migrations.ts';
import { PostgresDatabase } from './postgres-database.ts';
import { SqliteDatabase } from './sqlite-database.ts';
import { sqlite } from './sqlite.ts';
import { Store } from './store.ts';

/** A SQLite database made the way servers before the one migration list made it, up to `version`. */
/** Tables the migrations after the baseline add: the legacy lists never had them. */
const AFTER_BASELINE = ['intake_checkpoints'];
/** What larkspur_migrations holds once a store is opened: the baseline (made or adopted) and every later one. */
const ALL_APPLIED = MIGRATIONS.map((migration) => ({ name: migration.name }));

function legacySqlite(file: string, version = LEGACY_SQLITE_MIGRATIONS.length): BetterSqlite3.Database {
  const Sqlite = sqlite();
  const raw = new Sqlite(file);
  for (let v = 0; v < version; v++) {
    raw.transaction(() => {
      raw.exec(LEGACY_SQLITE_MIGRATIONS[v]!);
      raw.pragma(`user_version = ${v + 1}`);
    })();
  }
  return raw;
}

/** Every table's columns and indexes, in words that do not depend on how the SQL was spelled. */
function sqliteSchema(raw: BetterSqlite3.Database): unknown {
  const tables = (
    raw
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'larkspur_migrations' ORDER BY name",
      )
      .all() as { name: string }[]
  )
    .map((row) => row.name)
    .filter((name) => !AFTER_BASELINE.includes(name));
  const spelled = (text: string | null) => text?.replace(/"/g, '').replace(/\s+/g, ' ').toLowerCase() ?? null;
  return tables.map((table) => ({
    table,
    columns: (
      raw.pragma(`table_info(${table})`) as {
        name: string;
        type: string;
        notnull: number;
        dflt_value: string | null;
        pk: number;
      }[]
    )
      .map((c) => ({ ...c, cid: undefined, type: c.type.toUpperCase() }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    indexes: (raw.pragma(`index_list(${table})`) as { name: string; unique: number; partial: number }[])
      .map((index) => ({
        ...index,
        seq: undefined,
        columns: (raw.pragma(`index_info(${index.name})`) as { name: string }[]).map((c) => c.name),
        sql: spelled(
          (
            raw.prepare("SELECT sql FROM sqlite_master WHERE type = 'index' AND name = ?").get(index.name) as
              { sql: string | null } | undefined
          )?.sql ?? null,
        ),
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  }));
}

describe('the store migrations on SQLite', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'larkspur-migrate-'));
    dirs.push(dir);
    return dir;
  };

  it('make the schema the user_version migrations had made, table by table and index by index', async () => {
    const fresh = await openMemoryDatabase();
    const legacy = legacySqlite(':memory:');
    expect(sqliteSchema(fresh.raw)).toEqual(sqliteSchema(legacy));
    await fresh.close();
    legacy.close();
  });

  it('adopt a data directory an earlier server made, with its rows, and go on writing it', async () => {
    const dir = dataDir();
    const raw = legacySqlite(join(dir, DATABASE_FILE));
    // Rows written by the store over the legacy schema, as the earlier server wrote them.
    const before = new Store(new SqliteDatabase(raw));
    const kept = textSource('written before the one migration list');
    const { source } = await before.inbox.record(kept, 1);
    await before.close();

    const db = await openDatabase(dir);
    expect(db.raw.prepare('SELECT name FROM larkspur_migrations').all()).toEqual(ALL_APPLIED);
    const store = new Store(db);
    expect(await store.inbox.get(kept.messageId)).toMatchObject({ seq: source.seq, content: kept.content });
    const after = await store.inbox.record(textSource('written after'), 2);
    expect(after.source.seq).toBeGreaterThan(source.seq);
    await store.close();
  });

  it('apply each migration once: a store opened again is not migrated again', async () => {
    const dir = dataDir();
    await (await openDatabase(dir)).close();
    const db = await openDatabase(dir);
    expect(db.raw.prepare('SELECT count(*) AS n FROM larkspur_migrations').get()).toEqual({
      n: MIGRATIONS.length,
    });
    await db.close();
  });

  it('refuse, in one line, a data directory an older server left part of the way', async () => {
    const dir = dataDir();
    legacySqlite(join(dir, DATABASE_FILE), 5).close();
    await expect(async () => openDatabase(dir)).rejects.toThrow(LaunchError);
    await expect(async () => openDatabase(dir)).rejects.toThrow(/version 5 of 8/);
  });
});

describe.skipIf(inject('postgresUrl') === '')('the store migrations on PostgreSQL', () => {
  const opened: PostgresDatabase[] = [];
  afterEach(async () => {
    for (const db of opened.splice(0)) await db.close();
  });

  /** A database made the way servers before the one migration list made it, with one source. */
  async function legacyPostgres(url: string, rows: (client: pg.Client) => Promise<void>): Promise<void> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      for (const migration of LEGACY_POSTGRES_MIGRATIONS) await client.query(migration);
      await client.query('CREATE TABLE larkspur_schema (version INTEGER NOT NULL)');
      await client.query('INSERT INTO larkspur_schema (version) VALUES ($1)', [
        LEGACY_POSTGRES_MIGRATIONS.length,
      ]);
      await rows(client);
    } finally {
      await client.end();
    }
  }

  /** Every table's columns and indexes, as PostgreSQL describes them. */
  async function postgresSchema(url: string): Promise<unknown> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const columns = await client.query(
        `SELECT table_name, column_name, data_type, is_nullable, column_default FROM information_schema.columns
         WHERE table_schema = 'public' AND table_name NOT LIKE 'larkspur_%' ORDER BY table_name, column_name`,
      );
      const indexes = await client.query(
        `SELECT tablename, indexname, replace(indexdef, '"', '') AS indexdef FROM pg_indexes
         WHERE schemaname = 'public' AND tablename NOT LIKE 'larkspur_%' ORDER BY tablename, indexname`,
      );
      const before = (table: string) => !AFTER_BASELINE.includes(table);
      return {
        columns: columns.rows.filter((row: { table_name: string }) => before(row.table_name)),
        indexes: indexes.rows.filter((row: { tablename: string }) => before(row.tablename)),
      };
    } finally {
      await client.end();
    }
  }

  it('make the schema the larkspur_schema migrations had made', async () => {
    const [fresh, legacy] = [await freshPostgresUrl(), await freshPostgresUrl()];
    opened.push(await PostgresDatabase.open(fresh));
    await legacyPostgres(legacy, async () => undefined);
    expect(await postgresSchema(fresh)).toEqual(await postgresSchema(legacy));
  });

  it('adopt a store an earlier server made, with its rows, and go on writing it', async () => {
    const url = await freshPostgresUrl();
    const kept = textSource('written before the one migration list');
    await legacyPostgres(url, async (client) => {
      await client.query(
        `INSERT INTO sources (message_id, chat_id, chat_type, sender_type, message_type, content, mentions, create_time, state, received_at)
         VALUES ($1, $2, $3, $4, $5, $6, '[]', $7, 'received', 1)`,
        [
          kept.messageId,
          kept.chatId,
          kept.chatType,
          kept.senderType,
          kept.messageType,
          kept.content,
          kept.createTime,
        ],
      );
    });
    const db = await PostgresDatabase.open(url);
    opened.push(db);
    expect(await db.all(sql`SELECT name FROM larkspur_migrations`)).toEqual(ALL_APPLIED);
    const store = new Store(db);
    const found = await store.inbox.get(kept.messageId);
    expect(found).toMatchObject({ content: kept.content, state: 'received' });
    const after = await store.inbox.record(textSource('written after'), 2);
    expect(after.source.seq).toBeGreaterThan(found!.seq);
  });
});
