import type { SourceRow } from '../store/inbox.ts';
import { isWellFormed } from './text-bounds.ts';

/** The source's content is not what its message type says. */
export class MalformedContentError extends Error {
  readonly code = 'MALFORMED_CONTENT';
  constructor(messageType: string) {
    super(`the ${messageType} content of the source is malformed`);
    this.name = 'MalformedContentError';
  }
}

export type Mention = { key: string; openId?: string; name?: string };

export const TEXT_TYPES: ReadonlySet<string> = new Set(['text', 'post']);

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The text a user wrote: the mentions `drop` selects removed (the bot's own, for the host), the others
 * by name. Only text and post messages have one; the caller refuses other types (AD-010). Content that is
 * not what its type says — not JSON, a text that is not a string, a post whose elements are not elements,
 * half a character — throws MalformedContentError, for an explicit refusal; nothing here throws otherwise.
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
  const raw = source.messageType === 'post' ? postText(parsed) : isObject(parsed) ? parsed.text : undefined;
  if (typeof raw !== 'string' || !isWellFormed(raw)) throw new MalformedContentError(source.messageType);
  let text = raw;
  for (const mention of JSON.parse(source.mentions) as Mention[]) {
    if (!mention.key) continue;
    text = text.split(mention.key).join(drop(mention) ? '' : `@${mention.name ?? 'someone'}`);
  }
  return text.replace(/[ \t]+/g, ' ').trim();
}

/** One element's text: an at element carries the mention key (@_user_1), resolved like a text mention. */
function elementText(element: unknown): string | undefined {
  if (!isObject(element)) return undefined;
  const value = element.tag === 'at' ? (element.user_id ?? '') : (element.text ?? '');
  return typeof value === 'string' ? value : undefined;
}

/** A post is {title, content: [[element…]…]}, possibly under a locale key; undefined when it is not one. */
function postText(parsed: unknown): string | undefined {
  if (!isObject(parsed)) return undefined;
  const post = 'content' in parsed ? parsed : Object.values(parsed).find(isObject);
  if (!post || !Array.isArray(post.content)) return undefined;
  const lines: string[] = [];
  for (const line of post.content) {
    if (!Array.isArray(line)) return undefined;
    const parts = line.map(elementText);
    if (parts.some((p) => p === undefined)) return undefined;
    lines.push(parts.join(''));
  }
  const title = post.title ?? '';
  if (typeof title !== 'string') return undefined;
  return [title, ...lines].filter((l) => l !== '').join('\n');
}
