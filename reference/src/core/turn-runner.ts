import { AsyncResource } from 'node:async_hooks';
import { RetryPolicy, systemTimers, type TimerHandle, type Timers } from '../../../runtime/src/index.ts';
import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import { MediaUnavailableError } from '../media/errors.ts';
import { mediaOf } from '../media/media-refs.ts';
import type { MediaStore, PreparedMedia } from '../media/media-store.ts';
import type { Store } from '../store/store.ts';
import type { TurnEnd } from '../store/turns.ts';
import { HOST_ERROR, hostErrorCode, type Host, type ReadTurn, type TurnOutcome } from './host.ts';
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
  /** Settles once the host said how the turn ended (or the connection went), or the run ended: worth a read. */
  readonly heard: Promise<void>;
  /**
   * A stop under way, set by the stopper. Its proof — a fresh thread read — decides how an interrupted
   * or lost turn ends, and a late turn start is used only to interrupt that turn (HO-004, HO-005).
   */
  stopping?: Promise<StopProof>;
  /** Its idle and hard timers, once it runs on the host. */
  watch?: TurnWatch;
}

/** The timers of a running turn (HO-006). */
export interface TurnWatch {
  /** The host did something: the idle timer starts again. */
  activity(): void;
  /**
   * The host waits on the user (an approval): no idle timeout meanwhile, since the silence is not the
   * host's. The returned function ends the hold; the idle timer starts again when no hold is left.
   */
  hold(): () => void;
  clear(): void;
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
  /** Where a source's images and files are kept while its turn runs (HO-010). */
  media: Pick<MediaStore, 'prepare'>;
  /** The idle and hard timers, and the pauses between reconciling reads. */
  timers?: Timers;
}

const ERROR_CLASS = /^[a-z][a-z0-9_]*$/;

const UNKNOWN: TurnEnd = { state: 'unknown', errorClass: 'outcome_unknown' };

/** How many of a thread's latest turns a reconciliation looks through for the one it lost. */
const RECONCILE_TURNS = 5;

/** Reads of a turn the host still runs: the first soon, then each twice as far apart, up to this. */
const FIRST_READ_MS = 100;
const MAX_READ_GAP_MS = 10_000;

/** What a fresh read says a turn ended in: its own answer and outcome, never a new model run. */
function endOfRead(read: ReadTurn): TurnEnd {
  if (read.status === 'failed') {
    const cls = read.errorClass;
    return {
      state: 'failed',
      answer: read.answer,
      errorClass: cls && ERROR_CLASS.test(cls) ? cls : 'unclassified',
    };
  }
  return { state: read.status === 'inProgress' ? 'unknown' : read.status, answer: read.answer };
}

/** The end a host outcome makes: its text is saved so that delivery never needs the model again. */
function endOf(outcome: TurnOutcome): TurnEnd {
  if (outcome.status === 'failed') {
    const cls = outcome.error?.class;
    return {
      state: 'failed',
      answer: outcome.text,
      errorClass: cls && ERROR_CLASS.test(cls) ? cls : 'unclassified',
    };
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
  private starting: Promise<void> | undefined;
  private readonly timers: Timers;

  constructor(options: TurnRunnerOptions) {
    this.options = options;
    this.timers = options.timers ?? systemTimers;
  }

  activeTurn(turnId: string): ActiveTurn | undefined {
    return this.active.get(turnId);
  }

  /** The turn running on a host thread: a host request (an approval) names the thread and the host's turn. */
  turnOnThread(threadId: string, hostTurnId: string): string | undefined {
    for (const [turnId, active] of this.active) {
      // Its turn/start answer may still be on its way when the host already asks.
      if (
        active.threadId === threadId &&
        (active.hostTurnId === undefined || active.hostTurnId === hostTurnId)
      )
        return turnId;
    }
    return undefined;
  }

  /** Holds the idle timer of a running turn while the host waits on the user; a no-op once it ended. */
  holdIdle(turnId: string): () => void {
    return this.active.get(turnId)?.watch?.hold() ?? (() => {});
  }

  /**
   * Starts the host when it is not running — at server start, and again after it went away — and
   * says whether it is up. Concurrent callers share one start.
   */
  ensureHost(): Promise<boolean> {
    return this.startHost().then(
      () => true,
      (error: unknown) => {
        this.options.logger.error('the host did not start:', error);
        return false;
      },
    );
  }

  /** Starts the host when it is not running; rejects with why it did not start. Concurrent callers share one start. */
  startHost(): Promise<void> {
    const { store, host } = this.options;
    if (host.ready) return Promise.resolve();
    // The host serves every session: its process and streams must not carry the grant of the turn that
    // happened to start it (SessionFence), or its events would run under that one session's token.
    this.starting ??= store.fence
      .outside(() => host.start())
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
  async run(
    turnId: string,
    onDispatch: (outcome: DispatchOutcome) => void | Promise<void> = () => {},
  ): Promise<void> {
    const { store, clock, logger } = this.options;
    const turn = await store.turns.get(turnId);
    if (!turn) return;
    const end = async (e: TurnEnd) => store.turns.end(turnId, e, clock());
    if (turn.state === 'running') {
      // Started before a restart: the model may have run, and it is not run again. What became of the
      // turn is the host's to tell (HO-003, HO-009).
      await onDispatch(turn.hostTurnId === null ? 'unknown' : 'dispatched');
      await end(await this.recover(turnId));
      return;
    }
    if (turn.state !== 'queued') return;
    const notDispatched = async (e: TurnEnd) => {
      await end(e);
      await onDispatch('not_dispatched');
    };
    if (!(await this.ensureHost())) {
      await notDispatched({ state: 'failed', errorClass: 'host_unavailable' });
      return;
    }
    let threadId: string;
    try {
      threadId = await this.thread(turn.sessionId, turnId);
    } catch (error) {
      logger.warn('host thread unavailable:', error);
      const mismatch = hostErrorCode(error) === HOST_ERROR.modelProviderMismatch;
      await notDispatched({
        state: 'failed',
        errorClass: mismatch ? 'model_provider_mismatch' : 'thread_unavailable',
      });
      return;
    }
    if ((await store.turns.get(turnId))?.state !== 'queued') return; // stopped meanwhile
    const media = await this.media(turnId, turn.sourceMessageId);
    if (media instanceof MediaUnavailableError) {
      await notDispatched({ state: 'failed', errorClass: media.errorClass });
      return;
    }
    try {
      // Stopped while its media was downloading: it never reaches the host.
      if ((await store.turns.get(turnId))?.state === 'queued')
        await this.runOnHost(turnId, threadId, media, onDispatch);
    } finally {
      media.release();
    }
  }

  /** The source's images and files, in the private store for as long as the turn runs. */
  private async media(
    turnId: string,
    sourceMessageId: string | null,
  ): Promise<PreparedMedia | MediaUnavailableError> {
    const source = sourceMessageId === null ? undefined : await this.options.store.inbox.get(sourceMessageId);
    const refs = source ? mediaOf(source.messageType, source.content).refs : [];
    try {
      return await this.options.media.prepare(turnId, sourceMessageId ?? turnId, refs);
    } catch (error) {
      if (error instanceof MediaUnavailableError) return error;
      throw error;
    }
  }

  private async runOnHost(
    turnId: string,
    threadId: string,
    media: PreparedMedia,
    onDispatch: (outcome: DispatchOutcome) => void | Promise<void>,
  ): Promise<void> {
    const { store, host, clock, logger } = this.options;
    const turn = (await store.turns.get(turnId))!;
    const end = async (e: TurnEnd) => store.turns.end(turnId, e, clock());
    const notDispatched = async (e: TurnEnd) => {
      await end(e);
      await onDispatch('not_dispatched');
    };
    let markStarted: (hostTurnId: string | undefined) => void = () => {};
    let markHeard: () => void = () => {};
    const active: ActiveTurn = {
      threadId,
      started: new Promise((resolve) => (markStarted = resolve)),
      heard: new Promise((resolve) => (markHeard = resolve)),
    };
    this.active.set(turnId, active);
    try {
      // Input queued for the session goes into this turn start, taken in the same transaction (AD-008).
      const input = await store.atomically(async () => {
        await store.turns.markRunning(turnId, clock());
        if (turn.sourceMessageId !== null)
          await store.inbox.setState(turn.sourceMessageId, 'running', clock());
        const queued = await store.inputs.pending(turn.sessionId);
        await store.inputs.markInjected(
          queued.map((q) => q.inputId),
          turnId,
          clock(),
        );
        const texts = [turn.input, ...queued.map((q) => q.text)].filter((text) => text !== '');
        return [...texts.map((text) => ({ type: 'text' as const, text })), ...media.input];
      });
      const watch = this.watch(turnId, active);
      active.watch = watch;
      try {
        let started: Awaited<ReturnType<Host['startTurn']>>;
        try {
          started = await host.startTurn(threadId, input, {
            // Deltas come from the host's stream: bound here, their drafts carry this turn's grant.
            onDelta: AsyncResource.bind((_delta: string, answer: string) => {
              watch.activity();
              this.options.onProgress(turnId, answer);
            }),
          });
        } catch (error) {
          const code = hostErrorCode(error);
          if (code === HOST_ERROR.notReady || code === HOST_ERROR.requestFailed) {
            logger.warn('turn/start refused:', error);
            await notDispatched({
              state: 'failed',
              errorClass: code === HOST_ERROR.notReady ? 'host_unavailable' : 'host_refused',
            });
            return;
          }
          // No idempotency key on turn/start: a lost answer is never sent again, only reconciled (HO-003).
          logger.warn('turn/start got no answer; reconciling it from a fresh read of the host:', error);
          watch.clear(); // no turn to time out: the host is being reached again
          await onDispatch('unknown');
          await end(
            await this.reconcile(threadId, {
              input: input.flatMap((part) => (part.type === 'text' ? [part.text] : [])).join('\n'),
            }),
          );
          return;
        }
        await onDispatch('dispatched');
        active.hostTurnId = started.turnId;
        await store.turns.setHostTurnId(turnId, started.turnId);
        markStarted(started.turnId);
        let outcome: TurnOutcome | undefined;
        try {
          outcome = await started.done;
        } catch (error) {
          logger.warn('host lost the turn:', error);
        }
        markHeard();
        // Neither turn/completed interrupted nor a lost connection (the stop may have closed it) is a
        // stop receipt: a turn being stopped ends as the stop's read proves (HO-004).
        if (active.stopping && (outcome === undefined || outcome.status === 'interrupted'))
          await active.stopping;
        await end(outcome ? endOf(outcome) : UNKNOWN);
      } finally {
        watch.clear();
      }
    } finally {
      this.active.delete(turnId);
      markStarted(undefined);
      markHeard();
    }
  }

  /**
   * A turn this process started before it restarted: reconciled from the host like a lost turn start,
   * by the host's turn id when turn/start was answered, else by its input.
   */
  private async recover(turnId: string): Promise<TurnEnd> {
    const { store } = this.options;
    const turn = (await store.turns.get(turnId))!;
    const threadId = (await store.sessions.get(turn.sessionId))?.hostThreadId;
    if (!threadId) return UNKNOWN;
    const input = [turn.input, ...(await store.inputs.injectedInto(turnId)).map((q) => q.text)].join('\n');
    return this.reconcile(threadId, turn.hostTurnId ? { hostTurnId: turn.hostTurnId } : { input });
  }

  /**
   * The outcome of a turn whose end this process did not hear — its turn/start answer was lost, or the
   * process restarted — from fresh reads of the thread's turns on a host that is up: the turn's own answer,
   * failure or interruption, delivered without running the model again. A turn the host still runs is
   * read again, a few times spread over the hard timeout. Only when the host cannot tell — no such
   * turn, no read, still running — is the outcome unknown, and the user told so (HO-003, HO-009).
   */
  private async reconcile(
    threadId: string,
    which: { hostTurnId: string } | { input: string },
  ): Promise<TurnEnd> {
    const { host, logger, clock, hardTimeoutMs } = this.options;
    // Without the host's id only the thread's newest turn can be it: turns of a session run one at a time,
    // and an older turn with the same words is another request.
    const find = (turns: ReadTurn[]) =>
      'hostTurnId' in which
        ? turns.find((t) => t.id === which.hostTurnId)
        : turns[0]?.input === which.input
          ? turns[0]
          : undefined;
    const startedAt = clock();
    const reads = new RetryPolicy({
      baseMs: FIRST_READ_MS,
      capMs: MAX_READ_GAP_MS,
      totalMs: hardTimeoutMs,
      clock,
      timers: this.timers,
    });
    try {
      if (!(await this.ensureHost())) return UNKNOWN;
      for (let n = 1; ; n++) {
        const read = find(await host.listTurns(threadId, RECONCILE_TURNS));
        if (!read) return UNKNOWN;
        if (read.status !== 'inProgress') return endOfRead(read);
        const gap = reads.nextWaitMs(n, startedAt);
        if (gap === undefined) return UNKNOWN;
        await reads.sleep(gap);
      }
    } catch (error) {
      logger.warn('the turn could not be reconciled from the host:', error);
      return UNKNOWN;
    }
  }

  /** The idle and hard timers of a running turn; host activity restarts the idle one (HO-006). */
  private watch(turnId: string, active: ActiveTurn): TurnWatch {
    const { idleTimeoutMs, hardTimeoutMs, stopTimedOut, logger } = this.options;
    let holds = 0;
    let cleared = false;
    const timers = this.timers;
    const timeOut = () => {
      timers.clearTimeout(idle);
      timers.clearTimeout(hard);
      stopTimedOut(turnId).catch((e: unknown) => logger.warn('stopping a timed-out turn failed:', e));
    };
    let idle: TimerHandle | undefined = timers.setTimeout(timeOut, idleTimeoutMs);
    const hard = timers.setTimeout(timeOut, hardTimeoutMs);
    const activity = () => {
      if (active.stopping || cleared) return;
      timers.clearTimeout(idle);
      idle = holds > 0 ? undefined : timers.setTimeout(timeOut, idleTimeoutMs);
    };
    return {
      activity,
      hold: () => {
        holds++;
        timers.clearTimeout(idle);
        idle = undefined;
        let released = false;
        return () => {
          if (released) return;
          released = true;
          holds--;
          activity();
        };
      },
      clear: () => {
        cleared = true;
        timers.clearTimeout(idle);
        timers.clearTimeout(hard);
      },
    };
  }

  /**
   * The session's host thread: resumed when it has one, else started and bound. A new thread replaces
   * a bound one only when the host says it is gone, and the turn says so (HO-001).
   */
  private async thread(sessionId: string, turnId: string): Promise<string> {
    const { store, host, clock, logger } = this.options;
    const session = await store.sessions.get(sessionId);
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
        await store.turns.markThreadReplaced(turnId);
      }
    }
    const { threadId } = await host.startThread().catch(async (error: unknown) => {
      // The thread exists on the host with the wrong provider: bind it, so that every later turn fails the
      // same readback on resume instead of starting a replacement (HO-002).
      const wrongThread =
        hostErrorCode(error) === HOST_ERROR.modelProviderMismatch
          ? (error as { threadId?: string }).threadId
          : undefined;
      if (wrongThread) await store.sessions.setHostThread(sessionId, wrongThread, clock());
      throw error;
    });
    await store.sessions.setHostThread(sessionId, threadId, clock());
    this.resumed.add(threadId);
    return threadId;
  }
}
