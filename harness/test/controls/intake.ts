import { admit } from './admission.ts';
import { inBackground } from './background.ts';
import type { Bot } from './bot.ts';
import { flaw } from './flaw.ts';
import { refusalOf } from './refusal.ts';
import { sourceOf, type ReceiveEvent } from './source.ts';
import { freezeInput } from './turn-runner.ts';

/**
 * The im.message.receive_v1 handler. The SDK acknowledges the event when this returns, so it only
 * records the source durably — its input frozen, a quoted parent included — and returns; the turn runs
 * later (TR-001). Other bots, the bot itself (TR-008) and group messages that do not name the bot
 * (AD-005) are acknowledged and nothing more.
 */
export async function receive(bot: Bot, event: ReceiveEvent): Promise<void> {
  bot.timing.mark('receive', event.message.message_id);
  const source = sourceOf(event, bot.botOpenId);
  if (!source.fromUser && flaw !== 'admits-bots') return;
  if (!source.addressed && flaw !== 'answers-unmentioned') return;
  const { messageId, chatId, chatType, conversation, parentId, text, senderOpenId, media } = source;
  // A message with nothing for the agent, whatever it is, is acknowledged and left alone.
  if (flaw === 'drops-unavailable-media' && text === '' && media.length === 0) return;
  const refusal = refusalOf(source, bot.inputCharLimit);
  const fields = { chatId, chatType, conversation, senderOpenId, media, input: text, ...(parentId ? { parentId } : {}), ...(refusal ? { refusal } : {}) };
  if (!bot.inbox.receive(messageId, source.eventId, fields)) return;
  if (flaw !== 'late-parent') await freezeInput(bot, messageId);
  const handled = admit(bot, messageId);
  if (flaw === 'ack-after-model') await handled;
  else inBackground(`source ${messageId}`, handled);
}
