import type { Bot } from './bot.ts';
import { inBackground } from './background.ts';
import { laneOf } from './source.ts';
import { deliverAnswer } from './turn-runner.ts';

const POLL_MS = 50;

/** A fresh thread read shows the thread not active any more, within the budget (HO-004). */
async function provenStopped(bot: Bot, threadId: string): Promise<boolean> {
  const deadline = Date.now() + bot.stopBudgetMs;
  while (Date.now() < deadline) {
    const read = (await bot.host.request('thread/read', { threadId })) as { thread: { status: { type: string } } };
    if (read.thread.status.type !== 'active') return true;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return false;
}

/**
 * /stop: drops what waits in the conversation's lane, so that nothing starts after the stop (HO-005),
 * interrupts the running turn and proves it stopped, then tells the user. The interrupted turn itself
 * answers its own source with its outcome.
 */
export async function stop(bot: Bot, messageId: string): Promise<void> {
  const record = bot.inbox.get(messageId);
  for (const dropped of bot.lanes.clear(laneOf(messageId, record.conversation))) {
    bot.inbox.update(dropped, { state: 'answering', answer: 'Not run: a /stop came first.' });
    inBackground(`notice for ${dropped}`, deliverAnswer(bot, dropped));
  }
  const threadId = bot.threads.bound(record.conversation);
  const turnId = threadId === undefined ? undefined : bot.host.runningTurn(threadId);
  let answer = 'Nothing to stop.';
  if (threadId !== undefined && turnId !== undefined) {
    await bot.host.request('turn/interrupt', { threadId, turnId });
    answer = (await provenStopped(bot, threadId)) ? 'Stopped.' : 'The turn could not be stopped.';
  }
  bot.inbox.update(messageId, { state: 'answering', answer });
  await deliverAnswer(bot, messageId);
}
