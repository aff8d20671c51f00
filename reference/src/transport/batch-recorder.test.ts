import { describe, expect, it } from 'vitest';
import { RetryPolicy } from '../../../runtime/src/retry/retry-policy.ts';
import { ManualTime } from '../../../runtime/src/time/manual-time.ts';
import { until } from '../../../runtime/src/testing/until.ts';
import { noTiming } from '../observe/timing.ts';
import type { InboundSource } from '../store/inbox.ts';
import type { Store } from '../store/store.ts';
import { textSource } from '../testing/fake-intake.ts';
import { describeEngines } from '../testing/store-engines.ts';
import { BatchRecorder, type BatchStore } from './batch-recorder.ts';
import { inboxBatches } from './inbox-batches.ts';

/** A store whose inserts finish when the test says: each call waits in `calls` with its sources. */
function heldStore(recordOne: BatchStore['recordOne'] = () => true) {
  const calls: Array<{ ids: string[]; finish: (inserted?: boolean[]) => void; fail: (e: Error) => void }> =
    [];
  const store: BatchStore = {
    insert: (sources) =>
      new Promise((resolve, reject) =>
        calls.push({
          ids: sources.map((s) => s.messageId),
          finish: (inserted) => resolve(inserted ?? sources.map(() => true)),
          fail: reject,
        }),
      ),
    recordOne,
  };
  return { store, calls };
}

/** Settles as the promise does, and says how: for checking that an ACK has not been given yet. */
function watch(promise: Promise<void>) {
  let state: 'pending' | 'recorded' | 'refused' = 'pending';
  promise.then(
    () => (state = 'recorded'),
    () => (state = 'refused'),
  );
  return { state: () => state };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));
const busy = () => Object.assign(new Error('connection refused'), { code: 'ECONNREFUSED' });

describe('batch recorder (issue 22)', () => {
  it('puts what arrives while an insert is under way into the next one, and acknowledges each after its own', async () => {
    const { store, calls } = heldStore();
    let wakes = 0;
    const recorder = new BatchRecorder({ store, timing: noTiming, onRecorded: () => wakes++ });
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((t) => textSource(t)) as [
      InboundSource,
      InboundSource,
      InboundSource,
      InboundSource,
    ];
    const first = [recorder.record(a), recorder.record(b)].map(watch);
    await turn();
    expect(calls.map((c) => c.ids)).toEqual([[a.messageId, b.messageId]]);
    const second = [recorder.record(c), recorder.record(d)].map(watch);
    await turn();
    // One insert at a time, and nothing acknowledged before its commit.
    expect(calls).toHaveLength(1);
    expect([...first, ...second].map((w) => w.state())).toEqual(['pending', 'pending', 'pending', 'pending']);
    calls[0]!.finish();
    await turn();
    expect(first.map((w) => w.state())).toEqual(['recorded', 'recorded']);
    expect(second.map((w) => w.state())).toEqual(['pending', 'pending']);
    expect(calls.map((c) => c.ids)).toEqual([
      [a.messageId, b.messageId],
      [c.messageId, d.messageId],
    ]);
    calls[1]!.finish();
    await turn();
    expect(second.map((w) => w.state())).toEqual(['recorded', 'recorded']);
    expect(wakes).toBe(2);
  });

  it('records a row the batch left out on its own, and refuses only it when that fails too', async () => {
    const alone: string[] = [];
    const { store, calls } = heldStore((source) => {
      alone.push(source.messageId);
      if (source.content.includes('taken')) throw new Error('duplicate key value violates unique constraint');
      return false;
    });
    const recorder = new BatchRecorder({ store, timing: noTiming, onRecorded: () => undefined });
    const [ok, redelivered, taken] = [textSource('ok'), textSource('again'), textSource('taken')];
    const outcomes = [ok, redelivered, taken].map((s) => watch(recorder.record(s)));
    await turn();
    calls[0]!.finish([true, false, false]);
    await turn();
    expect(outcomes.map((w) => w.state())).toEqual(['recorded', 'recorded', 'refused']);
    expect(alone).toEqual([redelivered.messageId, taken.messageId]);
  });

  it('records a batch the store refused for one of its rows source by source', async () => {
    const alone: string[] = [];
    const { store, calls } = heldStore((source) => {
      alone.push(source.messageId);
      if (source.content.includes('bad')) throw new Error('a row the store refuses');
      return true;
    });
    const recorder = new BatchRecorder({ store, timing: noTiming, onRecorded: () => undefined });
    const sources = [textSource('x'), textSource('bad'), textSource('y')];
    const outcomes = sources.map((s) => watch(recorder.record(s)));
    await turn();
    calls[0]!.fail(new Error('a row the store refuses'));
    await turn();
    expect(outcomes.map((w) => w.state())).toEqual(['recorded', 'refused', 'recorded']);
    expect(alone).toEqual(sources.map((s) => s.messageId));
  });

  it('never puts two receipts of one message or event in one batch, nor more than maxRows', async () => {
    const { store, calls } = heldStore();
    const recorder = new BatchRecorder({ store, timing: noTiming, onRecorded: () => undefined, maxRows: 2 });
    const a = textSource('a');
    const sameEvent = textSource('b', { eventId: a.eventId });
    const [c, d] = [textSource('c'), textSource('d')];
    const all = [a, a, sameEvent, c, d].map((s) => recorder.record(s));
    for (let i = 0; i < 3; i++) {
      await turn();
      calls[i]!.finish();
    }
    await Promise.all(all);
    expect(calls.map((c) => c.ids)).toEqual([
      [a.messageId, c.messageId],
      [a.messageId, d.messageId],
      [sameEvent.messageId],
    ]);
  });

  it('tries a batch the store could not reach again inside the ACK deadline, and refuses it past that', async () => {
    const time = new ManualTime(1_000);
    const retry = new RetryPolicy({ baseMs: 100, capMs: 400, totalMs: 1500, clock: time.now, timers: time });
    let down = 1;
    const inserts: number[] = [];
    const store: BatchStore = {
      insert: (sources) => {
        inserts.push(time.now());
        if (down-- > 0) throw busy();
        return sources.map(() => true);
      },
      recordOne: () => true,
    };
    const recorder = new BatchRecorder({ store, timing: noTiming, onRecorded: () => undefined, retry });
    const soon = watch(recorder.record(textSource('soon')));
    await turn();
    expect(soon.state()).toBe('pending');
    await time.advance(100);
    await turn();
    expect(soon.state()).toBe('recorded');
    expect(inserts).toEqual([1_000, 1_100]);

    down = Infinity;
    const never = recorder.record(textSource('never')).then(
      () => 'recorded',
      (error: Error) => error.message,
    );
    for (let i = 0; i < 40; i++) {
      await turn();
      await time.advance(100);
    }
    expect(await never).toBe('connection refused');
    expect(time.pending).toBe(0);
  });
});

/** The inbox's batches, counting the statements they insert with. */
function countedInbox(store: Store, clock: () => number) {
  const inbox = inboxBatches(store, clock);
  let statements = 0;
  const counted: BatchStore = {
    insert: (sources) => {
      statements++;
      return inbox.insert(sources);
    },
    recordOne: inbox.recordOne,
  };
  return { store: counted, statements: () => statements };
}

describeEngines('batch recorder over the inbox', (open) => {
  it('records what arrives in one turn of the event loop in one statement, and acknowledges each once its row is in', async () => {
    const store = await open();
    const inbox = countedInbox(store, () => 1_000);
    let wakes = 0;
    const recorder = new BatchRecorder({ store: inbox.store, timing: noTiming, onRecorded: () => wakes++ });
    const sources = [textSource('a'), textSource('b'), textSource('c')];
    // Read (on another connection, on PostgreSQL) the moment each would be acknowledged: its row is committed.
    const seen = await Promise.all(
      sources.map(async (s) => {
        await recorder.record(s);
        return (await store.inbox.get(s.messageId))?.state;
      }),
    );
    expect(seen).toEqual(['received', 'received', 'received']);
    expect(inbox.statements()).toBe(1);
    expect(wakes).toBe(1);
  });

  it('counts a redelivery without waking the dispatcher, and reads a command at receipt', async () => {
    const store = await open();
    let wakes = 0;
    const recorder = new BatchRecorder({
      store: inboxBatches(store, () => 1_000),
      timing: noTiming,
      onRecorded: () => wakes++,
    });
    const stop = textSource('/stop');
    await recorder.record(stop);
    await recorder.record(stop);
    expect(await store.inbox.get(stop.messageId)).toMatchObject({ receiveCount: 2, command: 'stop' });
    expect(wakes).toBe(1);
  });

  it('refuses only the source the store will not take: the others of its batch are in the inbox', async () => {
    const store = await open();
    const recorder = new BatchRecorder({
      store: inboxBatches(store, () => 1_000),
      timing: noTiming,
      onRecorded: () => undefined,
    });
    // A source with no chat: the inbox refuses its row (NOT NULL), in the batch and on its own.
    const bad = textSource('bad', { chatId: null as unknown as string });
    const good = [textSource('x'), textSource('y')];
    const outcomes = await Promise.allSettled([good[0]!, bad, good[1]!].map((s) => recorder.record(s)));
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await Promise.all(good.map(async (s) => (await store.inbox.get(s.messageId))?.state))).toEqual([
      'received',
      'received',
    ]);
    expect(await store.inbox.get(bad.messageId)).toBeUndefined();
  });

  it('tries a batch the store was too busy for again, inside the ACK deadline, and refuses it past that', async () => {
    const time = new ManualTime(1_000);
    const store = await open();
    const retry = new RetryPolicy({ baseMs: 100, capMs: 400, totalMs: 1500, clock: time.now, timers: time });
    let busyFor = 1;
    const recordNew = store.inbox.recordNew.bind(store.inbox);
    store.inbox.recordNew = async (batch, now) => {
      if (!batch.some(({ source }) => source.content.includes('never')) && busyFor-- <= 0)
        return recordNew(batch, now);
      throw Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
    };
    const recorder = new BatchRecorder({
      store: inboxBatches(store, time.now),
      timing: noTiming,
      onRecorded: () => undefined,
      retry,
    });
    const soon = textSource('soon');
    const recorded = recorder.record(soon);
    // Busy once: the batch is tried again after 100 ms of the policy's time.
    await until(() => busyFor === 0 && time.pending > 0, { what: 'the retry to wait' });
    await time.advance(99);
    expect(await store.inbox.get(soon.messageId)).toBeUndefined();
    await time.advance(1);
    await recorded;
    expect((await store.inbox.get(soon.messageId))?.state).toBe('received');

    // Busy for longer than the bound: refused (no ACK), so the provider pushes it again.
    const refused = recorder.record(textSource('never')).then(
      () => 'recorded',
      (error: Error) => error.message,
    );
    let outcome: string | undefined;
    void refused.then((value) => (outcome = value));
    await until(async () => {
      if (time.pending > 0) await time.advance(100);
      return outcome !== undefined;
    });
    expect(await refused).toBe('database is locked');
    // A failure that is not the store's environment is not tried again: the source alone, then refused.
    store.inbox.recordNew = async () => {
      throw new Error('a bug');
    };
    store.inbox.record = async () => {
      throw new Error('a bug');
    };
    expect(await recorder.record(textSource('x')).catch((error: Error) => error.message)).toBe('a bug');
    expect(time.pending).toBe(0);
  });

  it('records a burst in batches: new sources once each, a redelivery counted, every event acknowledged', async () => {
    const store = await open();
    const inbox = countedInbox(store, () => 5_000);
    const known = textSource('known');
    await store.inbox.record(known, 1);
    const recorder = new BatchRecorder({ store: inbox.store, timing: noTiming, onRecorded: () => undefined });
    const burst = Array.from({ length: 120 }, (_, i) => textSource(`m${i}`));
    const stop = textSource('/stop');
    await Promise.all([...burst, known, stop, burst[3]!].map((s) => recorder.record(s)));
    expect(inbox.statements()).toBe(2);
    expect((await store.inbox.unfinished([], 500)).map((s) => s.messageId)).toEqual([
      known.messageId,
      ...burst.map((s) => s.messageId),
      stop.messageId,
    ]);
    expect((await store.inbox.get(known.messageId))!.receiveCount).toBe(2);
    expect((await store.inbox.get(burst[3]!.messageId))!.receiveCount).toBe(2);
    expect(await store.inbox.get(stop.messageId)).toMatchObject({ command: 'stop', receivedAt: 5_000 });
  });
});
