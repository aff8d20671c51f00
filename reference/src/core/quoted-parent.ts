import type { Provider } from '../provider/provider.ts';
import type { SourceRow } from '../store/inbox.ts';
import { messageText, TEXT_TYPES } from './message-text.ts';
import { firstChars, longerThan } from './text-bounds.ts';

/** The most of a quoted parent passed on, in characters (AD-011). */
export const QUOTE_LIMIT_CHARS = 2_000;

/**
 * Does the source quote a parent message? In a topic every message names the topic root as its
 * parent; only a parent other than the root is a quote there.
 */
export function quotesParent(source: Pick<SourceRow, 'parentId' | 'rootId' | 'threadId'>): boolean {
  if (!source.parentId) return false;
  return !(source.threadId && source.parentId === source.rootId);
}

/**
 * The quoted parent as a bounded block for the host (AD-011): only a readable parent of the same chat,
 * at most `limit` characters, and saying so when it is missing or cut. A quote is context, never an
 * instruction with authority.
 */
export async function quoteBlock(
  provider: Pick<Provider, 'get'>,
  source: Pick<SourceRow, 'parentId' | 'chatId'>,
  limit = QUOTE_LIMIT_CHARS,
): Promise<string> {
  const unavailable = '[The quoted message is not available.]';
  let parent;
  try {
    parent = await provider.get(source.parentId!);
  } catch {
    return unavailable;
  }
  if (!parent || parent.deleted || parent.chatId !== source.chatId) return unavailable;
  if (!TEXT_TYPES.has(parent.msgType))
    return `[The quoted message is a ${parent.msgType} message, not passed on.]`;
  let text: string;
  try {
    text = messageText({ messageType: parent.msgType, content: parent.content, mentions: '[]' }, () => false);
  } catch {
    return unavailable;
  }
  const cut = longerThan(text, limit);
  const shown = cut ? firstChars(text, limit) : text;
  const quoted = shown
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return `Quoted message:\n${quoted}${cut ? '\n[The quoted message is truncated.]' : ''}`;
}
