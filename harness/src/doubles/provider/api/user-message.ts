import { LARK, LarkRefusal } from '../lark-codes.ts';
import type { Chat, StoredMessage } from '../store.ts';
import type { InjectMessage } from '../inbound-message.ts';
import type { ApiContext } from './context.ts';
import { checkContent } from './message-content.ts';

/** Refuses a user outside a private chat: a user sees only their own chat with the bot. */
export function checkMember(chat: Chat, user: string): void {
  if (chat.type === 'p2p' && chat.name !== user)
    throw new LarkRefusal(LARK.botNotInChat, `chat ${chat.chatId} is not the user's`);
}

/**
 * create or reply with a user access token: the message is the user's, and the bot gets it as
 * im.message.receive_v1 exactly as if the user had typed it — the way a drill reaches a real bot.
 */
export function postAsUser(
  ctx: ApiContext,
  user: string,
  chat: Chat,
  fields: { msgType: string; content: string; parentMessageId?: string },
): StoredMessage {
  checkMember(chat, user);
  const content = checkContent(fields.msgType, fields.content);
  // Lark turns an at tag of the text into a mention of the event: the bot's is the one the double knows.
  const typed = String(content.text ?? '');
  const atBot = new RegExp(`<at\\s+user_id\\s*=\\s*"${ctx.bot.openId}"[^>]*>[^<]*</at>\\s*`, 'g');
  const mentionsBot = fields.msgType === 'text' && atBot.test(typed);
  const input: InjectMessage = {
    chat: chat.type === 'p2p' ? { type: 'p2p', user: chat.name } : { type: 'group', name: chat.name },
    sender: user,
    ...(fields.msgType === 'text'
      ? { text: typed.replace(atBot, '') }
      : { msgType: fields.msgType, content }),
    ...(mentionsBot ? { mentionBot: true } : {}),
    ...(fields.parentMessageId !== undefined ? { parentMessageId: fields.parentMessageId } : {}),
  };
  return ctx.sendAsUser(input);
}
