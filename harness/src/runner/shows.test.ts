import { describe, expect, it } from 'vitest';
import { shows } from './shows.ts';

describe('shows: the text a user reads, contained in order', () => {
  it('passes the answer with a title, a footer or an envelope around it', () => {
    expect(shows('Answer\nHello there\n---\n—— by Codex', 'Hello there')).toBe(true);
    expect(shows('<user>hi</user>\nremember the number 7', 'remember the number 7')).toBe(true);
  });
  it('takes each line of a multi-line answer, in order, wherever the bridge broke them', () => {
    expect(shows('title\nline one\n\nline two', 'line one\nline two')).toBe(true);
    expect(shows('line two\nline one', 'line one\nline two')).toBe(false);
  });
  it('fails a piece missing', () => {
    expect(shows('Hello', 'Hello there')).toBe(false);
  });
});
