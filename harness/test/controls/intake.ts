import { peer, readsPerMessage } from './peer.ts';
import { admit } from './admission.ts';
import { inBackground } from './background.ts';
import type { Bot } from './bot.ts';
import { flaw } from './flaw.ts';
import { refusalOf } from './refusal.ts';
import { commandOf, sourceOf, type ReceiveEvent } from './source.ts';
import { freezeInput } from './turn-runner.ts';

/**
 * The im.message.receive_v1 handler. The SDK acknowledges the event when this returns, so it only
 * records the source durably — its input frozen, a quoted parent included — and returns; the turn runs
 * later (TR-001), once the bot holds fewer sources than its bound (TR-004). Other bots, the bot itself
 * (TR-008), group messages that do not name the bot (AD-005) and events that can never be a source
 * (TR-010) are acknowledged and nothing more.
 */
export async function receive(bot: Bot, event: ReceiveEvent): Promise<void> {
  const source = sourceOf(event, bot.botOpenId);
  if (!source) return;
  bot.timing.mark('receive', source.messageId);
  if (peer)
    inBackground('reads per message', readsPerMessage(bot.client, source.chatId, source.senderOpenId));
  if (!source.fromUser && flaw !== 'admits-bots') return;
  if (!source.addressed && flaw !== 'answers-unmentioned') return;
  const { messageId, chatId, chatType, conversation, parentId, text, senderOpenId, media, createTime } =
    source;
  // A message with nothing for the agent, whatever it is, is acknowledged and left alone.
  if (flaw === 'drops-unavailable-media' && text === '' && media.length === 0) return;
  const refusal = refusalOf(source, bot.inputCharLimit);
  // A refused message keeps none of its text: a huge one would sit in the inbox file for good.
  const fields = {
    chatId,
    chatType,
    conversation,
    senderOpenId,
    media: refusal ? [] : media,
    input: refusal ? '' : text,
    ...(parentId ? { parentId } : {}),
    ...(refusal ? { refusal } : {}),
  };
  if (bot.shared) {
    // Several instances: the source is recorded in the store they share, before the ACK; the instance that
    // holds its session runs it (shared-sessions.ts). The flawed bot shares the store for its dedupe only
    // and runs what it received itself, whoever runs the rest of the session.
    const local = flaw === 'local-sessions';
    if (!(await bot.shared.store.record(messageId, source.eventId, createTime, fields, local))) return;
    if (!local) {
      bot.shared.sessions.poke();
      return;
    }
  }
  const taken = bot.inbox.receive(messageId, source.eventId, fields);
  if (!taken) return;
  if (flaw !== 'late-parent') await freezeInput(bot, messageId);
  // A command comes ahead of everything (AD-009): it waits for no room. A message the inbox took anew
  // while it may be in hand already (a flawed dedupe) runs again, as such a bridge does.
  const handled =
    commandOf(text) !== undefined || taken === 'again' ? admit(bot, messageId) : bot.holder.offer(messageId);
  if (flaw === 'ack-after-model') await handled;
  else inBackground(`source ${messageId}`, handled);
}
