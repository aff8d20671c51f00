import type { ProviderDouble } from '../doubles/provider/index.ts';
import type { AnswerTimeline } from './attribution.ts';
import type { ScenarioHost } from './scenario-host.ts';
import { shows } from './shows.ts';

const POSTS = ['im.message.create', 'im.message.reply'];

/** Lark's mention keys in a text message: the bridge strips them, or puts a name in their place. */
const MENTION_KEY = /@_(?:user_\d+|all)\b/g;

/**
 * What the user typed around its mentions, one piece per line: a turn carries the source when it shows
 * every piece in order, whatever the bridge did with the mentions or put around the text.
 */
export function typedPieces(text: string): string {
  return text
    .split(MENTION_KEY)
    .map((piece) => piece.trim())
    .filter((piece) => piece.length > 0)
    .join('\n');
}

export interface ScenarioTimeline extends AnswerTimeline {
  /** The answers of the host's completed turns, each non-empty: what a refusal is not. */
  turnAnswers(): string[];
}

/**
 * The timeline of one scenario against the doubles: when the bot created each message (its create or
 * reply on the provider record) and when the host ended the turn that carried each source's text. Both on
 * the scenario clock. Without a turn log (a host that keeps none) there is none: every message about a
 * source is then an answer.
 */
export function scenarioTimeline(provider: ProviderDouble, host: ScenarioHost): ScenarioTimeline | undefined {
  if (!host.turns) return undefined;
  const turns = host.turns().map((t) => ({
    input: t.input,
    startedAt: t.startedAt + host.recorder.origin,
    endedAt: t.endedAt === undefined ? Infinity : t.endedAt + host.recorder.origin,
    answer: t.status === 'completed' ? t.deltas.join('') : undefined,
  }));
  const created = new Map<string, number>();
  const pushedAt = new Map<string, number>();
  for (const r of provider.recorder.records) {
    if (r.kind === 'event' && r.messageId !== undefined && !pushedAt.has(r.messageId))
      pushedAt.set(r.messageId, r.at + provider.recorder.origin);
    if (r.kind !== 'http' || !POSTS.includes(r.api) || r.response.status !== 200) continue;
    const id = (r.response.body as { data?: { message_id?: unknown } } | null)?.data?.message_id;
    if (typeof id === 'string' && !created.has(id)) created.set(id, r.at + provider.recorder.origin);
  }
  return {
    createdAt: (messageId) => created.get(messageId),
    due: (sourceId) => {
      const source = provider.message(sourceId);
      const typed = source?.text === undefined ? '' : typedPieces(source.text);
      if (!typed) return { at: -Infinity };
      const after = pushedAt.get(sourceId) ?? -Infinity;
      const carrying = turns.filter((t) => t.startedAt >= after && shows(t.input, typed));
      const first = carrying[0];
      if (!first) return { at: -Infinity };
      return { at: first.endedAt, ...(first.answer !== undefined ? { answer: first.answer } : {}) };
    },
    shows,
    turnAnswers: () => turns.flatMap((t) => (t.answer && t.answer.trim() ? [t.answer] : [])),
  };
}
