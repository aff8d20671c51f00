import type { Command, SourceRow } from '../store/inbox.ts';
import { messageText, TEXT_TYPES } from './message-text.ts';

const COMMANDS: Record<string, Command> = {
  '/stop': 'stop',
  '/status': 'status',
  '/new': 'new',
  '/help': 'help',
};

/**
 * A control command is read from the current message's own text alone (AD-009), every mention
 * removed: it is known at receipt, before the bot's identity is.
 */
export function commandOf(
  source: Pick<SourceRow, 'messageType' | 'content' | 'mentions'>,
): Command | undefined {
  if (!TEXT_TYPES.has(source.messageType)) return undefined;
  try {
    return COMMANDS[messageText(source, () => true).toLowerCase()];
  } catch {
    return undefined;
  }
}
