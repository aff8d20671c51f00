import { admit } from './admission.ts';
import { inBackground } from './background.ts';
import type { Bot } from './bot.ts';
import { flaw } from './flaw.ts';
import { commandOf } from './source.ts';
import { deliverAnswer } from './turn-runner.ts';

/**
 * After a restart, finishes what the inbox holds unfinished, in the order it came: a source whose turn
 * never started runs as soon as there is room (TR-003, TR-004); a saved answer is delivered again under the same uuid, which the
 * provider answers with the message already posted (DE-005); a source whose turn started but saved no
 * answer is never run again (HO-009), and the user is told its outcome is unknown.
 */
export function recover(bot: Bot): void {
  for (const [messageId, record] of bot.inbox.unfinished()) {
    // Sources whose turn never started wait for room in memory like any other (TR-004); a command does not wait.
    // The attached sessions were in memory: their queued input is admitted anew.
    if (record.state === 'attached') bot.inbox.update(messageId, { state: 'received' });
    if (bot.inbox.get(messageId).state === 'received') {
      if (commandOf(record.input) !== undefined) inBackground(`source ${messageId}`, admit(bot, messageId));
      continue;
    }
    // The flaws start a turn again: for every unanswered source, or for those whose turn was running.
    if (flaw === 'reruns-unanswered' || (flaw === 'reruns-running' && record.state === 'running')) {
      inBackground(`source ${messageId}`, admit(bot, messageId));
      continue;
    }
    if (record.state === 'running') {
      bot.inbox.update(messageId, { state: 'answering', answer: 'The outcome of this request is unknown: the bot restarted while it ran.' });
    }
    inBackground(`answer to ${messageId}`, deliverAnswer(bot, messageId));
  }
  bot.holder.pull();
}
