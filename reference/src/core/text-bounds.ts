/** A lone UTF-16 surrogate: half a character, which no UTF-8 text (what Lark sends) can hold. */
const LONE_SURROGATE = /\p{Cs}/u;

/** Whole characters only: text with a lone surrogate is not text Lark sent, and reads back changed. */
export function isWellFormed(text: string): boolean {
  return !LONE_SURROGATE.test(text);
}

const isHigh = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;
const isLow = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;

/**
 * Where the first `limit` characters (code points) of `text` end, counted in place: no copy, no array,
 * and no further than the limit, so a 40-million-character input costs nothing to measure (AD-007).
 */
function endOfChars(text: string, limit: number): { end: number; count: number } {
  let count = 0;
  let i = 0;
  while (i < text.length && count < limit) {
    // A high surrogate followed by a low one is one character.
    i += isHigh(text.charCodeAt(i)) && i + 1 < text.length && isLow(text.charCodeAt(i + 1)) ? 2 : 1;
    count++;
  }
  return { end: i, count };
}

/** Whether `text` is longer than `limit` characters; decided within the first limit + 1 of them. */
export function longerThan(text: string, limit: number): boolean {
  return text.length > limit && endOfChars(text, limit).end < text.length;
}

/** How many characters `text` has, counted without a copy. */
export function charCount(text: string): number {
  return endOfChars(text, text.length).count;
}

/** The first `limit` characters of `text`, never half of one. */
export function firstChars(text: string, limit: number): string {
  return text.slice(0, endOfChars(text, limit).end);
}

/** The last `limit` characters of `text`, with a lone half character at the cut left out; no array of it. */
export function lastChars(text: string, limit: number): string {
  let start = text.length;
  for (let count = 0; count < limit && start > 0; count++) {
    const unit = text.charCodeAt(start - 1);
    start -= isLow(unit) && start >= 2 && isHigh(text.charCodeAt(start - 2)) ? 2 : 1;
  }
  return text.slice(start);
}
