import { appendFileSync, cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { RetryPolicy } from '../../../runtime/src/index.ts';
import { ManualTime } from '../../../runtime/src/time/manual-time.ts';
import { openMemoryDatabase } from '../store/database.ts';
import { Store } from '../store/store.ts';
import { textSource } from '../testing/fake-intake.ts';
import { encodeEntries, segmentName, type JournalEntry } from './journal-format.ts';
import { INTAKE_JOURNAL, JournalDrainer } from './journal-drainer.ts';
import { JournalWriter } from './journal-writer.ts';

const dirs: string[] = [];
const stores: Store[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  for (const store of stores.splice(0)) await store.close();
});

async function setup() {
  const dir = join(mkdtempSync(join(tmpdir(), 'larkspur-drain-')), 'intake-journal');
  dirs.push(join(dir, '..'));
  const store = new Store(await openMemoryDatabase());
  stores.push(store);
  return { dir, store };
}

/** A drainer as one start of the server makes it; `logs` keeps its lines. */
function drainer(
  dir: string,
  store: Store,
  options: { maxEntries?: number; retry?: RetryPolicy; shared?: boolean } = {},
) {
  const logs: string[] = [];
  let wakes = 0;
  const d = new JournalDrainer({
    dir,
    store,
    logger: { warn: (line: string) => logs.push(line), error: (line: string) => logs.push(line) },
    onRecorded: () => wakes++,
    ...options,
  });
  return { drainer: d, logs, wakes: () => wakes };
}

const entry = (text: string): JournalEntry & { kind: 'source' } => ({
  kind: 'source',
  at: 5_000,
  source: textSource(text),
});
const segments = (dir: string) => readdirSync(dir).sort();

it('replays what was acknowledged but not drained before a crash, exactly once', async () => {
  const { dir, store } = await setup();
  const first = drainer(dir, store);
  const segment = await first.drainer.open();
  const writer = new JournalWriter({ dir, segment });
  const acked = [entry('a'), entry('b'), entry('c')];
  // Written (so acknowledged), then the process dies before the drainer hears of it.
  writer.append(encodeEntries(acked));
  await first.drainer.close();

  for (let start = 0; start < 2; start++) {
    const again = drainer(dir, store);
    await again.drainer.open();
    await again.drainer.drain();
    await again.drainer.close();
  }
  expect(
    await Promise.all(
      acked.map(async (e) => {
        const s = await store.inbox.get(e.source.messageId);
        return [s?.state, s?.receiveCount, s?.receivedAt];
      }),
    ),
  ).toEqual([
    ['received', 1, 5_000],
    ['received', 1, 5_000],
    ['received', 1, 5_000],
  ]);
  // Drained, the old segment is gone.
  expect(segments(dir)).toEqual([]);
});

it('replays from the checkpoint when a crash cut a drain short: what was committed is not recorded again', async () => {
  const { dir, store } = await setup();
  const time = new ManualTime(0);
  const retry = new RetryPolicy({ baseMs: 10, capMs: 10, attempts: Infinity, clock: time.now, timers: time });
  const first = drainer(dir, store, { maxEntries: 2, retry });
  const segment = await first.drainer.open();
  const writer = new JournalWriter({ dir, segment });
  const acked = [entry('a'), entry('b'), entry('c'), entry('d'), entry('e')];
  const at = writer.append(encodeEntries(acked));
  // The second transaction fails as a dying disk would; then the process is gone.
  let transactions = 0;
  const atomically = store.atomically.bind(store);
  store.atomically = async (fn) => {
    if (++transactions === 2) throw Object.assign(new Error('disk I/O error'), { code: 'SQLITE_IOERR' });
    return atomically(fn);
  };
  first.drainer.journaled(at);
  await time.advance(0);
  await first.drainer.close();
  expect(
    await Promise.all(acked.map(async (e) => (await store.inbox.get(e.source.messageId)) !== undefined)),
  ).toEqual([true, true, false, false, false]);
  store.atomically = atomically;

  const again = drainer(dir, store);
  await again.drainer.open();
  await again.drainer.drain();
  expect(
    await Promise.all(acked.map(async (e) => (await store.inbox.get(e.source.messageId))?.receiveCount)),
  ).toEqual([1, 1, 1, 1, 1]);
  expect(again.wakes()).toBeGreaterThan(0);
});

it('records a redelivery journaled again as the same source, and a rejection as a rejection', async () => {
  const { dir, store } = await setup();
  const d = drainer(dir, store);
  const writer = new JournalWriter({ dir, segment: await d.drainer.open() });
  const once = entry('twice');
  d.drainer.journaled(writer.append(encodeEntries([once, { ...once, at: 6_000 }])));
  d.drainer.journaled(
    writer.append(
      encodeEntries([{ kind: 'rejected', at: 7_000, rejection: { eventId: 'ev_x', reason: 'no-chat-id' } }]),
    ),
  );
  await d.drainer.drain();
  expect((await store.inbox.get(once.source.messageId))?.receiveCount).toBe(2);
  expect(await store.inbox.rejections()).toEqual([
    { eventId: 'ev_x', reason: 'no-chat-id', receivedAt: 7_000 },
  ]);
});

it('leaves out a last line a crash cut short, and reads no further in the segment being written than its writer said', async () => {
  const { dir, store } = await setup();
  const d = drainer(dir, store);
  const old = await d.drainer.open();
  // A process that died mid-write: two whole lines, and a torn third.
  const whole = [entry('x'), entry('y')];
  const torn = entry('torn');
  appendFileSync(join(dir, segmentName(old)), encodeEntries(whole));
  appendFileSync(join(dir, segmentName(old)), encodeEntries([torn]).subarray(0, 20));
  await d.drainer.close();

  const next = drainer(dir, store);
  const segment = await next.drainer.open();
  expect(segment).toBe(old + 1);
  const writer = new JournalWriter({ dir, segment });
  const reported = writer.append(encodeEntries([entry('reported')]));
  // Written, but its writer has not said so yet: not read.
  const unreported = entry('unreported');
  writer.append(encodeEntries([unreported]));
  next.drainer.journaled(reported);
  await next.drainer.drain();
  expect(
    await Promise.all(whole.map(async (e) => (await store.inbox.get(e.source.messageId))?.state)),
  ).toEqual(['received', 'received']);
  expect(await store.inbox.get(torn.source.messageId)).toBeUndefined();
  expect(await store.inbox.get(unreported.source.messageId)).toBeUndefined();
  expect(next.logs).toEqual([
    `the end of intake journal segment ${old} is a write a crash cut short: left out (its events were never acknowledged)`,
  ]);
  expect(segments(dir)).toEqual([segmentName(segment)]);
  expect(await store.intakeCheckpoints.get(INTAKE_JOURNAL)).toEqual(reported);
});

it('removes each segment once drained, so the journal holds only what is not in the inbox yet', async () => {
  const { dir, store } = await setup();
  const d = drainer(dir, store);
  const writer = new JournalWriter({ dir, segment: await d.drainer.open(), maxSegmentBytes: 1 });
  const written = [entry('1'), entry('2'), entry('3'), entry('4')];
  for (const e of written) d.drainer.journaled(writer.append(encodeEntries([e])));
  await d.drainer.drain();
  expect(
    await Promise.all(written.map(async (e) => (await store.inbox.get(e.source.messageId))?.state)),
  ).toEqual(Array(4).fill('received'));
  // Every segment written is drained and gone; the next one is not begun yet.
  expect(segments(dir)).toEqual([]);
  const last = entry('5');
  d.drainer.journaled(writer.append(encodeEntries([last])));
  await d.drainer.drain();
  expect((await store.inbox.get(last.source.messageId))?.state).toBe('received');
  expect(segments(dir)).toEqual([]);
});

it('keeps a checkpoint per journal in a store that several data directories share', async () => {
  const { store } = await setup();
  const journals = await Promise.all(
    ['one', 'two'].map(async (name) => {
      const dir = join(mkdtempSync(join(tmpdir(), `larkspur-drain-${name}-`)), 'intake-journal');
      dirs.push(join(dir, '..'));
      const d = drainer(dir, store, { shared: true });
      return { dir, d, writer: new JournalWriter({ dir, segment: await d.drainer.open() }) };
    }),
  );
  // Lines of different lengths, so that one journal's offset falls inside a line of the other.
  const written = journals.map(({ d, writer }, j) => {
    const entries = [entry(`j${j}-first${'x'.repeat(40 * j)}`), entry(`j${j}-second`)];
    d.drainer.journaled(writer.append(encodeEntries([entries[0]!])));
    return entries;
  });
  await Promise.all(journals.map(({ d }) => d.drainer.drain()));
  journals.forEach(({ d, writer }, j) =>
    d.drainer.journaled(writer.append(encodeEntries([written[j]![1]!]))),
  );
  await Promise.all(journals.map(({ d }) => d.drainer.drain()));
  for (const { d } of journals) await d.drainer.close();

  expect(
    await Promise.all(
      written.flat().map(async (e) => (await store.inbox.get(e.source.messageId))?.state ?? 'lost'),
    ),
  ).toEqual(Array(4).fill('received'));
  expect(journals.flatMap(({ d }) => d.logs)).toEqual([]);
  // Each journal keeps its id across starts: a restart finds its own checkpoint.
  const again = drainer(journals[0]!.dir, store, { shared: true });
  expect(await again.drainer.open()).toBe(2);
  await again.drainer.close();
});

it('takes a journal directory copied elsewhere for a new journal, never for the one it was copied from', async () => {
  const { dir, store } = await setup();
  const first = drainer(dir, store, { shared: true });
  const writer = new JournalWriter({ dir, segment: await first.drainer.open() });
  const before = entry('before the copy');
  first.drainer.journaled(writer.append(encodeEntries([before])));
  await first.drainer.drain();
  // Copied to start a second instance on the same store: the id file goes with it.
  const copy = join(mkdtempSync(join(tmpdir(), 'larkspur-drain-copy-')), 'intake-journal');
  dirs.push(join(copy, '..'));
  cpSync(dir, copy, { recursive: true });
  const second = drainer(copy, store, { shared: true });
  const copyWriter = new JournalWriter({ dir: copy, segment: await second.drainer.open() });
  await second.drainer.drain();

  const mine = entry('the first journal, after the copy');
  const theirs = entry('the copy');
  first.drainer.journaled(writer.append(encodeEntries([mine])));
  second.drainer.journaled(copyWriter.append(encodeEntries([theirs])));
  await Promise.all([first.drainer.drain(), second.drainer.drain()]);
  for (const d of [first, second]) await d.drainer.close();
  expect(
    await Promise.all(
      [before, mine, theirs].map(async (e) => (await store.inbox.get(e.source.messageId))?.state ?? 'lost'),
    ),
  ).toEqual(['received', 'received', 'received']);
  // What the copy held from before is known to the inbox: a receipt more, no second source.
  expect((await store.inbox.get(before.source.messageId))?.receiveCount).toBe(2);
});
