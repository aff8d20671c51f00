import { afterEach, describe, expect, it } from 'vitest';
import { until } from '../../../runtime/src/testing/until.ts';
import type { ApprovalDecision, ApprovalRequest } from '../core/host.ts';
import { silentLogger } from '../logger.ts';
import { openMemoryDatabase } from '../store/database.ts';
import { Store } from '../store/store.ts';
import { textSource } from '../testing/fake-intake.ts';
import { FakeProvider } from '../testing/fake-provider.ts';
import type { CardCallback } from '../transport/card-callback.ts';
import type { ButtonValue } from './approval-card.ts';
import { ApprovalDesk } from './approval-desk.ts';

const TOKEN = 'vt-app';
const stores: Store[] = [];

afterEach(async () => {
  for (const s of stores.splice(0)) await s.close();
});

/** A desk over a store holding one running turn of alice's, on host thread thr_1, with a clock the test moves. */
async function rig(options: { ttlMs?: number; verificationToken?: string | undefined } = {}) {
  const store = new Store(await openMemoryDatabase());
  stores.push(store);
  const provider = new FakeProvider();
  let now = 1_000;
  const source = textSource('please run it', { senderOpenId: 'ou_alice' });
  await store.inbox.record(source, now);
  const session = await store.sessions.bind({ chatId: source.chatId, chatType: 'p2p' }, now);
  const turn = await store.turns.create(session.sessionId, source.messageId, 'please run it', now);
  const holds: string[] = [];
  const desk = new ApprovalDesk({
    store,
    provider,
    clock: () => now,
    logger: silentLogger,
    ttlMs: options.ttlMs ?? 60_000,
    verificationToken: 'verificationToken' in options ? options.verificationToken : TOKEN,
    turnOf: (threadId) => (threadId === 'thr_1' ? turn.turnId : undefined),
    holdIdle: (turnId) => {
      holds.push(turnId);
      return () => holds.splice(holds.indexOf(turnId), 1);
    },
    retryDelayMs: 1,
  });
  const request = (over: Partial<ApprovalRequest> = {}): ApprovalRequest => ({
    kind: 'commandExecution',
    threadId: 'thr_1',
    turnId: 'turn_1',
    itemId: 'item_1',
    requestId: 7,
    command: 'make test',
    ...over,
  });
  const card = () => provider.repliesTo(source.messageId).find((m) => m.msgType === 'interactive')!;
  let seen: ButtonValue[] = [];
  /** The card's buttons as last seen with any: a click on an old card carries what its buttons carried. */
  const buttons = () => {
    const now = (
      JSON.parse(card().content) as {
        elements: Array<{ tag: string; actions?: Array<{ value: ButtonValue }> }>;
      }
    ).elements
      .flatMap((e) => e.actions ?? [])
      .map((a) => a.value);
    if (now.length > 0) seen = now;
    return seen;
  };
  const click = (decision: ButtonValue['decision'], over: Partial<CardCallback> = {}): Promise<unknown> => {
    const value = buttons().find((b) => b.decision === decision)!;
    return desk.click({
      eventId: 'ev',
      verificationToken: TOKEN,
      operatorOpenId: 'ou_alice',
      value,
      messageId: card().messageId,
      chatId: source.chatId,
      ...over,
    });
  };
  /** The card is out and bound to its approval. */
  const posted = async () => (await store.approvals.pending()).some((a) => a.cardMessageId !== null);
  return {
    store,
    provider,
    desk,
    source,
    turn,
    holds,
    request,
    card,
    buttons,
    click,
    posted,
    advance: (ms: number) => (now += ms),
  };
}

describe('approval desk (HO-008, DE-011)', () => {
  it("shows a card naming the command, holds the idle timer, and answers the requester's decision once", async () => {
    const r = await rig();
    const answer = r.desk.request(r.request());
    await until(r.posted, { what: 'the card posted' });
    expect(r.card().content).toContain('make test');
    expect(r.card().content).toContain('<at id=ou_alice></at>');
    expect(r.buttons().map((b) => b.decision)).toEqual(['accept', 'acceptForSession', 'decline']);
    expect(r.holds).toEqual([r.turn.turnId]);
    expect(await r.click('acceptForSession')).toMatchObject({ toast: { type: 'success' } });
    expect(await answer).toBe<ApprovalDecision>('acceptForSession');
    expect(r.holds).toEqual([]);
    await r.desk.settled();
    expect(r.card().content).not.toContain('"tag":"button"');
    expect(r.card().content).toContain('Allowed for this session');
    expect(await r.click('decline')).toMatchObject({ toast: { type: 'info' } });
    expect(await r.store.approvals.pending()).toEqual([]);
  });

  it('grants nothing to a forged click, another user, a value from another card, or a click after the expiry', async () => {
    const r = await rig({ ttlMs: 1_000 });
    const answer = r.desk.request(r.request());
    await until(r.posted, { what: 'the card posted' });
    expect(await r.click('accept', { verificationToken: 'forged' })).toMatchObject({
      toast: { type: 'error' },
    });
    expect(await r.click('accept', { operatorOpenId: 'ou_bob' })).toMatchObject({
      toast: { type: 'warning' },
    });
    expect(await r.click('accept', { messageId: 'om_other_card' })).toMatchObject({
      toast: { type: 'error' },
    });
    const [value] = r.buttons();
    expect(await r.click('accept', { value: { ...value, op: 'another-operation' } })).toMatchObject({
      toast: { type: 'error' },
    });
    expect(await r.store.approvals.pending()).toHaveLength(1);
    r.advance(1_000);
    expect(await r.click('accept')).toMatchObject({ toast: { type: 'warning' } });
    expect(await answer).toBe('decline');
    expect(
      await r.store.approvals.get((await r.store.approvals.ofRequest('thr_1', '7'))!.approvalId),
    ).toMatchObject({
      state: 'expired',
      decidedBy: null,
    });
  });

  it('expires to decline on its own timer', async () => {
    const r = await rig({ ttlMs: 30 });
    expect(await r.desk.request(r.request())).toBe('decline');
    await r.desk.settled();
    expect(r.card().content).toContain('Expired');
  });

  it('retires a request the host withdrew: no answer, and the card says so', async () => {
    const r = await rig();
    const answer = r.desk.request(
      r.request({ kind: 'fileChange', command: undefined, paths: ['src/a.ts', 'src/b.ts'] }),
    );
    await until(r.posted, { what: 'the card posted' });
    expect(r.card().content).toContain('src/a.ts\\nsrc/b.ts');
    expect(r.buttons()).toHaveLength(3);
    await r.desk.resolved({ threadId: 'thr_1', requestId: 7 });
    expect(await answer).toBeUndefined();
    await r.desk.settled();
    expect(r.card().content).toContain('No longer needed');
    expect(await r.click('accept')).toMatchObject({ toast: { type: 'info' } });
  });

  it('declines at once what it cannot bind or verify: no running turn, no verification token, no card', async () => {
    expect(await (await rig()).desk.request((await rig()).request({ threadId: 'thr_unknown' }))).toBe(
      'decline',
    );
    expect(await (await rig({ verificationToken: undefined })).desk.request((await rig()).request())).toBe(
      'decline',
    );
    const r = await rig();
    for (let i = 0; i < 3; i++) r.provider.fail('reply');
    expect(await r.desk.request(r.request())).toBe('decline');
  });

  it('after a restart, retires what an earlier process left pending', async () => {
    const r = await rig();
    void r.desk.request(r.request());
    await until(r.posted, { what: 'the card posted' });
    const next = new ApprovalDesk({
      store: r.store,
      provider: r.provider,
      clock: () => 5_000,
      logger: silentLogger,
      ttlMs: 1,
      verificationToken: TOKEN,
      turnOf: () => undefined,
      holdIdle: () => () => {},
    });
    await next.recover();
    await next.settled();
    expect(await r.store.approvals.pending()).toEqual([]);
    expect(r.card().content).toContain('No longer needed');
  });
});
