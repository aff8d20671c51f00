import { Worker } from 'node:worker_threads';
import type { Capability } from '../../../generated/types/index.ts';
import type { Logger, LogLevel } from '../logger.ts';
import type { Intake, IntakeSink } from './intake.ts';

/** What the intake thread is started with. */
export interface IntakeThreadData {
  appId: string;
  appSecret: string;
  domain: string;
  /** The data directory: the thread opens its own connection to the store in it. */
  dataDir: string;
  logLevel: LogLevel;
  /** Set when timing lines are on (LARKSPUR_EVENT_TIMING=1): the profile they correlate with. */
  timingProfile?: string;
}

export type ToIntakeThread = { type: 'stop' };
export type FromIntakeThread =
  | { type: 'started' }
  | { type: 'connected'; connected: boolean }
  | { type: 'recorded' };

export interface ThreadedIntakeOptions extends IntakeThreadData {
  logger: Logger;
  /** The thread died: nothing can be received any more. */
  onFailure: (error: Error) => void;
}

/** How long a stopping thread gets to close its connection and its store before it is terminated. */
const STOP_GRACE_MS = 5000;

/**
 * The long connection on a thread of its own (intake-thread.ts): its event loop does nothing but decode
 * frames, record sources and acknowledge, so the ACK never waits behind admission, turns or delivery on
 * the main thread, even in a burst (TR-001). The thread records into the inbox through its own store
 * connection and tells this thread to look; the dispatcher goes on from the inbox as before.
 */
export class ThreadedIntake implements Intake {
  readonly capabilities: readonly Capability[] = ['long-connection'];
  private readonly options: ThreadedIntakeOptions;
  private worker: Worker | undefined;
  private isConnected = false;
  private stopping = false;

  constructor(options: ThreadedIntakeOptions) {
    this.options = options;
  }

  get connected(): boolean {
    return this.isConnected;
  }

  start(sink: IntakeSink): Promise<void> {
    const { logger, onFailure, ...data } = this.options;
    const worker = startThread(data);
    this.worker = worker;
    return new Promise((resolve, reject) => {
      let started = false;
      let failed = false;
      const fail = (error: Error) => {
        this.isConnected = false;
        if (failed || this.stopping) return;
        failed = true;
        logger.error('the intake thread failed:', error);
        if (started) onFailure(error);
        else reject(error);
      };
      worker.on('message', (message: FromIntakeThread) => {
        if (message.type === 'recorded') sink.recorded();
        else if (message.type === 'connected') this.isConnected = message.connected;
        else if (message.type === 'started') {
          started = true;
          resolve();
        }
      });
      worker.on('error', fail);
      worker.on('exit', (code) => fail(new Error(`the intake thread exited (code ${code})`)));
    });
  }

  async stop(): Promise<void> {
    const worker = this.worker;
    if (!worker || this.stopping) return;
    this.stopping = true;
    this.isConnected = false;
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    worker.postMessage({ type: 'stop' } satisfies ToIntakeThread);
    const timer = setTimeout(() => void worker.terminate(), STOP_GRACE_MS);
    await exited;
    clearTimeout(timer);
  }
}

/**
 * The thread runs the same kind of code as this one: compiled JavaScript from dist/, or in a checkout the
 * TypeScript sources, through tsx registered in the thread first (a worker does not inherit the loader).
 */
function startThread(data: IntakeThreadData): Worker {
  const entry = new URL(`./intake-thread${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url);
  if (entry.pathname.endsWith('.js')) return new Worker(entry, { workerData: data });
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); })`;
  return new Worker(boot, { eval: true, workerData: data });
}
