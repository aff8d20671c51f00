import { sql } from 'kysely';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { until } from '../../../runtime/src/testing/until.ts';
import { createLogger } from '../logger.ts';
import { textSource } from '../testing/fake-intake.ts';
import { freshPostgresUrl } from '../testing/store-engines.ts';
import { PostgresChanges } from './postgres-changes.ts';
import { PostgresDatabase } from './postgres-database.ts';
import { Store } from './store.ts';

describe.skipIf(inject('postgresUrl') === '')("the PostgreSQL store's changes", () => {
  const closing: Array<{ close(): Promise<void> }> = [];
  afterEach(async () => {
    for (const c of closing.splice(0).reverse()) await c.close();
  });

  async function listening(url: string) {
    const lines: string[] = [];
    const changes = new PostgresChanges({ url, logger: createLogger('info', (l) => lines.push(l)) });
    closing.push(changes);
    const heard: Array<string | undefined> = [];
    changes.subscribe((table) => heard.push(table));
    await changes.start();
    return { changes, heard, lines };
  }

  async function writer(url: string): Promise<{ db: PostgresDatabase; store: Store }> {
    const db = await PostgresDatabase.open(url);
    closing.push(db);
    return { db, store: new Store(db) };
  }

  it('tells a listener of a change another connection makes, by table, once it commits', async () => {
    const url = await freshPostgresUrl();
    const { db, store } = await writer(url);
    const { heard } = await listening(url);
    // The connection's first LISTEN is told as a change of anything: nothing before it was heard.
    expect(heard).toEqual([undefined]);
    let insideHeard: Array<string | undefined> = [];
    await store.atomically(async () => {
      await store.inbox.record(textSource('recorded'), 1);
      // A round trip more: a notice sent before the commit would have come by now.
      await db.all(sql`SELECT 1`);
      insideHeard = [...heard];
    });
    await until(() => heard.includes('sources'), { what: 'the inbox change told' });
    expect(insideHeard).toEqual([undefined]);
  });

  it('tells nothing of a write that rolled back, nor of a table no instance waits on', async () => {
    const url = await freshPostgresUrl();
    const { db, store } = await writer(url);
    const { heard } = await listening(url);
    await expect(
      store.atomically(async () => {
        await store.inbox.record(textSource('undone'), 1);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    // `instances` is not noticed; the lease after it is, and its notice comes after any of the rollback's.
    await db.run(sql`UPDATE instances SET expires_at = 0`);
    await db.run(sql`DELETE FROM session_leases`);
    await until(() => heard.includes('session_leases'), { what: 'the lease change told' });
    expect(heard).toEqual([undefined, 'session_leases']);
  });

  it('listens again after its connection is cut, and then tells every listener to look once', async () => {
    const url = await freshPostgresUrl();
    const { db, store } = await writer(url);
    const { heard, lines } = await listening(url);
    await db.all(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = ${'LISTEN larkspur_changes'}`,
    );
    await until(() => heard.length === 2, { what: 'the feed back, and told as a change of anything' });
    expect(heard).toEqual([undefined, undefined]);
    await store.inbox.record(textSource('after'), 1);
    await until(() => heard.includes('sources'), { what: 'a change told on the new connection' });
    expect(lines.join('')).toMatch(
      /not listening for the store's changes \(.*\).*connecting again with backoff/,
    );
    expect(lines.join('')).toMatch(/listening again for the store's changes/);
  });
});
