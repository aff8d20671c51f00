import { describe, expect, it, vi } from 'vitest';
import { TurnRunner } from '../core/turn-runner.ts';
import { silentLogger } from '../logger.ts';
import { openMemoryDatabase } from '../store/database.ts';
import { Store } from '../store/store.ts';
import { FakeHost } from '../testing/fake-host.ts';
import { TriggerDesk } from './trigger-desk.ts';

async function rig(given?: Store) {
  const store = given ?? new Store(await openMemoryDatabase());
  const host = new FakeHost();
  const runner = new TurnRunner({
    store,
    host,
    clock: Date.now,
    logger: silentLogger,
    idleTimeoutMs: 60_000,
    hardTimeoutMs: 60_000,
    stopTimedOut: async () => undefined,
    onProgress: () => {},
    media: { prepare: async () => ({ input: [], release: () => {} }) },
  });
  /** Turns handed to the session fence, run only when the test says so. */
  const submitted: Array<() => Promise<void>> = [];
  const deliverTurn = vi.fn(async () => undefined);
  const desk = new TriggerDesk({
    store,
    clock: Date.now,
    knobs: { inputCharLimit: 100, pendingInputLimit: 5 },
    submitTurn: (_sessionId, run) => submitted.push(run),
    runTurn: (turnId, onDispatch) => runner.run(turnId, onDispatch),
    deliverTurn,
  });
  const session = await store.sessions.bind({ chatId: 'oc_1', chatType: 'p2p' }, Date.now());
  const runAll = () => Promise.all(submitted.splice(0).map((run) => run()));
  const starts = () => host.calls.filter((c) => c.method === 'turn/start').length;
  return { store, host, desk, session, runAll, starts, deliverTurn };
}

describe('trigger desk', () => {
  it('writes the attempting receipt before anything reaches the host, and dispatches one turn per key (BM-001, BM-002)', async () => {
    const { desk, session, runAll, starts, deliverTurn } = await rig();
    const first = await desk.trigger(session.sessionId, { turnKey: 'k1', instruction: 'do it' });
    expect(first).toMatchObject({
      outcome: 'accepted',
      receipt: { dispatch: 'attempting', turnState: 'queued' },
    });
    expect(starts()).toBe(0);
    const again = await desk.trigger(session.sessionId, { turnKey: 'k1', instruction: 'something else' });
    expect(again).toMatchObject({
      outcome: 'repeated',
      receipt: { receiptId: first.outcome === 'accepted' ? first.receipt.receiptId : '' },
    });
    await runAll();
    expect(starts()).toBe(1);
    expect(await desk.receipt(session.sessionId, 'k1')).toMatchObject({
      dispatch: 'dispatched',
      turnState: 'completed',
    });
    expect(deliverTurn).toHaveBeenCalledTimes(1);
  });

  it('reports a start whose answer was lost as dispatch_outcome_unknown and never sends it again (BM-002)', async () => {
    const { host, desk, session, runAll, starts } = await rig();
    host.startTurnError = new Error('the host connection closed');
    await desk.trigger(session.sessionId, { turnKey: 'k1', instruction: 'do it' });
    await runAll();
    expect(starts()).toBe(1);
    expect(await desk.receipt(session.sessionId, 'k1')).toMatchObject({
      dispatch: 'dispatch_outcome_unknown',
    });
    host.startTurnError = undefined;
    await desk.trigger(session.sessionId, { turnKey: 'k1', instruction: 'do it' });
    await desk.recover();
    await runAll();
    expect(starts()).toBe(1);
  });

  it('after a restart, sends a start that never left, and resolves one that may have as unknown (BM-002)', async () => {
    const before = await rig();
    await before.desk.trigger(before.session.sessionId, { turnKey: 'queued', instruction: 'never sent' });
    await before.desk.trigger(before.session.sessionId, { turnKey: 'sent', instruction: 'maybe sent' });
    const sent = (await before.desk.receipt(before.session.sessionId, 'sent'))!;
    await before.store.turns.markRunning(sent.turnId, Date.now()); // the process died after marking it running
    const after = await rig(before.store);
    await after.desk.recover();
    await after.runAll();
    expect(await after.desk.receipt(before.session.sessionId, 'queued')).toMatchObject({
      dispatch: 'dispatched',
    });
    expect(await after.desk.receipt(before.session.sessionId, 'sent')).toMatchObject({
      dispatch: 'dispatch_outcome_unknown',
      turnState: 'unknown',
    });
    expect(after.host.calls.filter((c) => c.method === 'turn/start').map((c) => c.text)).toEqual([
      'never sent',
    ]);
  });

  it('reads receipts without changing anything (BM-003)', async () => {
    const { store, host, desk, session, runAll } = await rig();
    host.startTurnError = Object.assign(new Error('refused'), { code: 'HOST_REQUEST_FAILED' });
    await desk.trigger(session.sessionId, { turnKey: 'k1', instruction: 'do it' });
    await runAll();
    const seen = await desk.receipt(session.sessionId, 'k1');
    expect(seen).toMatchObject({
      dispatch: 'not_dispatched',
      turnState: 'failed',
      errorClass: 'host_refused',
    });
    const calls = host.calls.length;
    const rows = JSON.stringify([
      await store.triggers.ofSession(session.sessionId),
      await store.turns.ofSession(session.sessionId),
    ]);
    for (let i = 0; i < 3; i++) expect(await desk.receipt(session.sessionId, 'k1')).toEqual(seen);
    expect(await desk.receipts(session.sessionId)).toEqual([seen]);
    expect(host.calls.length).toBe(calls);
    expect(
      JSON.stringify([
        await store.triggers.ofSession(session.sessionId),
        await store.turns.ofSession(session.sessionId),
      ]),
    ).toBe(rows);
  });
});
