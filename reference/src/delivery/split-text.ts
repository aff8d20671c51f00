const utf8Bytes = (text: string): number => Buffer.byteLength(text);

/**
 * Splits an answer into parts of at most `maxBytes` bytes, as `sizeOf` counts a character (UTF-8 by
 * default), at a line break when one is near, never inside a character. The first part goes to the
 * answer post, the rest as continuations (DE-003).
 */
export function splitText(
  text: string,
  maxBytes: number,
  sizeOf: (char: string) => number = utf8Bytes,
): string[] {
  const parts: string[] = [];
  let rest = text;
  const bytesOf = (value: string) => [...value].reduce((sum, char) => sum + sizeOf(char), 0);
  while (bytesOf(rest) > maxBytes) {
    let end = 0;
    let bytes = 0;
    for (const char of rest) {
      const size = sizeOf(char);
      if (bytes + size > maxBytes) break;
      bytes += size;
      end += char.length;
    }
    const newline = rest.lastIndexOf('\n', end);
    const cut = newline > end / 2 ? newline + 1 : end;
    parts.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  parts.push(rest);
  return parts;
}
