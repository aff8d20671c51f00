import type {
  ProviderDoubleRecord,
  ProviderDoubleStoredMessage,
} from '../../../../../generated/types/index.ts';
import type { LoggedTurn } from '../../../doubles/host/index.ts';
import { visibleText as shownText } from '../../../doubles/provider/index.ts';
import type { ScenarioContext } from '../../context.ts';
import { hostTurns } from '../../scenario-host.ts';

type HttpRecord = Extract<ProviderDoubleRecord, { kind: 'http' }>;

/** A turn of the host, its times on the scenario clock. */
export interface Turn extends LoggedTurn {
  /** The whole answer, when the turn completed: every delta, in order. */
  answer?: string;
}

export type PostKind = 'answer' | 'draft' | 'notice';

/** A bot message attributed to a source, as the user sees it now. */
export interface Post {
  messageId: string;
  text: string;
  kind: PostKind;
  /** When it was created and last changed, on the scenario clock. */
  firstWriteAt: number;
  lastWriteAt: number;
  /** A notice that stands for the source's outcome: written after its last turn ended, or with no turn. */
  outcome: boolean;
}

/** One source of the scenario: a provider.send with an `as`, from a user, addressed to the bot. */
export interface Source {
  name: string;
  messageId: string;
  chatId: string;
  threadId?: string;
  text: string;
  /** /stop, /status: a command, not a request for the agent. */
  command: boolean;
  /** The first push of its event and the first acknowledgement (200), on the scenario clock. */
  firstPushAt?: number;
  firstAckAt?: number;
  /** Host turns whose input carried its text (requests only). */
  turns: Turn[];
  posts: Post[];
}

/** A write of a bot message: its creation or an edit, on the scenario clock. */
export interface Write {
  messageId: string;
  at: number;
  text: string;
}

export interface Ledger {
  sources: Source[];
  requests: Source[];
  commands: Source[];
  writes: Write[];
}

const CREATES = ['im.message.create', 'im.message.reply'];
const EDITS = ['im.message.update', 'im.message.patch'];
/** A delta this short says too little to tell a draft: one letter is in every notice. */
const MIN_DELTA = 3;

/** What a user reads of a message's content (spec/visible-text.json); the raw content where the kit cannot know it. */
export function visibleText(msgType: string, content: string): string {
  const seen = shownText(msgType, content);
  return seen && 'text' in seen ? seen.text : content;
}

function applied(r: HttpRecord): boolean {
  const body = r.response.body as { code?: unknown } | null;
  return r.response.status === 200 && body !== null && typeof body === 'object' && body.code === 0;
}

/**
 * Every creation and edit of a bot message the double applied, in order. A create under a repeated uuid
 * answers with the message already there: it writes nothing.
 */
export function botWrites(ctx: ScenarioContext): Write[] {
  const origin = ctx.provider.recorder.origin;
  const seen = new Set<string>();
  const writes: Write[] = [];
  for (const r of ctx.provider.recorder.records) {
    if (r.kind !== 'http' || !applied(r)) continue;
    const body = r.body as { msg_type?: unknown; content?: unknown } | null;
    const content = typeof body?.content === 'string' ? body.content : '';
    const msgType = typeof body?.msg_type === 'string' ? body.msg_type : 'interactive';
    if (CREATES.includes(r.api)) {
      const id = (r.response.body as { data?: { message_id?: unknown } }).data?.message_id;
      if (typeof id !== 'string' || seen.has(id)) continue;
      seen.add(id);
      writes.push({ messageId: id, at: r.at + origin, text: visibleText(msgType, content) });
    } else if (EDITS.includes(r.api) && r.params.message_id !== undefined) {
      writes.push({ messageId: r.params.message_id, at: r.at + origin, text: visibleText(msgType, content) });
    }
  }
  return writes;
}

/** The bot messages a user reads as the answer to this message: its replies (DE-010). */
function attributed(ctx: ScenarioContext, messageId: string): ProviderDoubleStoredMessage[] {
  return ctx.provider.messages().filter((m) => m.fromBot && !m.deleted && m.parentId === messageId);
}

function turnsOf(ctx: ScenarioContext, text: string): Turn[] {
  if (text === '') return [];
  const origin = ctx.host.recorder.origin;
  return hostTurns(ctx.host)
    .filter((t) => t.input.includes(text))
    .map((t) => ({
      ...t,
      startedAt: t.startedAt + origin,
      ...(t.endedAt !== undefined ? { endedAt: t.endedAt + origin } : {}),
      ...(t.status === 'completed' ? { answer: t.deltas.join('') } : {}),
    }));
}

/** The pieces of a turn's stream long enough to recognise in a message. */
export function pieces(turn: Turn): string[] {
  return turn.deltas.map((d) => d.trim()).filter((d) => d.length >= MIN_DELTA);
}

function kindOf(text: string, turns: readonly Turn[]): PostKind {
  if (turns.some((t) => t.answer !== undefined && t.answer === text)) return 'answer';
  if (turns.some((t) => pieces(t).some((p) => text.includes(p)))) return 'draft';
  return 'notice';
}

/** The addressed user messages the scenario sent with a name, and what became of each. */
export function ledger(ctx: ScenarioContext): Ledger {
  const writes = botWrites(ctx);
  const origin = ctx.provider.recorder.origin;
  const records = ctx.provider.recorder.records;
  const sources: Source[] = [];
  for (const step of ctx.scenario.steps) {
    if (
      !('do' in step) ||
      step.do !== 'provider.send' ||
      !step.as ||
      step.fromBot ||
      step.senderType === 'app'
    )
      continue;
    if (step.chat.startsWith('group:') && !step.mention) continue;
    const messageId = ctx.captures.get(`${step.as}.messageId`);
    const stored = typeof messageId === 'string' ? ctx.provider.message(messageId) : undefined;
    if (!stored) continue;
    const text = (step.text ?? '').trim();
    const command = text.startsWith('/');
    const turns = command ? [] : turnsOf(ctx, text);
    const lastTurnEnd = turns.length === 0 ? -Infinity : Math.max(...turns.map((t) => t.endedAt ?? Infinity));
    const posts = attributed(ctx, stored.messageId).map((m): Post => {
      const mine = writes.filter((w) => w.messageId === m.messageId);
      const shown = visibleText(m.msgType, m.content);
      const kind = kindOf(shown, turns);
      const firstWriteAt = mine[0]?.at ?? 0;
      const lastWriteAt = mine.at(-1)?.at ?? 0;
      return {
        messageId: m.messageId,
        text: shown,
        kind,
        firstWriteAt,
        lastWriteAt,
        outcome: kind === 'notice' && lastWriteAt >= lastTurnEnd,
      };
    });
    const push = records.find((r) => r.kind === 'event' && r.messageId === stored.messageId);
    const ack = records.find((r) => r.kind === 'ack' && r.messageId === stored.messageId && r.code === 200);
    sources.push({
      name: step.as,
      messageId: stored.messageId,
      chatId: stored.chatId,
      ...(stored.threadId ? { threadId: stored.threadId } : {}),
      text,
      command,
      ...(push ? { firstPushAt: push.at + origin } : {}),
      ...(ack ? { firstAckAt: ack.at + origin } : {}),
      turns,
      posts,
    });
  }
  return {
    sources,
    requests: sources.filter((s) => !s.command),
    commands: sources.filter((s) => s.command),
    writes,
  };
}

/** Names, at most a few, for a one-line message. */
export function named(sources: readonly { name: string }[], max = 6): string {
  const names = sources.slice(0, max).map((s) => s.name);
  return sources.length > max ? `${names.join(', ')} and ${sources.length - max} more` : names.join(', ');
}
