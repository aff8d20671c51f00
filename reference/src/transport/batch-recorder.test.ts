import { describe, expect, it } from 'vitest';
import { RetryPolicy } from '../../../runtime/src/retry/retry-policy.ts';
import { ManualTime } from '../../../runtime/src/time/manual-time.ts';
import { noTiming } from '../observe/timing.ts';
import type { InboundSource } from '../store/inbox.ts';
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

describeEngines('batch recorder over the inbox', (open) => {
  it('records a burst in batches: new sources once each, a redelivery counted, every event acknowledged', async () => {
    const store = await open();
    let statements = 0;
    const inbox = inboxBatches(store, () => 5_000);
    const counted: BatchStore = {
      insert: (sources) => {
        statements++;
        return inbox.insert(sources);
      },
      recordOne: inbox.recordOne,
    };
    const known = textSource('known');
    await store.inbox.record(known, 1);
    const recorder = new BatchRecorder({ store: counted, timing: noTiming, onRecorded: () => undefined });
    const burst = Array.from({ length: 120 }, (_, i) => textSource(`m${i}`));
    const stop = textSource('/stop');
    await Promise.all([...burst, known, stop, burst[3]!].map((s) => recorder.record(s)));
    expect(statements).toBe(2);
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
