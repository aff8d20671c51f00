import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { until } from '../../../runtime/src/testing/until.ts';
import { textSource } from '../testing/fake-intake.ts';
import { describeEngines, freshPostgresUrl } from '../testing/store-engines.ts';
import { LeaseLostError } from './errors.ts';
import type { InboundSource } from './inbox.ts';
import { PostgresDatabase } from './postgres-database.ts';
import type { SessionGrant } from './session-fence.ts';
import type { SessionLease } from './session-leases.ts';
import { Store } from './store.ts';

const LEASE_MS = 1000;
const ALICE = 'p2p:oc_alice';

describeEngines('session leases with fencing tokens (AD-002)', (open, _engine, openShared) => {
  it('grants a free session to one holder, and to no other while that lease is current', async () => {
    const store = await open();
    expect(await store.leases.grant(ALICE, 'ins_a', 0, LEASE_MS)).toEqual({
      conversationKey: ALICE,
      holder: 'ins_a',
      token: 1,
      expiresAt: 1000,
    });
    expect(await store.leases.grant(ALICE, 'ins_b', 999, LEASE_MS)).toBeUndefined();
    expect(await store.leases.get(ALICE)).toMatchObject({ holder: 'ins_a', token: 1 });
    // Another session is free whatever the first's holder.
    expect(await store.leases.grant('p2p:oc_bob', 'ins_b', 999, LEASE_MS)).toMatchObject({
      holder: 'ins_b',
      token: 1,
    });
  });

  it('grants a holder a lease it holds without knowing it, under the next token (an answer lost in an outage)', async () => {
    const store = await open();
    // The grant committed, its answer never heard; the holder's heartbeat renews it all the same.
    await store.leases.grant(ALICE, 'ins_a', 0, LEASE_MS);
    await store.leases.renew('ins_a', 900, LEASE_MS);
    expect(await store.leases.grant(ALICE, 'ins_a', 950, LEASE_MS)).toEqual({
      conversationKey: ALICE,
      holder: 'ins_a',
      token: 2,
      expiresAt: 1950,
    });
    // Never another holder while it is current.
    expect(await store.leases.grant(ALICE, 'ins_b', 1000, LEASE_MS)).toBeUndefined();
  });

  it('renews what the holder holds under the same token, and lets a lease nobody renewed run out to the next grant', async () => {
    const store = await open();
    await store.leases.grant(ALICE, 'ins_a', 0, LEASE_MS);
    expect(await store.leases.renew('ins_a', 900, LEASE_MS)).toEqual([
      { conversationKey: ALICE, holder: 'ins_a', token: 1, expiresAt: 1900 },
    ]);
    expect(await store.leases.grant(ALICE, 'ins_b', 1899, LEASE_MS)).toBeUndefined();
    // Not renewed past 1900: the next grant takes it, under a larger token.
    expect(await store.leases.grant(ALICE, 'ins_b', 1900, LEASE_MS)).toMatchObject({
      holder: 'ins_b',
      token: 2,
      expiresAt: 2900,
    });
    // The old holder's renewal no longer finds it.
    expect(await store.leases.renew('ins_a', 1950, LEASE_MS)).toEqual([]);
    expect(await store.leases.holds(ALICE, 'ins_a', 1)).toBe(false);
    expect(await store.leases.holds(ALICE, 'ins_b', 2)).toBe(true);
  });

  it('a released lease is granted again at once, under the next token', async () => {
    const store = await open();
    await store.leases.grant(ALICE, 'ins_a', 0, LEASE_MS);
    await store.leases.release('ins_a', 10);
    expect(await store.leases.grant(ALICE, 'ins_b', 10, LEASE_MS)).toMatchObject({
      holder: 'ins_b',
      token: 2,
    });
  });

  it('refuses every write of work under a stale token, writing nothing, and lets the new holder write', async () => {
    const [a, b] = await openShared();
    const source = textSource('hello');
    await a.inbox.record(source, 1);
    const first = (await a.leases.grant(ALICE, 'ins_a', 0, LEASE_MS))!;
    const grantA = { conversationKey: ALICE, holder: 'ins_a', token: first.token };
    const turnId = await a.fence.run(grantA, async () =>
      a.atomically(async () => {
        const session = await a.sessions.bind({ chatId: 'oc_alice', chatType: 'p2p' }, 2);
        const turn = await a.turns.create(session.sessionId, source.messageId, 'hello', 2);
        await a.inbox.admit(
          source.messageId,
          { state: 'queued', admission: 'turn', sessionId: session.sessionId, turnId: turn.turnId },
          2,
        );
        return turn.turnId;
      }),
    );
    // ins_a stalls past its lease; ins_b takes the session over.
    const second = (await b.leases.grant(ALICE, 'ins_b', 1000, LEASE_MS))!;
    expect(second.token).toBe(first.token + 1);
    // ins_a's work goes on where it was: a lone write, a transaction, a journal entry — each refused.
    await expect(async () =>
      a.fence.run(grantA, async () => a.turns.markRunning(turnId, 1001)),
    ).rejects.toThrow(LeaseLostError);
    await expect(async () =>
      a.fence.run(grantA, async () =>
        a.atomically(async () => a.inbox.setState(source.messageId, 'running', 1001)),
      ),
    ).rejects.toThrow(LeaseLostError);
    await expect(async () =>
      a.fence.run(grantA, async () => a.journal.attempt(source.messageId, turnId, 'answer', 0, 1001)),
    ).rejects.toThrow(LeaseLostError);
    // Lone writes that are one guarded statement each.
    await expect(async () =>
      a.fence.run(grantA, async () => a.inbox.setState(source.messageId, 'answered', 1001)),
    ).rejects.toThrow(LeaseLostError);
    await expect(async () =>
      a.fence.run(grantA, async () => a.turns.end(turnId, { state: 'completed', answer: 'late' }, 1001)),
    ).rejects.toThrow(LeaseLostError);
    await expect(async () =>
      a.fence.run(grantA, async () => a.turns.setHostTurnId(turnId, 'turn_late')),
    ).rejects.toThrow(LeaseLostError);
    expect(await b.turns.get(turnId)).toMatchObject({ state: 'queued', answer: null, hostTurnId: null });
    expect((await b.inbox.get(source.messageId))!.state).toBe('queued');
    expect(await b.journal.ofSource(source.messageId)).toEqual([]);
    // The new holder's writes under its own token go through.
    const grantB = { conversationKey: ALICE, holder: 'ins_b', token: second.token };
    await b.fence.run(grantB, async () => b.turns.markRunning(turnId, 1002));
    expect((await a.turns.get(turnId))!.state).toBe('running');
    const { entry } = await b.fence.run(grantB, async () =>
      b.journal.attempt(source.messageId, turnId, 'answer', 0, 1002),
    );
    // The journal's own one-statement writes tell a lost lease from a missing entry, and change nothing.
    await expect(async () =>
      a.fence.run(grantA, async () => a.journal.update(entry.seq, { state: 'read-back' }, 1003)),
    ).rejects.toThrow(LeaseLostError);
    await expect(async () =>
      a.fence.run(grantA, async () => a.journal.attempted(entry.seq, 1003)),
    ).rejects.toThrow(LeaseLostError);
    expect(await a.journal.ofSource(source.messageId)).toMatchObject([
      { seq: entry.seq, state: 'pending', attempts: 1, updatedAt: 1002 },
    ]);
  });

  it('leaves work under no grant unfenced: one instance alone, the intake', async () => {
    const store = await open();
    const source = textSource('alone');
    await store.inbox.record(source, 1);
    await store.leases.grant(ALICE, 'ins_b', 0, LEASE_MS);
    await store.inbox.setState(source.messageId, 'running', 2);
    expect((await store.inbox.get(source.messageId))!.state).toBe('running');
  });

  it("shows an instance the sources of its own sessions and of free ones, never another holder's", async () => {
    const store = await open();
    const [alice, bob, carol] = [
      textSource('a'),
      textSource('b', { chatId: 'oc_bob' }),
      textSource('c', { chatId: 'oc_carol' }),
    ];
    for (const source of [alice, bob, carol]) await store.inbox.record(source, 1);
    await store.leases.grant(ALICE, 'ins_a', 0, LEASE_MS);
    await store.leases.grant('p2p:oc_bob', 'ins_b', 0, LEASE_MS);
    const seen = async (holder: string, now: number) =>
      (await store.inbox.unfinished([], 10, { holder, now })).map((s) => s.messageId);
    expect(await seen('ins_a', 10)).toEqual([alice.messageId, carol.messageId]);
    expect(await seen('ins_b', 10)).toEqual([bob.messageId, carol.messageId]);
    // Once ins_a's lease ran out, its sources are anyone's to take over.
    expect(await seen('ins_b', 1000)).toEqual([alice.messageId, bob.messageId, carol.messageId]);
  });

  it('keys a group source by its topic, as its session binds it', async () => {
    const store = await open();
    const root = textSource('root', { chatId: 'oc_group', chatType: 'group' });
    const reply = textSource('reply', { chatId: 'oc_group', chatType: 'group', rootId: root.messageId });
    for (const source of [root, reply]) await store.inbox.record(source, 1);
    await store.leases.grant(`topic:oc_group:${root.messageId}`, 'ins_b', 0, LEASE_MS);
    expect(await store.inbox.unfinished([], 10, { holder: 'ins_a', now: 10 })).toEqual([]);
  });
});

// SQLite writes one transaction at a time: a grant there cannot come between a check and its write at all.
describe.skipIf(inject('postgresUrl') === '')('a fence check on PostgreSQL', () => {
  it('keeps the lease locked until its write commits: a grant to another holder waits for it', async () => {
    await onPostgres(async ({ a, b, client, grantA }) => {
      let granted: Promise<SessionLease | undefined> | undefined;
      let grantedYet = false;
      const session = await a.fence.run(grantA, () =>
        a.atomically(async () => {
          // Checked under token 1; its lease runs out now, unknown to it, and another instance asks for it.
          granted = b.leases.grant(ALICE, 'ins_b', 2 * LEASE_MS, LEASE_MS).finally(() => (grantedYet = true));
          await settledOrWaiting(client, () => grantedYet, 'the grant');
          expect(grantedYet, 'the grant came between the check and the write').toBe(false);
          return a.sessions.bind({ chatId: 'oc_alice', chatType: 'p2p' }, 2);
        }),
      );
      // The write under token 1 committed first; then the grant, under token 2, which fences off the rest.
      expect(await granted).toMatchObject({ holder: 'ins_b', token: 2 });
      expect(await b.sessions.get(session.sessionId)).toBeDefined();
      await expect(a.fence.run(grantA, () => a.sessions.touch(session.sessionId, 3))).rejects.toBeInstanceOf(
        LeaseLostError,
      );
    });
  });

  it('runs a guarded write, one statement, after the write transaction under way, never inside it', async () => {
    await onPostgres(async ({ a, b, client, grantA, source }) => {
      let settled = false;
      let guarded: Promise<void> | undefined;
      await a.atomically(async () => {
        // A transaction that decides from what it reads: the row stays unlocked, the write lock is held.
        expect(await a.inbox.get(source.messageId)).toBeDefined();
        // Another connection's guarded write of that row meanwhile.
        guarded = b.fence
          .run(grantA, async () => b.inbox.setState(source.messageId, 'answered', 3))
          .finally(() => (settled = true));
        await settledOrWaiting(client, () => settled, 'the guarded write');
        expect(settled, 'the guarded write ran inside a write transaction under way').toBe(false);
      });
      await guarded;
      expect(await a.inbox.get(source.messageId)).toMatchObject({ state: 'answered', answeredAt: 3 });
    });
  });

  it('makes a journal write, a statement that carries its fence, wait for a grant in flight and then refuse it', async () => {
    await onPostgres(async ({ a, client, grantA, source }) => {
      // Another instance's grant, its lease's row written and not yet committed.
      await client.query('BEGIN');
      await client.query(
        'UPDATE session_leases SET holder = $1, token = token + 1 WHERE conversation_key = $2',
        ['ins_b', ALICE],
      );
      let settled = false;
      const write = a.fence
        .run(grantA, async () => a.journal.attempt(source.messageId, null, 'reaction', 0, 2))
        .finally(() => (settled = true));
      write.catch(() => undefined);
      await settledOrWaiting(client, () => settled, 'the journal write');
      expect(settled, 'the journal write went by a grant in flight').toBe(false);
      await client.query('COMMIT');
      await expect(write).rejects.toBeInstanceOf(LeaseLostError);
      expect(await a.journal.ofSource(source.messageId)).toEqual([]);
    });
  });
});

/**
 * Two stores over one fresh database, a client of its own beside them, and a source of ALICE's whose session
 * ins_a was granted (grantA).
 */
async function onPostgres(
  test: (kit: {
    a: Store;
    b: Store;
    client: pg.Client;
    source: InboundSource;
    grantA: SessionGrant;
  }) => Promise<void>,
): Promise<void> {
  const url = await freshPostgresUrl();
  const [a, b] = [new Store(await PostgresDatabase.open(url)), new Store(await PostgresDatabase.open(url))];
  const client = new pg.Client({ connectionString: url });
  // A connection that breaks fails the next query; unheard, the event would end the test run.
  client.on('error', () => undefined);
  try {
    await client.connect();
    const source = textSource('hello');
    await a.inbox.record(source, 1);
    const { token } = (await a.leases.grant(ALICE, 'ins_a', 0, LEASE_MS))!;
    await test({ a, b, client, source, grantA: { conversationKey: ALICE, holder: 'ins_a', token } });
  } finally {
    await client.end();
    await Promise.all([a.close(), b.close()]);
  }
}

/** Until the call in flight has settled, or a session of the database waits for a lock (the call's, by then). */
async function settledOrWaiting(watcher: pg.Client, settled: () => boolean, what: string): Promise<void> {
  await until(
    async () =>
      settled() ||
      (
        await watcher.query(
          "SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
        )
      ).rowCount! > 0,
    { what: `${what} to settle or to wait for a lock` },
  );
}
