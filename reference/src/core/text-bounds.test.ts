import { describe, expect, it } from 'vitest';
import { charCount, firstChars, isWellFormed, lastChars, longerThan } from './text-bounds.ts';

describe('text bounds (AD-007)', () => {
  it('counts characters, not UTF-16 units', () => {
    expect(longerThan('abc', 3)).toBe(false);
    expect(longerThan('abcd', 3)).toBe(true);
    expect(longerThan('😀😀😀', 3)).toBe(false);
    expect(longerThan('😀😀😀😀', 3)).toBe(true);
    expect(longerThan('a\ud83d', 2)).toBe(false);
  });

  it('decides a 40-million-character input at once, without copying it', () => {
    // Flat, as JSON.parse makes it ('x'.repeat builds a rope that any read flattens).
    const huge = Buffer.alloc(40_000_000, 'x').toString('latin1');
    const before = process.memoryUsage().heapUsed;
    expect(longerThan(huge, 12_000)).toBe(true);
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(1_000_000);
  });

  it('counts and cuts without splitting a character', () => {
    expect(charCount('a😀b')).toBe(3);
    expect(firstChars('a😀b', 2)).toBe('a😀');
    expect(firstChars('ab', 5)).toBe('ab');
  });

  it('keeps the last characters whole', () => {
    expect(lastChars('abcdef', 3)).toBe('def');
    expect(lastChars('ab', 3)).toBe('ab');
    expect(lastChars('a😀b😀', 2)).toBe('b😀');
    expect(lastChars('😀😀', 1)).toBe('😀');
  });

  it('tells text with a lone surrogate from whole text', () => {
    expect(isWellFormed('plain 😀')).toBe(true);
    expect(isWellFormed('half \ud83d')).toBe(false);
    expect(isWellFormed('\ude00 low')).toBe(false);
  });
});
