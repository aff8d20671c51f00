import type { Bot } from './bot.ts';
import { flaw } from './flaw.ts';
import type { Source } from './source.ts';
import { deliverAnswer } from './turn-runner.ts';

/** Why a message cannot be taken at all, in words for the user (AD-007, AD-010); undefined when it can. */
export function refusalOf(
  source: Pick<Source, 'text' | 'media' | 'unavailable' | 'unreadable'>,
  inputCharLimit: number,
): string | undefined {
  if (source.unreadable === 'malformed')
    return 'This message could not be read; send it again as plain text.';
  if (source.unavailable)
    return `This ${source.unavailable} is unavailable to the agent; send text, an image or a file.`;
  if (source.media.length > 0 && flaw === 'refuses-media')
    return 'This kind of message cannot be passed to the agent; send it as text.';
  if (source.text === '' && source.media.length === 0)
    return 'This message has nothing the agent can take; send it as text.';
  if (longerThan(source.text, inputCharLimit)) {
    return `This message has more than the ${inputCharLimit} characters the agent takes; shorten it and send it again.`;
  }
  return undefined;
}

/**
 * Whether the text has more than `limit` characters, counted in place up to the limit. The spreads-input
 * flaw counts them the easy way, one array element per character: 40 million characters cost gigabytes;
 * counts-code-units counts UTF-16 code units, so an emoji counts twice.
 */
function longerThan(text: string, limit: number): boolean {
  if (flaw === 'spreads-input') return [...text].length > limit;
  if (flaw === 'counts-code-units') return text.length > limit;
  let count = 0;
  for (const _ of text) if (++count > limit) return true;
  return false;
}

/** Why a message cannot wait in its conversation: too many already do (AD-007); undefined when it can. */
export function pendingRefusal(waiting: number, pendingInputLimit: number): string | undefined {
  if (waiting < pendingInputLimit) return undefined;
  return `${waiting} requests already wait in this conversation, the most it takes; send this one again once they are answered.`;
}

/** Answers a source it will not run with the reason, as its one answer; nothing is dropped in silence. */
export async function refuse(bot: Bot, messageId: string, reason: string): Promise<void> {
  if (flaw === 'silent-refusal') {
    bot.inbox.update(messageId, { state: 'answered' });
    return;
  }
  bot.inbox.update(messageId, { state: 'answering', answer: reason });
  await deliverAnswer(bot, messageId);
}
