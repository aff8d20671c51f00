import { expect, it, vi } from 'vitest';
import { silentLogger } from '../logger.ts';
import { noTiming } from '../observe/timing.ts';
import type { SourceRow } from '../store/inbox.ts';
import type { Store } from '../store/store.ts';
import { textSource } from '../testing/fake-intake.ts';
import { describeEngines } from '../testing/store-engines.ts';
import { TriggerDesk } from '../triggers/trigger-desk.ts';
import { Dispatcher, type Admitted, type DispatchWork } from './dispatcher.ts';
import { SessionLeasing } from './session-leasing.ts';

const LEASE_MS = 1000;

/** What one instance did: the sources it answered, in order — an answer counts once its write went through. */
class InstanceWork implements DispatchWork {
  readonly answered: string[] = [];
  /** What every instance's work did, in the order it did it: one log shared by the instances of a test. */
  log: string[] = [];
  /** Sources whose run waits for the test, by message id. */
  readonly blocked = new Map<string, () => void>();
  blockNext = false;

  constructor(
    private readonly store: Store,
    /** Every instance's admissions, in the order they were made. */
    private readonly admissions: string[],
  ) {}

  async admit(source: SourceRow): Promise<Admitted> {
    // A source already admitted keeps its decision, as Admission's recorded() does (TR-002).
    if (source.admission === 'turn') return { kind: 'turn', sessionId: source.sessionId! };
    this.admissions.push(source.messageId);
    if (source.command) {
      await this.store.inbox.admit(
        source.messageId,
        { state: 'running', admission: 'command', command: source.command, sessionId: source.chatId },
        0,
      );
      return { kind: 'now' };
    }
    await this.store.inbox.admit(
      source.messageId,
      { state: 'queued', admission: 'turn', sessionId: source.chatId },
      0,
    );
    return { kind: 'turn', sessionId: source.chatId };
  }

  async run(source: SourceRow): Promise<void> {
    await this.store.inbox.setState(source.messageId, 'running', 0);
    if (this.blockNext) {
      this.blockNext = false;
      await new Promise<void>((resolve) => this.blocked.set(source.messageId, resolve));
    }
    await this.store.inbox.setState(source.messageId, 'answered', 0);
    this.answered.push(source.messageId);
    this.log.push(`answered ${source.messageId}`);
  }
}

describeEngines('two instances over one store', (_open, _engine, openShared) => {
  let now = 0;
  const clock = () => now;

  let admissions: string[] = [];

  async function instances(reorderMs = 0) {
    const [first, second] = await openShared();
    admissions = [];
    const instance = (store: Store, n: number) => {
      const sessions = new SessionLeasing({ store, instanceId: `ins_${n}`, clock, leaseMs: LEASE_MS });
      const work = new InstanceWork(store, admissions);
      const counted: { looks: number; slow?: { answered: () => void; release: Promise<void> } } = {
        looks: 0,
      };
      // Each look of the dispatcher at the inbox, counted: a test that asserts nothing happened waits for a
      // few of them, the points where the instance would have acted. A look the test made slow has its
      // answer, and hands it over only once the test releases it.
      const inbox = Object.assign(Object.create(store.inbox) as typeof store.inbox, {
        unfinished: async (...args: Parameters<typeof store.inbox.unfinished>) => {
          counted.looks++;
          const rows = await store.inbox.unfinished(...args);
          const { slow } = counted;
          if (slow) {
            counted.slow = undefined;
            slow.answered();
            await slow.release;
          }
          return rows;
        },
      });
      const dispatcher = new Dispatcher({
        inbox,
        work,
        maxHandlers: 4,
        memoryQueueBound: 64,
        logger: silentLogger,
        timing: noTiming,
        leasing: { sessions, pollMs: 5, reorderMs, clock },
      });
      /** Trigger turns whose run waits for the test, by turn id; the others end at once. */
      const held = new Map<string, () => void>();
      const triggers = {
        blockNext: false,
        held,
        desk: new TriggerDesk({
          store,
          clock,
          knobs: { inputCharLimit: 100, pendingInputLimit: 5 },
          submitTurn: (sessionId, run) => dispatcher.submitTurn(sessionId, run),
          runTurn: async (turnId, onDispatch) => {
            const grant = store.fence.grant();
            work.log.push(
              `ins_${n} runs ${turnId} under ${grant ? `${grant.holder}#${grant.token}` : 'no grant'}`,
            );
            if (triggers.blockNext) {
              triggers.blockNext = false;
              await new Promise<void>((resolve) => held.set(turnId, resolve));
            }
            await onDispatch('dispatched');
            work.log.push(`ins_${n} ended ${turnId}`);
          },
          deliverTurn: async () => undefined,
          holdsSession: async (sessionId) => sessions.holdsSession(sessionId),
        }),
      };
      return { store, sessions, work, dispatcher, triggers, counted };
    };
    const both = [instance(first, 0), instance(second, 1)] as const;
    both[1].work.log = both[0].work.log;
    return both;
  }

  /** Resolves once each instance has looked at the inbox a few times more: what it would do, it has begun. */
  async function looked(...those: Array<Awaited<ReturnType<typeof instances>>[number]>) {
    const from = those.map((i) => i.counted.looks);
    await vi.waitFor(() =>
      those.forEach((i, n) => expect(i.counted.looks).toBeGreaterThanOrEqual(from[n]! + 3)),
    );
  }

  /** The session of the chat textSource writes to, and a source of it that its first holder's work blocks on. */
  async function heldByFirst(a: Awaited<ReturnType<typeof instances>>[0]) {
    const session = await a.store.sessions.bind({ chatId: 'oc_alice', chatType: 'p2p' }, 0);
    const source = textSource('keeps the session busy');
    await a.store.inbox.record(source, 0);
    a.work.blockNext = true;
    a.dispatcher.start();
    await vi.waitFor(() => expect(a.work.blocked.has(source.messageId)).toBe(true));
    return { session, source };
  }

  /** ins_0 runs a turn of the session, and a trigger of it reaches ins_1, which accepts it. */
  async function triggeredOnSecond() {
    now = 0;
    const [a, b] = await instances();
    const { session, source } = await heldByFirst(a);
    b.dispatcher.start();
    const accepted = await b.triggers.desk.trigger(session.sessionId, {
      turnKey: 'k1',
      instruction: 'do it',
    });
    expect(accepted).toMatchObject({ outcome: 'accepted' });
    const turnId = accepted.outcome === 'accepted' ? accepted.receipt.turnId : '';
    return { a, b, session, source, turnId };
  }

  /** ins_0 stops cleanly and ins_1 is granted the session: what waited there for it has had its turn. */
  async function handOver(...[a, b]: Awaited<ReturnType<typeof instances>>) {
    await a.dispatcher.drain(100);
    await a.sessions.release();
    await vi.waitFor(async () =>
      expect(await b.sessions.held()).toMatchObject([{ holder: 'ins_1', token: 2 }]),
    );
    await vi.waitFor(async () => expect((await b.dispatcher.load()).activeHandlers).toBe(0));
  }

  it("runs a trigger submitted on the instance that does not hold its session once, after the holder's turn, under its own grant (AD-002)", async () => {
    const { a, b, session, source, turnId } = await triggeredOnSecond();
    // While ins_0 holds the session — its turn running, then idle with the lease renewed — the trigger waits.
    await looked(a, b);
    expect(a.work.log).toEqual([]);
    a.work.blocked.get(source.messageId)!();
    await vi.waitFor(() => expect(a.work.log).toEqual([`answered ${source.messageId}`]));
    await looked(a, b);
    expect(a.work.log).toEqual([`answered ${source.messageId}`]);
    // ins_0 stops cleanly: ins_1 is granted the session and runs the trigger, once.
    await a.dispatcher.drain(100);
    await a.sessions.release();
    await vi.waitFor(async () =>
      expect(await b.triggers.desk.receipt(session.sessionId, 'k1')).toMatchObject({
        dispatch: 'dispatched',
      }),
    );
    expect(a.work.log).toEqual([
      `answered ${source.messageId}`,
      `ins_1 runs ${turnId} under ins_1#2`,
      `ins_1 ended ${turnId}`,
    ]);
    await b.dispatcher.drain(100);
  });

  it('has the holder run a trigger another instance accepted for its session, once (AD-002, BM-002)', async () => {
    const { a, b, session, source, turnId } = await triggeredOnSecond();
    // ins_1 holds no grant of the session: adopting leaves the trigger to the one that does.
    await b.triggers.desk.adopt();
    // The holder's own turn ends first: this work keeps its sources' turns apart from the session's (their
    // session ids differ), so only the order of the test keeps the trigger after it.
    a.work.blocked.get(source.messageId)!();
    await vi.waitFor(() => expect(a.work.log).toEqual([`answered ${source.messageId}`]));
    await a.triggers.desk.adopt();
    await a.triggers.desk.adopt();
    await vi.waitFor(async () =>
      expect(await a.triggers.desk.receipt(session.sessionId, 'k1')).toMatchObject({
        dispatch: 'dispatched',
      }),
    );
    await handOver(a, b);
    expect(a.work.log).toEqual([
      `answered ${source.messageId}`,
      `ins_0 runs ${turnId} under ins_0#1`,
      `ins_0 ended ${turnId}`,
    ]);
    await b.dispatcher.drain(100);
  });

  it('leaves a trigger a live instance is running to it when another instance recovers at its start', async () => {
    now = 0;
    const [a, b] = await instances();
    const session = await a.store.sessions.bind({ chatId: 'oc_alice', chatType: 'p2p' }, 0);
    a.dispatcher.start();
    a.triggers.blockNext = true;
    const accepted = await a.triggers.desk.trigger(session.sessionId, {
      turnKey: 'k1',
      instruction: 'do it',
    });
    const turnId = accepted.outcome === 'accepted' ? accepted.receipt.turnId : '';
    await vi.waitFor(() => expect(a.triggers.held.has(turnId)).toBe(true));
    // ins_1 starts while ins_0 runs the trigger: its receipt is still attempting.
    b.dispatcher.start();
    await b.triggers.desk.recover();
    await looked(a, b);
    expect(a.work.log).toEqual([`ins_0 runs ${turnId} under ins_0#1`]);
    a.triggers.held.get(turnId)!();
    await vi.waitFor(async () =>
      expect(await a.triggers.desk.receipt(session.sessionId, 'k1')).toMatchObject({
        dispatch: 'dispatched',
      }),
    );
    // Even once ins_1 is granted the session, what ins_0 settled is not run again.
    await handOver(a, b);
    expect(a.work.log).toEqual([`ins_0 runs ${turnId} under ins_0#1`, `ins_0 ended ${turnId}`]);
    await b.dispatcher.drain(100);
  });

  it('runs every source once, each conversation on one instance, in order (TR-002, AD-001, AD-002)', async () => {
    now = 0;
    const [a, b] = await instances();
    const chats = ['oc_1', 'oc_2', 'oc_3', 'oc_4'];
    const sources = [1, 2, 3].flatMap((n) => chats.map((chatId) => textSource(`m${n}`, { chatId })));
    // Each event reaches one of the two instances, as Lark spreads them; both record into the shared inbox.
    for (const [i, source] of sources.entries()) await (i % 2 === 0 ? a : b).store.inbox.record(source, 0);
    a.dispatcher.start();
    b.dispatcher.start();
    await vi.waitFor(() => expect(a.work.answered.length + b.work.answered.length).toBe(sources.length), {
      timeout: 5000,
    });
    const all = [...a.work.answered, ...b.work.answered];
    expect(new Set(all).size).toBe(sources.length);
    for (const chatId of chats) {
      const ofChat = sources.filter((s) => s.chatId === chatId).map((s) => s.messageId);
      const ran = [a, b].filter((i) => i.work.answered.some((id) => ofChat.includes(id)));
      expect(ran).toHaveLength(1);
      expect(ran[0]!.work.answered.filter((id) => ofChat.includes(id))).toEqual(ofChat);
    }
    await Promise.all([a.dispatcher.drain(100), b.dispatcher.drain(100)]);
  });

  it("takes a stalled instance's session over once its lease ran out, and refuses the stalled one's late writes", async () => {
    now = 0;
    const [a, b] = await instances();
    const source = textSource('stalls');
    await a.store.inbox.record(source, 0);
    a.work.blockNext = true;
    a.dispatcher.start();
    await vi.waitFor(() => expect(a.work.blocked.has(source.messageId)).toBe(true));
    b.dispatcher.start();
    // While ins_0's lease is current, ins_1 leaves its session alone.
    await looked(b);
    expect(b.work.answered).toEqual([]);
    // ins_0 stalls past its lease (no heartbeat): ins_1 takes the session over and answers.
    now = LEASE_MS;
    await vi.waitFor(() => expect(b.work.answered).toEqual([source.messageId]));
    expect(await b.sessions.held()).toMatchObject([
      { conversationKey: 'p2p:oc_alice', holder: 'ins_1', token: 2 },
    ]);
    // ins_0 wakes up and goes on: its write is refused, it answers nothing, and it lets the session go.
    a.work.blocked.get(source.messageId)!();
    await vi.waitFor(async () => expect((await a.dispatcher.load()).heldSources).toBe(0));
    expect(a.work.answered).toEqual([]);
    expect(await a.sessions.held()).toEqual([]);
    expect((await a.store.inbox.get(source.messageId))!.state).toBe('answered');
    await Promise.all([a.dispatcher.drain(100), b.dispatcher.drain(100)]);
  });

  it("admits a source once when the instance whose lease ran out admitted it between this one's read and its grant (TR-002)", async () => {
    now = 0;
    const [a, b] = await instances();
    const source = textSource('admitted by the stalled one');
    await a.store.inbox.record(source, 0);
    const grant = (await a.sessions.claim('p2p:oc_alice'))!;
    // ins_0's lease has run out by the clock, but ins_0 — another process — has not noticed: its token still
    // holds until ins_1 is granted the session, so its admission lands just after ins_1 read the source.
    now = LEASE_MS;
    const inbox = b.store.inbox;
    let interleaved = false;
    const racing = new Dispatcher({
      inbox: Object.assign(Object.create(inbox) as typeof inbox, {
        unfinished: async (...args: Parameters<typeof inbox.unfinished>) => {
          const rows = await inbox.unfinished(...args);
          if (!interleaved && rows.length > 0) {
            interleaved = true;
            await a.sessions.run(grant, async () =>
              a.work.admit((await a.store.inbox.get(source.messageId))!),
            );
          }
          return rows;
        },
      }),
      work: b.work,
      maxHandlers: 4,
      memoryQueueBound: 64,
      logger: silentLogger,
      timing: noTiming,
      leasing: { sessions: b.sessions, pollMs: 5, reorderMs: 0, clock },
    });
    racing.start();
    await vi.waitFor(() => expect(b.work.answered).toEqual([source.messageId]));
    expect(interleaved).toBe(true);
    expect(admissions).toEqual([source.messageId]);
    expect(await b.sessions.held()).toMatchObject([{ holder: 'ins_1', token: 2 }]);
    await racing.drain(100);
  });

  it('keeps a session with its holder while the heartbeat renews it, and hands it over at a clean stop', async () => {
    now = 0;
    const [a, b] = await instances();
    const first = textSource('first');
    await a.store.inbox.record(first, 0);
    a.dispatcher.start();
    await vi.waitFor(() => expect(a.work.answered).toEqual([first.messageId]));
    b.dispatcher.start();
    now = 900;
    await a.sessions.renew();
    now = 1500;
    const second = textSource('second');
    await b.store.inbox.record(second, now);
    await vi.waitFor(() => expect(a.work.answered).toEqual([first.messageId, second.messageId]));
    await a.dispatcher.drain(100);
    await a.sessions.release();
    const third = textSource('third');
    await b.store.inbox.record(third, now);
    await vi.waitFor(() => expect(b.work.answered).toEqual([third.messageId]));
    expect(await b.sessions.held()).toMatchObject([{ holder: 'ins_1', token: 2 }]);
    await b.dispatcher.drain(100);
  });

  /** Two instances that reorder over 100 ms, and two messages of one chat in the provider's order. */
  async function crossedPair() {
    now = 0;
    const [a, b] = await instances(100);
    const m1 = textSource('sent first', { createTime: 10 });
    const m2 = textSource('sent second', { createTime: 11 });
    return { a, b, m1, m2 };
  }

  it("admits the sources of a chat in the provider's order, though another instance recorded the earlier one later (AD-001)", async () => {
    const { a, b, m1, m2 } = await crossedPair();
    a.dispatcher.start();
    b.dispatcher.start();
    // The later message reaches its instance's store first.
    await b.store.inbox.record(m2, 0);
    await looked(a, b);
    await a.store.inbox.record(m1, 50);
    expect(a.work.answered.length + b.work.answered.length).toBe(0);
    now = 150;
    await vi.waitFor(() =>
      expect([...a.work.answered, ...b.work.answered]).toEqual([m1.messageId, m2.messageId]),
    );
    await Promise.all([a.dispatcher.drain(100), b.dispatcher.drain(100)]);
  });

  it("judges a source's reorder window as of the look that found it: a slow look misses what was recorded meanwhile (AD-001)", async () => {
    const { a, b, m1, m2 } = await crossedPair();
    await b.store.inbox.record(m2, 0);
    let release!: () => void;
    const answered = new Promise<void>((resolve) => {
      b.counted.slow = { answered: resolve, release: new Promise<void>((r) => (release = r)) };
    });
    b.dispatcher.start();
    // b's look has its answer, m2 alone; the earlier message reaches a's store, and the window passes,
    // before b acts on that answer.
    await answered;
    await a.store.inbox.record(m1, 50);
    now = 150;
    release();
    a.dispatcher.start();
    await vi.waitFor(() =>
      expect([...a.work.answered, ...b.work.answered]).toEqual([m1.messageId, m2.messageId]),
    );
    expect(admissions).toEqual([m1.messageId, m2.messageId]);
    await Promise.all([a.dispatcher.drain(100), b.dispatcher.drain(100)]);
  });

  it('admits a /stop only after the requests of its chat that came before it, whichever instance received them (HO-005, AD-009)', async () => {
    now = 0;
    const [a, b] = await instances(100);
    const request = textSource('a long task', { createTime: 10 });
    const stop = textSource('/stop', { createTime: 11 });
    await a.store.inbox.record(request, 0);
    await b.store.inbox.record(stop, 10, 'stop');
    a.dispatcher.start();
    b.dispatcher.start();
    // The request still settles (reorderMs): the stop waits for it rather than finding nothing to stop.
    await looked(a, b);
    expect(admissions).toEqual([]);
    now = 150;
    await vi.waitFor(() => expect(admissions).toEqual([request.messageId, stop.messageId]));
    await Promise.all([a.dispatcher.drain(100), b.dispatcher.drain(100)]);
  });
});
