import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ManualTime } from '../../../runtime/src/index.ts';
import { silentLogger } from '../logger.ts';
import { FakeProvider } from '../testing/fake-provider.ts';
import { MediaUnavailableError } from './errors.ts';
import { mediaOf } from './media-refs.ts';
import { MediaStore } from './media-store.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function store(options: { maxBytes?: number; ttlMs?: number } = {}) {
  const root = mkdtempSync(join(tmpdir(), 'media-test-'));
  dirs.push(root);
  const provider = new FakeProvider();
  const time = new ManualTime();
  const media = new MediaStore({
    dir: join(root, 'media'),
    provider,
    maxBytes: options.maxBytes ?? 1024,
    ttlMs: options.ttlMs ?? 60_000,
    logger: silentLogger,
    timers: time,
  });
  media.open();
  return { media, provider, root, time };
}

const mode = (path: string) => statSync(path).mode & 0o777;

describe('media store (HO-010)', () => {
  it('keeps each file owner-only in an owner-only directory, names images as localImage and files in the text, and deletes them on release', async () => {
    const { media, provider } = store();
    provider.resources.set('img_1', Buffer.from('image bytes'));
    provider.resources.set('file_1', Buffer.from('report bytes'));
    const prepared = await media.prepare('trn_1', 'om_1', [
      { type: 'image', key: 'img_1' },
      { type: 'file', key: 'file_1', name: 'Q3 report (final).pdf' },
    ]);
    const [image, file] = prepared.input;
    expect(image).toMatchObject({ type: 'localImage' });
    const imagePath = (image as { path: string }).path;
    expect(readFileSync(imagePath, 'utf8')).toBe('image bytes');
    expect(mode(imagePath)).toBe(0o600);
    expect(mode(dirname(imagePath))).toBe(0o700);
    expect(mode(dirname(dirname(imagePath)))).toBe(0o700);
    const text = (file as { text: string }).text;
    const filePath = /saved at (\S+)/.exec(text)![1]!;
    expect(text).toContain('Q3 report (final).pdf');
    expect(filePath).toMatch(/Q3_report_final_\.pdf$/);
    expect(readFileSync(filePath, 'utf8')).toBe('report bytes');
    prepared.release();
    expect(existsSync(dirname(imagePath))).toBe(false);
  });

  it('refuses a file over the bound and leaves nothing of it', async () => {
    const { media, provider, root } = store({ maxBytes: 8 });
    provider.resources.set('big', Buffer.alloc(64, 1));
    const failed = media.prepare('trn_2', 'om_2', [{ type: 'file', key: 'big', name: 'big.bin' }]);
    await expect(failed).rejects.toBeInstanceOf(MediaUnavailableError);
    await expect(failed).rejects.toMatchObject({ errorClass: 'media_too_large' });
    expect(existsSync(join(root, 'media', 'trn_2'))).toBe(false);
  });

  it("reports a download that failed, and deletes a turn's files at the end of their lifetime", async () => {
    const { media, provider, time } = store({ ttlMs: 30 });
    await expect(media.prepare('trn_3', 'om_3', [{ type: 'image', key: 'missing' }])).rejects.toMatchObject({
      errorClass: 'media_download_failed',
    });
    provider.resources.set('img', Buffer.from('x'));
    const prepared = await media.prepare('trn_4', 'om_4', [{ type: 'image', key: 'img' }]);
    const path = (prepared.input[0] as { path: string }).path;
    await time.advance(29);
    expect(existsSync(path)).toBe(true);
    await time.advance(1);
    expect(existsSync(path)).toBe(false);
  });

  it('empties itself at start: files a crashed process left are not kept', () => {
    const { media, root } = store();
    mkdirSync(join(root, 'media', 'trn_old'), { mode: 0o700 });
    writeFileSync(join(root, 'media', 'trn_old', '1-image'), 'left over');
    media.open();
    expect(existsSync(join(root, 'media', 'trn_old'))).toBe(false);
  });
});

describe('media of a source (AD-010)', () => {
  it.each([
    ['image', { image_key: 'img_1' }, { refs: [{ type: 'image', key: 'img_1' }] }],
    [
      'file',
      { file_key: 'f_1', file_name: 'a.pdf' },
      { refs: [{ type: 'file', key: 'f_1', name: 'a.pdf' }] },
    ],
    [
      'post',
      { zh_cn: { content: [[{ tag: 'text', text: 'see' }], [{ tag: 'img', image_key: 'img_2' }]] } },
      { refs: [{ type: 'image', key: 'img_2' }] },
    ],
    [
      'post',
      {
        content: [
          [
            { tag: 'text', text: 'watch' },
            { tag: 'media', file_key: 'f_v', image_key: 'img_v' },
          ],
        ],
      },
      { refs: [], unavailable: 'video' },
    ],
    ['audio', { file_key: 'f_a', duration: 1 }, { refs: [], unavailable: 'voice message' }],
    ['sticker', { file_key: 'f_s' }, { refs: [], unavailable: 'sticker' }],
    ['media', { file_key: 'f_m', image_key: 'img_m' }, { refs: [], unavailable: 'video' }],
    ['text', { text: 'plain' }, { refs: [] }],
  ])('%s %j', (type, content, expected) => {
    expect(mediaOf(type, JSON.stringify(content))).toEqual(expected);
  });

  it('calls content without the key it needs malformed', () => {
    expect(() => mediaOf('image', '{}')).toThrow(/malformed/);
    expect(() => mediaOf('file', 'not json')).toThrow(/malformed/);
  });

  it('names its error by a stable code', () => {
    const error = new MediaUnavailableError('media_too_large', 'the file is larger than 8 bytes');
    expect([error.code, error.name, error.errorClass, error.message]).toEqual([
      'MEDIA_UNAVAILABLE',
      'MediaUnavailableError',
      'media_too_large',
      'the file is larger than 8 bytes',
    ]);
  });
});
