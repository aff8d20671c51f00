import type * as lark from '@larksuiteoapi/node-sdk';

/** The most of a quoted parent passed on (AD-011). */
const QUOTE_LIMIT_CHARS = 2000;

/**
 * The quoted parent of a reply as a block for the host (AD-011): its text as the provider has it now,
 * only from the same chat, bounded, and saying so when it is missing or cut. When it is read decides
 * what the turn sees: at admission it is frozen (AD-006).
 */
export async function quoteOf(client: lark.Client, chatId: string, parentId: string): Promise<string> {
  let text: unknown;
  try {
    const read = await client.im.message.get({ path: { message_id: parentId } });
    const parent = read.data?.items?.[0];
    if (parent?.chat_id === chatId && !parent.deleted)
      text = (JSON.parse(parent.body?.content ?? '{}') as { text?: unknown }).text;
  } catch {
    // Not readable: said below.
  }
  if (typeof text !== 'string') return '[The quoted message is not available.]';
  const cut = text.length > QUOTE_LIMIT_CHARS;
  const lines = text
    .slice(0, QUOTE_LIMIT_CHARS)
    .split('\n')
    .map((line) => `> ${line}`);
  return `Quoted message:\n${lines.join('\n')}${cut ? '\n[The quoted message is truncated.]' : ''}`;
}
