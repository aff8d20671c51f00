import { describe, expect, it, vi } from 'vitest';
import { ManualTime } from '../../../runtime/src/index.ts';
import { silentLogger } from '../logger.ts';
import { openMemoryDatabase } from '../store/database.ts';
import { Store } from '../store/store.ts';
import { AttachedBroker } from './broker.ts';
import { ClaimWaiters } from './claim-waiters.ts';

const HOST = { hostSurface: 'codex-cli', hostSessionId: 'opaque-1' };
const BIND = {
  goalId: 'g1',
  agentId: 'agent-1',
  executorEndpointId: 'endpoint-1',
  ...HOST,
  conversation: { chatId: 'oc_1', chatType: 'p2p' as const },
};

async function rig(claimWaitCapMs = 1_800_000) {
  const store = new Store(await openMemoryDatabase());
  // Its timers never fire by themselves: a claim woken without one was woken by input, not by a poll.
  const time = new ManualTime();
  const delivered = new Set<string>();
  const deliverTurn = vi.fn(async (turnId: string) => void delivered.add(turnId));
  const broker = new AttachedBroker({
    store,
    clock: () => 1_000,
    logger: silentLogger,
    claimWaitCapMs,
    deliverTurn,
    answered: async (turnId) => (delivered.has(turnId) ? 'delivered' : 'pending'),
    waiters: new ClaimWaiters(time),
  });
  const bound = await broker.bind(BIND);
  if (!('ok' in bound)) throw new Error('bind refused');
  const sessionId = bound.ok.sessionId;
  const queue = async (text: string) => {
    const turn = await store.turns.create(sessionId, null, text, 1_000, 'web');
    broker.queued(sessionId);
    return turn.turnId;
  };
  return { store, broker, time, deliverTurn, sessionId, queue };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('attached-session broker', () => {
  it('wakes one open claim with the first queued input, reading the store only then (AS-003, no polling)', async () => {
    const { store, broker, time, sessionId, queue } = await rig();
    const reads = vi.spyOn(store.turns, 'unfinished');
    const claim = broker.claim(sessionId, { ...HOST, claimId: 'c1', waitMs: 30 * 60_000 });
    let answered = false;
    void claim.then(() => (answered = true));
    for (let i = 0; i < 20; i++) await settle();
    expect(answered).toBe(false);
    expect(reads).toHaveBeenCalledTimes(1); // the one look before it went to sleep
    expect(time.pending).toBe(1); // one timer for the whole wait
    const turnId = await queue('hello host');
    expect(await claim).toEqual({
      ok: expect.objectContaining({
        claimed: true,
        claimId: 'c1',
        turnId,
        origin: 'web',
        text: 'hello host',
      }),
    });
    expect(reads).toHaveBeenCalledTimes(2); // one more look, when woken
    expect(time.pending).toBe(0); // the wait's timer cleared, never fired
  });

  it('caps the wait and answers claimed false when it ends with nothing queued', async () => {
    const { broker, time, sessionId } = await rig(1_500);
    let answered = false;
    const claim = broker.claim(sessionId, { ...HOST, claimId: 'c1', waitMs: 60 * 60_000 });
    void claim.then(() => (answered = true));
    await time.advance(1_499);
    expect(answered).toBe(false);
    await time.advance(1);
    expect(await claim).toEqual({ ok: { claimed: false, waitedMs: 0 } });
  });

  it('returns the same claim for the same claim id, and refuses another while it is active (AS-004)', async () => {
    const { broker, sessionId, queue } = await rig();
    const first = await queue('one');
    await queue('two');
    const claimed = await broker.claim(sessionId, { ...HOST, claimId: 'c1' });
    const again = await broker.claim(sessionId, { ...HOST, claimId: 'c1' });
    expect(again).toEqual(claimed);
    expect(again).toMatchObject({ ok: { turnId: first } });
    expect(await broker.claim(sessionId, { ...HOST, claimId: 'c2' })).toMatchObject({
      refused: { status: 409, code: 'CLAIM_ACTIVE' },
    });
  });

  it('delivers a completion once, whatever the number of times its id comes (AS-004, AS-005)', async () => {
    const { broker, sessionId, queue, deliverTurn, store } = await rig();
    const turnId = await queue('question');
    await broker.claim(sessionId, { ...HOST, claimId: 'c1' });
    const complete = { ...HOST, claimId: 'c1', turnId, completionId: 'done-1', message: 'the answer' };
    const receipt = await broker.complete(sessionId, complete);
    expect(await broker.complete(sessionId, complete)).toEqual(receipt);
    expect(deliverTurn).toHaveBeenCalledTimes(1);
    expect(await store.turns.get(turnId)).toMatchObject({ state: 'completed', answer: 'the answer' });
    expect(await broker.complete(sessionId, { ...complete, completionId: 'done-2' })).toMatchObject({
      refused: { code: 'NOT_CLAIMED' },
    });
  });

  it('refuses to close while a claim is active, and closes once it is completed (AS-006)', async () => {
    const { broker, sessionId, queue } = await rig();
    const turnId = await queue('job');
    await broker.claim(sessionId, { ...HOST, claimId: 'c1' });
    expect(await broker.close(sessionId, HOST)).toMatchObject({
      refused: { status: 409, code: 'CLAIM_ACTIVE' },
    });
    await broker.complete(sessionId, { ...HOST, claimId: 'c1', turnId, completionId: 'd1', message: 'ok' });
    expect(await broker.close(sessionId, HOST)).toMatchObject({ ok: { state: 'closed' } });
  });

  it('binds exactly: distinct identities, one binding per host session, one session per conversation (AS-001)', async () => {
    const { broker, sessionId } = await rig();
    expect(await broker.bind({ ...BIND, executorEndpointId: BIND.agentId })).toMatchObject({
      refused: { status: 422, code: 'SAME_IDENTITY' },
    });
    expect(await broker.bind(BIND)).toMatchObject({ ok: { sessionId } });
    expect(await broker.bind({ ...BIND, goalId: 'g2' })).toMatchObject({
      refused: { code: 'HOST_SESSION_BOUND' },
    });
    expect(await broker.bind({ ...BIND, hostSessionId: 'opaque-2' })).toMatchObject({
      refused: { code: 'CONVERSATION_BOUND' },
    });
  });

  it('takes claims only from the exact host, and projects no content (AS-001, AS-008)', async () => {
    const { broker, sessionId, queue } = await rig();
    await queue('secret words');
    expect(await broker.claim(sessionId, { ...HOST, hostSessionId: 'other', claimId: 'c1' })).toMatchObject({
      refused: { status: 403 },
    });
    await broker.claim(sessionId, { ...HOST, claimId: 'c1' });
    const listed = JSON.stringify(await broker.list());
    expect(listed).not.toContain('opaque-1');
    expect(listed).not.toContain('secret words');
    expect(await broker.list()).toEqual([
      expect.objectContaining({
        sessionId,
        state: 'claimed',
        capabilities: expect.objectContaining({ liveSteering: false }),
      }),
    ]);
  });
});
