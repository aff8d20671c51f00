import { RetryPolicy, systemTimers, waitAtMost } from '../../../runtime/src/index.ts';
import type { TimerHandle, Timers } from '../../../runtime/src/index.ts';
import type { Logger } from '../logger.ts';
import type { Timing } from '../observe/timing.ts';
import type { Inbox, SourceRow } from '../store/inbox.ts';
import { LeaseLostError } from '../store/errors.ts';
import type { SessionGrant } from '../store/session-fence.ts';
import type { SessionLeasing } from './session-leasing.ts';

/** What admission made of a held source, as far as scheduling cares. */
export type Admitted =
  /** A turn: runs when its session is free, one at a time per session, in admission order. */
  | { kind: 'turn'; sessionId: string }
  /** A command reply or a refusal: runs at once, fenced by nothing. */
  | { kind: 'now' }
  /** Nothing to do (ignored). */
  | { kind: 'done' }
  /** Not decided yet; it and the later sources of its chat wait for `resumeDeferred`. */
  | { kind: 'defer' };

export interface DispatchWork {
  /**
   * Admits a source (or returns its recorded admission). The dispatcher admits the sources of one chat
   * one after the other, in inbox order.
   */
  admit(source: SourceRow): Promise<Admitted>;
  /** Handles an admitted source to its end: the answer delivered, or the source marked failed. */
  run(source: SourceRow): Promise<void>;
}

export interface DispatcherOptions {
  inbox: Inbox;
  work: DispatchWork;
  /** At most this many turns run at once (TR-004). */
  maxHandlers: number;
  /** At most this many sources are held in memory, running ones included; the rest wait in the inbox. */
  memoryQueueBound: number;
  logger: Logger;
  timing: Timing;
  /**
   * Several instances share the inbox: only sources of sessions this instance is granted are taken, each
   * run under its grant; and the inbox is looked at every `pollMs`, since other instances record sources
   * into it too (with the store's changes heard, wake() comes at each, and the poll is a fallback). None
   * when this instance is alone.
   */
  leasing?: {
    sessions: SessionLeasing;
    pollMs: number;
    /**
     * A source waits this long after it was received before it is admitted: an earlier source of its chat
     * that another instance received at about the same time is in the inbox by then, and goes first (AD-001).
     */
    reorderMs: number;
    clock: () => number;
  };
  /**
   * A source whose admission or handler failed without moving it on is taken again after this long,
   * doubling at each failure up to RETRY_CAP_MS; and a look at the inbox the store failed is tried again
   * after the same backoff. Default RETRY_FIRST_MS.
   */
  retryMs?: number;
  timers?: Timers;
}

interface SessionTurn {
  sessionId: string;
  run: () => Promise<void>;
}

interface Held {
  source: SourceRow;
  /** The session's grant its work runs under, when sessions are leased. */
  grant?: SessionGrant;
  /** Unset while admission runs. */
  admitted?: Admitted;
  running: boolean;
}

/** What the dispatcher holds against what waits in the inbox (TR-004), for the control API. */
export interface DispatchLoad {
  heldSources: number;
  peakHeldSources: number;
  activeHandlers: number;
  peakActiveHandlers: number;
  waitingInInbox: number;
}

const UNFINISHED: ReadonlySet<string> = new Set(['received', 'queued', 'running']);
const RETRY_FIRST_MS = 1000;
const RETRY_CAP_MS = 300_000;

/**
 * Moves sources from the inbox through admission to their handlers. A burst costs disk, not memory:
 * only `memoryQueueBound` sources are held at once. Turns of one session run one at a time, in order;
 * a source whose session is busy waits in the queue without holding a handler (AD-001, AD-002).
 */
export class Dispatcher {
  private readonly options: DispatcherOptions;
  /** By inbox seq: it reads back as written, whatever the message id holds. */
  private readonly held = new Map<number, Held>();
  private readonly busySessions = new Set<string>();
  /**
   * Sources whose handler or admission ended without moving them on, each left alone until its retry
   * timer — never taken again in a loop (a row that did not move would be found unfinished at once, again
   * and again) and never for good: what failed may have been passing (a store that was away, a row read
   * stale), and a parked source stalls its chat. By seq: the times it failed.
   */
  private readonly parked = new Set<number>();
  private readonly failures = new Map<number, number>();
  private readonly retries = new Set<TimerHandle>();
  /** Looks at the inbox the store failed, one after the other; reset by the next look that works. */
  private pumpFailures = 0;
  private pumpRetry: TimerHandle | undefined;
  /** Sources admission could not decide yet, and their chats: later sources of a chat wait behind (AD-001). */
  private readonly deferred = new Set<number>();
  private readonly deferredChats = new Set<string>();
  private readonly running = new Set<Promise<void>>();
  /** The last admission started per chat: the next one of that chat waits for it (AD-001). */
  private readonly admitting = new Map<string, Promise<void>>();
  /**
   * Turns without a source (triggers), waiting for their session in submission order — and, when sessions
   * are leased, for its grant. Their rows are in the store; after a restart their owner submits them again.
   */
  private readonly sessionTurns: SessionTurn[] = [];
  /** The grants the running turns without a source run under, when sessions are leased. */
  private readonly turnGrants = new Set<SessionGrant>();
  private activeTurns = 0;
  private peakHeld = 0;
  private peakActiveTurns = 0;
  private scheduled = false;
  private pumping = false;
  private pumpAgain = false;
  private scheduling: Promise<void> | undefined;
  private scheduleAgain = false;
  private poll: TimerHandle | undefined;
  /** A look when the first source still in its reorder window leaves it, and when that is. */
  private settleLook: { handle: TimerHandle; at: number } | undefined;
  private started = false;
  private stopping = false;
  private readonly timers: Timers;
  /** Never gives up: what failed may have been passing, and a parked source stalls its chat. */
  private readonly retryPolicy: RetryPolicy;

  constructor(options: DispatcherOptions) {
    this.options = options;
    this.timers = options.timers ?? systemTimers;
    this.retryPolicy = new RetryPolicy({
      baseMs: options.retryMs ?? RETRY_FIRST_MS,
      capMs: RETRY_CAP_MS,
      attempts: Infinity,
    });
  }

  /** Begins admitting; until then sources only collect in the inbox. */
  start(): void {
    this.started = true;
    const { leasing } = this.options;
    if (leasing) {
      this.poll = this.timers.setInterval(() => this.wake(), leasing.pollMs, { unref: true });
    }
    this.wake();
  }

  /** What admission waited for is known now: try the deferred sources again, in order. */
  resumeDeferred(): void {
    this.deferred.clear();
    this.deferredChats.clear();
    this.wake();
  }

  /**
   * Something may have arrived in the inbox or ended: look again, soon and once. On the next turn of the
   * event loop, never in the same one: acknowledgements, the control API and signals always get their turn.
   */
  wake(): void {
    if (this.scheduled || this.stopping || !this.started) return;
    this.scheduled = true;
    const sessions = this.options.leasing?.sessions;
    setImmediate(() => {
      this.scheduled = false;
      if (this.pumpRetry || this.stopping) return;
      // One look at a time: a wake while one is out looks again once it is done.
      if (this.pumping) {
        this.pumpAgain = true;
        return;
      }
      this.pumping = true;
      // A wake from inside one session's work must not lend its grant to every source the pump takes.
      void (sessions ? sessions.outside(() => this.pump()) : this.pump())
        .then(
          () => this.pumped(),
          (error: unknown) => this.pumpFailed(error),
        )
        .finally(() => {
          this.pumping = false;
          if (this.pumpAgain) {
            this.pumpAgain = false;
            this.wake();
          }
        });
    });
  }

  private pumped(): void {
    if (this.pumpFailures > 0)
      this.options.logger.info(
        `dispatching again: the store answers (after ${this.pumpFailures} failed look(s))`,
      );
    this.pumpFailures = 0;
  }

  private pumpFailed(error: unknown): void {
    // The store failed under it: an exception here would have no caller and take the process down
    // unexplained. What waits stays in the inbox; the look is tried again after a backoff, logged once.
    if (this.pumpFailures === 0)
      this.options.logger.error('dispatching paused: the store failed; trying again with backoff:', error);
    this.pumpRetry = this.timers.setTimeout(
      () => {
        this.pumpRetry = undefined;
        this.wake();
      },
      this.retryPolicy.delayMs(++this.pumpFailures),
      { unref: true },
    );
  }

  /** How much is held and running, and what waits in the inbox (TR-004). */
  async load(): Promise<DispatchLoad> {
    const unfinished = await this.options.inbox.unfinishedCount();
    return {
      heldSources: this.held.size,
      peakHeldSources: this.peakHeld,
      activeHandlers: this.activeTurns,
      peakActiveHandlers: this.peakActiveTurns,
      waitingInInbox: Math.max(0, unfinished - this.held.size),
    };
  }

  /**
   * Graceful stop: nothing new starts; handlers already running keep their sources until they settle
   * or `timeoutMs` passes (TR-009). What is left waits in the inbox for the next start.
   */
  async drain(timeoutMs: number): Promise<void> {
    this.stopping = true;
    this.timers.clearInterval(this.poll);
    this.timers.clearTimeout(this.settleLook?.handle);
    this.timers.clearTimeout(this.pumpRetry);
    for (const retry of this.retries) this.timers.clearTimeout(retry);
    this.retries.clear();
    await waitAtMost(Promise.allSettled([...this.running]), timeoutMs, this.timers);
  }

  private async pump(): Promise<void> {
    if (this.stopping) return;
    const { inbox, memoryQueueBound } = this.options;
    const sessions = this.options.leasing?.sessions;
    const filter = sessions?.filter();
    // What the inbox shows is as of the query, so a source's reorder window is judged at that time, not
    // later: on a slow query an earlier source recorded meanwhile by another instance is missing from it.
    const seenAt = this.options.leasing?.clock() ?? 0;
    // Control commands come from the message alone and go ahead of the queue (AD-009).
    // Shared, a command waits for its chat's earlier sources — but not those parked or deferred here — and,
    // like any source, for those another instance could still be recording.
    for (const source of await inbox.waitingCommands(filter, [...this.parked, ...this.deferred])) {
      if (!this.settled(source, seenAt, new Set())) continue;
      await this.hold(source);
    }
    const room = memoryQueueBound - this.held.size;
    if (room > 0) {
      const skip = [...this.held.keys(), ...this.parked, ...this.deferred];
      const settling = new Set<string>();
      for (const source of await inbox.unfinished(skip, room, filter)) {
        if (!this.settled(source, seenAt, settling)) continue;
        await this.hold(source);
      }
    }
    await this.schedule();
  }

  /**
   * Whether a source may be admitted now: alone, always; with other instances, once no source of its chat
   * received by one of them could still come before it (`reorderMs`). `settling` collects the chats whose
   * earlier source is still settling: their later sources wait behind it, in provider order.
   */
  private settled(source: SourceRow, seenAt: number, settling: Set<string>): boolean {
    const { leasing } = this.options;
    if (!leasing || source.admission !== null) return true;
    if (settling.has(source.chatId)) return false;
    if (seenAt - source.receivedAt >= leasing.reorderMs) return true;
    settling.add(source.chatId);
    this.lookWhenSettled(source.receivedAt + leasing.reorderMs);
    return false;
  }

  /**
   * A look at `at` (the leasing clock), when a source leaves its reorder window: nothing else may happen then
   * to wake the dispatcher — the look every `pollMs` is a fallback, and the store's changes tell of writes.
   */
  private lookWhenSettled(at: number): void {
    const { leasing } = this.options;
    if (!leasing || (this.settleLook && this.settleLook.at <= at)) return;
    this.timers.clearTimeout(this.settleLook?.handle);
    const handle = this.timers.setTimeout(
      () => {
        this.settleLook = undefined;
        this.wake();
      },
      Math.max(0, at - leasing.clock()),
      { unref: true },
    );
    this.settleLook = { handle, at };
  }

  /**
   * The grant to take a source under, when sessions are leased: undefined while another instance holds its
   * session — or while work of an earlier grant of it is still in hand here, which must end before a new
   * grant's work starts (it finds its writes refused).
   */
  private async grantFor(key: string, sessions: SessionLeasing): Promise<SessionGrant | undefined> {
    const inHand = [
      ...[...this.held.values()].flatMap((held) => (held.grant ? [held.grant] : [])),
      ...this.turnGrants,
    ];
    if (inHand.some((grant) => grant.conversationKey === key && !sessions.holds(grant))) return undefined;
    return sessions.claim(key);
  }

  private async hold(read: SourceRow): Promise<void> {
    if (this.held.has(read.seq) || this.parked.has(read.seq)) return;
    const sessions = this.options.leasing?.sessions;
    const grant = sessions && (await this.grantFor(sessions.conversationOf(read), sessions));
    if (sessions && !grant) return;
    // Read before the grant, the row may be stale: the instance whose lease ran out could still write until
    // this one was granted the session (its admission, say). Under the grant it is read again, and stays put.
    const source = grant ? await this.options.inbox.get(read.messageId) : read;
    if (!source || !UNFINISHED.has(source.state)) return;
    const held: Held = { source, running: false, ...(grant ? { grant } : {}) };
    this.held.set(source.seq, held);
    this.peakHeld = Math.max(this.peakHeld, this.held.size);
    // A source admitted before this process started is being recovered.
    this.options.timing.mark(source.admission ? 'recovery' : 'lane', source.messageId);
    // A control command is read from its own message alone: it waits for no earlier admission (AD-009) —
    // but shared, for those of its chat that came before it (Inbox.waitingCommands), or a /stop finds
    // nothing yet of the request it was sent to stop.
    if (source.command && !this.options.leasing) {
      void this.admitOrPark(held);
      return;
    }
    const chat = source.chatId;
    const next = (this.admitting.get(chat) ?? Promise.resolve()).then(() => this.admitOrPark(held));
    this.admitting.set(chat, next);
    void next.finally(() => {
      if (this.admitting.get(chat) === next) this.admitting.delete(chat);
    });
  }

  /** Admits, and parks the source when the store fails under the admission's own bookkeeping (issue 22). */
  private admitOrPark(held: Held): Promise<void> {
    return this.admit(held).catch((error: unknown) => {
      // Its turn may have started before the failure: that one settles the source, never a second run.
      if (this.held.get(held.source.seq) === held && !held.running)
        this.park(held.source, 'admitting a source failed', error);
      else this.options.logger.error('after admitting a source, the store failed:', error);
      this.wake();
    });
  }

  private async admit(held: Held): Promise<void> {
    const { source } = held;
    if (this.deferredChats.has(source.chatId)) {
      this.held.delete(source.seq);
      this.deferred.add(source.seq);
      return;
    }
    let admitted: Admitted;
    try {
      admitted = await this.underGrant(held, () => this.options.work.admit(source));
    } catch (error) {
      if (this.leaseLost(held, error)) return;
      this.park(source, 'admission failed for a source', error);
      return;
    }
    if (admitted.kind === 'defer') {
      this.held.delete(source.seq);
      this.deferred.add(source.seq);
      this.deferredChats.add(source.chatId);
      this.wake();
      return;
    }
    if (admitted.kind === 'done') {
      // Done means the source moved on; one still unfinished would be found and admitted again at once.
      const after = await this.stateAfterWork(source);
      if (after.failed) this.park(source, 'reading a source back after its admission failed', after.error);
      else if (after.unfinished) this.park(source, 'admission left a source where it was');
      else {
        this.held.delete(source.seq);
        this.failures.delete(source.seq);
      }
      this.wake();
      return;
    }
    held.admitted = admitted;
    if (admitted.kind === 'now') this.launch(held);
    await this.schedule();
    // A command of its chat may have waited for this admission (Inbox.waitingCommands): look again.
    if (this.options.leasing) this.wake();
  }

  /**
   * Runs a turn that has no source under the same fence and handler bound as a source's turn: after the
   * session's earlier turns, one at a time per session (AD-002) — and, when sessions are leased, under the
   * session's grant, waiting while another instance holds it.
   */
  submitTurn(sessionId: string, run: () => Promise<void>): void {
    this.sessionTurns.push({ sessionId, run });
    this.wake();
  }

  /**
   * Starts what may start now. One pass at a time (a pass waits on the store for grants): a call while one
   * is out makes it go round once more, and waits for that.
   */
  private schedule(): Promise<void> {
    if (this.scheduling) {
      this.scheduleAgain = true;
      return this.scheduling;
    }
    const pass = async (): Promise<void> => {
      try {
        do {
          this.scheduleAgain = false;
          await this.scheduleOnce();
        } while (this.scheduleAgain && !this.stopping);
      } finally {
        this.scheduling = undefined;
      }
    };
    this.scheduling = pass();
    return this.scheduling;
  }

  private async scheduleOnce(): Promise<void> {
    const sessions = this.options.leasing?.sessions;
    // A copy: the list may change while this pass waits on the store (a turn put back in front, a new one).
    for (const turn of [...this.sessionTurns]) {
      if (this.stopping || this.activeTurns >= this.options.maxHandlers) return;
      if (this.busySessions.has(turn.sessionId)) continue;
      let grant: SessionGrant | undefined;
      if (sessions) {
        const key = await sessions.conversationOfSession(turn.sessionId);
        if (key === undefined) {
          this.dropSessionTurn(turn);
          this.options.logger.error(
            `a turn without a source names no session in the store (${turn.sessionId}); it was dropped`,
          );
          continue;
        }
        // Another instance holds the session: the turn waits here, and the poll asks again.
        grant = await this.grantFor(key, sessions);
        if (!grant) continue;
        if (this.stopping || this.activeTurns >= this.options.maxHandlers) return;
        if (this.busySessions.has(turn.sessionId)) continue;
      }
      if (!this.dropSessionTurn(turn)) continue;
      this.runSessionTurn(turn, grant);
    }
    for (const held of this.held.values()) {
      if (this.activeTurns >= this.options.maxHandlers) return;
      if (held.running || held.admitted?.kind !== 'turn') continue;
      if (held.grant && sessions && !sessions.holds(held.grant)) {
        // Its session went to another instance meanwhile: the source is that instance's to run now.
        this.held.delete(held.source.seq);
        continue;
      }
      if (this.busySessions.has(held.admitted.sessionId)) continue;
      this.busySessions.add(held.admitted.sessionId);
      this.activeTurns++;
      this.peakActiveTurns = Math.max(this.peakActiveTurns, this.activeTurns);
      this.launch(held);
    }
  }

  /** Takes a turn out of the waiting list; false when it is no longer there. */
  private dropSessionTurn(turn: SessionTurn): boolean {
    const at = this.sessionTurns.indexOf(turn);
    if (at < 0) return false;
    this.sessionTurns.splice(at, 1);
    return true;
  }

  private runSessionTurn(turn: SessionTurn, grant: SessionGrant | undefined): void {
    const sessions = this.options.leasing?.sessions;
    this.busySessions.add(turn.sessionId);
    this.activeTurns++;
    this.peakActiveTurns = Math.max(this.peakActiveTurns, this.activeTurns);
    if (grant) this.turnGrants.add(grant);
    const task = (grant && sessions ? sessions.run(grant, turn.run) : turn.run())
      .catch((error: unknown) => {
        if (error instanceof LeaseLostError && grant) {
          // Stopped like a source's work: nothing more of it is written here. Its rows are in the store, so it
          // waits for the session's grant again; its owner finds there what the other instance made of it.
          this.options.leasing?.sessions.lost(grant);
          this.options.logger.warn(
            `the lease of a session was taken over by another instance; its turn here stopped (token ${grant.token})`,
          );
          this.sessionTurns.unshift(turn);
          return;
        }
        this.options.logger.error('a turn without a source failed:', error);
      })
      .finally(() => {
        this.running.delete(task);
        if (grant) this.turnGrants.delete(grant);
        this.busySessions.delete(turn.sessionId);
        this.activeTurns--;
        this.wake();
      });
    this.running.add(task);
  }

  private launch(held: Held): void {
    held.running = true;
    const { source, admitted } = held;
    let lost = false;
    let failure: unknown;
    const task = this.underGrant(held, () => this.options.work.run(source))
      .catch((error: unknown) => {
        lost = this.leaseLost(held, error);
        if (!lost) failure = error;
      })
      .finally(async () => {
        // Work stopped by a lost lease is not parked: the source is the new holder's, or this instance's again.
        // Read while the source is still held, so that no look at the inbox takes it up meanwhile.
        const after = lost ? { unfinished: false, failed: false } : await this.stateAfterWork(source);
        this.running.delete(task);
        this.held.delete(source.seq);
        if (admitted?.kind === 'turn') {
          this.busySessions.delete(admitted.sessionId);
          this.activeTurns--;
        }
        if (after.failed || after.unfinished)
          this.park(
            source,
            failure !== undefined
              ? 'a source handler failed'
              : after.failed
                ? 'reading a source back after its handler failed'
                : 'a source handler ended without moving its source on',
            failure ?? after.error,
          );
        else if (failure !== undefined) this.options.logger.error('a source handler failed:', failure);
        else this.failures.delete(source.seq);
        this.wake();
      });
    this.running.add(task);
  }

  private underGrant<T>(held: Held, work: () => Promise<T>): Promise<T> {
    const sessions = this.options.leasing?.sessions;
    return held.grant && sessions ? sessions.run(held.grant, work) : work();
  }

  /**
   * Whether the work of a source stopped because its session's lease went to another instance: then it is
   * let go — nothing more of it is written or sent here — and the session forgotten until granted again.
   */
  private leaseLost(held: Held, error: unknown): boolean {
    if (!(error instanceof LeaseLostError) || !held.grant) return false;
    this.options.leasing?.sessions.lost(held.grant);
    this.held.delete(held.source.seq);
    this.options.logger.warn(
      `the lease of a session was taken over by another instance; its work here stopped (token ${held.grant.token})`,
    );
    return true;
  }

  /**
   * A source read back after its work said it was done: unfinished while it still is — or is not found by its
   * own id, which is no better. A store that fails the read is told, not thrown: the source then waits out a
   * backoff like failed work, where an error escaping a handler's cleanup would take the process down.
   */
  private async stateAfterWork(
    source: SourceRow,
  ): Promise<{ unfinished: boolean; failed: boolean; error?: unknown }> {
    try {
      const after = await this.options.inbox.get(source.messageId);
      return { unfinished: after === undefined || UNFINISHED.has(after.state), failed: false };
    } catch (error) {
      return { unfinished: true, failed: true, error };
    }
  }

  /** Leaves a source alone until its retry, logging why and when it is taken again. */
  private park(source: SourceRow, why: string, error?: unknown): void {
    this.held.delete(source.seq);
    this.parked.add(source.seq);
    const failed = this.failures.get(source.seq) ?? 0;
    this.failures.set(source.seq, failed + 1);
    const delay = this.retryPolicy.delayMs(failed + 1);
    const line = `${why}; it is taken again in ${delay} ms`;
    if (error === undefined) this.options.logger.error(line);
    else this.options.logger.error(`${line}:`, error);
    const retry = this.timers.setTimeout(
      () => {
        this.retries.delete(retry);
        this.parked.delete(source.seq);
        this.wake();
      },
      delay,
      { unref: true },
    );
    this.retries.add(retry);
  }
}
