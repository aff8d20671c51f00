/**
 * The long-connection intake's own thread (ThreadedIntake starts it): the SDK's WSClient, the source
 * recorder on its own connection to the store, and the ACKs — nothing else runs on this event loop, so
 * admission, turns and delivery on the main thread never delay an acknowledgement (TR-001).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { systemClock } from '../clock.ts';
import { createLogger } from '../logger.ts';
import { noTiming, TimingLines } from '../observe/timing.ts';
import { openDatabase } from '../store/database.ts';
import { Store } from '../store/store.ts';
import { SourceRecorder } from './source-recorder.ts';
import type { FromIntakeThread, IntakeThreadData, ToIntakeThread } from './threaded-intake.ts';
import { WsIntake } from './ws-intake.ts';

const CONNECTION_POLL_MS = 50;

const port = parentPort!;
const data = workerData as IntakeThreadData;
const post = (message: FromIntakeThread) => port.postMessage(message);
const logger = createLogger(data.logLevel);
const store = new Store(openDatabase(data.dataDir));
const recorder = new SourceRecorder({
  store,
  clock: systemClock,
  timing: data.timingProfile === undefined ? noTiming : new TimingLines(data.timingProfile),
  onRecorded: () => post({ type: 'recorded' }),
});
const intake = new WsIntake({ appId: data.appId, appSecret: data.appSecret, domain: data.domain, logger });

// The SDK has no event for every change of its connection: the main thread is told of each one seen.
let connected = false;
const watch = setInterval(() => {
  if (intake.connected === connected) return;
  connected = intake.connected;
  post({ type: 'connected', connected });
}, CONNECTION_POLL_MS);

port.on('message', (message: ToIntakeThread) => {
  if (message.type !== 'stop') return;
  clearInterval(watch);
  void intake.stop().then(() => {
    store.close();
    // Ends this thread only, whatever the SDK left scheduled.
    process.exit(0);
  });
});

await intake.start({ record: (source) => recorder.record(source), reject: (rejection) => recorder.reject(rejection), recorded: () => undefined });
post({ type: 'started' });
