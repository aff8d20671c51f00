import { DONE_TEXT, envelope, FOOTER, peer, statusIds } from './peer.ts';
import type { Bot } from './bot.ts';
import { inBackground } from './background.ts';
import { Draft, draftUuid } from './draft.ts';
import { flaw } from './flaw.ts';
import { HostLostError } from './host-client.ts';
import { MediaUnavailable, type Media } from './media.ts';
import type { HostTurn } from './host-turn.ts';
import { quoteOf } from './quote.ts';
import { stopTurn } from './stop.ts';
import { PART_CHARS } from './style.ts';
import { WrongModelProviderError } from './threads.ts';

/** How a source's turn ended, as far as the user is concerned. */
export type Ending =
  'completed' | 'failed' | 'interrupted' | 'stop-failed' | 'timed_out' | 'unknown' | 'media-unavailable';

/** The user's text for each way a turn can end; the host's own error prose is never published (HO-007). */
export function answerOf(ending: Ending, turn: HostTurn | undefined): string {
  switch (ending) {
    case 'completed':
      return turn!.text;
    case 'interrupted':
      return 'Stopped.';
    case 'stop-failed':
      return 'The stop could not be confirmed, so the agent host was shut down.';
    case 'timed_out':
      return 'Timed out: the request ran too long and was stopped. Send it again to retry.';
    case 'media-unavailable':
      return 'The image or file could not be passed to the agent (too large, or not downloadable); nothing was run.';
    case 'unknown':
      return 'The outcome of this request is unknown: the agent host went away as it started. It is not run again; send it again if you still need it.';
    case 'failed':
      return flaw === 'publishes-upstream-errors' && turn?.error
        ? turn.error
        : 'The request failed on the agent host.';
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Per conversation, the turn being prepared (its thread, its media) and not started yet, and whether a stop came. */
const preparing = new Map<string, { stopped: boolean }>();

/** A /stop for a turn still being prepared: it will not start (HO-005). False when none is. */
export function stopPreparing(conversation: string): boolean {
  const preparation = preparing.get(conversation);
  if (preparation) preparation.stopped = true;
  return preparation !== undefined;
}

/** True once the turn has been silent for the idle timeout or running for the hard one; false when it ended first (HO-006). */
async function overdue(bot: Bot, turn: HostTurn): Promise<boolean> {
  if (flaw === 'no-timeouts') return false;
  while (turn.status === undefined) {
    const hardFrom = flaw === 'hard-timeout-resets' ? turn.lastActivity : turn.startedAt;
    const left = Math.min(turn.lastActivity + bot.idleTimeoutMs, hardFrom + bot.hardTimeoutMs) - Date.now();
    if (left <= 0) return true;
    await Promise.race([sleep(left), turn.ended]);
  }
  return false;
}

/**
 * Runs the input as one turn on the conversation's thread, to its end. A turn start whose answer was lost
 * with the host is never sent again: the model may have run (HO-003). A turn past a timeout is stopped
 * (HO-006), and a stopped turn ends as its stop's proof says, not as the host's notification does (HO-004).
 */
async function playTurn(bot: Bot, messageId: string): Promise<{ ending: Ending; turn?: HostTurn }> {
  const { conversation } = bot.inbox.get(messageId);
  const preparation = { stopped: false };
  preparing.set(conversation, preparation);
  return startedTurn(bot, messageId, preparation).finally(() => preparing.delete(conversation));
}

async function startedTurn(
  bot: Bot,
  messageId: string,
  preparation: { stopped: boolean },
): Promise<{ ending: Ending; turn?: HostTurn }> {
  const { conversation, input, chatId, senderOpenId, media: refs } = bot.inbox.get(messageId);
  let threadId: string;
  try {
    threadId = await bot.threads.of(conversation);
  } catch (error) {
    if (error instanceof WrongModelProviderError) return { ending: 'failed' };
    throw error;
  }
  let media: Awaited<ReturnType<Media['fetch']>>;
  try {
    media = await bot.media.fetch(messageId, refs ?? []);
  } catch (error) {
    if (error instanceof MediaUnavailable) return { ending: 'media-unavailable' };
    throw error;
  }
  // A stop while the thread or the media was being had: the turn never starts — but it does with the
  // starts-after-stop flaw.
  if (preparation.stopped && flaw !== 'starts-after-stop') {
    media.remove();
    return { ending: 'interrupted' };
  }
  preparing.delete(conversation);
  let turn: HostTurn;
  bot.approvals.bind(threadId, { messageId, chatId, openId: senderOpenId });
  try {
    // Input queued for the conversation through the control API goes into this turn start (AD-008).
    const queued = bot.inputs.take(conversation);
    turn = await bot.host.startTurn(
      threadId,
      [peer ? envelope(input, senderOpenId) : input, ...queued.texts].filter((t) => t !== '').join('\n'),
      media.input,
    );
    queued.into(turn.id);
  } catch (error) {
    bot.approvals.unbind(threadId);
    media.remove();
    if (!(error instanceof HostLostError)) throw error;
    if (flaw === 'retries-lost-start') return playTurn(bot, messageId);
    return { ending: 'unknown' };
  }
  void turn.ended.then(() => {
    bot.approvals.unbind(threadId);
    media.remove();
  });
  bot.inbox.update(messageId, { hostTurnId: turn.id });
  if (await Promise.race([overdue(bot, turn), turn.ended.then(() => false)])) {
    return { ending: (await stopTurn(bot, threadId, turn)) ? 'timed_out' : 'stop-failed', turn };
  }
  const status = await turn.ended;
  if (turn.stopping && (status === 'interrupted' || status === 'lost')) {
    return { ending: (await turn.stopping) ? 'interrupted' : 'stop-failed', turn };
  }
  return { ending: status === 'lost' ? 'unknown' : status, turn };
}

/** Freezes a source's input with its quoted parent, if that is still to be read (AD-006). */
export async function freezeInput(bot: Bot, messageId: string): Promise<void> {
  const record = bot.inbox.get(messageId);
  if (record.parentId === undefined) return;
  // A peer bridge passes no quoted parent on (AD-011 allows it, does not require it).
  if (peer) return bot.inbox.update(messageId, { parentId: undefined });
  const quote = await quoteOf(bot.client, record.chatId, record.parentId);
  const input = `${quote}\n\n${record.input}`;
  // The bounds-quoted-input flaw holds the quote against the input bound too: a short reply to a long
  // message is refused as too long.
  if (flaw === 'bounds-quoted-input' && [...input].length > bot.inputCharLimit) {
    bot.inbox.update(messageId, { input: '', parentId: undefined, refusal: 'This message is too long.' });
    return;
  }
  bot.inbox.update(messageId, { input, parentId: undefined });
}

/**
 * Runs a source's turn on its conversation's thread and saves the answer before delivering it, so that
 * a crash between the two delivers the saved answer instead of running the model again (HO-009).
 */
export async function runTurn(bot: Bot, messageId: string): Promise<void> {
  await freezeInput(bot, messageId);
  bot.inbox.update(messageId, { state: 'running' });
  const draft = new Draft(bot, messageId);
  const { ending, turn } = await bot.slots.use(() => playTurn(bot, messageId)).finally(() => draft.close());
  // A thread the host lost was replaced for this turn: the answer says so (HO-001).
  const replaced = bot.threads.takeReplaced(bot.inbox.get(messageId).conversation)
    ? "(The agent's earlier conversation was gone; this answer starts a new one.)\n\n"
    : '';
  bot.inbox.update(messageId, { state: 'answering', ending, answer: replaced + answerOf(ending, turn) });
  await deliverAnswer(bot, messageId);
}

/**
 * The answer in parts that each fit one message (DE-003), never splitting a character; an empty answer is
 * one empty part.
 */
function partsOf(answer: string): string[] {
  const chars = [...answer];
  const parts: string[] = [];
  for (let at = 0; at === 0 || at < chars.length; at += PART_CHARS)
    parts.push(chars.slice(at, at + PART_CHARS).join(''));
  if (flaw === 'truncates-long-answers') return parts.slice(0, 1);
  // The off-by-one of a loop over the continuations: the last part is never sent.
  return flaw === 'drops-last-part' && parts.length > 1 ? parts.slice(0, -1) : parts;
}

/** Sources the reruns-lost-post flaw ran again. */
const rerun = new Set<string>();

/**
 * Delivers the saved answer: its first part replaces the draft when there is one (DE-003) — or is a new
 * post when the draft takes no more edits — and the rest follow as posts. A draft that never read back
 * as the answer stays the one message: the delivery failed (DE-009). The source counts as answered once
 * every part reads back (DE-004).
 */
export async function deliverAnswer(bot: Bot, messageId: string): Promise<void> {
  await bot.shared?.sessions.mirrored(messageId);
  const record = bot.inbox.get(messageId);
  if (flaw === 'answers-in-private' && record.chatType === 'group') {
    // The flaw answers a group's request in a private chat with its sender, who never wrote there.
    await bot.client.im.message.create({
      params: { receive_id_type: 'open_id' },
      data: {
        receive_id: record.senderOpenId,
        msg_type: 'text',
        content: JSON.stringify({ text: record.answer ?? '' }),
      },
    });
    bot.inbox.update(messageId, { state: 'answered' });
    return;
  }
  let readBack = true;
  const parts = partsOf(record.answer ?? '');
  // A peer bridge's answer ends with its footer line.
  if (peer && record.ending === 'completed') parts[parts.length - 1] = `${parts.at(-1)!}\n${FOOTER}`;
  for (const [n, part] of parts.entries()) {
    // The leaves-failed-draft flaw replaces the draft only with an answer: an outcome is a message of its own.
    const keepsDraft =
      flaw === 'leaves-draft' || (flaw === 'leaves-failed-draft' && record.ending !== 'completed');
    const draftId = n === 0 && !keepsDraft ? record.draftId : undefined;
    const edited = draftId === undefined ? undefined : await bot.delivery.edit(draftId, part);
    if (edited === 'unsure') {
      readBack = false;
      continue;
    }
    // A draft whose id was lost may be on Lark all the same: the flawed bot sends the answer under the
    // draft's uuid to adopt it, and is handed back the draft, which never reads back as the answer.
    const adopt = n === 0 && record.draftId === undefined && flaw === 'answer-reuses-draft-uuid';
    const twice = flaw === 'replies-twice' || flaw === 'replies-twice-fixed';
    const copies = (edited === 'done' ? 0 : 1) + (twice ? 1 : 0);
    for (let copy = 0; copy < copies; copy++) {
      const uuid = adopt ? draftUuid(messageId) : `${messageId}-${n}-${copy}`;
      // The trivial bot's flaw: a fixed text, twice, whatever the agent said.
      const text = flaw === 'replies-twice-fixed' ? 'OK, got it.' : part;
      const posted = await bot.delivery.post(record.chatId, messageId, text, uuid);
      readBack &&= posted.readBack;
    }
  }
  if (!readBack) {
    // The flaw gives up for good: the answer is never tried again, not even after a restart.
    if (flaw === 'abandons-failed-delivery') bot.inbox.update(messageId, { state: 'failed' });
    return;
  }
  // The flaw takes a post of the source whose acknowledgement was lost (its draft's, its answer's) for an
  // answer that never went out, and asks the model for it again.
  if (flaw === 'reruns-lost-post' && bot.delivery.resent.has(messageId) && !rerun.has(messageId)) {
    rerun.add(messageId);
    inBackground(`rerun of ${messageId}`, runTurn(bot, messageId));
  }
  bot.inbox.update(messageId, { state: 'answered' });
  bot.timing.mark('delivery', messageId);
  const status = statusIds.get(messageId);
  if (status !== undefined) await bot.delivery.edit(status, DONE_TEXT);
}
