import { expect, it } from 'vitest';
import { RetryPolicy } from '../../../runtime/src/retry/retry-policy.ts';
import { ManualTime } from '../../../runtime/src/time/manual-time.ts';
import { until } from '../../../runtime/src/testing/until.ts';
import { noTiming } from '../observe/timing.ts';
import type { Store } from '../store/store.ts';
import { textSource } from '../testing/fake-intake.ts';
import { describeEngines } from '../testing/store-engines.ts';
import { SourceRecorder } from './source-recorder.ts';

function recorder(store: Store) {
  let transactions = 0;
  const atomically = store.atomically.bind(store);
  store.atomically = async (fn) => {
    transactions++;
    return atomically(fn);
  };
  let wakes = 0;
  const recorder = new SourceRecorder({
    store,
    clock: () => 1_000,
    timing: noTiming,
    onRecorded: () => wakes++,
  });
  return { store, recorder, transactions: () => transactions, wakes: () => wakes };
}

describeEngines('source recorder (TR-001)', (open) => {
  it('records every source of one turn of the event loop in one transaction, and resolves each after it', async () => {
    const r = recorder(await open());
    const sources = [textSource('a'), textSource('b'), textSource('c')];
    const recorded = sources.map((s) => r.recorder.record(s));
    // Nothing is acknowledged before the commit.
    expect(await r.store.inbox.get(sources[0]!.messageId)).toBeUndefined();
    await Promise.all(recorded);
    expect(
      await Promise.all(sources.map(async (s) => (await r.store.inbox.get(s.messageId))?.state)),
    ).toEqual(['received', 'received', 'received']);
    expect(r.transactions()).toBe(1);
    expect(r.wakes()).toBe(1);
  });

  it('counts a redelivery without waking the dispatcher, and reads a command at receipt', async () => {
    const r = recorder(await open());
    const stop = textSource('/stop');
    await r.recorder.record(stop);
    await r.recorder.record(stop);
    expect(await r.store.inbox.get(stop.messageId)).toMatchObject({ receiveCount: 2, command: 'stop' });
    expect(r.wakes()).toBe(1);
  });

  it('refuses only the source that cannot be recorded: the others of its batch are in the inbox', async () => {
    const r = recorder(await open());
    const bad = textSource('bad');
    const record = r.store.inbox.record.bind(r.store.inbox);
    r.store.inbox.record = async (inbound, now, command) => {
      if (inbound.messageId === bad.messageId) throw new Error('disk full');
      return record(inbound, now, command);
    };
    const good = [textSource('x'), textSource('y')];
    const outcomes = await Promise.allSettled([
      r.recorder.record(good[0]!),
      r.recorder.record(bad),
      r.recorder.record(good[1]!),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await Promise.all(good.map(async (s) => (await r.store.inbox.get(s.messageId))?.state))).toEqual([
      'received',
      'received',
    ]);
    expect(await r.store.inbox.get(bad.messageId)).toBeUndefined();
  });

  it('tries a source the store was too busy for again, inside the ACK deadline, and gives up past it', async () => {
    const time = new ManualTime(1_000);
    const store = await open();
    const retry = new RetryPolicy({ baseMs: 100, capMs: 400, totalMs: 1500, clock: time.now, timers: time });
    let busyFor = 2;
    const record = store.inbox.record.bind(store.inbox);
    store.inbox.record = async (inbound, now, command) => {
      if (!inbound.content.includes('never') && busyFor-- <= 0) return record(inbound, now, command);
      throw Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
    };
    const recorder = new SourceRecorder({
      store,
      clock: time.now,
      timing: noTiming,
      onRecorded: () => undefined,
      retry,
    });
    const soon = textSource('soon');
    const recorded = recorder.record(soon);
    // Busy twice: the batch, then the source alone; its retry waits 100 ms of the policy's time.
    await until(() => busyFor === 0 && time.pending > 0, { what: 'the retry to wait' });
    await time.advance(99);
    expect(await store.inbox.get(soon.messageId)).toBeUndefined();
    await time.advance(1);
    await recorded;
    expect((await store.inbox.get(soon.messageId))?.state).toBe('received');

    // Busy for longer than the bound: refused (no ACK), so the provider pushes it again.
    const never = textSource('never');
    const refused = recorder.record(never).then(
      () => 'recorded',
      (error: Error) => error.message,
    );
    // Each attempt fails on the store's own time (a transaction on PostgreSQL): the policy's time moves on
    // only while a retry waits, until the bound is spent.
    let outcome: string | undefined;
    void refused.then((value) => (outcome = value));
    await until(async () => {
      if (time.pending > 0) await time.advance(100);
      return outcome !== undefined;
    });
    expect(await refused).toBe('database is locked');
    // A failure that is not the store's environment is not tried again.
    store.inbox.record = () => {
      throw new Error('a bug');
    };
    const buggy = recorder.record(textSource('x')).catch((error: Error) => error.message);
    await time.advance(0);
    expect(await buggy).toBe('a bug');
    expect(time.pending).toBe(0);
  });
});
