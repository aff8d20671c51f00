import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { JOURNAL_DIR, type JournalPosition } from '../intake-journal/journal-format.ts';
import { journalBacklog } from '../intake-journal/journal-backlog.ts';
import { checkpointNameOf, readJournalId } from '../intake-journal/journal-drainer.ts';
import { ConsumerLease } from '../store/consumer-lease.ts';
import { DATABASE_FILE } from '../store/database.ts';
import { IntakeCheckpoints } from '../store/intake-checkpoints.ts';
import type { SqlDatabase } from '../store/sql.ts';
import { SqliteDatabase } from '../store/sqlite-database.ts';
import { sqlite } from '../store/sqlite.ts';
import { storeName } from '../store/store-name.ts';
import { line, type DoctorConfig, type DoctorLine } from './checks.ts';

const CHECK = 'intake journal';

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
  let db: SqlDatabase;
  let name: string;
  if (config.storeUrl === undefined) {
    const file = join(config.dataDir, DATABASE_FILE);
    if (!existsSync(file)) return undefined;
    db = new SqliteDatabase(
      new (sqlite())(file, { readonly: true, fileMustExist: true, timeout: timeoutMs }),
    );
    name = checkpointNameOf(undefined);
  } else {
    // A journal without an id of its own here (none made, or made for another host or path) is drained from
    // its start at the next serve.
    const id = readJournalId(dir);
    if (id === undefined) return undefined;
    const { PostgresDatabase } = await import('../store/postgres-database.ts');
    db = PostgresDatabase.openAsIs(config.storeUrl, { answerTimeoutMs: timeoutMs, poolSize: 1 });
    name = checkpointNameOf(id);
  }
  try {
    return await new IntakeCheckpoints(db).get(name);
  } catch (error) {
    // A store no serve has migrated yet holds no checkpoint.
    const { code, message } = error as { code?: string; message: string };
    if (code === '42P01' || /no such table/.test(message)) return undefined;
    throw new Error(config.storeUrl ? `${storeName(config.storeUrl)}: ${message}` : message);
  } finally {
    await db.close();
  }
}
