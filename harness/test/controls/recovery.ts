import { admit } from './admission.ts';
import { inBackground } from './background.ts';
import type { Bot } from './bot.ts';
import { flaw } from './flaw.ts';
import { HostTurn } from './host-turn.ts';
import { commandOf } from './source.ts';
import { answerOf, deliverAnswer, type Ending } from './turn-runner.ts';

interface ListedTurn {
  id: string;
  status: string;
  items: Array<{ type: string; text?: string; content?: Array<{ type: string; text?: string }> }>;
  error?: { message: string } | null;
}

/** The text a turn was started with, from its userMessage item. */
const inputOf = (turn: ListedTurn) =>
  turn.items
    .filter((i) => i.type === 'userMessage')
    .flatMap((i) => i.content ?? [])
    .flatMap((part) => (part.type === 'text' && part.text !== undefined ? [part.text] : []))
    .join('\n');

/**
 * What the host says became of a turn this bot started before it restarted: its own answer, failure or
 * interruption (HO-003, HO-009), read from the thread's turns on the host: by the host's turn id, or — when
 * the bot died before it noted the id — the thread's newest turn, if it carries this input (the flaw takes it
 * whatever it carries: an earlier request's turn when this start never reached the host). Unknown only
 * when the host cannot tell: no such turn, still running (for up to `waitMs`: a turn another instance
 * started may still be running on the host), no read.
 */
export async function outcomeOnHost(
  bot: Bot,
  messageId: string,
  waitMs = 0,
): Promise<{ ending: Ending; turn?: HostTurn }> {
  const record = bot.inbox.get(messageId);
  const threadId = bot.threads.bound(record.conversation);
  if (flaw === 'forgets-running-turns' || !threadId) return { ending: 'unknown' };
  await bot.host.connect();
  const until = Date.now() + waitMs;
  let listed: ListedTurn | undefined;
  for (;;) {
    const page = (await bot.host
      .request('thread/turns/list', { threadId, limit: 5 })
      .catch(() => undefined)) as { data?: ListedTurn[] } | undefined;
    const newest = page?.data?.[0];
    listed = record.hostTurnId
      ? page?.data?.find((t) => t.id === record.hostTurnId)
      : newest && (inputOf(newest) === record.input || flaw === 'reconciles-newest-turn')
        ? newest
        : undefined;
    if (listed?.status !== 'inProgress' || Date.now() >= until) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!listed || !['completed', 'failed', 'interrupted'].includes(listed.status))
    return { ending: 'unknown' };
  const turn = new HostTurn(listed.id);
  turn.text = listed.items.filter((i) => i.type === 'agentMessage').at(-1)?.text ?? '';
  turn.error = listed.error?.message;
  return { ending: listed.status as Ending, turn };
}

/**
 * After a restart, finishes what the inbox holds unfinished, in the order it came: a source whose turn
 * never started runs as soon as there is room (TR-003, TR-004); a saved answer is delivered again under the same uuid, which the
 * provider answers with the message already posted (DE-005); a source whose turn started but saved no
 * answer is never run again (HO-009): what the host says became of it is delivered.
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
    const settled =
      record.state === 'running'
        ? outcomeOnHost(bot, messageId).then(({ ending, turn }) =>
            bot.inbox.update(messageId, { state: 'answering', ending, answer: answerOf(ending, turn) }),
          )
        : Promise.resolve();
    inBackground(
      `answer to ${messageId}`,
      settled.then(() => deliverAnswer(bot, messageId)),
    );
  }
  bot.holder.pull();
}
