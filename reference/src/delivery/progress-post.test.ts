import { describe, expect, it } from 'vitest';
import { ManualTime } from '../../../runtime/src/index.ts';
import { draftText, ProgressPost } from './progress-post.ts';

function post(intervalMs: number, maxWrites = 10) {
  const time = new ManualTime();
  const writes: Array<{ text: string; at: number }> = [];
  const progress = new ProgressPost({
    intervalMs,
    draftLimitChars: 5,
    maxWrites,
    write: async (text) => {
      writes.push({ text, at: time.now() });
    },
    onError: (e) => {
      throw e;
    },
    now: time.now,
    timers: time,
  });
  return { progress, writes, time };
}

describe('progress post (DE-002)', () => {
  it('writes the first draft at once, then at most once per interval, with the latest text', async () => {
    const { progress, writes, time } = post(60);
    progress.update('a');
    await time.advance(10);
    progress.update('ab');
    progress.update('abc');
    await time.advance(49);
    expect(writes.map((w) => w.text)).toEqual([draftText('a', 5)]);
    await time.advance(1);
    await progress.close();
    expect(writes).toEqual([
      { text: draftText('a', 5), at: 0 },
      { text: draftText('abc', 5), at: 60 },
    ]);
  });

  it('invents nothing: no new text, no write', async () => {
    const { progress, writes, time } = post(20);
    progress.update('same');
    await time.advance(30);
    progress.update('same');
    await time.advance(40);
    await progress.close();
    expect(writes).toHaveLength(1);
  });

  it('shows only the latest characters, marked as a draft', () => {
    expect(draftText('0123456789', 5)).toBe('Working on it. Draft, not the final answer:\n\n…56789');
  });

  it('stops at its write budget and after close', async () => {
    const { progress, writes, time } = post(1, 2);
    for (const text of ['a', 'b', 'c']) {
      progress.update(text);
      await time.advance(10);
    }
    await progress.close();
    progress.update('d');
    await time.advance(10);
    expect(writes.map((w) => w.text)).toEqual([draftText('a', 5), draftText('b', 5)]);
    expect(time.pending).toBe(0);
  });
});
