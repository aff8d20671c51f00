import type { Bot } from './bot.ts';
import { inBackground } from './background.ts';
import { draftWritten } from './draft.ts';
import { flaw } from './flaw.ts';
import type { HostTurn } from './host-turn.ts';
import { laneOf } from './source.ts';
import { deliverAnswer, stopPreparing } from './turn-runner.ts';

const POLL_MS = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fresh thread read shows the thread not active any more, before the deadline (HO-004). */
async function readsStopped(bot: Bot, threadId: string, deadline: number): Promise<boolean> {
  while (Date.now() < deadline) {
    const read = (await bot.host.request('thread/read', { threadId }).catch(() => undefined)) as
      { thread: { status: { type: string } } } | undefined;
    if (read && read.thread.status.type !== 'active') return true;
    if (flaw === 'reads-once') return false;
    await sleep(POLL_MS);
  }
  return false;
}

async function prove(bot: Bot, threadId: string, turn: HostTurn): Promise<boolean> {
  const deadline = Date.now() + bot.stopBudgetMs;
  const acknowledged = bot.host.request('turn/interrupt', { threadId, turnId: turn.id }).then(
    () => true,
    () => false,
  );
  if (flaw === 'stop-without-readback' || flaw === 'stop-keeps-queue') return acknowledged;
  if (await readsStopped(bot, threadId, deadline)) return true;
  // Closing the host is the one way left to be sure the turn runs no more.
  if (flaw !== 'keeps-host-after-failed-stop') bot.host.close();
  return false;
}

/**
 * Interrupts the exact turn and proves it ended with a thread read: an acknowledgement is no proof. Not
 * proven within the stop budget, the host is closed (HO-004). A second stop of the same turn (a timeout
 * and a /stop) shares the first one's proof. Resolves whether the read proved the stop.
 */
export function stopTurn(bot: Bot, threadId: string, turn: HostTurn): Promise<boolean> {
  turn.stopping ??= prove(bot, threadId, turn);
  return turn.stopping;
}

/**
 * /stop: drops what waits in the conversation's lane, so that nothing starts after the stop (HO-005),
 * stops the running turn, then tells the user whether the stop was proven. The stopped turn itself
 * answers its own source with its outcome.
 */
export async function stop(bot: Bot, messageId: string): Promise<void> {
  const record = bot.inbox.get(messageId);
  // The flaw leaves what waits in the lane to run after the stop, and never reads the thread back.
  const drop = flaw === 'stop-keeps-queue' ? [] : bot.lanes.clear(laneOf(messageId, record.conversation));
  for (const dropped of drop) {
    bot.inbox.update(dropped, { state: 'answering', answer: 'Not run: a /stop came first.' });
    inBackground(`notice for ${dropped}`, deliverAnswer(bot, dropped));
  }
  const threadId = bot.threads.bound(record.conversation);
  const turn = threadId === undefined ? undefined : await bot.host.runningTurn(threadId);
  let answer = stopPreparing(record.conversation) ? 'Stopped before it started.' : 'Nothing to stop.';
  if (threadId !== undefined && turn !== undefined) {
    answer = (await stopTurn(bot, threadId, turn))
      ? 'Stopped.'
      : 'The stop could not be confirmed, so the agent host was shut down.';
  }
  const stopped = turn === undefined ? undefined : bot.inbox.sourceOfTurn(turn.id);
  // A draft of the stopped turn that left before the stop lands before the stop is answered, not after it.
  if (stopped !== undefined) await draftWritten(stopped);
  bot.inbox.update(messageId, { state: 'answering', answer });
  await deliverAnswer(bot, messageId);
  // The flaw flushes what the stopped turn had streamed once the stop is answered, as a reply of its own.
  if (flaw === 'flushes-after-stop' && stopped !== undefined && turn!.text !== '')
    await bot.delivery.post(record.chatId, stopped, turn!.text, `${stopped}-flushed`);
}
