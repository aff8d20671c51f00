/**
 * Whether a message's visible text shows an expected text: each of its non-empty lines, trimmed, is
 * contained in the visible text, in order. What a user reads is the answer whatever the bridge puts
 * around it (a title, a footer, an `hr`), and however it breaks the answer's lines into a card's elements;
 * words out of order, or a piece missing, are not the answer.
 */
export function shows(visible: string, expected: string): boolean {
  const lines = expected
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
  if (lines.length === 0) return visible.trim().length === 0 || expected.length === 0;
  let from = 0;
  for (const line of lines) {
    const at = visible.indexOf(line, from);
    if (at < 0) return false;
    from = at + line.length;
  }
  return true;
}
