import { expect, it } from 'vitest';
import { ManualTime } from '../../../runtime/src/index.ts';
import { until } from '../../../runtime/src/testing/until.ts';
import { silentLogger } from '../logger.ts';
import { noTiming } from '../observe/timing.ts';
import { openMemoryDatabase } from '../store/database.ts';
import { Store } from '../store/store.ts';
import { textSource } from '../testing/fake-intake.ts';
import { Dispatcher } from './dispatcher.ts';
import { SessionLeasing } from './session-leasing.ts';

const REORDER_MS = 150;

it("admits a shared inbox's source when its reorder window ends, not at the next look a poll makes (AD-001)", async () => {
  const time = new ManualTime(1_000);
  const store = new Store(await openMemoryDatabase());
  const admitted: string[] = [];
  let looks = 0;
  const inbox = Object.assign(Object.create(store.inbox) as typeof store.inbox, {
    unfinished: async (...args: Parameters<typeof store.inbox.unfinished>) => {
      looks++;
      return store.inbox.unfinished(...args);
    },
  });
  const dispatcher = new Dispatcher({
    inbox,
    work: {
      admit: async (source) => {
        admitted.push(source.messageId);
        await store.inbox.admit(
          source.messageId,
          { state: 'queued', admission: 'turn', sessionId: source.chatId },
          time.now(),
        );
        return { kind: 'turn', sessionId: source.chatId };
      },
      run: async (source) => {
        await store.inbox.setState(source.messageId, 'answered', time.now());
      },
    },
    maxHandlers: 4,
    memoryQueueBound: 64,
    logger: silentLogger,
    timing: noTiming,
    timers: time,
    // The poll far away: only the window's own end may wake the dispatcher.
    leasing: {
      sessions: new SessionLeasing({ store, instanceId: 'ins_0', clock: time.now, leaseMs: 60_000 }),
      pollMs: 60_000,
      reorderMs: REORDER_MS,
      clock: time.now,
    },
  });
  const source = textSource('wait out the window');
  await store.inbox.record(source, time.now());
  dispatcher.start();
  await until(() => looks > 0, { what: 'the first look at the inbox' });
  await time.advance(REORDER_MS - 1);
  expect(admitted).toEqual([]);
  await time.advance(1);
  await until(() => admitted.length > 0, { what: 'the source admitted as its window ends' });
  expect(admitted).toEqual([source.messageId]);
  await dispatcher.drain(0);
});
