import type { Ledger, Source, Write } from './ledger.ts';
import { pieces } from './ledger.ts';
import type { ScenarioContext } from '../../context.ts';

const isStop = (s: Source) => s.text.toLowerCase() === '/stop';
const sameConversation = (a: Source, b: Source) => a.chatId === b.chatId && a.threadId === b.threadId;

/** What went on for a stopped conversation once the user saw the stop answered. */
export interface AfterStop {
  /** The stops that were answered: what the rule is about. */
  stops: Source[];
  /** Requests already in when the stop came that started a turn after it was answered (HO-005). */
  started: Source[];
  /** Requests whose interrupted turn's text was written after the stop was answered. */
  sent: Source[];
}

/**
 * After the user saw the answer to a /stop, nothing of what it stopped goes on: no request that was
 * already in when the stop came starts a turn, and no interrupted turn's text is sent (HO-005, AD-009).
 * Stopped text is looked for in the bot messages of the stopped conversation: a short piece of a stream
 * ("o foxtrot") may be in other requests' words too, and another chat showing it, or another request's
 * answer whose own turn streamed it, says nothing about the stopped turn.
 */
export function afterStop(state: Ledger, ctx: Pick<ScenarioContext, 'provider'>): AfterStop {
  const started: Source[] = [];
  const sent: Source[] = [];
  const owner = new Map(state.sources.flatMap((s) => s.posts.map((p) => [p.messageId, s] as const)));
  const carries = (w: Write, s: Source, piece: string) => {
    if (!w.text.includes(piece) || ctx.provider.message(w.messageId)?.chatId !== s.chatId) return false;
    const other = owner.get(w.messageId);
    return other === undefined || other === s || !other.turns.some((t) => t.deltas.join('').includes(piece));
  };
  const stops = state.commands.filter((s) => isStop(s) && s.posts.length > 0 && s.firstPushAt !== undefined);
  for (const stop of stops) {
    const answeredAt = Math.min(...stop.posts.map((p) => p.firstWriteAt));
    const before = state.requests.filter(
      (s) => sameConversation(s, stop) && s.firstAckAt !== undefined && s.firstAckAt < stop.firstPushAt!,
    );
    for (const s of before) {
      if (s.turns.some((t) => t.startedAt > answeredAt) && !started.includes(s)) started.push(s);
      const unfinished = s.turns.filter((t) => t.status !== 'completed').flatMap(pieces);
      const late = state.writes.some((w) => w.at > answeredAt && unfinished.some((p) => carries(w, s, p)));
      if (late && !sent.includes(s)) sent.push(s);
    }
  }
  return { stops, started, sent };
}
