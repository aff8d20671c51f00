import { admit } from './admission.ts';
import { inBackground } from './background.ts';
import type { Bot } from './bot.ts';
import { flaw } from './flaw.ts';
import { deliverAnswer } from './turn-runner.ts';

/**
 * After a restart, finishes what the inbox holds unfinished, in the order it came: a source whose turn
 * never started runs now (TR-003); a saved answer is delivered again under the same uuid, which the
 * provider answers with the message already posted (DE-005); a source whose turn started but saved no
 * answer is never run again (HO-009), and the user is told its outcome is unknown.
 */
export function recover(bot: Bot): void {
  for (const [messageId, record] of bot.inbox.unfinished()) {
    if (record.state === 'received' || flaw === 'reruns-unanswered') {
      inBackground(`source ${messageId}`, admit(bot, messageId));
      continue;
    }
    if (record.state === 'running') {
      bot.inbox.update(messageId, { state: 'answering', answer: 'The outcome of this request is unknown: the bot restarted while it ran.' });
    }
    inBackground(`answer to ${messageId}`, deliverAnswer(bot, messageId));
  }
}
