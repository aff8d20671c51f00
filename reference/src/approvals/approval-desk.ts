import { createHash, randomBytes } from 'node:crypto';
import { RetryPolicy, sleep, systemTimers } from '../../../runtime/src/index.ts';
import type { TimerHandle, Timers } from '../../../runtime/src/index.ts';
import type { Clock } from '../clock.ts';
import type { ApprovalDecision, ApprovalHandler, ApprovalRequest } from '../core/host.ts';
import { deliveryUuid } from '../delivery/delivery-uuid.ts';
import type { Logger } from '../logger.ts';
import type { Provider } from '../provider/provider.ts';
import type { ApprovalRow, ApprovalState } from '../store/approvals.ts';
import type { Store } from '../store/store.ts';
import type { CardAnswer, CardCallback } from '../transport/card-callback.ts';
import { sameSecret } from '../transport/same-secret.ts';
import { pendingCard, settledCard, type ButtonValue, type Operation } from './approval-card.ts';

export interface ApprovalDeskOptions {
  store: Store;
  provider: Pick<Provider, 'reply' | 'patch'>;
  clock: Clock;
  logger: Logger;
  /** A pending approval expires to decline after this long (HO-008). */
  ttlMs: number;
  /** The app's verification token: a click that does not carry it is not trusted. Without one, nothing is. */
  verificationToken: string | undefined;
  /** Our turn running on a host thread, if one is. */
  turnOf: (threadId: string, hostTurnId: string) => string | undefined;
  /** Holds the turn's idle timer while the host waits on the user; returns the release. */
  holdIdle: (turnId: string) => () => void;
  /**
   * Several instances share the store: a card click reaches any of them. Each approval names the instance
   * whose host waits on it; another instance records the decision, which the holder finds by looking every
   * `pollMs` at the approvals it waits on, and answers its host. None when this instance is alone.
   */
  sharing?: { instanceId: string; isAlive: (instanceId: string) => Promise<boolean>; pollMs: number };
  /** Attempts at posting or updating one card. Default 3. */
  attempts?: number;
  /** The wait after a failed attempt; it doubles after each. Default 200 ms. */
  retryDelayMs?: number;
  timers?: Timers;
}

type Decision = ButtonValue['decision'];
type Settled = Exclude<ApprovalState, 'pending'>;

const DECISIONS: ReadonlySet<unknown> = new Set<Decision>(['accept', 'acceptForSession', 'decline']);

/** What the host hears for each way an approval settles; a retired request hears nothing. */
const ANSWER: Record<Settled, ApprovalDecision | undefined> = {
  accept: 'accept',
  acceptForSession: 'acceptForSession',
  decline: 'decline',
  expired: 'decline',
  retired: undefined,
};

interface Waiter {
  resolve: (decision: ApprovalDecision | undefined) => void;
  timer: TimerHandle;
}

/** How long a click waits for another instance to record the card it clicked; Lark waits 3 s for the answer. */
const CARD_RECORDED_WAIT_MS = 1_000;

const toast = (type: NonNullable<CardAnswer['toast']>['type'], content: string): CardAnswer => ({
  toast: { type, content },
});

/**
 * Approvals (HO-008, DE-011): each approval request of the host becomes a card in the conversation of its
 * turn, bound to the exact operation, the user whose message started the turn, that chat and an expiry.
 * Only a verified click grants — the app's verification token, the bound user, the operation's own card,
 * before the expiry, not yet decided — and the host gets exactly one answer: the decision, decline on
 * expiry, or none when the host withdrew the request first. The card then says how it ended.
 */
export class ApprovalDesk implements ApprovalHandler {
  private readonly options: Required<Omit<ApprovalDeskOptions, 'sharing'>> &
    Pick<ApprovalDeskOptions, 'sharing'>;
  /** Approvals this process asked the user for and the host still waits on. */
  private readonly waiters = new Map<string, Waiter>();
  /** Card updates in flight, so that a test or a stop can wait for them. */
  private readonly updates = new Set<Promise<void>>();
  private watch: TimerHandle | undefined;
  private readonly timers: Timers;
  private readonly retry: RetryPolicy;

  constructor(options: ApprovalDeskOptions) {
    this.options = { attempts: 3, retryDelayMs: 200, timers: systemTimers, ...options };
    this.timers = this.options.timers;
    this.retry = new RetryPolicy({
      baseMs: this.options.retryDelayMs,
      capMs: 30_000,
      attempts: this.options.attempts,
      timers: this.timers,
    });
  }

  async request(approval: ApprovalRequest): Promise<ApprovalDecision | undefined> {
    const { store, clock, logger, ttlMs, verificationToken } = this.options;
    const turnId = this.options.turnOf(approval.threadId, approval.turnId);
    const turn = turnId === undefined ? undefined : await store.turns.get(turnId);
    // A turn without a source (web input, a trigger) has nobody to ask: nothing is granted.
    const source = turn?.sourceMessageId ? await store.inbox.get(turn.sourceMessageId) : undefined;
    if (!turn || !source?.senderOpenId) {
      logger.warn(
        `approval for host turn ${approval.turnId} belongs to no running turn with a requester; declined`,
      );
      return 'decline';
    }
    if (verificationToken === undefined) {
      logger.warn(
        'approval declined: no verification token is configured (LARKSPUR_LARK_VERIFICATION_TOKEN), so no click could be verified',
      );
      return 'decline';
    }
    const operation: Operation = {
      ...(approval.command ? { command: approval.command } : {}),
      ...(approval.cwd ? { cwd: approval.cwd } : {}),
      ...(approval.paths ? { paths: approval.paths } : {}),
      ...(approval.reason ? { reason: approval.reason } : {}),
    };
    const approvalId = `apv_${randomBytes(8).toString('hex')}`;
    const bound = [
      approvalId,
      approval.threadId,
      approval.turnId,
      approval.itemId,
      String(approval.requestId),
      approval.kind,
      operation,
    ];
    const now = clock();
    const nth = await store.approvals.countOfTurn(turn.turnId);
    const row = await store.approvals.create({
      approvalId,
      turnId: turn.turnId,
      sourceMessageId: source.messageId,
      chatId: source.chatId,
      requesterOpenId: source.senderOpenId,
      kind: approval.kind,
      operation: JSON.stringify(operation),
      digest: createHash('sha256').update(JSON.stringify(bound)).digest('hex').slice(0, 32),
      hostThreadId: approval.threadId,
      hostRequestId: String(approval.requestId),
      createdAt: now,
      expiresAt: now + ttlMs,
      holder: this.options.sharing?.instanceId ?? null,
    });
    const release = this.options.holdIdle(turn.turnId);
    const decided = new Promise<ApprovalDecision | undefined>((resolve) => {
      this.waiters.set(approvalId, {
        resolve,
        timer: this.timers.setTimeout(() => {
          // A store that fails the expiry leaves the request pending; the host's own timeout ends it.
          this.settle(approvalId, 'expired', null).catch((error: unknown) =>
            this.options.logger.warn('an approval could not be expired:', error),
          );
        }, ttlMs),
      });
    });
    this.watchElsewhere();
    const posted = await this.post(row, operation, source.chatType === 'group', nth);
    // No card, no one to decide: the request is denied, not left waiting (fail closed).
    if (!posted) await this.settle(approvalId, 'decline', null);
    return decided.finally(release);
  }

  /** serverRequest/resolved: a request still pending was withdrawn by the host; its card is retired. */
  async resolved(settled: { threadId: string; requestId: string | number }): Promise<void> {
    const row = await this.options.store.approvals.ofRequest(settled.threadId, String(settled.requestId));
    if (row?.state === 'pending') await this.settle(row.approvalId, 'retired', null);
  }

  /** A click on a card. Anything but a verified click of the bound user on a pending approval grants nothing. */
  async click(callback: CardCallback): Promise<CardAnswer> {
    const { store, clock, logger, verificationToken } = this.options;
    if (verificationToken === undefined || !sameSecret(callback.verificationToken, verificationToken)) {
      logger.warn(`card click ${callback.eventId} does not carry the app's verification token; ignored`);
      return toast('error', 'This click could not be verified. Nothing was granted.');
    }
    const value = (callback.value ?? {}) as Partial<ButtonValue>;
    let row = typeof value.approval === 'string' ? await store.approvals.get(value.approval) : undefined;
    if (!row) return toast('warning', 'This card is not a pending approval.');
    row = await this.cardRecorded(row);
    if (
      row.cardMessageId !== callback.messageId ||
      row.chatId !== callback.chatId ||
      value.op !== row.digest ||
      !DECISIONS.has(value.decision)
    ) {
      logger.warn(
        `card click ${callback.eventId} names approval ${row.approvalId} from another card or operation; ignored`,
      );
      return toast('error', 'This button does not belong to this request. Nothing was granted.');
    }
    if (row.state !== 'pending') return toast('info', 'This request was already settled.');
    if (clock() >= row.expiresAt) {
      await this.settle(row.approvalId, 'expired', null);
      return toast('warning', 'This request expired and was denied.');
    }
    if (callback.operatorOpenId !== row.requesterOpenId) {
      logger.info(
        `card click ${callback.eventId} by someone other than the requester of ${row.approvalId}; ignored`,
      );
      return toast('warning', 'Only the person who asked can decide this request.');
    }
    // A card left by an earlier process: that host request is gone with it. One another live instance waits on
    // is decided here and answered there.
    const state: Settled =
      this.waiters.has(row.approvalId) || (await this.waitsElsewhere(row))
        ? (value.decision as Decision)
        : 'retired';
    if (!(await this.settle(row.approvalId, state, state === 'retired' ? null : callback.operatorOpenId))) {
      return toast('info', 'This request was already settled.');
    }
    if (state === 'retired')
      return toast('warning', 'This request is no longer waiting. Nothing was granted.');
    return toast('success', state === 'decline' ? 'Denied.' : 'Allowed.');
  }

  /**
   * At start: approvals left pending by an earlier process can never be answered; their cards say so. Those
   * another live instance waits on are left to it.
   */
  async recover(): Promise<void> {
    for (const row of await this.options.store.approvals.pending()) {
      if (!(await this.waitsElsewhere(row))) await this.settle(row.approvalId, 'retired', null);
    }
  }

  /**
   * The approval with its card recorded. A click can come as soon as the card is visible — before the instance
   * that posted it (this one or another) has its answer and recorded which message it is: the click waits for
   * that, briefly.
   */
  private async cardRecorded(row: ApprovalRow): Promise<ApprovalRow> {
    const deadline = this.options.clock() + CARD_RECORDED_WAIT_MS;
    const awaited = async (r: ApprovalRow) =>
      r.cardMessageId === null &&
      r.state === 'pending' &&
      (this.waiters.has(r.approvalId) || (await this.waitsElsewhere(r)));
    let current = row;
    while ((await awaited(current)) && this.options.clock() < deadline) {
      await sleep(20, this.timers);
      current = (await this.options.store.approvals.get(row.approvalId)) ?? current;
    }
    return current;
  }

  /** Whether another instance that lives waits on this approval for its host. */
  private async waitsElsewhere(row: ApprovalRow): Promise<boolean> {
    const { sharing } = this.options;
    return (
      sharing !== undefined &&
      row.holder !== null &&
      row.holder !== sharing.instanceId &&
      (await sharing.isAlive(row.holder))
    );
  }

  /**
   * With other instances: while this one's host waits on approvals, it looks at them in the store, since a
   * click on another instance settles them there; the host then hears the decision from here.
   */
  private watchElsewhere(): void {
    const { sharing, store } = this.options;
    if (!sharing || this.watch) return;
    let polling = false;
    const poll = async (): Promise<void> => {
      for (const [approvalId, waiter] of this.waiters) {
        const state = (await store.approvals.get(approvalId))?.state;
        if (state === undefined || state === 'pending') continue;
        if (!this.waiters.delete(approvalId)) continue;
        this.timers.clearTimeout(waiter.timer);
        waiter.resolve(ANSWER[state]);
      }
    };
    this.watch = this.timers.setInterval(
      () => {
        // One look at a time; a store that fails now is looked at again at the next tick.
        if (!polling) {
          polling = true;
          void poll()
            .catch(() => undefined)
            .finally(() => (polling = false));
        }
        if (this.waiters.size === 0) {
          this.timers.clearInterval(this.watch);
          this.watch = undefined;
        }
      },
      sharing.pollMs,
      { unref: true },
    );
  }

  /** The host went away: every request it made is gone, unanswered. */
  async hostGone(): Promise<void> {
    for (const approvalId of [...this.waiters.keys()]) await this.settle(approvalId, 'retired', null);
  }

  /** Card updates still in flight. */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.updates]);
  }

  /** Settles an approval once: the host hears its answer, and the card says how it ended. */
  private async settle(approvalId: string, state: Settled, decidedBy: string | null): Promise<boolean> {
    const { store, clock } = this.options;
    if (!(await store.approvals.settle(approvalId, state, decidedBy, clock()))) return false;
    const row = (await store.approvals.get(approvalId))!;
    // The card's update is under way before the host hears the answer: whoever waits on `settled` then waits for it.
    if (row.cardMessageId !== null) this.track(this.updateCard(row, state));
    const waiter = this.waiters.get(approvalId);
    this.waiters.delete(approvalId);
    if (waiter) {
      this.timers.clearTimeout(waiter.timer);
      waiter.resolve(ANSWER[state]);
    }
    return true;
  }

  private track(update: Promise<void>): void {
    this.updates.add(update);
    void update.finally(() => this.updates.delete(update));
  }

  private async post(
    row: ApprovalRow,
    operation: Operation,
    inThread: boolean,
    nth: number,
  ): Promise<boolean> {
    const { store, provider } = this.options;
    const uuid = deliveryUuid(row.sourceMessageId, 'approval', nth);
    const message = { msgType: 'interactive' as const, content: pendingCard(row, operation) };
    const sent = await this.retried('posting an approval card', () =>
      provider.reply(row.sourceMessageId, message, { uuid, inThread }),
    );
    if (!sent) return false;
    await store.approvals.setCard(row.approvalId, sent.messageId);
    // Settled while the card was on its way (the host withdrew it): the card must not stay actionable.
    const now = (await store.approvals.get(row.approvalId))!;
    if (now.state !== 'pending') this.track(this.updateCard(now, now.state));
    return true;
  }

  private async updateCard(row: ApprovalRow, state: Settled): Promise<void> {
    const card = settledCard(row, JSON.parse(row.operation) as Operation, state);
    await this.retried('updating an approval card', () =>
      this.options.provider.patch(row.cardMessageId!, card),
    );
  }

  private async retried<T>(what: string, call: () => Promise<T>): Promise<T | undefined> {
    const { logger } = this.options;
    return this.retry
      .run(call, { onFailure: (error, attempt) => logger.warn(`${what}, attempt ${attempt} failed:`, error) })
      .catch(() => undefined);
  }
}
