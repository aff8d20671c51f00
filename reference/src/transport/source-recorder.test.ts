import { expect, it } from 'vitest';
import { noTiming } from '../observe/timing.ts';
import type { Store } from '../store/store.ts';
import { textSource } from '../testing/fake-intake.ts';
import { describeEngines } from '../testing/store-engines.ts';
import { SourceRecorder } from './source-recorder.ts';

function recorder(store: Store) {
  let transactions = 0;
  const atomically = store.atomically.bind(store);
  store.atomically = (fn) => {
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
    expect(r.store.inbox.get(sources[0]!.messageId)).toBeUndefined();
    await Promise.all(recorded);
    expect(sources.map((s) => r.store.inbox.get(s.messageId)?.state)).toEqual([
      'received',
      'received',
      'received',
    ]);
    expect(r.transactions()).toBe(1);
    expect(r.wakes()).toBe(1);
  });

  it('counts a redelivery without waking the dispatcher, and reads a command at receipt', async () => {
    const r = recorder(await open());
    const stop = textSource('/stop');
    await r.recorder.record(stop);
    await r.recorder.record(stop);
    expect(r.store.inbox.get(stop.messageId)).toMatchObject({ receiveCount: 2, command: 'stop' });
    expect(r.wakes()).toBe(1);
  });

  it('refuses only the source that cannot be recorded: the others of its batch are in the inbox', async () => {
    const r = recorder(await open());
    const bad = textSource('bad');
    const record = r.store.inbox.record.bind(r.store.inbox);
    r.store.inbox.record = (inbound, now, command) => {
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
    expect(good.map((s) => r.store.inbox.get(s.messageId)?.state)).toEqual(['received', 'received']);
    expect(r.store.inbox.get(bad.messageId)).toBeUndefined();
  });
});
