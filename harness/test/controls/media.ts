import { chmodSync, createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type * as lark from '@larksuiteoapi/node-sdk';
import { flaw } from './flaw.ts';

/** An image or file of a message, to download for its turn (HO-010). */
export interface MediaRef {
  type: 'image' | 'file';
  key: string;
  name?: string;
}

type Json = Record<string, unknown>;
const obj = (value: unknown): Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};

/** Message types the host cannot take, named for the refusal (AD-010). */
const UNAVAILABLE: Record<string, string> = { audio: 'voice message', sticker: 'sticker', media: 'video' };

/** The post's paragraphs, under a locale key or not. */
function postElements(content: Json): Json[] {
  const body = Array.isArray(content.content)
    ? content
    : obj(Object.values(content).find((v) => Array.isArray(obj(v).content)));
  return (Array.isArray(body.content) ? body.content : []).flatMap((p: unknown) =>
    Array.isArray(p) ? p.map(obj) : [],
  );
}

/** A message's text, media to pass, and what the host cannot take, from its parsed content. */
export function contentOf(
  messageType: string,
  content: Json,
): { text: string; refs: MediaRef[]; unavailable?: string } {
  if (messageType in UNAVAILABLE)
    return flaw === 'drops-unavailable-media'
      ? { text: '', refs: [] }
      : { text: '', refs: [], unavailable: UNAVAILABLE[messageType] };
  if (messageType === 'image') return { text: '', refs: [{ type: 'image', key: String(content.image_key) }] };
  if (messageType === 'file')
    return {
      text: '',
      refs: [{ type: 'file', key: String(content.file_key), name: String(content.file_name ?? 'file') }],
    };
  if (messageType !== 'post') return { text: '', refs: [], unavailable: 'message of this kind' };
  const elements = postElements(content);
  const text = elements
    .map((e) => (e.tag === 'text' || e.tag === 'md' ? String(e.text ?? '') : ''))
    .join('\n')
    .trim();
  // Taking the text and leaving out the video is the silent omission a bridge must not make.
  if (elements.some((e) => e.tag === 'media') && flaw !== 'drops-unavailable-media')
    return { text, refs: [], unavailable: 'video' };
  const images =
    flaw === 'drops-post-images'
      ? []
      : elements
          .filter((e) => e.tag === 'img')
          .map((e) => ({ type: 'image' as const, key: String(e.image_key) }));
  return { text, refs: images };
}

/** Why media cannot be passed, when it cannot. */
export class MediaUnavailable extends Error {}

/**
 * The control bot's private media store: each source's files in a directory of its own under the data
 * directory, owner-only, bounded in size, removed when the turn ends.
 */
export class Media {
  constructor(
    private readonly client: lark.Client,
    private readonly dir: string,
    private readonly maxBytes: number,
  ) {}

  /** Downloads a source's media; the host input naming it, and the removal for after the turn. */
  async fetch(messageId: string, refs: MediaRef[]): Promise<{ input: unknown[]; remove: () => void }> {
    const dir = join(this.dir, messageId);
    const open = flaw === 'world-readable-media' ? 0o755 : 0o700;
    mkdirSync(dir, { recursive: true, mode: open });
    chmodSync(dir, open);
    const input: unknown[] = [];
    const remove = () => {
      if (flaw !== 'keeps-media') rmSync(dir, { recursive: true, force: true });
    };
    try {
      for (const [i, ref] of refs.entries()) {
        const path = join(dir, `${i}-${(ref.name ?? ref.type).replace(/[^\w.-]/g, '_')}`);
        const stream = (await this.client.request({
          method: 'GET',
          url: `/open-apis/im/v1/messages/${messageId}/resources/${ref.key}`,
          params: { type: ref.type },
          responseType: 'stream',
        })) as Readable;
        let bytes = 0;
        const limit = flaw === 'unbounded-media' ? Infinity : this.maxBytes;
        stream.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (bytes > limit) stream.destroy(new MediaUnavailable(`the ${ref.type} is over ${limit} bytes`));
        });
        const mode = flaw === 'world-readable-media' ? 0o644 : 0o600;
        // The passes-partial-media flaw takes a download that broke off for the whole file.
        await pipeline(stream, createWriteStream(path, { mode })).catch((error: unknown) => {
          if (flaw !== 'passes-partial-media' || error instanceof MediaUnavailable) throw error;
        });
        chmodSync(path, mode);
        input.push(
          ref.type === 'image'
            ? { type: 'localImage', path }
            : { type: 'text', text: `A file, ${ref.name}, is at ${path}` },
        );
      }
    } catch (error) {
      remove();
      throw error instanceof MediaUnavailable
        ? error
        : new MediaUnavailable(`the ${refs[0]!.type} could not be downloaded`);
    }
    return { input, remove };
  }
}
