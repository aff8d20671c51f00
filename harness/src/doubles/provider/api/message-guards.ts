import { LARK, LarkRefusal } from '../lark-codes.ts';
import type { StoredMessage } from '../store.ts';
import type { ApiContext } from './context.ts';

/** [doc] a message can be edited or updated only within 14 days of sending. */
export const EDIT_WINDOW_MS = 14 * 24 * 60 * 60 * 1000;

/** The message the call names, or Lark's refusal when there is none. */
export function existingMessage(ctx: ApiContext, messageId: string | undefined): StoredMessage {
  const message = messageId === undefined ? undefined : ctx.store.get(messageId);
  if (!message) throw new LarkRefusal(LARK.invalidParam, `message_id ${messageId ?? ''} does not exist`);
  return message;
}

/** A message the bot may change: it sent it, it is not recalled, and it is at most 14 days old. */
export function editableMessage(ctx: ApiContext, messageId: string | undefined): StoredMessage {
  const message = existingMessage(ctx, messageId);
  if (message.deleted) throw new LarkRefusal(LARK.recalled);
  if (!message.fromBot)
    throw new LarkRefusal(LARK.invalidParam, 'only a message the bot sent can be changed');
  if (ctx.wallClock() - Number(message.createTime) > EDIT_WINDOW_MS) throw new LarkRefusal(LARK.tooOld);
  return message;
}
