import { MalformedContentError } from '../core/message-text.ts';

/** An image or file of a source that can be passed to the host once downloaded (HO-010). */
export interface MediaRef {
  type: 'image' | 'file';
  /** image_key or file_key: what the resource API serves. */
  key: string;
  /** A file's name as the user sent it. */
  name?: string;
}

/** What a source carries besides text: media to pass, or media the host cannot take (AD-010). */
export type MediaOf =
  { refs: MediaRef[]; unavailable?: undefined } | { refs: MediaRef[]; unavailable: string };

/** Message types that are media the host cannot take, with the words a refusal names them by. */
const UNAVAILABLE: Record<string, string> = {
  audio: 'voice message',
  sticker: 'sticker',
  media: 'video',
};

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function parsed(messageType: string, content: string): Json {
  try {
    const value = JSON.parse(content) as unknown;
    if (isObject(value)) return value;
  } catch {
    // Reported below.
  }
  throw new MalformedContentError(messageType);
}

function key(messageType: string, value: unknown): string {
  if (typeof value !== 'string' || value === '') throw new MalformedContentError(messageType);
  return value;
}

/** A post is {title, content: [[element…]…]}, possibly under a locale key. */
function postElements(post: Json): Json[] {
  const body = Array.isArray(post.content)
    ? post
    : Object.values(post).find((v) => isObject(v) && Array.isArray(v.content));
  const paragraphs = isObject(body) && Array.isArray(body.content) ? body.content : [];
  return paragraphs.flatMap((p: unknown) => (Array.isArray(p) ? p.filter(isObject) : []));
}

/**
 * The media of a source: an image or file message, or the images inside a post — or, for audio, a sticker,
 * a video (alone or inside a post), what the host cannot take, named so that the refusal can say so.
 */
export function mediaOf(messageType: string, content: string): MediaOf {
  if (messageType in UNAVAILABLE) return { refs: [], unavailable: UNAVAILABLE[messageType]! };
  if (messageType === 'image')
    return { refs: [{ type: 'image', key: key(messageType, parsed(messageType, content).image_key) }] };
  if (messageType === 'file') {
    const file = parsed(messageType, content);
    const name = typeof file.file_name === 'string' && file.file_name !== '' ? file.file_name : undefined;
    return { refs: [{ type: 'file', key: key(messageType, file.file_key), ...(name ? { name } : {}) }] };
  }
  if (messageType !== 'post') return { refs: [] };
  const elements = postElements(parsed(messageType, content));
  if (elements.some((e) => e.tag === 'media')) return { refs: [], unavailable: 'video' };
  return {
    refs: elements
      .filter((e) => e.tag === 'img')
      .map((e) => ({ type: 'image', key: key(messageType, e.image_key) })),
  };
}
