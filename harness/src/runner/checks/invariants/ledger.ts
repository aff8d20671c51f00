import type {
  ProviderDoubleRecord,
  ProviderDoubleStoredMessage,
} from '../../../../../generated/types/index.ts';
import type { LoggedTurn } from '../../../doubles/host/index.ts';
import { visibleText as shownText } from '../../../doubles/provider/index.ts';
import type { ScenarioContext } from '../../context.ts';
import { scenarioTimeline, typedPieces } from '../../answer-timeline.ts';
import { answeredMessages } from '../answered.ts';
import { turnLog } from '../../scenario-host.ts';
import { shows } from '../../shows.ts';

type HttpRecord = Extract<ProviderDoubleRecord, { kind: 'http' }>;

/** A turn of the host, its times on the scenario clock. */
export interface Turn extends LoggedTurn {
  /** The whole answer, when the turn completed: every delta, in order. */
  answer?: string;
}

/**
 * answer: it shows a completed turn's answer (contained, in order: a title or footer around it is still the
 * answer), or is the first of the continuation parts that show it together; part: a further continuation
 * part; draft: it shows a piece of what a turn streamed and is neither; notice: anything else (a status, an
 * outcome, a refusal).
 */
export type PostKind = 'answer' | 'part' | 'draft' | 'notice';

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
/**
 * A piece of a stream this short says too little to tell a draft: one letter, or a word like "the", is in
 * every notice. Shorter deltas are recognised together with the ones after them.
 */
const MIN_PIECE = 8;

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

/**
 * The bot messages about each source by the rule of attribution (DE-010) the rest of the runner applies —
 * its answers and its status messages, a reply or, for a bridge without reply-threading, a message in its
 * conversation — in the order the provider stored them.
 */
function attributed(ctx: ScenarioContext): Map<string, ProviderDoubleStoredMessage[]> {
  const about = new Map<string, ProviderDoubleStoredMessage[]>();
  const messages = answeredMessages(
    ctx.provider.messages(),
    ctx.replyThreading,
    scenarioTimeline(ctx.provider, ctx.host),
  );
  for (const m of messages) {
    if (!m.fromBot || m.deleted || m.about === undefined) continue;
    about.set(m.about, [...(about.get(m.about) ?? []), m]);
  }
  return about;
}

/** The turns that carried a source: their input shows what the user typed, whatever the bridge put around it. */
function turnsOf(ctx: ScenarioContext, text: string): Turn[] {
  const typed = typedPieces(text);
  if (typed === '') return [];
  const origin = ctx.host.recorder.origin;
  return turnLog(ctx.host)
    .filter((t) => shows(t.input, typed))
    .map((t) => ({
      ...t,
      startedAt: t.startedAt + origin,
      ...(t.endedAt !== undefined ? { endedAt: t.endedAt + origin } : {}),
      ...(t.status === 'completed' ? { answer: t.deltas.join('') } : {}),
    }));
}

/**
 * The pieces of a turn's stream long enough to recognise in a message: from the start of each delta, the
 * shortest run of deltas that makes MIN_PIECE characters (or what is left of the stream).
 */
export function pieces(turn: Pick<Turn, 'deltas'>): string[] {
  const out = new Set<string>();
  for (let i = 0; i < turn.deltas.length; i++) {
    let run = '';
    for (let j = i; j < turn.deltas.length && run.trim().length < MIN_PIECE; j++) run += turn.deltas[j];
    if (run.trim().length >= MIN_PIECE) out.add(run.trim());
  }
  return [...out];
}

/** Text without its whitespace: a part may end, and the next begin, anywhere in a line, its spaces trimmed. */
const squeezed = (text: string) => text.replace(/\s+/g, '');

/**
 * The shortest run of consecutive posts, latest first on a tie, whose texts together show the answer: each
 * of its lines, whitespace aside, in order — a split inside a line, or a part's own line between two, is fine.
 */
function continued(texts: readonly string[], answer: string): [number, number] | undefined {
  const lines = answer
    .split('\n')
    .map(squeezed)
    .filter((l) => l !== '')
    .join('\n');
  for (let length = 2; length <= texts.length; length++)
    for (let from = texts.length - length; from >= 0; from--) {
      if (shows(squeezed(texts.slice(from, from + length).join('')), lines)) return [from, from + length];
    }
  return undefined;
}

/**
 * What each post of a source is, judged as the rest of the runner judges an answer (shows: the canonical
 * answer contained, in order, whatever the bridge puts around it), in the order the posts were stored: a
 * post that shows a completed turn's answer is an answer; where none does, the continuation parts that
 * together show it are one answer; a post showing a piece of what a turn streamed is otherwise a draft.
 */
function kindsOf(texts: readonly string[], turns: readonly Turn[]): PostKind[] {
  const answers = turns.flatMap((t) => (t.answer !== undefined && t.answer.trim() ? [t.answer] : []));
  const streamed = turns.flatMap(pieces);
  const kinds = texts.map((text): PostKind => (answers.some((a) => shows(text, a)) ? 'answer' : 'notice'));
  for (const answer of answers) {
    if (texts.some((text) => shows(text, answer))) continue;
    const run = continued(texts, answer);
    if (run) for (let i = run[0]; i < run[1]; i++) kinds[i] = i === run[0] ? 'answer' : 'part';
  }
  return kinds.map((kind, i) =>
    kind === 'notice' && streamed.some((p) => texts[i]!.includes(p)) ? 'draft' : kind,
  );
}

/** The addressed user messages the scenario sent with a name, and what became of each. */
export function ledger(ctx: ScenarioContext): Ledger {
  const writes = botWrites(ctx);
  const about = attributed(ctx);
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
    const mine = about.get(stored.messageId) ?? [];
    const shown = mine.map((m) => visibleText(m.msgType, m.content));
    const kinds = kindsOf(shown, turns);
    const posts = mine.map((m, i): Post => {
      const written = writes.filter((w) => w.messageId === m.messageId);
      const kind = kinds[i]!;
      const firstWriteAt = written[0]?.at ?? 0;
      const lastWriteAt = written.at(-1)?.at ?? 0;
      return {
        messageId: m.messageId,
        text: shown[i]!,
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
