import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { JOURNAL_DIR, type JournalPosition } from '../intake-journal/journal-format.ts';
import { journalBacklog } from '../intake-journal/journal-backlog.ts';
import { checkpointNameOf, readJournalId } from '../intake-journal/journal-drainer.ts';
import { ConsumerLease } from '../store/consumer-lease.ts';
import { DATABASE_FILE } from '../store/database.ts';
import { sqlite } from '../store/sqlite.ts';
import { storeName } from '../store/store-name.ts';
import { line, type DoctorConfig, type DoctorLine } from './checks.ts';

const CHECK = 'intake journal';
const CHECKPOINT = 'SELECT segment, byte_offset FROM intake_checkpoints WHERE journal =';

/**
 * What the data directory's intake journal holds that is not in the store yet: events a serve acknowledged
 * and stopped (by a crash) before it moved them into the inbox. They are only here — Lark does not push an
 * acknowledged event again — so the line says so before anyone removes the directory. Read only: the
 * store's checkpoint for this journal, and the journal's own files.
 */
export async function journalCheck(config: DoctorConfig, timeoutMs: number): Promise<DoctorLine> {
  const dir = join(config.dataDir, JOURNAL_DIR);
  if (!existsSync(dir)) return line(CHECK, 'ok', `none in ${config.dataDir}`);
  if (ConsumerLease.holder(config.dataDir) !== undefined)
    return line(CHECK, 'ok', 'the serve running on it moves it into the store as it comes');
  let from: JournalPosition | undefined;
  try {
    from = await checkpoint(config, dir, timeoutMs);
  } catch (error) {
    const { sources } = journalBacklog(dir, undefined);
    return line(
      CHECK,
      sources === 0 ? 'ok' : 'skip',
      sources === 0
        ? 'empty'
        : `holds ${sources} event(s), and the store did not say how far it took them (${(error as Error).message}) — start serve on ${config.dataDir} once to move what it has not`,
    );
  }
  const { sources, rejected } = journalBacklog(dir, from);
  if (sources + rejected === 0) return line(CHECK, 'ok', 'everything in it is in the store');
  return line(
    CHECK,
    'fail',
    `${sources + rejected} event(s) acknowledged and not yet in the store (a serve stopped without moving them): ` +
      `start serve on ${config.dataDir} once to move them — removing the directory loses them, and Lark does not push them again`,
  );
}

/** The journal's checkpoint in its store: the SQLite file beside it, or the shared PostgreSQL under its id. */
async function checkpoint(
  config: DoctorConfig,
  dir: string,
  timeoutMs: number,
): Promise<JournalPosition | undefined> {
  if (config.storeUrl === undefined) {
    const file = join(config.dataDir, DATABASE_FILE);
    if (!existsSync(file)) return undefined;
    const db = new (sqlite())(file, { readonly: true, fileMustExist: true, timeout: timeoutMs });
    try {
      const row = db.prepare(`${CHECKPOINT} ?`).get(checkpointNameOf(undefined)) as Row | undefined;
      return row && position(row);
    } catch (error) {
      if (/no such table/.test((error as Error).message)) return undefined;
      throw error;
    } finally {
      db.close();
    }
  }
  // A journal without an id of its own here (none made, or made for another host or path) is drained from
  // its start at the next serve.
  const id = readJournalId(dir);
  if (id === undefined) return undefined;
  const { default: pg } = await import('pg');
  const client = new pg.Client({
    connectionString: config.storeUrl,
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    const result = await client.query<Row>(`${CHECKPOINT} $1`, [checkpointNameOf(id)]);
    return result.rows[0] && position(result.rows[0]);
  } catch (error) {
    if ((error as { code?: string }).code === '42P01') return undefined;
    throw new Error(`${storeName(config.storeUrl)}: ${(error as Error).message}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

interface Row {
  segment: number | string;
  byte_offset: number | string;
}

const position = (row: Row): JournalPosition => ({
  segment: Number(row.segment),
  offset: Number(row.byte_offset),
});
