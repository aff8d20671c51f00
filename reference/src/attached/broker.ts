import type {
  ControlAttachedBindRequest,
  ControlAttachedClaim,
  ControlAttachedClaimRequest,
  ControlAttachedCloseRequest,
  ControlAttachedCompleteRequest,
  ControlAttachedCompletion,
  ControlAttachedSession,
} from '../../../generated/types/index.ts';
import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import type { AttachedRow, ClaimRow } from '../store/attached-sessions.ts';
import { conversationKey, type Conversation } from '../store/sessions.ts';
import type { Store } from '../store/store.ts';
import { ClaimWaiters } from './claim-waiters.ts';

/** A refusal of the broker: an HTTP status and a stable code, said in one line. */
export interface Refusal {
  refused: { status: 403 | 404 | 409 | 422; code: string; message: string };
}

export type Answer<T> = { ok: T; created?: boolean } | Refusal;

export interface BrokerOptions {
  store: Store;
  clock: Clock;
  logger: Logger;
  /** Longest claim wait (AS-003): the claimWaitCapMs knob. */
  claimWaitCapMs: number;
  /** Delivers an ended turn as the answer of its input (Delivery.deliverTurn): the normal path (AS-005). */
  deliverTurn: (turnId: string) => Promise<void>;
  /** Whether a turn's answer was delivered and read back (Delivery.answered). */
  answered: (turnId: string) => Promise<'delivered' | 'pending' | 'failed'>;
  waiters?: ClaimWaiters;
  /**
   * Several instances share the store: whether another live instance holds the session now. Its completions
   * are that instance's to deliver, and recovery leaves them to it.
   */
  heldElsewhere?: (sessionId: string) => Promise<boolean>;
}

const refuse = (status: Refusal['refused']['status'], code: string, message: string): Refusal => ({
  refused: { status, code, message },
});
const iso = (ms: number): string => new Date(ms).toISOString();

/**
 * The attached-session broker: represents an already-running host session as the session of one
 * conversation. It never starts or resumes a host runtime (AS-001): Lark and web input queue as turns of
 * the session, the host claims them oldest first (AS-002, AS-003) and writes back the response, which is
 * delivered as the answer of the input (AS-005). Claims and completions are keyed by the host's own ids,
 * so a retry returns the first result (AS-004).
 */
export class AttachedBroker {
  private readonly options: BrokerOptions;
  readonly waiters: ClaimWaiters;
  /** Deliveries of completions under way, so a repeated completion waits for the same one. */
  private readonly delivering = new Map<string, Promise<void>>();

  constructor(options: BrokerOptions) {
    this.options = options;
    this.waiters = options.waiters ?? new ClaimWaiters();
  }

  async bind(request: ControlAttachedBindRequest): Promise<Answer<ControlAttachedSession>> {
    const { store, clock } = this.options;
    if (request.agentId === request.executorEndpointId) {
      return refuse(
        422,
        'SAME_IDENTITY',
        'agentId and executorEndpointId must be distinct identities (AS-001)',
      );
    }
    const conversation: Conversation = {
      chatId: request.conversation.chatId,
      chatType: request.conversation.chatType,
      ...(request.conversation.topicId ? { topicId: request.conversation.topicId } : {}),
    };
    if (conversation.chatType === 'group' && !conversation.topicId) {
      return refuse(
        422,
        'TOPIC_REQUIRED',
        'a group conversation is one topic: give conversation.topicId, the topic root message id',
      );
    }
    return store.atomically(async () => {
      const bound = await store.attached.openByHostSession(request.hostSurface, request.hostSessionId);
      if (bound) {
        const session = (await store.sessions.get(bound.sessionId))!;
        const same =
          bound.goalId === request.goalId &&
          bound.agentId === request.agentId &&
          bound.executorEndpointId === request.executorEndpointId &&
          session.conversationKey === conversationKey(conversation);
        return same
          ? { ok: await this.projection(bound) }
          : refuse(
              409,
              'HOST_SESSION_BOUND',
              `the host session is bound to attached session ${bound.sessionId} with another binding; close it first`,
            );
      }
      const taken = await store.sessions.find(conversation);
      if (taken)
        return refuse(
          409,
          'CONVERSATION_BOUND',
          `the conversation already has session ${taken.sessionId}; send /new there or close it first`,
        );
      const now = clock();
      const session = await store.sessions.open(conversation, 'attached', now);
      const row = await store.attached.create(
        {
          sessionId: session.sessionId,
          goalId: request.goalId,
          agentId: request.agentId,
          executorEndpointId: request.executorEndpointId,
          hostSurface: request.hostSurface,
          hostSessionId: request.hostSessionId,
        },
        now,
      );
      return { ok: await this.projection(row), created: true };
    });
  }

  async list(): Promise<ControlAttachedSession[]> {
    const rows = await this.options.store.attached.list();
    const listed: ControlAttachedSession[] = [];
    for (const row of rows) listed.push(await this.projection(row));
    return listed;
  }

  /**
   * The oldest queued input, or — with none — a bounded wait that a queued input ends at once (AS-003).
   * The same claim id returns the same claim (AS-004); another claim while one is active is refused.
   */
  async claim(
    sessionId: string,
    request: ControlAttachedClaimRequest,
    signal?: AbortSignal,
  ): Promise<Answer<ControlAttachedClaim>> {
    const { clock, claimWaitCapMs } = this.options;
    const began = clock();
    const waitMs = Math.min(request.waitMs ?? 0, claimWaitCapMs);
    for (;;) {
      const taken = await this.take(sessionId, request);
      if (taken !== undefined) return taken;
      const left = waitMs - (clock() - began);
      const end = left > 0 ? await this.waiters.wait(sessionId, left, signal) : 'timeout';
      if (end !== 'woken') return { ok: { claimed: false, waitedMs: Math.max(0, clock() - began) } };
    }
  }

  /** The completion of the exact claim: its response ends the turn and is delivered as its answer (AS-005). */
  async complete(
    sessionId: string,
    request: ControlAttachedCompleteRequest,
  ): Promise<Answer<ControlAttachedCompletion>> {
    const { store, clock } = this.options;
    const checked = await this.exact(sessionId, request);
    if ('refused' in checked) return checked;
    const claim = await store.attached.claimById(sessionId, request.claimId);
    if (!claim || claim.turnId !== request.turnId) {
      return refuse(409, 'NOT_CLAIMED', `claim ${request.claimId} does not hold turn ${request.turnId}`);
    }
    if (claim.completionId !== null && claim.completionId !== request.completionId) {
      return refuse(409, 'NOT_CLAIMED', `turn ${request.turnId} was completed under another completionId`);
    }
    if (claim.completionId === null) {
      const recorded = await store.atomically(async () => {
        if (!(await store.attached.complete(claim.seq, request.completionId, clock()))) return false;
        await store.turns.end(claim.turnId, { state: 'completed', answer: request.message }, clock());
        await store.attached.touch(sessionId, clock());
        return true;
      });
      // A concurrent completion under another id won the race.
      if (!recorded) return this.complete(sessionId, request);
    }
    // A repeated completion delivers nothing again; one whose delivery has not read back yet (it failed, or a
    // restart cut it short) drives that same delivery on, which the journal makes idempotent (DE-005).
    if ((await this.options.answered(claim.turnId)) !== 'delivered') await this.deliver(claim.turnId);
    return { ok: await this.receipt((await store.attached.claimById(sessionId, request.claimId))!) };
  }

  /** Closes the session unless a claim is active (AS-006); inputs still queued are answered as not run. */
  async close(
    sessionId: string,
    request: ControlAttachedCloseRequest,
  ): Promise<Answer<ControlAttachedSession>> {
    const { store, clock, logger } = this.options;
    const checked = await this.exact(sessionId, request, { closed: true });
    if ('refused' in checked) return checked;
    const active = await store.attached.activeClaim(sessionId);
    if (active) {
      return refuse(
        409,
        'CLAIM_ACTIVE',
        `claim ${active.claimId} holds turn ${active.turnId}; complete it first, then close`,
      );
    }
    const cancelled = await store.atomically(async () => {
      await store.sessions.close(sessionId, clock());
      const queued = (await store.turns.unfinished(sessionId)).filter((t) => t.state === 'queued');
      for (const turn of queued) await store.turns.end(turn.turnId, { state: 'cancelled' }, clock());
      return queued;
    });
    this.waiters.wake(sessionId);
    for (const turn of cancelled)
      this.deliver(turn.turnId).catch((e: unknown) => logger.warn('answering a cancelled input failed:', e));
    return { ok: await this.projection(checked.ok) };
  }

  /** Input was queued for an attached session: an open claim takes it now. */
  queued(sessionId: string): void {
    this.waiters.wake(sessionId);
  }

  /**
   * After a restart: ended turns of attached sessions whose answer was not delivered yet are delivered — but
   * not those of a session another live instance holds, which may be delivering them now.
   */
  async recover(): Promise<void> {
    const { store, logger, heldElsewhere } = this.options;
    for (const row of await store.attached.list()) {
      if (await heldElsewhere?.(row.sessionId)) continue;
      for (const turn of await store.turns.ofSession(row.sessionId)) {
        const ended = turn.state === 'completed' || turn.state === 'cancelled';
        if (ended && (await this.options.answered(turn.turnId)) === 'pending') {
          this.deliver(turn.turnId).catch((e: unknown) =>
            logger.warn('delivering a completion after restart failed:', e),
          );
        }
      }
    }
  }

  private deliver(turnId: string): Promise<void> {
    let delivery = this.delivering.get(turnId);
    if (!delivery) {
      delivery = this.options.deliverTurn(turnId).finally(() => this.delivering.delete(turnId));
      this.delivering.set(turnId, delivery);
    }
    return delivery;
  }

  /** One claim attempt, in one transaction: the claim id's earlier claim, or the oldest queued input. */
  private async take(
    sessionId: string,
    request: ControlAttachedClaimRequest,
  ): Promise<Answer<ControlAttachedClaim> | undefined> {
    const { store, clock } = this.options;
    return store.atomically(async () => {
      const checked = await this.exact(sessionId, request);
      if ('refused' in checked) return checked;
      const earlier = await store.attached.claimById(sessionId, request.claimId);
      if (earlier) return { ok: await this.claimed(earlier) };
      const active = await store.attached.activeClaim(sessionId);
      if (active)
        return refuse(
          409,
          'CLAIM_ACTIVE',
          `claim ${active.claimId} holds turn ${active.turnId}; complete it first`,
        );
      const next = (await store.turns.unfinished(sessionId)).find((t) => t.state === 'queued');
      if (!next) return undefined;
      await store.turns.markRunning(next.turnId, clock());
      await store.attached.touch(sessionId, clock());
      return {
        ok: await this.claimed(await store.attached.claim(sessionId, request.claimId, next.turnId, clock())),
      };
    });
  }

  /** The attached session of the exact host that asks (AS-001); a closed one only when `closed` is allowed. */
  private async exact(
    sessionId: string,
    host: { hostSurface: string; hostSessionId: string },
    allow: { closed?: boolean } = {},
  ): Promise<{ ok: AttachedRow } | Refusal> {
    const { store } = this.options;
    const row = await store.attached.get(sessionId);
    if (!row) return refuse(404, 'NOT_FOUND', `no attached session ${sessionId}`);
    if (row.hostSurface !== host.hostSurface || row.hostSessionId !== host.hostSessionId) {
      return refuse(403, 'HOST_MISMATCH', 'not the host surface and host session this session was bound to');
    }
    if (!allow.closed && (await store.sessions.get(sessionId))?.closedAt !== null) {
      return refuse(409, 'SESSION_CLOSED', `attached session ${sessionId} is closed`);
    }
    return { ok: row };
  }

  private async claimed(claim: ClaimRow): Promise<ControlAttachedClaim> {
    const turn = (await this.options.store.turns.get(claim.turnId))!;
    const web =
      turn.origin === 'web' ? (await this.options.store.inputs.injectedInto(turn.turnId))[0] : undefined;
    return {
      claimed: true,
      claimId: claim.claimId,
      sessionId: claim.sessionId,
      turnId: claim.turnId,
      origin: turn.origin === 'web' ? 'web' : 'lark',
      ...(turn.sourceMessageId !== null ? { sourceMessageId: turn.sourceMessageId } : {}),
      ...(web ? { clientInputId: web.clientInputId } : {}),
      text: turn.input,
      queuedAt: iso(turn.createdAt),
    };
  }

  private async receipt(claim: ClaimRow): Promise<ControlAttachedCompletion> {
    const turn = (await this.options.store.turns.get(claim.turnId))!;
    return {
      completionId: claim.completionId!,
      claimId: claim.claimId,
      sessionId: claim.sessionId,
      turnId: claim.turnId,
      delivery: await this.options.answered(claim.turnId),
      chars: Math.max(1, [...(turn.answer ?? '')].length),
      completedAt: iso(claim.completedAt!),
    };
  }

  /** Content-free (AS-008): no host session id, no conversation, no text. */
  private async projection(row: AttachedRow): Promise<ControlAttachedSession> {
    const { store } = this.options;
    const session = (await store.sessions.get(row.sessionId))!;
    const state =
      session.closedAt !== null
        ? 'closed'
        : (await store.attached.activeClaim(row.sessionId))
          ? 'claimed'
          : 'open';
    return {
      sessionId: row.sessionId,
      goalId: row.goalId,
      agentId: row.agentId,
      executorEndpointId: row.executorEndpointId,
      hostSurface: row.hostSurface,
      capabilities: { sessionQueue: true, boundedClaimWait: true, replyReadback: true, liveSteering: false },
      state,
      createdAt: iso(row.createdAt),
      updatedAt: iso(Math.max(row.updatedAt, session.updatedAt)),
    };
  }
}
