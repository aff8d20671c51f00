/**
 * The long-connection intake's own thread (ThreadedIntake starts it): the SDK's WSClient, the source
 * recorder — into the intake journal it alone writes, or (PostgreSQL, by default) through its own connection
 * to the store — and the ACKs. Nothing else runs on this event loop, so admission, turns and delivery on the main
 * thread never delay an acknowledgement (TR-001).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { systemTimers } from '../../../runtime/src/index.ts';
import { systemClock } from '../clock.ts';
import { createLogger } from '../logger.ts';
import { noTiming, TimingLines } from '../observe/timing.ts';
import { logStoreHealth, StoreHealth } from '../store/store-health.ts';
import { JournalRecorder } from '../intake-journal/journal-recorder.ts';
import { JournalWriter } from '../intake-journal/journal-writer.ts';
import type { IntakeJournalLocation } from './intake.ts';
import type { CardAnswer, CardCallback } from './card-callback.ts';
import type { FromIntakeThread, IntakeThreadData, ToIntakeThread } from './threaded-intake.ts';
import { WsIntake } from './ws-intake.ts';

const CONNECTION_POLL_MS = 50;

const port = parentPort!;
const data = workerData as IntakeThreadData;
const post = (message: FromIntakeThread) => port.postMessage(message);
const logger = createLogger(data.logLevel);
// Its health goes to the main thread, which tells it on /v1/ready (issue 22).
const health = new StoreHealth({ clock: systemClock });
health.listen((state) => post({ type: 'storeHealth', health: state }));
const timing = data.timingProfile === undefined ? noTiming : new TimingLines(data.timingProfile);
const what = data.journal ? 'the intake journal' : "the intake's connection to the store";
health.listen(logStoreHealth(logger, systemClock, what));
const { recorder, close } = data.journal ? journalRecorder(data.journal) : await storeRecorder();

/** The journal, which this thread alone writes, so that no write of the main thread is ever waited for. */
function journalRecorder(journal: IntakeJournalLocation) {
  const writer = new JournalWriter({ dir: journal.dir, segment: journal.segment });
  const recorder = new JournalRecorder({
    writer,
    clock: systemClock,
    timing,
    logger,
    health,
    onJournaled: (at) => post({ type: 'journaled', at }),
  });
  return { recorder, close: () => writer.close() };
}

/**
 * The shared inbox itself, through this thread's own connection (store-recorder.ts) — imported only then, so
 * that a thread that journals never loads the store, Kysely or `pg`.
 */
async function storeRecorder() {
  const { openStoreRecorder } = await import('./store-recorder.ts');
  return openStoreRecorder({
    store: data.store,
    health,
    timing,
    onRecorded: () => post({ type: 'recorded' }),
  });
}

const intake = new WsIntake({ appId: data.appId, appSecret: data.appSecret, domain: data.domain, logger });

// The SDK has no event for every change of its connection: the main thread is told of each one seen.
let connected = false;
// The thread's own entry, with no constructor to take a seam: the real timers, through the one interface.
const watch = systemTimers.setInterval(() => {
  if (intake.connected === connected) return;
  connected = intake.connected;
  post({ type: 'connected', connected });
}, CONNECTION_POLL_MS);

/** Card clicks waiting for the main thread's answer, by id. */
const cardAnswers = new Map<number, (answer: CardAnswer) => void>();
let nextCard = 0;
const cardAction = (callback: CardCallback): Promise<CardAnswer> =>
  new Promise((resolve) => {
    const id = ++nextCard;
    cardAnswers.set(id, resolve);
    post({ type: 'cardAction', id, callback });
  });

port.on('message', (message: ToIntakeThread) => {
  if (message.type === 'cardAnswer') {
    cardAnswers.get(message.id)?.(message.answer);
    cardAnswers.delete(message.id);
    return;
  }
  systemTimers.clearInterval(watch);
  void intake.stop().then(async () => {
    await close();
    // Ends this thread only, whatever the SDK left scheduled.
    process.exit(0);
  });
});

await intake.start({
  record: (source) => recorder.record(source),
  reject: (rejection) => {
    // Acknowledged all the same (TR-010): a rejection the store could not keep is only said.
    Promise.resolve(recorder.reject(rejection)).catch((error: unknown) =>
      logger.warn('a rejected event could not be recorded:', error),
    );
  },
  recorded: () => undefined,
  cardAction,
});
post({ type: 'started' });
