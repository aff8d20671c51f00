import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../../reference/src/store/database.ts';
import { sqlite } from '../../reference/src/store/sqlite.ts';
import { Store } from '../../reference/src/store/store.ts';
import type { InboundSource } from '../../reference/src/store/inbox.ts';
import { noTiming } from '../../reference/src/observe/timing.ts';
import { BatchRecorder } from '../../reference/src/transport/batch-recorder.ts';
import { inboxBatches } from '../../reference/src/transport/inbox-batches.ts';
import { quantile } from '../measure.ts';
import { row, type Row } from '../row.ts';

export const ROUNDS = 3;
/** A burst's frames come in clumps: this many sources reach the recorder in one turn of the event loop. */
export const CLUMP = 30;

export const source = (n: number): InboundSource => ({
  eventId: `ev_${n}`,
  messageId: `om_${n}`,
  chatId: `oc_${n % 30}`,
  chatType: 'p2p',
  senderType: 'user',
  senderOpenId: `ou_${n % 30}`,
  messageType: 'text',
  content: JSON.stringify({ text: `message ${n}` }),
  mentions: [],
  createTime: Date.now(),
});

/** Commits per second of `n` calls of `commit`, each one durable transaction, in a fresh data directory. */
type Committer = { commit: (i: number) => unknown; close: () => unknown };

async function perSecond(n: number, open: (dir: string) => Committer | Promise<Committer>): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'larkspur-commits-'));
  try {
    const db = await open(dir);
    try {
      const started = performance.now();
      for (let i = 0; i < n; i++) await db.commit(i);
      return n / ((performance.now() - started) / 1000);
    } finally {
      await db.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A bare insert loop on the same SQLite settings as the store: WAL, synchronous=NORMAL. */
function bare(dir: string): Committer {
  const Sqlite = sqlite();
  const db = new Sqlite(join(dir, 'bare.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.exec(
    'CREATE TABLE t (seq INTEGER PRIMARY KEY AUTOINCREMENT, message_id TEXT NOT NULL UNIQUE, content TEXT NOT NULL)',
  );
  const insert = db.prepare('INSERT INTO t (message_id, content) VALUES (?, ?)');
  return { commit: (i) => insert.run(`om_${i}`, `message ${i}`), close: () => db.close() };
}

/** The intake's record: what the reference does durably before it acknowledges an event. */
async function inbox(dir: string): Promise<Committer> {
  const store = new Store(await openDatabase(dir));
  const now = Date.now();
  return { commit: async (i) => store.inbox.record(source(i), now), close: async () => store.close() };
}

/**
 * Sources per second through the intake's recorder into `store`, `CLUMP` of them a turn of the loop: each
 * clump one multi-row insert (a batch), as the reference records a burst.
 */
export async function recordedPerSecond(store: Store, n: number): Promise<number> {
  const recorder = new BatchRecorder({
    store: inboxBatches(store, Date.now),
    timing: noTiming,
    onRecorded: () => undefined,
  });
  const started = performance.now();
  for (let i = 0; i < n; i += CLUMP) {
    await Promise.all(
      Array.from({ length: Math.min(CLUMP, n - i) }, (_, k) => recorder.record(source(i + k))),
    );
  }
  return n / ((performance.now() - started) / 1000);
}

/** Sources per second through the intake's recorder on SQLite. */
async function grouped(n: number): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'larkspur-commits-'));
  const store = new Store(await openDatabase(dir));
  try {
    return await recordedPerSecond(store, n);
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The range of a few figures, for a row's note. */
export const spread = (xs: number[]) => `${Math.round(Math.min(...xs))}–${Math.round(Math.max(...xs))}`;

/** Durable commits per second of the inbox path against a bare insert loop, alternated and the median kept. */
export async function commits(n: number, progress: (line: string) => void): Promise<Row[]> {
  progress(`${n} durable commits, ${ROUNDS} rounds each, alternating`);
  const floors: number[] = [];
  const values: number[] = [];
  const batched: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    floors.push(await perSecond(n, bare));
    values.push(await perSecond(n, inbox));
    batched.push(await grouped(n));
  }
  return [
    row({
      id: 'commits/inbox-record',
      title: 'durable commits per second of the inbox record before the ACK',
      unit: 'commits/s',
      better: 'higher',
      floorIs: 'a bare better-sqlite3 insert loop, one row a commit, WAL and synchronous=NORMAL',
      floor: quantile(floors, 0.5),
      value: quantile(values, 0.5),
      note: `one source a commit; median of ${ROUNDS} rounds of ${n}; spread floor ${spread(floors)}, value ${spread(values)}`,
    }),
    row({
      id: 'commits/intake-group-commit',
      title: `sources made durable per second by the intake's recorder, ${CLUMP} a turn of the event loop (group commit)`,
      unit: 'sources/s',
      better: 'higher',
      floorIs: 'a bare better-sqlite3 insert loop, one row a commit, WAL and synchronous=NORMAL',
      floor: quantile(floors, 0.5),
      value: quantile(batched, 0.5),
      note: `median of ${ROUNDS} rounds of ${n}; spread ${spread(batched)}`,
    }),
  ];
}
