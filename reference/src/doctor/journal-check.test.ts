import { mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { JournalDrainer } from '../intake-journal/journal-drainer.ts';
import { encodeEntries, JOURNAL_DIR, type JournalEntry } from '../intake-journal/journal-format.ts';
import { JournalWriter } from '../intake-journal/journal-writer.ts';
import { silentLogger } from '../logger.ts';
import { openDatabase } from '../store/database.ts';
import { PostgresDatabase } from '../store/postgres-database.ts';
import { Store } from '../store/store.ts';
import { textSource } from '../testing/fake-intake.ts';
import { tempDataDir } from '../testing/harness.ts';
import { freshPostgresUrl } from '../testing/store-engines.ts';
import type { DoctorConfig } from './checks.ts';
import { journalCheck } from './journal-check.ts';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const entry = (text: string): JournalEntry => ({ kind: 'source', at: 5_000, source: textSource(text) });

/** Doctor's settings for a data directory (and a PostgreSQL store): the journal check reads no others. */
const config = (dataDir: string, storeUrl?: string) =>
  ({ dataDir, ...(storeUrl ? { storeUrl } : {}) }) as DoctorConfig;

/**
 * A serve's journal as a start leaves it: `drained` entries moved into the store, then `left` written (so
 * acknowledged) and the process gone before it moved them.
 */
async function journalOf(dataDir: string, store: Store, shared: boolean, drained: number, left: number) {
  const dir = join(dataDir, JOURNAL_DIR);
  const drainer = new JournalDrainer({ dir, store, shared, logger: silentLogger, onRecorded: () => {} });
  const writer = new JournalWriter({ dir, segment: await drainer.open() });
  for (let i = 0; i < drained; i++) drainer.journaled(writer.append(encodeEntries([entry(`drained ${i}`)])));
  await drainer.drain();
  await drainer.close();
  for (let i = 0; i < left; i++) writer.append(encodeEntries([entry(`left ${i}`)]));
  writer.close();
}

const engines = [
  {
    engine: 'sqlite',
    skipped: false,
    open: async (dataDir: string) => ({ store: new Store(await openDatabase(dataDir)), storeUrl: undefined }),
  },
  {
    engine: 'postgres',
    skipped: inject('postgresUrl') === '',
    open: async () => {
      const storeUrl = await freshPostgresUrl();
      return { store: new Store(await PostgresDatabase.open(storeUrl)), storeUrl };
    },
  },
] as const;

/** A data directory and its store (removed and closed after the test). */
async function dataDirWithStore(open: (typeof engines)[number]['open']) {
  const data = tempDataDir();
  cleanups.push(data.remove);
  const { store, storeUrl } = await open(data.dir);
  cleanups.push(() => store.close());
  return { data, store, storeUrl };
}

describe.each(engines)('larkspur doctor, intake journal ($engine)', ({ engine, skipped, open }) => {
  it.skipIf(skipped)(
    'fails a journal that holds what a serve acknowledged and never moved into the store, and says how many',
    async () => {
      const { data, store, storeUrl } = await dataDirWithStore(open);
      await journalOf(data.dir, store, engine === 'postgres', 3, 2);
      const line = await journalCheck(config(data.dir, storeUrl), 5_000);
      expect(line.status).toBe('fail');
      expect(line.detail).toMatch(/^2 event\(s\) acknowledged and not yet in the store .* start serve on /);
    },
  );

  it.skipIf(skipped)(
    'passes a journal whose every entry is in the store, and a directory without one',
    async () => {
      const { data, store, storeUrl } = await dataDirWithStore(open);
      expect(await journalCheck(config(data.dir, storeUrl), 5_000)).toMatchObject({
        status: 'ok',
        detail: /^none/,
      });
      await journalOf(data.dir, store, engine === 'postgres', 3, 0);
      expect(await journalCheck(config(data.dir, storeUrl), 5_000)).toMatchObject({
        status: 'ok',
        detail: 'everything in it is in the store',
      });
    },
  );
});

it('counts every entry of a journal no store has a checkpoint for, and skips when the store does not answer', async () => {
  const data = tempDataDir();
  cleanups.push(data.remove);
  const dir = join(data.dir, JOURNAL_DIR);
  mkdirSync(dir, { mode: 0o700 });
  new JournalWriter({ dir, segment: 1 }).append(encodeEntries([entry('a'), entry('b')]));
  // SQLite with no store file yet: nothing was ever moved.
  expect(await journalCheck(config(data.dir), 5_000)).toMatchObject({ status: 'fail', detail: /^2 event/ });
  // A journal a shared store knows by its id, and the store does not answer: how far it took them is unknown.
  writeFileSync(join(dir, 'journal-id'), `0123456789abcdef ${hostname()} ${realpathSync(dir)}\n`, {
    mode: 0o600,
  });
  const line = await journalCheck(config(data.dir, 'postgres://nobody@127.0.0.1:1/none'), 2_000);
  expect(line).toMatchObject({
    status: 'skip',
    detail: /^holds 2 event\(s\), and the store did not say how far/,
  });
});
