import { sleep } from '../../../runtime/src/index.ts';
import { peer, queuedText, STATUS_TEXT, statusIds } from './peer.ts';
import type { Bot } from './bot.ts';
import { flaw } from './flaw.ts';
import { inBackground } from './background.ts';
import { pendingRefusal, refuse } from './refusal.ts';
import { commandOf, HELP, laneOf, NEW, STOP } from './source.ts';
import { stop } from './stop.ts';
import { send } from './style.ts';
import { deliverAnswer, runTurn } from './turn-runner.ts';

/**
 * Decides what a recorded source becomes: /stop acts at once, ahead of the queue (AD-009); a message it
 * cannot take, or one too many waiting, is refused with the reason (AD-007, AD-010); anything else is a
 * turn in its conversation's lane, marked at once with a reaction (DE-001), and a source that has to wait
 * is told so, with its position (AD-003). Posting into the chat (CONTROL_SEND=create), every source gets
 * its one message now, in the order of the sources — its feedback, later edited into its answer — so that
 * the chat's order attributes each message to its source (DE-010). Settles when the source was handled.
 */
export async function admit(bot: Bot, messageId: string): Promise<void> {
  const record = bot.inbox.get(messageId);
  const command = commandOf(record.input);
  if (command === STOP && flaw !== 'queues-stop') return stop(bot, messageId);
  if (command === HELP && flaw !== 'help-as-turn') return answerNow(bot, messageId, HELP_TEXT);
  if (command === NEW) {
    if (flaw !== 'new-keeps-thread') bot.threads.forget(record.conversation);
    return answerNow(bot, messageId, 'Started a new session: your next message begins a fresh conversation.');
  }
  // An attached conversation's input waits for its host to claim it; no turn runs here (AS-001).
  if (bot.attached.queueLark(record.conversation, messageId, record.input)) {
    // Out of the holder's reach, or it would admit the source again as soon as this settles.
    bot.inbox.update(messageId, { state: 'attached' });
    inBackground(`reaction on ${messageId}`, bot.delivery.react(messageId));
    return;
  }
  const lane = laneOf(messageId, record.conversation);
  const ahead = bot.lanes.pending(lane);
  // The first in a lane is running: the others wait.
  const refusal = record.refusal ?? pendingRefusal(Math.max(0, ahead - 1), bot.pendingInputLimit);
  if (refusal !== undefined) return refuse(bot, messageId, refusal);
  if (flaw !== 'no-feedback') {
    // late-feedback: its cue comes, but only once the window it was told is twice over.
    const wait = flaw === 'late-feedback' ? sleep(2 * bot.feedbackWindowMs) : Promise.resolve();
    inBackground(
      `reaction on ${messageId}`,
      wait.then(() => bot.delivery.react(messageId)),
    );
  }
  const feedback =
    ahead > 0 && flaw !== 'silent-when-busy'
      ? peer
        ? queuedText(ahead)
        : `Queued: ${ahead} request${ahead === 1 ? '' : 's'} ahead of yours.`
      : undefined;
  if (peer) {
    // A status message first, never edited into the answer: the answer comes as a message of its own.
    const status = bot.delivery.post(
      record.chatId,
      messageId,
      feedback ?? STATUS_TEXT,
      `${messageId}-status`,
    );
    const placed = status.then(({ id }) => id !== undefined && statusIds.set(messageId, id));
    return bot.lanes.add(lane, messageId, () => placed.then(() => runTurn(bot, messageId)));
  }
  if (send === 'create') {
    const posted = bot.delivery.post(
      record.chatId,
      messageId,
      feedback ?? 'Working on it.',
      `${messageId}-draft`,
    );
    // The message is the source's even when it did not read back: the answer edits it rather than adding one.
    const placed = posted.then(({ id }) => id !== undefined && bot.inbox.update(messageId, { draftId: id }));
    return bot.lanes.add(lane, messageId, () => placed.then(() => runTurn(bot, messageId)));
  }
  if (feedback !== undefined) {
    inBackground(
      `queued feedback for ${messageId}`,
      bot.delivery.post(record.chatId, messageId, feedback, `${messageId}-queued`),
    );
  }
  return bot.lanes.add(lane, messageId, () => runTurn(bot, messageId));
}

const HELP_TEXT = 'Commands: /stop stops the running request, /new starts a fresh session, /help shows this.';

/** A command's reply, ahead of the queue (AD-009). */
async function answerNow(bot: Bot, messageId: string, answer: string): Promise<void> {
  bot.inbox.update(messageId, { state: 'answering', answer });
  await deliverAnswer(bot, messageId);
}
