import { describe, expect, it } from 'vitest';
import { repeated } from './turn-run.ts';

describe('a repeated stream event', () => {
  it('numbers each repetition from 1, zero-padded to the width of times', () => {
    expect(repeated('line {n}\n', 10)).toBe(
      Array.from({ length: 10 }, (_, i) => `line ${String(i + 1).padStart(2, '0')}\n`).join(''),
    );
    expect(repeated('ab', 3)).toBe('ababab');
  });
});
