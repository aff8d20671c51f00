import { expect, it } from 'vitest';
import { describeEngines } from '../testing/store-engines.ts';
import { SessionLeasing } from './session-leasing.ts';

const LEASE_MS = 1000;

describeEngines("a control request's work for one session, over one store", (_open, _engine, openShared) => {
  it("runs under the session's grant on the holder, is refused on the other instance, and stops when the grant is lost", async () => {
    let now = 0;
    const clock = () => now;
    const [first, second] = await openShared();
    const a = new SessionLeasing({ store: first, instanceId: 'ins_a', clock, leaseMs: LEASE_MS });
    const b = new SessionLeasing({ store: second, instanceId: 'ins_b', clock, leaseMs: LEASE_MS });
    const session = await first.sessions.bind({ chatId: 'oc_alice', chatType: 'p2p' }, 0);
    const ok = { status: 200, body: {} };

    const onA = await a.underSession(session.sessionId, async () => {
      const grant = first.fence.grant();
      expect(grant).toMatchObject({ holder: 'ins_a', token: 1 });
      return ok;
    });
    expect(onA).toEqual({ ran: ok });
    let ranOnB = false;
    const onB = await b.underSession(session.sessionId, async () => {
      ranOnB = true;
      return ok;
    });
    expect(ranOnB).toBe(false);
    expect(onB).toEqual({ refused: 'held-elsewhere' });

    // ins_a stalls past its lease: ins_b takes the session over, and ins_a's late write is refused.
    const late = a.underSession(session.sessionId, async () => {
      now += LEASE_MS + 1;
      expect(await b.underSession(session.sessionId, async () => ok)).toEqual({ ran: ok });
      await first.sessions.close(session.sessionId, now);
      return ok;
    });
    expect(await late).toEqual({ refused: 'lease-lost' });
    expect((await first.sessions.get(session.sessionId))?.closedAt).toBeNull();
  });

  it('says again where its control API listens when it joined again after its row was cleared', async () => {
    const [store] = await openShared();
    const row = {
      instanceId: 'ins_a',
      installation: 'prod',
      appId: 'cli_0123456789abcdef',
      pid: 1,
      startedAt: 0,
    };
    await store.instances.join(row, 0, LEASE_MS);
    const a = new SessionLeasing({ store, instanceId: 'ins_a', clock: () => 0, leaseMs: LEASE_MS });
    await a.listening('http://127.0.0.1:7001');
    // Lapsed, its row cleared (another installation came and went), then joined again: the address is gone.
    await store.instances.leave('ins_a');
    await store.instances.join(row, 5000, LEASE_MS);
    expect(await store.instances.controlUrl('ins_a', 5000)).toBeUndefined();
    await a.rejoined();
    expect(await store.instances.controlUrl('ins_a', 5000)).toBe('http://127.0.0.1:7001');
  });
});
