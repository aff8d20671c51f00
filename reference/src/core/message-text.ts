import type { SourceRow } from '../store/inbox.ts';

/** The source's content is not what its message type says. */
export class MalformedContentError extends Error {
  readonly code = 'MALFORMED_CONTENT';
  constructor(messageType: string) {
    super(`the ${messageType} content of the source is malformed`);
    this.name = 'MalformedContentError';
  }
}

export type Mention = { key: string; openId?: string; name?: string };
type PostElement = { tag?: string; text?: string; user_id?: string };

export const TEXT_TYPES: ReadonlySet<string> = new Set(['text', 'post']);

/**
 * The text a user wrote: the mentions `drop` selects removed (the bot's own, for the host), the others
 * by name. Only text and post messages have one; the caller refuses other types (AD-010).
 */
export function messageText(
  source: Pick<SourceRow, 'messageType' | 'content' | 'mentions'>,
  drop: (mention: Mention) => boolean,
): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(source.content);
  } catch {
    throw new MalformedContentError(source.messageType);
  }
  const mentions = JSON.parse(source.mentions) as Mention[];
  const raw = source.messageType === 'post' ? postText(parsed) : (parsed as { text?: unknown }).text;
  if (typeof raw !== 'string') throw new MalformedContentError(source.messageType);
  let text = raw;
  for (const mention of mentions) {
    if (!mention.key) continue;
    text = text.split(mention.key).join(drop(mention) ? '' : `@${mention.name ?? 'someone'}`);
  }
  return text.replace(/[ \t]+/g, ' ').trim();
}

/** A post is {title, content: [[element…]…]}, possibly under a locale key. */
function postText(parsed: unknown): string | undefined {
  if (parsed === null || typeof parsed !== 'object') return undefined;
  const post = (
    'content' in parsed ? parsed : Object.values(parsed as Record<string, unknown>).find((v) => v && typeof v === 'object')
  ) as { title?: string; content?: PostElement[][] } | undefined;
  if (!post || !Array.isArray(post.content)) return undefined;
  const lines = post.content.map((line) =>
    (Array.isArray(line) ? line : [])
      // An at element carries the mention key (@_user_1), resolved below like a text mention.
      .map((el) => (el.tag === 'at' ? (el.user_id ?? '') : (el.text ?? '')))
      .join(''),
  );
  return [post.title ?? '', ...lines].filter((l) => l !== '').join('\n');
}
