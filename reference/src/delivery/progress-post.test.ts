import { describe, expect, it } from 'vitest';
import { draftText, ProgressPost } from './progress-post.ts';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

function post(intervalMs: number, maxWrites = 10) {
  const writes: Array<{ text: string; at: number }> = [];
  const began = performance.now();
  const progress = new ProgressPost({
    intervalMs,
    draftLimitChars: 5,
    maxWrites,
    write: async (text) => {
      writes.push({ text, at: performance.now() - began });
    },
    onError: (e) => {
      throw e;
    },
  });
  return { progress, writes };
}

describe('progress post (DE-002)', () => {
  it('writes the first draft at once, then at most once per interval, with the latest text', async () => {
    const { progress, writes } = post(60);
    progress.update('a');
    await wait(10);
    progress.update('ab');
    progress.update('abc');
    await wait(90);
    await progress.close();
    expect(writes.map((w) => w.text)).toEqual([draftText('a', 5), draftText('abc', 5)]);
    expect(writes[1]!.at - writes[0]!.at).toBeGreaterThanOrEqual(55);
  });

  it('invents nothing: no new text, no write', async () => {
    const { progress, writes } = post(20);
    progress.update('same');
    await wait(30);
    progress.update('same');
    await wait(40);
    await progress.close();
    expect(writes).toHaveLength(1);
  });

  it('shows only the latest characters, marked as a draft', () => {
    expect(draftText('0123456789', 5)).toBe('Working on it. Draft, not the final answer:\n\n…56789');
  });

  it('stops at its write budget and after close', async () => {
    const { progress, writes } = post(1, 2);
    for (const text of ['a', 'b', 'c']) {
      progress.update(text);
      await wait(10);
    }
    await progress.close();
    progress.update('d');
    await wait(10);
    expect(writes.map((w) => w.text)).toEqual([draftText('a', 5), draftText('b', 5)]);
  });
});
