import type { Bot } from './bot.ts';
import { flaw } from './flaw.ts';
import { quoteOf } from './quote.ts';

/** The user's text for each way a turn can end; the host's own error prose is never published (HO-007). */
function answerOf(outcome: { status: string; text: string }): string {
  if (outcome.status === 'completed') return outcome.text;
  if (outcome.status === 'interrupted') return 'Stopped.';
  return 'The request failed on the agent host.';
}

/** Freezes a source's input with its quoted parent, if that is still to be read (AD-006). */
export async function freezeInput(bot: Bot, messageId: string): Promise<void> {
  const record = bot.inbox.get(messageId);
  if (record.parentId === undefined) return;
  const quote = await quoteOf(bot.client, record.chatId, record.parentId);
  bot.inbox.update(messageId, { input: `${quote}\n\n${record.input}`, parentId: undefined });
}

/**
 * Runs a source's turn on its conversation's thread and saves the answer before delivering it, so that
 * a crash between the two delivers the saved answer instead of running the model again (HO-009).
 */
export async function runTurn(bot: Bot, messageId: string): Promise<void> {
  await freezeInput(bot, messageId);
  const record = bot.inbox.get(messageId);
  bot.inbox.update(messageId, { state: 'running' });
  const threadId = await bot.threads.of(record.conversation);
  const outcome = await bot.slots.use(() => bot.host.runTurn(threadId, record.input));
  bot.inbox.update(messageId, { state: 'answering', answer: answerOf(outcome) });
  await deliverAnswer(bot, messageId);
}

/** Delivers the saved answer; the source counts as answered once the reply reads back (DE-004). */
export async function deliverAnswer(bot: Bot, messageId: string): Promise<void> {
  const record = bot.inbox.get(messageId);
  const copies = flaw === 'replies-twice' ? 2 : 1;
  let readBack = false;
  for (let copy = 0; copy < copies; copy++) {
    readBack = await bot.delivery.reply(record.chatId, messageId, record.answer ?? '', `${messageId}-${copy}`);
  }
  if (readBack) bot.inbox.update(messageId, { state: 'answered' });
}
