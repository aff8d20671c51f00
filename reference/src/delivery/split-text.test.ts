import { describe, expect, it } from 'vitest';
import { splitText } from './split-text.ts';

const jsonBytes = (char: string) => Buffer.byteLength(JSON.stringify(char)) - 2;

describe('splitText', () => {
  it('counts a character as the caller does: escaped in JSON, an answer of quotes and newlines fits a post', () => {
    const answer = '"\n'.repeat(20_000);
    const parts = splitText(answer, 30_000, jsonBytes);
    expect(parts.join('')).toBe(answer);
    for (const part of parts) expect(Buffer.byteLength(JSON.stringify(part)) - 2).toBeLessThanOrEqual(30_000);
    // By UTF-8 bytes alone the same answer is one part, which as JSON would be 80,000 bytes.
    expect(splitText(answer, 40_000)).toHaveLength(1);
  });

  it('cuts at a line break when one is near, never inside a character', () => {
    expect(splitText('abc\nde', 5)).toEqual(['abc\n', 'de']);
    expect(splitText('结论结论', 7)).toEqual(['结论', '结论']);
  });
});
