import type { Bot } from './bot.ts';
import { flaw } from './flaw.ts';
import { inBackground } from './background.ts';
import { pendingRefusal, refuse } from './refusal.ts';
import { laneOf, STOP } from './source.ts';
import { stop } from './stop.ts';
import { runTurn } from './turn-runner.ts';

/**
 * Decides what a recorded source becomes: /stop acts at once, ahead of the queue (AD-009); a message it
 * cannot take, or one too many waiting, is refused with the reason (AD-007, AD-010); anything else is a
 * turn in its conversation's lane, marked at once with a reaction (DE-001), and a source that has to wait
 * is told so, with its position (AD-003). Settles when the source was handled.
 */
export async function admit(bot: Bot, messageId: string): Promise<void> {
  const record = bot.inbox.get(messageId);
  if (record.input === STOP && flaw !== 'queues-stop') return stop(bot, messageId);
  const lane = laneOf(messageId, record.conversation);
  const ahead = bot.lanes.pending(lane);
  // The first in a lane is running: the others wait.
  const refusal = record.refusal ?? pendingRefusal(Math.max(0, ahead - 1), bot.pendingInputLimit);
  if (refusal !== undefined) return refuse(bot, messageId, refusal);
  if (flaw !== 'no-feedback') inBackground(`reaction on ${messageId}`, bot.delivery.react(messageId));
  if (ahead > 0 && flaw !== 'silent-when-busy') {
    const feedback = `Queued: ${ahead} request${ahead === 1 ? '' : 's'} ahead of yours.`;
    inBackground(`queued feedback for ${messageId}`, bot.delivery.reply(record.chatId, messageId, feedback, `${messageId}-queued`));
  }
  return bot.lanes.add(lane, messageId, () => runTurn(bot, messageId));
}
