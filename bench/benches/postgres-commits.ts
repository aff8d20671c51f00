import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { PostgresDatabase } from '../../reference/src/store/postgres-database.ts';
import { Store } from '../../reference/src/store/store.ts';
import { quantile } from '../measure.ts';
import { onFreshDatabase, withPostgres } from '../postgres-store.ts';
import { row, type Row } from '../row.ts';
import { CLUMP, recordedPerSecond, ROUNDS, source, spread } from './commits.ts';

/** A bare node-postgres insert loop on the same server: one row a commit, awaited one after another. */
async function bare(url: string, n: number): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      'CREATE TABLE t (seq BIGSERIAL PRIMARY KEY, message_id TEXT NOT NULL UNIQUE, content TEXT NOT NULL)',
    );
    const started = performance.now();
    for (let i = 0; i < n; i++)
      await client.query('INSERT INTO t (message_id, content) VALUES ($1, $2)', [`om_${i}`, `message ${i}`]);
    return n / ((performance.now() - started) / 1000);
  } finally {
    await client.end();
  }
}

/** The intake's record through the store's PostgreSQL engine, one source a commit. */
async function inbox(url: string, n: number): Promise<number> {
  const store = new Store(await PostgresDatabase.open(url));
  try {
    const now = Date.now();
    const started = performance.now();
    for (let i = 0; i < n; i++) await store.inbox.record(source(i), now);
    return n / ((performance.now() - started) / 1000);
  } finally {
    await store.close();
  }
}

/** Sources per second through the intake's recorder (one insert a batch) on PostgreSQL. */
async function grouped(url: string, n: number): Promise<number> {
  const store = new Store(await PostgresDatabase.open(url));
  try {
    return await recordedPerSecond(store, n);
  } finally {
    await store.close();
  }
}

/**
 * Durable commits per second of the inbox path on PostgreSQL (a throwaway local cluster, fsync and
 * synchronous_commit on, as in production), against a bare node-postgres insert loop on the same server.
 */
export async function postgresCommits(n: number, progress: (line: string) => void): Promise<Row[]> {
  progress(`PostgreSQL: ${n} durable commits, ${ROUNDS} rounds each, alternating`);
  return withPostgres(progress, async (databases) => {
    const floors: number[] = [];
    const values: number[] = [];
    const batched: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const [into, measure] of [
        [floors, (url: string) => bare(url, n)],
        [values, async (url: string) => inbox(url, n)],
        [batched, (url: string) => grouped(url, n)],
      ] as const) {
        into.push(await onFreshDatabase(databases, measure));
      }
    }
    const floorIs = 'a bare node-postgres insert loop on the same local server, one row a commit, fsync on';
    return [
      row({
        id: 'commits/inbox-record-postgres',
        title: 'durable commits per second of the inbox record before the ACK, PostgreSQL store',
        unit: 'commits/s',
        better: 'higher',
        floorIs,
        floor: quantile(floors, 0.5),
        value: quantile(values, 0.5),
        note: `one source a commit; median of ${ROUNDS} rounds of ${n}; spread floor ${spread(floors)}, value ${spread(values)}`,
      }),
      row({
        id: 'commits/intake-group-commit-postgres',
        title: `sources made durable per second by the intake's recorder on PostgreSQL, ${CLUMP} a turn of the event loop`,
        unit: 'sources/s',
        better: 'higher',
        floorIs,
        floor: quantile(floors, 0.5),
        value: quantile(batched, 0.5),
        note: `median of ${ROUNDS} rounds of ${n}; spread ${spread(batched)}`,
      }),
    ];
  });
}
