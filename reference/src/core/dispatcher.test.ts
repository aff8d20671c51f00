import { describe, expect, it, vi } from 'vitest';
import { ManualTime } from '../../../runtime/src/index.ts';
import { createLogger, silentLogger } from '../logger.ts';
import { noTiming } from '../observe/timing.ts';
import { openMemoryDatabase } from '../store/database.ts';
import type { SourceRow } from '../store/inbox.ts';
import { Store } from '../store/store.ts';
import { textSource } from '../testing/fake-intake.ts';
import { Dispatcher, type Admitted, type DispatchWork } from './dispatcher.ts';

/** Work whose turns block until released, one session per chat. */
class BlockingWork implements DispatchWork {
  readonly started: string[] = [];
  readonly admitted: string[] = [];
  maxHeldSeen = 0;
  private readonly releases = new Map<string, () => void>();
  private readonly done = new Set<string>();
  constructor(
    private readonly store: Store,
    private readonly dispatcher: () => Dispatcher,
  ) {}

  async admit(source: SourceRow): Promise<Admitted> {
    this.admitted.push(source.messageId);
    await this.store.inbox.admit(
      source.messageId,
      { state: 'queued', admission: 'turn', sessionId: source.chatId },
      0,
    );
    return { kind: 'turn', sessionId: source.chatId };
  }

  async run(source: SourceRow): Promise<void> {
    this.started.push(source.messageId);
    this.maxHeldSeen = Math.max(this.maxHeldSeen, (await this.dispatcher().load()).heldSources);
    await new Promise<void>((resolve) =>
      this.releases.set(source.messageId, () => {
        this.done.add(source.messageId);
        void this.store.inbox.setState(source.messageId, 'answered', 0).then(resolve);
      }),
    );
  }

  release(messageId: string): void {
    this.releases.get(messageId)!();
  }

  /** Started and not released yet. */
  get runningNow(): string[] {
    return this.started.filter((id) => !this.done.has(id));
  }
}

// The dispatcher wakes on the next turn of the event loop: two turns see it through.
const tick = () => new Promise((r) => setImmediate(() => setImmediate(r)));

async function setup(maxHandlers: number, memoryQueueBound: number) {
  const store = new Store(await openMemoryDatabase());
  // eslint-disable-next-line prefer-const -- assigned below; the work refers to it before
  let dispatcher!: Dispatcher;
  const work = new BlockingWork(store, () => dispatcher);
  dispatcher = new Dispatcher({
    inbox: store.inbox,
    work,
    maxHandlers,
    memoryQueueBound,
    logger: silentLogger,
    timing: noTiming,
  });
  dispatcher.start();
  return { store, work, dispatcher };
}

describe('dispatcher', () => {
  it('runs the sources of one conversation one at a time, in order (AD-001)', async () => {
    const { store, work, dispatcher } = await setup(4, 64);
    const sources = [1, 2, 3].map((n) => textSource(`m${n}`));
    for (const s of sources) await store.inbox.record(s, 0);
    dispatcher.wake();
    await tick();
    expect(work.started).toEqual([sources[0]!.messageId]);
    work.release(sources[0]!.messageId);
    await tick();
    expect(work.started).toEqual([sources[0]!.messageId, sources[1]!.messageId]);
    work.release(sources[1]!.messageId);
    await tick();
    expect(work.started.at(-1)).toBe(sources[2]!.messageId);
  });

  it('lets other sessions progress while one is busy, without a handler waiting on it (AD-002)', async () => {
    const { store, work, dispatcher } = await setup(2, 64);
    const busy = [textSource('a1'), textSource('a2'), textSource('a3')];
    const other = textSource('b1', { chatId: 'oc_bob' });
    for (const s of [...busy, other]) await store.inbox.record(s, 0);
    dispatcher.wake();
    await tick();
    expect(work.runningNow).toEqual([busy[0]!.messageId, other.messageId]);
    work.release(other.messageId);
    const third = textSource('c1', { chatId: 'oc_carol' });
    await store.inbox.record(third, 0);
    dispatcher.wake();
    await tick();
    expect(work.runningNow).toEqual([busy[0]!.messageId, third.messageId]);
  });

  it('never runs more than maxHandlers turns, nor holds more than memoryQueueBound sources (TR-004)', async () => {
    const { store, work, dispatcher } = await setup(3, 10);
    const sources = Array.from({ length: 40 }, (_, n) => textSource(`m${n}`, { chatId: `oc_${n % 8}` }));
    for (const s of sources) await store.inbox.record(s, 0);
    dispatcher.wake();
    await tick();
    expect(work.runningNow).toHaveLength(3);
    expect((await dispatcher.load()).heldSources).toBe(10);
    while (work.runningNow.length > 0) {
      for (const id of work.runningNow) work.release(id);
      await tick();
      expect(work.runningNow.length).toBeLessThanOrEqual(3);
      expect((await dispatcher.load()).heldSources).toBeLessThanOrEqual(10);
    }
    expect(new Set(work.started).size).toBe(40);
    expect(work.started).toHaveLength(40);
  });

  it('takes control commands ahead of the queue and beyond the memory bound (AD-009)', async () => {
    const store = new Store(await openMemoryDatabase());
    const ran: string[] = [];
    const work: DispatchWork = {
      admit: async (s) => (s.command ? { kind: 'now' } : { kind: 'turn', sessionId: s.chatId }),
      run: async (s) => {
        ran.push(s.messageId);
        if (s.command) await store.inbox.setState(s.messageId, 'answered', 0);
        else await new Promise(() => {});
      },
    };
    const dispatcher = new Dispatcher({
      inbox: store.inbox,
      work,
      maxHandlers: 1,
      memoryQueueBound: 2,
      logger: silentLogger,
      timing: noTiming,
    });
    dispatcher.start();
    for (let n = 0; n < 5; n++) await store.inbox.record(textSource(`m${n}`), 0);
    const stop = textSource('/stop');
    await store.inbox.record(stop, 0, 'stop');
    dispatcher.wake();
    await tick();
    expect(ran).toContain(stop.messageId);
    expect(ran).toHaveLength(2);
  });

  it('admits the sources of one chat one after the other, even when an earlier admission is slow', async () => {
    const store = new Store(await openMemoryDatabase());
    const order: string[] = [];
    let releaseFirst!: () => void;
    const firstAdmitted = new Promise<void>((resolve) => (releaseFirst = resolve));
    const [slow, fast] = [textSource('slow'), textSource('fast')];
    const work: DispatchWork = {
      admit: async (s) => {
        if (s.messageId === slow.messageId) await firstAdmitted;
        order.push(`admit ${s.messageId}`);
        return { kind: 'turn', sessionId: s.chatId };
      },
      run: async (s) => {
        order.push(`run ${s.messageId}`);
        await store.inbox.setState(s.messageId, 'answered', 0);
      },
    };
    const dispatcher = new Dispatcher({
      inbox: store.inbox,
      work,
      maxHandlers: 4,
      memoryQueueBound: 64,
      logger: silentLogger,
      timing: noTiming,
    });
    dispatcher.start();
    await store.inbox.record(slow, 0);
    await store.inbox.record(fast, 0);
    dispatcher.wake();
    await tick();
    expect(order).toEqual([]);
    releaseFirst();
    await tick();
    await tick();
    expect(order).toEqual([
      `admit ${slow.messageId}`,
      `run ${slow.messageId}`,
      `admit ${fast.messageId}`,
      `run ${fast.messageId}`,
    ]);
  });

  it('holds back a deferred source and the later sources of its chat, then takes them in order', async () => {
    const store = new Store(await openMemoryDatabase());
    let known = false;
    const order: string[] = [];
    const work: DispatchWork = {
      admit: async (s) =>
        known || s.chatType === 'p2p' ? { kind: 'turn', sessionId: s.chatId } : { kind: 'defer' },
      run: async (s) => {
        order.push(s.messageId);
        await store.inbox.setState(s.messageId, 'answered', 0);
      },
    };
    const dispatcher = new Dispatcher({
      inbox: store.inbox,
      work,
      maxHandlers: 4,
      memoryQueueBound: 64,
      logger: silentLogger,
      timing: noTiming,
    });
    dispatcher.start();
    const group = [1, 2].map((n) => textSource(`g${n}`, { chatId: 'oc_group', chatType: 'group' }));
    const direct = textSource('p');
    for (const s of [...group, direct]) await store.inbox.record(s, 0);
    dispatcher.wake();
    await tick();
    expect(order).toEqual([direct.messageId]);
    known = true;
    dispatcher.resumeDeferred();
    await tick();
    await tick();
    expect(order).toEqual([direct.messageId, group[0]!.messageId, group[1]!.messageId]);
  });

  it('pauses dispatching, with one logged error, while the store fails under it — and goes on once it answers again', async () => {
    const store = new Store(await openMemoryDatabase());
    const lines: string[] = [];
    let broken = false;
    let looks = 0;
    const inbox = Object.assign(Object.create(store.inbox) as typeof store.inbox, {
      unfinished: async (...args: Parameters<typeof store.inbox.unfinished>) => {
        looks++;
        if (broken) throw new Error('the database connection is not open');
        return store.inbox.unfinished(...args);
      },
    });
    const answered: string[] = [];
    const work: DispatchWork = {
      admit: async (s) => {
        await store.inbox.admit(s.messageId, { state: 'queued', admission: 'turn', sessionId: s.chatId }, 0);
        return { kind: 'turn', sessionId: s.chatId };
      },
      run: async (s) => {
        await store.inbox.setState(s.messageId, 'answered', 0);
        answered.push(s.messageId);
      },
    };
    const logger = createLogger('info', (line) => lines.push(line));
    const time = new ManualTime();
    const dispatcher = new Dispatcher({
      inbox,
      work,
      maxHandlers: 1,
      memoryQueueBound: 4,
      logger,
      timing: noTiming,
      retryMs: 5,
      timers: time,
    });
    dispatcher.start();
    await tick();
    expect(looks).toBe(1);
    broken = true;
    const source = textSource('waits out the outage');
    await store.inbox.record(source, 0);
    for (let i = 0; i < 5; i++) {
      dispatcher.wake();
      await time.advance(10);
    }
    // Failed at 0 ms, then tried again with backoff at 5, 15 and 35 ms — not on each of the five wakes;
    // said once.
    expect(looks).toBe(5);
    expect(answered).toEqual([]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/dispatching paused: the store failed; trying again with backoff:.*not open/);
    broken = false;
    // The next look, 40 ms after the last, finds the store answering.
    await time.advance(40);
    await vi.waitFor(() => expect(answered).toEqual([source.messageId]));
    expect(lines[1]).toMatch(/dispatching again: the store answers/);
    await dispatcher.drain(100);
  });

  it('takes a source whose admission failed again after a backoff, rather than leaving its chat stalled until the next start', async () => {
    const store = new Store(await openMemoryDatabase());
    const lines: string[] = [];
    let failing = 2;
    const answered: string[] = [];
    const work: DispatchWork = {
      admit: async (s) => {
        if (failing-- > 0) throw new Error('could not serialize access');
        await store.inbox.admit(s.messageId, { state: 'queued', admission: 'turn', sessionId: s.chatId }, 0);
        return { kind: 'turn', sessionId: s.chatId };
      },
      run: async (s) => {
        await store.inbox.setState(s.messageId, 'answered', 0);
        answered.push(s.messageId);
      },
    };
    const dispatcher = new Dispatcher({
      inbox: store.inbox,
      work,
      maxHandlers: 1,
      memoryQueueBound: 4,
      logger: createLogger('error', (line) => lines.push(line)),
      timing: noTiming,
      retryMs: 100,
    });
    const source = textSource('fails twice');
    await store.inbox.record(source, 0);
    dispatcher.start();
    await vi.waitFor(() => expect(lines).toHaveLength(1), { interval: 2 });
    expect(lines[0]).toMatch(
      /admission failed for a source; it is taken again in 100 ms:.*could not serialize/,
    );
    // Parked meanwhile: waking does not take it again before its time.
    dispatcher.wake();
    await tick();
    expect(lines).toHaveLength(1);
    await vi.waitFor(() => expect(answered).toEqual([source.messageId]));
    expect(lines[1]).toMatch(/taken again in 200 ms/);
    await dispatcher.drain(100);
  });
});
