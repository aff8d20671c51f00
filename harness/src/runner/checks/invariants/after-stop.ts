import type { InvariantAfterStopStep } from '../../../../../generated/types/index.ts';
import type { ScenarioContext } from '../../context.ts';
import type { Outcome } from '../../model.ts';
import { judge } from './judge.ts';
import { named, pieces, type Source, type Write } from './ledger.ts';

const isStop = (s: Source) => s.text.toLowerCase() === '/stop';
const sameConversation = (a: Source, b: Source) => a.chatId === b.chatId && a.threadId === b.threadId;

/**
 * After the user saw the answer to a /stop, nothing of what it stopped goes on: no request that was
 * already in when the stop came starts a turn, and no interrupted turn's text is sent (HO-005, AD-009).
 * Stopped text is looked for in the bot messages of the stopped conversation: a short piece of a stream
 * ("o foxtrot") may be in other requests' words too, and another chat showing it, or another request's
 * answer whose own turn streamed it, says nothing about the stopped turn.
 */
export function invariantAfterStop(step: InvariantAfterStopStep, ctx: ScenarioContext): Promise<Outcome> {
  return judge(
    ctx,
    step,
    'nothing starts or is sent for a stopped conversation after the stop was answered',
    (state) => {
      const started: Source[] = [];
      const sent: Source[] = [];
      const owner = new Map(state.sources.flatMap((s) => s.posts.map((p) => [p.messageId, s] as const)));
      const carries = (w: Write, s: Source, piece: string) => {
        if (!w.text.includes(piece) || ctx.provider.message(w.messageId)?.chatId !== s.chatId) return false;
        const other = owner.get(w.messageId);
        return (
          other === undefined || other === s || !other.turns.some((t) => t.deltas.join('').includes(piece))
        );
      };
      const stops = state.commands.filter(
        (s) => isStop(s) && s.posts.length > 0 && s.firstPushAt !== undefined,
      );
      for (const stop of stops) {
        const answeredAt = Math.min(...stop.posts.map((p) => p.firstWriteAt));
        const before = state.requests.filter(
          (s) => sameConversation(s, stop) && s.firstAckAt !== undefined && s.firstAckAt < stop.firstPushAt!,
        );
        for (const s of before) {
          if (s.turns.some((t) => t.startedAt > answeredAt) && !started.includes(s)) started.push(s);
          const unfinished = s.turns.filter((t) => t.status !== 'completed').flatMap(pieces);
          const late = state.writes.some(
            (w) => w.at > answeredAt && unfinished.some((p) => carries(w, s, p)),
          );
          if (late && !sent.includes(s)) sent.push(s);
        }
      }
      return {
        offences: { 'started-after-stop': started, 'sent-after-stop': sent },
        subjects: stops.length,
        judged: { stops: stops.length },
        lines: [
          ...(started.length > 0
            ? [`${started.length} started a turn after the stop was answered (${named(started)})`]
            : []),
          ...(sent.length > 0
            ? [`${sent.length} had stopped text sent after the stop was answered (${named(sent)})`]
            : []),
        ],
      };
    },
  );
}
