import type {
  ControlSession,
  ControlSessionInput,
  ControlSource,
  ControlTurn,
} from '../../../generated/types/index.ts';
import { conversationOf } from '../core/admission.ts';
import { charCount } from '../core/text-bounds.ts';
import type { SourceRow } from '../store/inbox.ts';
import type { SessionInputRow } from '../store/session-inputs.ts';
import type { SessionRow } from '../store/sessions.ts';
import type { Store } from '../store/store.ts';
import type { TurnRow } from '../store/turns.ts';

/** Content-free projections of the store for the control API: ids, bindings, states, never text. */

const iso = (ms: number): string => new Date(ms).toISOString();
const isoIf = <K extends string>(key: K, ms: number | null) =>
  (ms === null ? {} : { [key]: iso(ms) }) as Partial<Record<K, string>>;

export async function sessionProjection(store: Store, session: SessionRow): Promise<ControlSession> {
  const unfinished = await store.turns.unfinished(session.sessionId);
  const active = unfinished.find((t) => t.state === 'running');
  return {
    sessionId: session.sessionId,
    conversation: {
      chatId: session.chatId,
      chatType: session.chatType,
      ...(session.topicId ? { topicId: session.topicId } : {}),
    },
    kind: session.kind,
    ...(session.closedAt !== null ? { closed: true } : {}),
    ...(session.hostThreadId ? { hostThreadId: session.hostThreadId } : {}),
    state: active ? 'busy' : 'idle',
    ...(active ? { activeTurnId: active.turnId } : {}),
    queuedTurns: unfinished.filter((t) => t.state === 'queued').length,
    turnCount: await store.turns.count(session.sessionId),
    createdAt: iso(session.createdAt),
    updatedAt: iso(session.updatedAt),
  };
}

/** `queued` is the session's queued turns in order; a queued turn's position is its place there. */
export function turnProjection(turn: TurnRow, queued: readonly TurnRow[]): ControlTurn {
  const position = queued.findIndex((t) => t.turnId === turn.turnId);
  return {
    turnId: turn.turnId,
    sessionId: turn.sessionId,
    origin: turn.origin,
    ...(turn.sourceMessageId !== null ? { sourceMessageId: turn.sourceMessageId } : {}),
    state: turn.state,
    ...(turn.hostTurnId ? { hostTurnId: turn.hostTurnId } : {}),
    ...(turn.state === 'queued' && position >= 0 ? { queuePosition: position + 1 } : {}),
    ...(turn.errorClass ? { error: { class: turn.errorClass } } : {}),
    createdAt: iso(turn.createdAt),
    ...isoIf('startedAt', turn.startedAt),
    ...isoIf('endedAt', turn.endedAt),
  };
}

export async function sourceProjection(store: Store, source: SourceRow): Promise<ControlSource> {
  const conversation = conversationOf(source);
  return {
    providerMessageId: source.messageId,
    eventIds: await store.inbox.eventIds(source.messageId),
    receiveCount: source.receiveCount,
    state: source.state,
    conversation: {
      chatId: conversation.chatId,
      chatType: conversation.chatType,
      ...(conversation.topicId ? { topicId: conversation.topicId } : {}),
    },
    ...(source.admission
      ? {
          admission: {
            outcome: source.admission,
            ...(source.reason ? { reason: source.reason } : {}),
            ...(source.admission === 'command' && source.command ? { command: source.command } : {}),
          },
        }
      : {}),
    ...(source.sessionId ? { sessionId: source.sessionId } : {}),
    ...(source.turnId ? { turnId: source.turnId } : {}),
    deliveries: (await store.journal.ofSource(source.messageId)).map((d) => ({
      kind: d.kind,
      state: d.state,
      ...(d.messageId ? { messageId: d.messageId } : {}),
      attempts: d.attempts,
      ...(d.errorCode ? { errorCode: d.errorCode } : {}),
    })),
    receivedAt: iso(source.receivedAt),
    ...isoIf('admittedAt', source.admittedAt),
    ...isoIf('answeredAt', source.answeredAt),
  };
}

/** An input sent to a session, without its text: only its length. */
export function sessionInputProjection(input: SessionInputRow): ControlSessionInput {
  return {
    inputId: input.inputId,
    clientInputId: input.clientInputId,
    sessionId: input.sessionId,
    mode: input.mode,
    state: input.state,
    ...(input.turnId ? { turnId: input.turnId } : {}),
    ...(input.errorCode ? { errorCode: input.errorCode } : {}),
    chars: charCount(input.text),
    createdAt: iso(input.createdAt),
    updatedAt: iso(input.updatedAt),
  };
}
