import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../../reference/src/store/database.ts';
import { sqlite } from '../../reference/src/store/sqlite.ts';
import { Store } from '../../reference/src/store/store.ts';
import type { InboundSource } from '../../reference/src/store/inbox.ts';
import { quantile } from '../measure.ts';
import { row, type Row } from '../row.ts';

const ROUNDS = 3;

const source = (n: number): InboundSource => ({
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
function perSecond(n: number, open: (dir: string) => { commit: (i: number) => void; close: () => void }): number {
  const dir = mkdtempSync(join(tmpdir(), 'larkspur-commits-'));
  try {
    const db = open(dir);
    try {
      const started = performance.now();
      for (let i = 0; i < n; i++) db.commit(i);
      return n / ((performance.now() - started) / 1000);
    } finally {
      db.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A bare insert loop on the same SQLite settings as the store: WAL, synchronous=NORMAL. */
function bare(dir: string): { commit: (i: number) => void; close: () => void } {
  const Sqlite = sqlite();
  const db = new Sqlite(join(dir, 'bare.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.exec('CREATE TABLE t (seq INTEGER PRIMARY KEY AUTOINCREMENT, message_id TEXT NOT NULL UNIQUE, content TEXT NOT NULL)');
  const insert = db.prepare('INSERT INTO t (message_id, content) VALUES (?, ?)');
  return { commit: (i) => insert.run(`om_${i}`, `message ${i}`), close: () => db.close() };
}

/** The intake's record: what the reference does durably before it acknowledges an event. */
function inbox(dir: string): { commit: (i: number) => void; close: () => void } {
  const store = new Store(openDatabase(dir));
  const now = Date.now();
  return { commit: (i) => store.inbox.record(source(i), now), close: () => store.close() };
}

/** Durable commits per second of the inbox path against a bare insert loop, alternated and the median kept. */
export async function commits(n: number, progress: (line: string) => void): Promise<Row[]> {
  progress(`${n} durable commits, ${ROUNDS} rounds each, alternating`);
  const floors: number[] = [];
  const values: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    floors.push(perSecond(n, bare));
    values.push(perSecond(n, inbox));
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
      note: `median of ${ROUNDS} rounds of ${n}; spread floor ${Math.round(Math.min(...floors))}–${Math.round(Math.max(...floors))}, value ${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`,
    }),
  ];
}
