import type { Capability, ControlHealth, ControlReady } from '../../generated/types/index.ts';
import {
  isEnvironmentFailure,
  logStoreHealth,
  StoreHealth,
  type StoreHealthState,
} from './store/store-health.ts';
import { CONTRACT_VERSIONS, SPEC_VERSION } from '../../generated/spec.ts';
import { ApprovalDesk } from './approvals/approval-desk.ts';
import { RetryPolicy, RetryStoppedError, systemTimers, waitAtMost } from '../../runtime/src/index.ts';
import type { TimerHandle, Timers } from '../../runtime/src/index.ts';
import type { Clock } from './clock.ts';
import { AttachedBroker } from './attached/broker.ts';
import { ClaimWaiters } from './attached/claim-waiters.ts';
import { attachedRoutes } from './attached/control-routes.ts';
import { ControlServer } from './control/control-server.ts';
import { Admission } from './core/admission.ts';
import { Commands } from './core/commands.ts';
import { Dispatcher } from './core/dispatcher.ts';
import type { Host } from './core/host.ts';
import { SessionInputDesk } from './core/session-input-desk.ts';
import { SourceHandler } from './core/source-handler.ts';
import type { SessionLeasing } from './core/session-leasing.ts';
import { Stopper } from './core/stopper.ts';
import { TurnRunner } from './core/turn-runner.ts';
import { Delivery, type DeliveryOptions } from './delivery/delivery.ts';
import type { ResolvedKnobs } from './launch/knobs.ts';
import type { Logger } from './logger.ts';
import { MediaStore } from './media/media-store.ts';
import { noTiming, type Timing } from './observe/timing.ts';
import type { Provider } from './provider/provider.ts';
import type { Store } from './store/store.ts';
import type { Intake } from './transport/intake.ts';
import { JournalDrainer } from './intake-journal/journal-drainer.ts';
import { JournalRecorder } from './intake-journal/journal-recorder.ts';
import { JournalWriter } from './intake-journal/journal-writer.ts';
import type { IntakeSink } from './transport/intake.ts';
import { BatchRecorder } from './transport/batch-recorder.ts';
import { inboxBatches } from './transport/inbox-batches.ts';
import { triggerRoutes } from './triggers/control-routes.ts';
import { TriggerDesk } from './triggers/trigger-desk.ts';
import type { StoreChanges } from './store/postgres-changes.ts';

export const IMPLEMENTATION = { name: 'larkspur-reference', version: '0.1.0' } as const;

/**
 * What the reference server really supports whatever its intake. Its intake adds long-connection
 * (reference.impl.json) or webhook (reference-webhook.impl.json).
 */
export const CAPABILITIES: Capability[] = [
  'control',
  'control.stop',
  'control.dispatch',
  'event-timing',
  'progress',
  'markdown',
  'reply-threading',
  'model-provider',
  'delivery-modes',
  'attached-sessions',
  'triggers',
  'approvals',
  'media',
  // LARKSPUR_KNOBS is read at launch (cli.ts), whatever the intake.
  'knobs',
];

export interface ReferenceServerOptions {
  store: Store;
  provider: Provider;
  intake: Intake;
  host: Host;
  knobs: ResolvedKnobs;
  control: { port: number; token: string };
  clock: Clock;
  logger: Logger;
  /** The private store of images and files while their turn runs (HO-010): owner-only, emptied at start. */
  mediaDir: string;
  /** The app's verification token: card clicks that do not carry it are not trusted (HO-008). */
  verificationToken?: string;
  /** Content-free timing lines (LARKSPUR_EVENT_TIMING=1); none by default. */
  timing?: Timing;
  /** This instance in its installation's store, for GET /v1/ready; none when not given. */
  instance?: () => Promise<NonNullable<ControlReady['instance']>>;
  /** Several instances share the store: this one runs only the sessions it is granted (AD-002). */
  leasing?: SessionLeasing;
  /**
   * With `leasing`: the shared store tells of each change another instance may have made for this one (its
   * inbox, its sessions' leases, claims, triggers), and this instance looks then rather than every 50 ms.
   */
  changes?: StoreChanges;
  /**
   * The intake journal's directory (SQLite; PostgreSQL when the operator chose it): the intake records each
   * source there before its ACK, and the dispatcher's side drains it into the inbox (issue 22). Without it,
   * sources are recorded in the inbox itself.
   */
  intakeJournalDir?: string;
  /**
   * An intake journal this server does not write (PostgreSQL, recording straight into the inbox): one an
   * earlier start with `--intake-journal local` left, drained into the inbox at start, so that what that
   * start acknowledged is never stranded by a change of mode.
   */
  formerJournalDir?: string;
  /** The health of the store as this process's reads and writes find it (the intake's own is added to it). */
  storeHealth?: StoreHealth;
  /** Overrides for delivery's retry pacing and sizes; tests shrink them. */
  delivery?: Partial<Omit<DeliveryOptions, 'store' | 'provider' | 'clock' | 'logger'>>;
  /** Every wait of the server and its parts: a test hands ManualTime. */
  timers?: Timers;
}

/**
 * How often an instance that shares its store looks into the inbox, its claims and its triggers: other
 * instances record sources of its sessions there, and without the store's changes it hears of them no other
 * way — a few queries per look, on every instance, idle or not; it bounds the latency they add.
 */
const SHARED_INBOX_POLL_MS = 50;
/**
 * The same look when the store tells of its changes: only a fallback, for what changes by time alone (another
 * instance's lease running out) or while no connection listens. Idle, an instance then costs the store a
 * query or two a second rather than sixty (issue 19).
 */
const SHARED_FALLBACK_POLL_MS = 250;

/**
 * How far apart two instances may record sources of one chat that the provider sent one right after the other:
 * each source waits this long before admission, so that the one sent first is admitted first (AD-001).
 */
const REORDER_MS = 150;

/**
 * The reference server: intake → inbox → dispatcher → admission and turns on the host → delivery with
 * readback, and the control API beside it. Every part is given, so a test can build it from doubles.
 */
export class ReferenceServer {
  private readonly options: ReferenceServerOptions;
  private readonly dispatcher: Dispatcher;
  private readonly delivery: Delivery;
  private readonly stopper: Stopper;
  private readonly runner: TurnRunner;
  private readonly recorder: BatchRecorder;
  private readonly drainer: JournalDrainer | undefined;
  private journalWriter: JournalWriter | undefined;
  /** The health of the intake journal when this thread writes it (a webhook intake). */
  private journalHealth: StoreHealth | undefined;
  private readonly control: ControlServer;
  private readonly broker: AttachedBroker;
  private readonly triggers: TriggerDesk;
  private readonly approvals: ApprovalDesk;
  private readonly media: MediaStore;
  private botOpenId: string | undefined;
  private lastInstance: NonNullable<ControlReady['instance']> | undefined;
  private claimsLook: TimerHandle | undefined;
  /** Stops hearing of the shared store's changes. */
  private unheard: (() => void) | undefined;
  private readonly stopping = new AbortController();
  private readonly timers: Timers;

  constructor(options: ReferenceServerOptions) {
    this.options = options;
    const { store, provider, host, knobs, clock, logger } = options;
    const timers = (this.timers = options.timers ?? systemTimers);
    const timing = options.timing ?? noTiming;
    this.media = new MediaStore({
      dir: options.mediaDir,
      provider,
      maxBytes: knobs.mediaMaxBytes,
      ttlMs: knobs.mediaTtlMs,
      logger,
      timers,
    });
    const runner = new TurnRunner({
      store,
      host,
      clock,
      logger,
      idleTimeoutMs: knobs.idleTimeoutMs,
      hardTimeoutMs: knobs.hardTimeoutMs,
      stopTimedOut: (turnId) => this.stopper.stop(turnId, 'timed_out'),
      onProgress: (turnId, answer) => {
        // A draft is a courtesy: whatever fails in it is said, and the turn runs on.
        this.delivery
          .progress(turnId, answer)
          .catch((error: unknown) => logger.warn('progress post failed:', error));
      },
      media: this.media,
      timers,
    });
    this.runner = runner;
    this.stopper = new Stopper({
      store,
      host,
      runner,
      clock,
      logger,
      stopBudgetMs: knobs.stopBudgetMs,
      endDrafts: (turnId) => this.delivery.endDrafts(turnId),
      timers,
    });
    this.delivery = new Delivery({
      store,
      provider,
      clock,
      logger,
      timing,
      progressIntervalMs: knobs.progressIntervalMs,
      draftLimitChars: knobs.draftLimitChars,
      retryBudgetMs: knobs.deliveryRetryMs,
      // A call out for providerTimeoutMs and then abandoned is taken to land, if at all, within twice that again.
      lateWriteMs: 3 * knobs.providerTimeoutMs,
      timers,
      ...options.delivery,
    });
    this.approvals = new ApprovalDesk({
      store,
      provider,
      clock,
      logger,
      ttlMs: knobs.approvalTtlMs,
      verificationToken: options.verificationToken,
      turnOf: (threadId, hostTurnId) => runner.turnOnThread(threadId, hostTurnId),
      holdIdle: (turnId) => runner.holdIdle(turnId),
      timers,
      ...(options.leasing
        ? {
            sharing: {
              instanceId: options.leasing.instanceId,
              isAlive: async (id: string) => options.leasing!.isAlive(id),
              pollMs: SHARED_INBOX_POLL_MS,
            },
          }
        : {}),
    });
    host.handleApprovals(this.approvals);
    const admission = new Admission({ store, provider, knobs, clock, botOpenId: () => this.botOpenId });
    const delivery = this.delivery;
    this.broker = new AttachedBroker({
      store,
      clock,
      logger,
      claimWaitCapMs: knobs.claimWaitCapMs,
      waiters: new ClaimWaiters(timers),
      deliverTurn: (turnId) => delivery.deliverTurn(turnId),
      answered: async (turnId) => delivery.answered(turnId),
      ...(options.leasing
        ? {
            heldElsewhere: async (sessionId: string) =>
              (await options.leasing!.elsewhere(sessionId)) !== undefined,
          }
        : {}),
    });
    const work = new SourceHandler({
      store,
      admission,
      runner,
      commands: new Commands(store, this.stopper, clock),
      delivery: this.delivery,
      timing,
      attachedQueued: (sessionId) => this.broker.queued(sessionId),
    });
    this.dispatcher = new Dispatcher({
      inbox: store.inbox,
      work,
      maxHandlers: knobs.maxHandlers,
      memoryQueueBound: knobs.memoryQueueBound,
      logger,
      timing,
      timers,
      ...(options.leasing
        ? {
            leasing: {
              sessions: options.leasing,
              pollMs: this.sharedPollMs(),
              reorderMs: REORDER_MS,
              clock,
            },
          }
        : {}),
    });
    this.recorder = new BatchRecorder({
      store: inboxBatches(store, clock),
      timing,
      onRecorded: () => this.dispatcher.wake(),
    });
    const journalDir = options.intakeJournalDir ?? options.formerJournalDir;
    if (journalDir !== undefined)
      this.drainer = new JournalDrainer({
        dir: journalDir,
        store,
        shared: store.engine === 'postgres',
        logger,
        onRecorded: () => this.dispatcher.wake(),
        timers,
      });
    const inputs = new SessionInputDesk({
      store,
      host,
      runner,
      knobs,
      clock,
      logger,
      attachedQueued: (sessionId) => this.broker.queued(sessionId),
    });
    this.triggers = new TriggerDesk({
      store,
      clock,
      knobs,
      submitTurn: (sessionId, run) => this.dispatcher.submitTurn(sessionId, run),
      runTurn: (turnId, onDispatch) => runner.run(turnId, onDispatch),
      deliverTurn: (turnId) => delivery.deliverTurn(turnId),
      ...(options.leasing
        ? { holdsSession: async (sessionId: string) => options.leasing!.holdsSession(sessionId) }
        : {}),
    });
    this.control = new ControlServer({
      store,
      token: options.control.token,
      port: options.control.port,
      ready: () => this.readiness(),
      dispatch: () => this.dispatcher.load(),
      stopTurn: (turnId) => this.stopper.stop(turnId),
      sendInput: (sessionId, request) => inputs.send(sessionId, request),
      routes: [
        attachedRoutes(
          this.broker,
          options.leasing ? (sessionId, work) => options.leasing!.underSession(sessionId, work) : undefined,
        ),
        triggerRoutes(this.triggers, store),
      ],
      ...(options.leasing
        ? { holderElsewhere: async (sessionId: string) => options.leasing!.elsewhere(sessionId) }
        : {}),
      logger,
      timing,
    });
  }

  /** Starts every part; returns the control API's port. Sources left from a previous run are picked up. */
  async start(): Promise<{ controlPort: number }> {
    const controlPort = await this.control.listen();
    await this.options.leasing?.listening(`http://127.0.0.1:${controlPort}`);
    // Before any turn runs: files a crashed process left go, and so do the approvals it could not answer.
    this.media.open();
    await this.approvals.recover();
    // A host that cannot start at all is the install's mistake, said at once and alone: not a bot that answers
    // nothing. It starts before the intake — started beside it, the long connection's and the bot info's errors
    // came first and buried it; the cost is the host's initialize, once per start.
    await this.runner.startHost();
    this.dispatcher.start();
    // Work the inbox does not hold: attached completions not delivered yet, triggers still attempting.
    await this.broker.recover();
    if (this.options.leasing) {
      // Another instance may queue the input an open claim here waits for, or accept a trigger of a session this
      // one holds: the claims and the triggers look again, each poll.
      this.claimsLook = this.timers.setInterval(() => void this.lookAgain(), this.sharedPollMs(), {
        unref: true,
      });
      this.unheard = this.options.changes?.subscribe((table) => this.changed(table));
    }
    await this.triggers.recover();
    // Group sources wait for the bot's identity: it tells the bot's mentions and own messages apart.
    void this.learnBotIdentity().then(() => this.dispatcher.resumeDeferred());
    await this.options.intake.start({
      ...(await this.recording()),
      recorded: () => this.dispatcher.wake(),
      cardAction: (callback) => this.approvals.click(callback),
    });
    return { controlPort };
  }

  /**
   * Where the intake records: the intake journal, drained into the inbox, when there is one — written by the
   * intake's own thread if it has one, or here — and what an earlier process journaled is drained first;
   * otherwise the inbox itself, beside the drain of a journal an earlier start left.
   */
  private async recording(): Promise<Pick<IntakeSink, 'record' | 'reject' | 'journal' | 'journaled'>> {
    const direct: Pick<IntakeSink, 'record' | 'reject'> = {
      record: (source) => this.recorder.record(source),
      reject: (rejection) => {
        // Acknowledged all the same (TR-010): a rejection the store could not keep is only said.
        this.options.store.inbox
          .reject(rejection, this.options.clock())
          .catch((error: unknown) =>
            this.options.logger.warn('a rejected event could not be recorded:', error),
          );
      },
    };
    const { drainer } = this;
    if (!drainer) return direct;
    const segment = await drainer.open();
    void drainer.drain();
    const dir = this.options.intakeJournalDir;
    if (dir === undefined) return direct;
    const journaled = (at: Parameters<JournalDrainer['journaled']>[0]) => drainer.journaled(at);
    if (this.options.intake.writesJournal) return { ...direct, journal: { dir, segment }, journaled };
    const { clock, logger } = this.options;
    const writer = (this.journalWriter = new JournalWriter({ dir, segment }));
    const health = (this.journalHealth = new StoreHealth({ clock }));
    health.listen(logStoreHealth(logger, clock, 'the intake journal'));
    const recorder = new JournalRecorder({
      writer,
      clock,
      timing: this.options.timing ?? noTiming,
      logger,
      health,
      onJournaled: journaled,
    });
    return { record: (source) => recorder.record(source), reject: (rejection) => recorder.reject(rejection) };
  }

  /**
   * Graceful stop (TR-009): the intake closes first (what it received is in the inbox), handlers
   * already running get up to `drainMs` to settle, then the host and the control API close.
   */
  async stop(drainMs: number): Promise<void> {
    if (this.stopping.signal.aborted) return;
    this.stopping.abort();
    const { intake, host, logger, clock } = this.options;
    const started = clock();
    await intake.stop();
    // What the intake journaled goes into the inbox before the stop, within drainMs (the handlers' drain has
    // what is left of it): on a shared store the instances that take this one's sessions over answer it,
    // though this one may never come back. What the store did not take meanwhile is drained at the next start.
    if (this.drainer) {
      await waitAtMost(this.drainer.drain(), drainMs, this.timers);
      await this.drainer.close();
    }
    this.journalWriter?.close();
    this.timers.clearInterval(this.claimsLook);
    this.unheard?.();
    this.broker.waiters.wakeAll();
    logger.debug('intake closed');
    // Deliveries waiting out a backoff stop waiting: their journal resumes them at the next start (DE-009).
    this.delivery.close();
    await this.dispatcher.drain(Math.max(0, drainMs - (clock() - started)));
    await waitAtMost(Promise.all([this.delivery.settled(), this.approvals.settled()]), drainMs, this.timers);
    logger.debug('handlers drained');
    await host.close().catch((e: unknown) => logger.warn('closing the host failed:', e));
    logger.debug('host closed');
    await this.control.close();
    this.media.close();
  }

  private sharedPollMs(): number {
    return this.options.changes ? SHARED_FALLBACK_POLL_MS : SHARED_INBOX_POLL_MS;
  }

  /** The shared store changed (`table`; none: anything may have): look where it matters, as a poll would. */
  private changed(table?: string): void {
    if (table === undefined || table === 'sources' || table === 'session_leases') this.dispatcher.wake();
    if (table !== 'sources') void this.lookAgain();
  }

  private async lookAgain(): Promise<void> {
    this.broker.waiters.wakeAll();
    try {
      await this.triggers.adopt();
    } catch (error) {
      // The store failed under it; the next poll asks again, and a timer's exception would take the process
      // down. An outage is said once, by the store's health; only another failure is said here each time.
      if (!isEnvironmentFailure(error))
        this.options.logger.warn("looking for triggers of this instance's sessions failed:", error);
    }
  }

  private async readiness(): Promise<ControlReady> {
    const instance = this.options.instance && (await this.instanceNow(this.options.instance));
    const hostHealth = this.options.host.health;
    return {
      implementation: { ...IMPLEMENTATION },
      versions: {
        spec: SPEC_VERSION,
        control: CONTRACT_VERSIONS.control,
        host: CONTRACT_VERSIONS.host,
        provider: CONTRACT_VERSIONS.provider,
        launch: CONTRACT_VERSIONS.launch,
      },
      // Sessions leased over a shared store: several instances serve the bot together.
      capabilities: [
        ...CAPABILITIES,
        ...this.options.intake.capabilities,
        ...(this.options.leasing ? (['multi-instance'] as const) : []),
      ],
      providerReady: this.options.intake.connected,
      // A stopped host answers nothing until it is continued: not ready, though its handshake is done.
      hostReady: this.options.host.ready && hostHealth?.state !== 'failing',
      store: worstOf(
        this.options.storeHealth?.state,
        this.options.intake.storeHealth,
        this.journalHealth?.state,
      ),
      ...(hostHealth ? { host: hostHealth } : {}),
      ...(instance ? { instance } : {}),
      consumerLease: { state: 'held' },
    };
  }

  /**
   * Who this instance is, read from the store; while the store fails, as it was last read: /v1/ready answers
   * through an outage, and says so in `store` (issue 22).
   */
  private async instanceNow(
    read: () => Promise<NonNullable<ControlReady['instance']>>,
  ): Promise<NonNullable<ControlReady['instance']> | undefined> {
    try {
      this.lastInstance = await read();
    } catch (error) {
      if (!isEnvironmentFailure(error)) throw error;
    }
    return this.lastInstance;
  }

  /** The bot's open_id tells its own messages and its mentions apart; asked until known. */
  private async learnBotIdentity(): Promise<void> {
    const policy = new RetryPolicy({ baseMs: 200, capMs: 30_000, attempts: Infinity, timers: this.timers });
    try {
      const info = await policy.run(() => this.options.provider.botInfo(), {
        signal: this.stopping.signal,
        onFailure: (error) =>
          this.options.logger.warn('bot info unavailable; group messages wait for it:', error),
      });
      this.botOpenId = info.openId;
    } catch (error) {
      // Only a stop ends the asking; the next start asks again.
      if (!(error instanceof RetryStoppedError)) throw error;
    }
  }
}

/** The store's health over its connections: failing while any fails, since the first began. */
function worstOf(...states: (StoreHealthState | undefined)[]): ControlHealth {
  const failing = states.filter((h): h is StoreHealthState => h?.state === 'failing');
  if (failing.length === 0) return { state: 'ok' };
  const since = Math.min(...failing.map((h) => h.since ?? Number.MAX_SAFE_INTEGER));
  return {
    state: 'failing',
    ...(since < Number.MAX_SAFE_INTEGER ? { since } : {}),
    ...(failing[0]!.error ? { error: failing[0]!.error } : {}),
  };
}
