import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import type { Store } from '../store/store.ts';
import type { TurnEnd } from '../store/turns.ts';
import { HOST_ERROR, hostErrorCode, type Host, type TurnOutcome } from './host.ts';
import type { StopProof } from './stopper.ts';

/** What became of a turn start (BM-002). */
export type DispatchOutcome = 'dispatched' | 'not_dispatched' | 'unknown';

/** A turn this process has on the host right now. */
export interface ActiveTurn {
  threadId: string;
  /** Known once the host answered turn/start. */
  hostTurnId?: string;
  /** Settles with hostTurnId once turn/start is answered, or with undefined when the run ends without it. */
  readonly started: Promise<string | undefined>;
  /**
   * A stop under way, set by the stopper. Its proof — a fresh thread read — decides how an interrupted
   * or lost turn ends, and a late turn start is used only to interrupt that turn (HO-004, HO-005).
   */
  stopping?: Promise<StopProof>;
}

export interface TurnRunnerOptions {
  store: Store;
  host: Host;
  clock: Clock;
  logger: Logger;
  /** A turn with no host event for this long, or running this long in all, ends as timed_out (HO-006). */
  idleTimeoutMs: number;
  hardTimeoutMs: number;
  /** Stops a turn that timed out, with the same proof as any stop (HO-004). */
  stopTimedOut: (turnId: string) => Promise<unknown>;
  /** The answer of a running turn so far, each time the host streams more of it. */
  onProgress: (turnId: string, answer: string) => void;
}

const ERROR_CLASS = /^[a-z][a-z0-9_]*$/;

/** The end a host outcome makes: its text is saved so that delivery never needs the model again. */
function endOf(outcome: TurnOutcome): TurnEnd {
  if (outcome.status === 'failed') {
    const cls = outcome.error?.class;
    return { state: 'failed', answer: outcome.text, errorClass: cls && ERROR_CLASS.test(cls) ? cls : 'unclassified' };
  }
  return { state: outcome.status, answer: outcome.text };
}

/**
 * Runs one turn on the host, on its session's thread, and saves how it ended. A turn is marked running
 * before turn/start is sent, so that after a restart it is reconciled, never run again (HO-009).
 */
export class TurnRunner {
  private readonly options: TurnRunnerOptions;
  private readonly active = new Map<string, ActiveTurn>();
  /** Host threads resumed by the current host process; a thread is resumed once per host process. */
  private readonly resumed = new Set<string>();
  private starting: Promise<boolean> | undefined;

  constructor(options: TurnRunnerOptions) {
    this.options = options;
  }

  activeTurn(turnId: string): ActiveTurn | undefined {
    return this.active.get(turnId);
  }

  /**
   * Starts the host when it is not running — at server start, and again after it went away — and
   * says whether it is up. Concurrent callers share one start.
   */
  ensureHost(): Promise<boolean> {
    const { host, logger } = this.options;
    if (host.ready) return Promise.resolve(true);
    this.starting ??= host
      .start()
      .then(
        () => true,
        (error: unknown) => {
          logger.error('the host did not start:', error);
          return false;
        },
      )
      .finally(() => {
        this.starting = undefined;
        // A new host process knows no thread yet.
        this.resumed.clear();
      });
    return this.starting;
  }

  /**
   * Runs a queued turn to its end. `onDispatch` hears, once, what became of its start: dispatched (the host
   * answered turn/start), not_dispatched (the start never reached the host), or unknown (it was sent and its
   * answer lost, or it was running before a restart) — a trigger's receipt records it (BM-002).
   */
  async run(turnId: string, onDispatch: (outcome: DispatchOutcome) => void = () => {}): Promise<void> {
    const { store, host, clock, logger } = this.options;
    const turn = store.turns.get(turnId);
    if (!turn) return;
    const end = (e: TurnEnd) => store.turns.end(turnId, e, clock());
    if (turn.state === 'running') {
      // Started before a restart: the model may have run; its outcome is unknown, and it is not run again.
      onDispatch(turn.hostTurnId === null ? 'unknown' : 'dispatched');
      end({ state: 'unknown', errorClass: 'outcome_unknown' });
      return;
    }
    if (turn.state !== 'queued') return;
    const notDispatched = (e: TurnEnd) => {
      end(e);
      onDispatch('not_dispatched');
    };
    if (!(await this.ensureHost())) {
      notDispatched({ state: 'failed', errorClass: 'host_unavailable' });
      return;
    }
    let threadId: string;
    try {
      threadId = await this.thread(turn.sessionId, turnId);
    } catch (error) {
      logger.warn('host thread unavailable:', error);
      const mismatch = hostErrorCode(error) === HOST_ERROR.modelProviderMismatch;
      notDispatched({ state: 'failed', errorClass: mismatch ? 'model_provider_mismatch' : 'thread_unavailable' });
      return;
    }
    if (store.turns.get(turnId)?.state !== 'queued') return; // stopped meanwhile
    let markStarted: (hostTurnId: string | undefined) => void = () => {};
    const active: ActiveTurn = { threadId, started: new Promise((resolve) => (markStarted = resolve)) };
    this.active.set(turnId, active);
    try {
      // Input queued for the session goes into this turn start, taken in the same transaction (AD-008).
      const input = store.atomically(() => {
        store.turns.markRunning(turnId, clock());
        if (turn.sourceMessageId !== null) store.inbox.setState(turn.sourceMessageId, 'running', clock());
        const queued = store.inputs.pending(turn.sessionId);
        store.inputs.markInjected(queued.map((q) => q.inputId), turnId, clock());
        return [turn.input, ...queued.map((q) => q.text)].map((text) => ({ type: 'text' as const, text }));
      });
      const watch = this.watch(turnId, active);
      try {
        let started: Awaited<ReturnType<Host['startTurn']>>;
        try {
          started = await host.startTurn(threadId, input, {
            onDelta: (_delta, answer) => {
              watch.activity();
              this.options.onProgress(turnId, answer);
            },
          });
        } catch (error) {
          const code = hostErrorCode(error);
          if (code === HOST_ERROR.notReady || code === HOST_ERROR.requestFailed) {
            logger.warn('turn/start refused:', error);
            notDispatched({ state: 'failed', errorClass: code === HOST_ERROR.notReady ? 'host_unavailable' : 'host_refused' });
            return;
          }
          // No idempotency key on turn/start: a lost answer is never sent again, only reconciled (HO-003).
          logger.warn('turn/start got no answer; reconciling it from a fresh thread read:', error);
          watch.clear(); // no turn to time out: the host is being reached again
          onDispatch('unknown');
          end(await this.reconcile(threadId, input.map((part) => part.text).join('\n')));
          return;
        }
        onDispatch('dispatched');
        active.hostTurnId = started.turnId;
        store.turns.setHostTurnId(turnId, started.turnId);
        markStarted(started.turnId);
        let outcome: TurnOutcome | undefined;
        try {
          outcome = await started.done;
        } catch (error) {
          logger.warn('host lost the turn:', error);
        }
        // Neither turn/completed interrupted nor a lost connection (the stop may have closed it) is a
        // stop receipt: a turn being stopped ends as the stop's read proves (HO-004).
        if (active.stopping && (outcome === undefined || outcome.status === 'interrupted')) await active.stopping;
        end(outcome ? endOf(outcome) : { state: 'unknown', errorClass: 'outcome_unknown' });
      } finally {
        watch.clear();
      }
    } finally {
      this.active.delete(turnId);
      markStarted(undefined);
    }
  }

  /**
   * The outcome of a turn start whose answer was lost, from a fresh read of its thread on a host that is
   * up again: the thread's last turn, when it carries this input and has ended. Anything else — no such
   * turn, still running, no read — leaves the outcome unknown, and the user is told so (HO-003).
   */
  private async reconcile(threadId: string, input: string): Promise<TurnEnd> {
    const { host, logger } = this.options;
    const unknown: TurnEnd = { state: 'unknown', errorClass: 'outcome_unknown' };
    try {
      if (!(await this.ensureHost())) return unknown;
      if (!this.resumed.has(threadId)) {
        await host.resumeThread(threadId);
        this.resumed.add(threadId);
      }
      const { lastTurn } = await host.readThread(threadId, { lastTurn: true });
      if (!lastTurn || lastTurn.input !== input || lastTurn.status === 'inProgress') return unknown;
      return lastTurn.status === 'failed'
        ? { state: 'failed', answer: lastTurn.answer, errorClass: lastTurn.errorClass ?? 'unclassified' }
        : { state: lastTurn.status, answer: lastTurn.answer };
    } catch (error) {
      logger.warn('the lost turn start could not be reconciled:', error);
      return unknown;
    }
  }

  /** The idle and hard timers of a running turn; host activity restarts the idle one (HO-006). */
  private watch(turnId: string, active: ActiveTurn): { activity: () => void; clear: () => void } {
    const { idleTimeoutMs, hardTimeoutMs, stopTimedOut, logger } = this.options;
    const timeOut = () => {
      clearTimeout(idle);
      clearTimeout(hard);
      stopTimedOut(turnId).catch((e: unknown) => logger.warn('stopping a timed-out turn failed:', e));
    };
    let idle = setTimeout(timeOut, idleTimeoutMs);
    const hard = setTimeout(timeOut, hardTimeoutMs);
    return {
      activity: () => {
        if (active.stopping) return;
        clearTimeout(idle);
        idle = setTimeout(timeOut, idleTimeoutMs);
      },
      clear: () => {
        clearTimeout(idle);
        clearTimeout(hard);
      },
    };
  }

  /**
   * The session's host thread: resumed when it has one, else started and bound. A new thread replaces
   * a bound one only when the host says it is gone, and the turn says so (HO-001).
   */
  private async thread(sessionId: string, turnId: string): Promise<string> {
    const { store, host, clock, logger } = this.options;
    const session = store.sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    if (session.hostThreadId) {
      if (this.resumed.has(session.hostThreadId)) return session.hostThreadId;
      try {
        await host.resumeThread(session.hostThreadId);
        this.resumed.add(session.hostThreadId);
        return session.hostThreadId;
      } catch (error) {
        if (hostErrorCode(error) !== HOST_ERROR.threadNotFound) throw error;
        logger.warn(`host thread of session ${sessionId} is gone; starting a new one`);
        store.turns.markThreadReplaced(turnId);
      }
    }
    const { threadId } = await host.startThread().catch((error: unknown) => {
      // The thread exists on the host with the wrong provider: bind it, so that every later turn fails the
      // same readback on resume instead of starting a replacement (HO-002).
      const wrongThread = hostErrorCode(error) === HOST_ERROR.modelProviderMismatch ? (error as { threadId?: string }).threadId : undefined;
      if (wrongThread) store.sessions.setHostThread(sessionId, wrongThread, clock());
      throw error;
    });
    store.sessions.setHostThread(sessionId, threadId, clock());
    this.resumed.add(threadId);
    return threadId;
  }
}
