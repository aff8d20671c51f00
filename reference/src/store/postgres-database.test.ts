import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { LaunchError } from '../launch/launch-error.ts';
import { textSource } from '../testing/fake-intake.ts';
import { freshPostgresUrl } from '../testing/store-engines.ts';
import { PostgresDatabase, type PostgresOptions } from './postgres-database.ts';
import { storeName } from './store-name.ts';
import { PostgresQueryError } from './errors.ts';
import { Store } from './store.ts';
import { INTAKE_POSTGRES } from '../transport/intake-postgres.ts';

describe('the PostgreSQL store URL', () => {
  it('names a store by host, port and database, never its password', () => {
    expect(storeName('postgres://bot:s3cret@db.internal:6543/larkspur')).toBe('db.internal:6543/larkspur');
    expect(storeName('postgres://bot@db.internal/larkspur')).toBe('db.internal:5432/larkspur');
  });
});

describe.skipIf(inject('postgresUrl') === '')('the PostgreSQL engine', () => {
  const opened: PostgresDatabase[] = [];
  const open = async (url: string, options?: PostgresOptions) => {
    const db = await PostgresDatabase.open(url, options);
    opened.push(db);
    return db;
  };
  afterEach(async () => {
    for (const db of opened.splice(0)) await db.close();
  });

  it('is migrated once: a second instance on the same database finds the schema in place', async () => {
    const url = await freshPostgresUrl();
    const first = new Store(await open(url));
    await first.inbox.record(textSource('kept'), 1);
    const second = new Store(await open(url));
    expect(await second.inbox.unfinished([], 10)).toHaveLength(1);
    expect(second.engine).toBe('postgres');
  });

  it('admits a source received by two instances once (TR-002): one records it, the other sees a duplicate', async () => {
    const url = await freshPostgresUrl();
    const [a, b] = [new Store(await open(url)), new Store(await open(url))];
    const source = textSource('both got it');
    const first = await a.inbox.record(source, 1);
    const again = await b.inbox.record({ ...source, eventId: 'ev_redelivered' }, 2);
    expect([first.duplicate, again.duplicate]).toEqual([false, true]);
    expect((await a.inbox.get(source.messageId))!.receiveCount).toBe(2);
  });

  it('commits before it returns: a row written is visible at once to another connection', async () => {
    const url = await freshPostgresUrl();
    const [writer, reader] = [new Store(await open(url)), new Store(await open(url))];
    const source = textSource('durable');
    await writer.inbox.record(source, 1);
    expect((await reader.inbox.get(source.messageId))?.state).toBe('received');
  });

  it('rolls a failed transaction back whole, and a failed savepoint only as far as itself', async () => {
    const store = new Store(await open(await freshPostgresUrl()));
    const [kept, lost] = [textSource('kept'), textSource('lost')];
    await expect(async () =>
      store.atomically(async () => {
        await store.inbox.record(lost, 1);
        throw new Error('admission failed');
      }),
    ).rejects.toThrow('admission failed');
    expect(await store.inbox.get(lost.messageId)).toBeUndefined();
    await store.atomically(async () => {
      await store.inbox.record(kept, 1);
      await expect(async () =>
        store.atomically(async () => {
          await store.inbox.record(lost, 1);
          throw new Error('inner');
        }),
      ).rejects.toThrow('inner');
    });
    expect(await store.inbox.get(kept.messageId)).toBeDefined();
    expect(await store.inbox.get(lost.messageId)).toBeUndefined();
  });

  it("opens no more connections than its pool's size: 8 by default, the intake thread's 2", async () => {
    // The connections the server sees to the database once `calls` statements went at once (a pool keeps
    // its connections open while idle, so they are still there to count).
    const connections = async (db: PostgresDatabase, url: string, calls: number) => {
      await Promise.all(Array.from({ length: calls }, async () => db.get(sql`SELECT 1`)));
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const { rows } = await client.query<{ n: number }>(
          `SELECT COUNT(*)::int AS n FROM pg_stat_activity
           WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
        );
        return rows[0]!.n;
      } finally {
        await client.end();
      }
    };
    const mainUrl = await freshPostgresUrl();
    expect(await connections(await open(mainUrl), mainUrl, 5)).toBe(5);
    const intakeUrl = await freshPostgresUrl();
    expect(await connections(await open(intakeUrl, INTAKE_POSTGRES), intakeUrl, 5)).toBe(2);
  });

  it('reports a refused statement with its SQLSTATE, and goes on working', async () => {
    const db = await open(await freshPostgresUrl());
    let error: unknown;
    try {
      await db.run(
        sql`INSERT INTO source_events (event_id, message_id, received_at) VALUES (${'ev_1'}, ${'om_1'}, ${1})`,
      );
      await db.run(
        sql`INSERT INTO source_events (event_id, message_id, received_at) VALUES (${'ev_1'}, ${'om_2'}, ${2})`,
      );
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(PostgresQueryError);
    expect((error as PostgresQueryError).code).toBe('23505');
    expect(await db.get(sql`SELECT COUNT(*) AS n FROM source_events`)).toEqual({ n: 1 });
  });

  it('is a one-line launch error when the server cannot be reached', async () => {
    const url = new URL(inject('postgresUrl'));
    url.port = '1';
    let error: unknown;
    try {
      await PostgresDatabase.open(url.toString(), { answerTimeoutMs: 10_000 });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(LaunchError);
    expect((error as LaunchError).code).toBe('STORE_UNREACHABLE');
    expect((error as LaunchError).message).toMatch(
      /^the store at 127\.0\.0\.1:1\/postgres cannot be used: .*ECONNREFUSED.* — start PostgreSQL, or check --store \/ LARKSPUR_STORE_URL$/,
    );
  });
});
