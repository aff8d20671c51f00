/**
 * Splits an answer into parts of at most `maxBytes` UTF-8 bytes, at a line break when one is near,
 * never inside a character. The first part goes to the answer post, the rest as continuations (DE-003).
 */
export function splitText(text: string, maxBytes: number): string[] {
  const parts: string[] = [];
  let rest = text;
  while (Buffer.byteLength(rest) > maxBytes) {
    let end = 0;
    let bytes = 0;
    for (const char of rest) {
      const size = Buffer.byteLength(char);
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
