import type {
  ControlAttachedBindRequest,
  ControlAttachedClaimRequest,
  ControlAttachedCompleteRequest,
  ControlAttachedSession,
  ControlSessionInputRequest,
} from '../../../generated/types/index.ts';
import type { Bot } from './bot.ts';
import { flaw } from './flaw.ts';

type Answer = { status: number; body: unknown };

interface Item {
  turnId: string;
  origin: 'lark' | 'web';
  text: string;
  sourceMessageId?: string;
  clientInputId?: string;
  queuedAt: string;
  claimId?: string;
  completionId?: string;
  completedAt?: string;
}

interface Session {
  id: string;
  bind: ControlAttachedBindRequest;
  conversation: string;
  closed: boolean;
  /** Lark and web input in the order it came; the lark-first control keeps one queue per origin instead. */
  queue: Item[];
  claimed?: Item;
  items: Item[];
  waiters: Set<() => void>;
  createdAt: string;
  updatedAt: string;
}

const failure = (status: number, code: string, message: string): Answer => ({
  status,
  body: { error: { code, message } },
});
const now = () => new Date().toISOString();

/**
 * Attached sessions, in memory: an already-running host claims the input of a bound conversation and
 * writes back the answer, which the bot delivers as the reply to the claimed message (AS-001…AS-008).
 * The bot never runs a turn of its own for an attached conversation.
 */
export class Attached {
  private readonly sessions = new Map<string, Session>();
  private next = 1;

  constructor(private readonly capMs: number) {}

  /** The open attached session of a conversation, if any. */
  of(conversation: string): Session | undefined {
    return [...this.sessions.values()].find((s) => s.conversation === conversation && !s.closed);
  }

  has(sessionId: string): boolean {
    return this.sessions.has(sessionId);
  }

  bind(request: ControlAttachedBindRequest): Answer {
    if (request.agentId === request.executorEndpointId && flaw !== 'attached-same-identity') {
      return failure(422, 'SAME_IDENTITY', 'the agent and the executor endpoint must differ');
    }
    const conversation = request.conversation.topicId
      ? `${request.conversation.chatId}/${request.conversation.topicId}`
      : request.conversation.chatId;
    const bound = [...this.sessions.values()].find(
      (s) =>
        !s.closed &&
        s.bind.hostSurface === request.hostSurface &&
        s.bind.hostSessionId === request.hostSessionId,
    );
    if (bound) {
      const same = JSON.stringify(bound.bind) === JSON.stringify(request);
      return same
        ? { status: 200, body: this.project(bound) }
        : failure(409, 'HOST_SESSION_BOUND', 'bound otherwise');
    }
    if (this.of(conversation)) return failure(409, 'CONVERSATION_BOUND', 'the conversation has a session');
    const session: Session = {
      id: `att_${this.next++}`,
      bind: request,
      conversation,
      closed: false,
      queue: [],
      items: [],
      waiters: new Set(),
      createdAt: now(),
      updatedAt: now(),
    };
    this.sessions.set(session.id, session);
    return { status: 201, body: this.project(session) };
  }

  list(): Answer {
    return { status: 200, body: { sessions: [...this.sessions.values()].map((s) => this.project(s)) } };
  }

  /** A Lark message of an attached conversation joins its queue; false when the conversation is not attached. */
  queueLark(conversation: string, messageId: string, text: string): boolean {
    const session = this.of(conversation);
    if (!session || flaw === 'attached-starts-host') return false;
    this.enqueue(session, {
      turnId: `att-turn-${messageId}`,
      origin: 'lark',
      text,
      sourceMessageId: messageId,
      queuedAt: now(),
    });
    return true;
  }

  /** Web input to an attached session: queue joins the queue; steer and inbox fail closed (AS-007). */
  webInput(sessionId: string, request: ControlSessionInputRequest): Answer {
    const session = this.sessions.get(sessionId)!;
    const projection = (state: string, extra: object) => ({
      inputId: `in_${request.clientInputId}`,
      clientInputId: request.clientInputId,
      sessionId,
      mode: request.mode,
      state,
      chars: [...request.text].length,
      createdAt: now(),
      updatedAt: now(),
      ...extra,
    });
    if (request.mode !== 'queue' && flaw !== 'steer-to-attached-queues') {
      return failure(
        409,
        request.mode === 'steer' ? 'LIVE_STEERING_UNAVAILABLE' : 'INBOX_UNAVAILABLE',
        'no live transport to the host turn',
      );
    }
    const item: Item = {
      turnId: `att-turn-${request.clientInputId}`,
      origin: 'web',
      text: request.text,
      clientInputId: request.clientInputId,
      queuedAt: now(),
    };
    this.enqueue(session, item);
    return { status: 200, body: projection('injected', { turnId: item.turnId }) };
  }

  async claim(sessionId: string, request: ControlAttachedClaimRequest): Promise<Answer> {
    const began = Date.now();
    const waitMs =
      flaw === 'claim-uncapped' ? (request.waitMs ?? 0) : Math.min(request.waitMs ?? 0, this.capMs);
    for (;;) {
      const session = this.exact(sessionId, request);
      if ('status' in session) return session;
      const earlier = session.items.find((i) => i.claimId === request.claimId);
      if (earlier && flaw !== 'claims-anew') return { status: 200, body: this.claimed(session, earlier) };
      if (session.claimed && session.claimed.claimId !== request.claimId)
        return failure(409, 'CLAIM_ACTIVE', 'complete the active claim first');
      const next = this.take(session);
      // The flaw: a claim that found nothing sleeps its whole wait and looks once more at the end.
      const waitsOut = flaw === 'claim-waits-out' && Date.now() - began < waitMs;
      if (next && !waitsOut) {
        next.claimId = request.claimId;
        session.claimed = next;
        session.queue.splice(session.queue.indexOf(next), 1);
        return { status: 200, body: this.claimed(session, next) };
      }
      const left = waitMs - (Date.now() - began);
      if (left <= 0) return { status: 200, body: { claimed: false, waitedMs: Date.now() - began } };
      const { waiters } = session;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(wake, left);
        function wake() {
          clearTimeout(timer);
          waiters.delete(wake);
          resolve();
        }
        if (flaw !== 'claim-waits-out') waiters.add(wake);
      });
    }
  }

  async complete(bot: Bot, sessionId: string, request: ControlAttachedCompleteRequest): Promise<Answer> {
    const session = this.exact(sessionId, request);
    if ('status' in session) return session;
    const item = session.items.find((i) => i.claimId === request.claimId && i.turnId === request.turnId);
    if (!item) return failure(409, 'NOT_CLAIMED', 'no such claim');
    if (item.completionId !== undefined && item.completionId !== request.completionId)
      return failure(409, 'NOT_CLAIMED', 'completed otherwise');
    const repeated = item.completionId !== undefined;
    if (!repeated || flaw === 'completion-posts-twice') {
      item.completionId = request.completionId;
      item.completedAt ??= now();
      if (session.claimed === item) session.claimed = undefined;
      await this.deliver(bot, item, request.message, repeated);
    }
    return {
      status: 200,
      body: {
        completionId: item.completionId,
        claimId: request.claimId,
        sessionId,
        turnId: item.turnId,
        delivery: 'delivered',
        chars: [...request.message].length,
        completedAt: item.completedAt,
      },
    };
  }

  close(sessionId: string, host: { hostSurface: string; hostSessionId: string }): Answer {
    const session = this.exact(sessionId, host, true);
    if ('status' in session) return session;
    if (session.claimed && flaw !== 'closes-claimed')
      return failure(409, 'CLAIM_ACTIVE', 'complete the claimed turn first');
    session.closed = true;
    session.updatedAt = now();
    for (const wake of [...session.waiters]) wake();
    return { status: 200, body: this.project(session) };
  }

  /** The answer of a Lark input is the reply to it, read back (AS-005); web input has no message to answer. */
  private async deliver(bot: Bot, item: Item, message: string, again: boolean): Promise<void> {
    if (item.sourceMessageId === undefined) return;
    const record = bot.inbox.get(item.sourceMessageId);
    const uuid = `${item.sourceMessageId}-${again ? `again${this.next++}` : 'attached'}`;
    if (flaw === 'completion-without-readback') {
      await bot.client.im.message.reply({
        path: { message_id: item.sourceMessageId },
        data: { msg_type: 'text', content: JSON.stringify({ text: message }), uuid },
      });
    } else if (!(await bot.delivery.post(record.chatId, item.sourceMessageId, message, uuid)).readBack) {
      return;
    }
    bot.inbox.update(item.sourceMessageId, { state: 'answered' });
  }

  private enqueue(session: Session, item: Item): void {
    session.queue.push(item);
    session.items.push(item);
    session.updatedAt = now();
    for (const wake of [...session.waiters]) wake();
  }

  /** The oldest queued input — or, for the lark-first control, the oldest Lark one before any web input. */
  private take(session: Session): Item | undefined {
    if (flaw === 'attached-lark-first')
      return session.queue.find((i) => i.origin === 'lark') ?? session.queue[0];
    return session.queue[0];
  }

  private exact(
    sessionId: string,
    host: { hostSurface: string; hostSessionId: string },
    closedToo = false,
  ): Session | Answer {
    const session = this.sessions.get(sessionId);
    if (!session) return failure(404, 'NOT_FOUND', 'no such attached session');
    if (session.bind.hostSurface !== host.hostSurface || session.bind.hostSessionId !== host.hostSessionId) {
      return failure(403, 'HOST_MISMATCH', 'not the bound host');
    }
    if (session.closed && !closedToo) return failure(409, 'SESSION_CLOSED', 'closed');
    return session;
  }

  private claimed(session: Session, item: Item) {
    return {
      claimed: true,
      claimId: item.claimId,
      sessionId: session.id,
      turnId: item.turnId,
      origin: item.origin,
      ...(item.sourceMessageId ? { sourceMessageId: item.sourceMessageId } : {}),
      ...(item.clientInputId ? { clientInputId: item.clientInputId } : {}),
      text: item.text,
      queuedAt: item.queuedAt,
    };
  }

  private project(session: Session): ControlAttachedSession & Record<string, unknown> {
    return {
      sessionId: session.id,
      goalId: session.bind.goalId,
      agentId: session.bind.agentId,
      executorEndpointId: session.bind.executorEndpointId,
      hostSurface: session.bind.hostSurface,
      capabilities: { sessionQueue: true, boundedClaimWait: true, replyReadback: true, liveSteering: false },
      state: session.closed ? 'closed' : session.claimed ? 'claimed' : 'open',
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
      // The flaw: a projection that shows the opaque host session and the last input, for convenience.
      ...(flaw === 'attached-projects-content'
        ? { hostSessionId: session.bind.hostSessionId, lastInput: session.items.at(-1)?.text }
        : {}),
    };
  }
}
