import type { Worker } from 'node:worker_threads';
import { systemTimers, type Timers } from '../../../runtime/src/index.ts';
import { startThread } from '../start-thread.ts';
import { callingThread, STEP_BACK, stepBack, type ThreadPriority } from './step-back.ts';
import type { StoreLocation } from '../store/database.ts';
import type { StoreHealthState } from '../store/store-health.ts';
import type { Capability } from '../../../generated/types/index.ts';
import type { Logger, LogLevel } from '../logger.ts';
import type { CardAnswer, CardCallback } from './card-callback.ts';
import type { JournalPosition } from '../intake-journal/journal-format.ts';
import type { Intake, IntakeJournalLocation, IntakeSink } from './intake.ts';

/** What the intake thread is started with. */
export interface IntakeThreadData {
  appId: string;
  appSecret: string;
  domain: string;
  /** Where the store is: the thread opens its own connection to it. */
  store: StoreLocation;
  logLevel: LogLevel;
  /** Set when timing lines are on (LARKSPUR_EVENT_TIMING=1): the profile they correlate with. */
  timingProfile?: string;
  /** The intake journal the thread records into instead of the store (SQLite: issue 22). */
  journal?: IntakeJournalLocation;
}

export type ToIntakeThread = { type: 'stop' } | { type: 'cardAnswer'; id: number; answer: CardAnswer };
export type FromIntakeThread =
  | { type: 'started' }
  | { type: 'connected'; connected: boolean }
  | { type: 'recorded' }
  /** The journal is written this far (when the thread records into the journal). */
  | { type: 'journaled'; at: JournalPosition }
  /** The thread's own store connection began failing, or answers again. */
  | { type: 'storeHealth'; health: StoreHealthState }
  /** A click on a card of the bot: the main thread, which holds the approvals, answers it (HO-008). */
  | { type: 'cardAction'; id: number; callback: CardCallback };

export interface ThreadedIntakeOptions extends IntakeThreadData {
  logger: Logger;
  /** The thread died: nothing can be received any more. */
  onFailure: (error: Error) => void;
  timers?: Timers;
  /**
   * The starting thread's priority, which steps back once the intake thread runs (step-back.ts); none where
   * a priority is the whole process's. The tests' seam.
   */
  priority?: ThreadPriority | undefined;
  /** Nice steps the starting thread yields (STEP_BACK unless given; 0: none). */
  stepBack?: number;
}

/** How long a stopping thread gets to close its connection and its store before it is terminated. */
const STOP_GRACE_MS = 5000;

/**
 * The long connection on a thread of its own (intake-thread.ts): its event loop does nothing but decode
 * frames, record sources and acknowledge, so the ACK never waits behind admission, turns or delivery on
 * the main thread, even in a burst (TR-001). On SQLite it records into the intake journal, which it alone
 * writes, and tells this thread how far, for the journal's drainer to move into the inbox: it never waits for
 * the store's one write lock (issue 22). On PostgreSQL, shared by several instances, it records by default
 * into the inbox through its own connection — a journal only this instance could drain would lose what it
 * acknowledged if this instance never came back — and tells this thread to look; or, where the operator chose
 * it (--intake-journal local), into the journal as on SQLite. Once the intake thread runs,
 * this thread steps back in priority (Linux), so that on a short CPU the thread that acknowledges goes first.
 */
export class ThreadedIntake implements Intake {
  readonly capabilities: readonly Capability[] = ['long-connection'];
  readonly writesJournal = true;
  private readonly options: ThreadedIntakeOptions;
  private worker: Worker | undefined;
  private isConnected = false;
  private stopping = false;
  #storeHealth: StoreHealthState = { state: 'ok' };

  constructor(options: ThreadedIntakeOptions) {
    this.options = options;
  }

  get connected(): boolean {
    return this.isConnected;
  }

  get storeHealth(): StoreHealthState {
    return this.#storeHealth;
  }

  start(sink: IntakeSink): Promise<void> {
    const {
      logger,
      onFailure,
      timers: _timers,
      priority: _priority,
      stepBack: _stepBack,
      ...data
    } = this.options;
    const workerData: IntakeThreadData = { ...data, ...(sink.journal ? { journal: sink.journal } : {}) };
    const worker = startThread(import.meta.url, 'intake-thread', { workerData });
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
        if (message.type === 'journaled') sink.journaled?.(message.at);
        else if (message.type === 'recorded') sink.recorded();
        else if (message.type === 'cardAction') void this.answerCard(worker, sink, message);
        else if (message.type === 'connected') this.isConnected = message.connected;
        else if (message.type === 'storeHealth') this.#storeHealth = message.health;
        else if (message.type === 'started') {
          started = true;
          // The intake thread began at this thread's priority; from now on this one yields to it.
          const priority = 'priority' in this.options ? this.options.priority : callingThread;
          const steps = this.options.stepBack ?? STEP_BACK;
          if (priority && steps > 0) stepBack(priority, logger, steps);
          resolve();
        }
      });
      worker.on('error', fail);
      worker.on('exit', (code) => fail(new Error(`the intake thread exited (code ${code})`)));
    });
  }

  /** A card click, answered back to the thread, which acknowledges the event with the answer. */
  private async answerCard(
    worker: Worker,
    sink: IntakeSink,
    message: Extract<FromIntakeThread, { type: 'cardAction' }>,
  ): Promise<void> {
    let answer: CardAnswer = {};
    try {
      if (sink.cardAction) answer = await sink.cardAction(message.callback);
    } catch (error) {
      this.options.logger.warn('a card click could not be answered:', error);
    }
    if (!this.stopping)
      worker.postMessage({ type: 'cardAnswer', id: message.id, answer } satisfies ToIntakeThread);
  }

  async stop(): Promise<void> {
    const worker = this.worker;
    if (!worker || this.stopping) return;
    this.stopping = true;
    this.isConnected = false;
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    worker.postMessage({ type: 'stop' } satisfies ToIntakeThread);
    const timers = this.options.timers ?? systemTimers;
    const timer = timers.setTimeout(() => void worker.terminate(), STOP_GRACE_MS);
    await exited;
    timers.clearTimeout(timer);
  }
}
