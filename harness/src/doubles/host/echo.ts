import type { HostUserInput } from '../../../../generated/types/index.ts';

/** The text of a turn input: its text parts joined by a newline. */
export function inputText(input: readonly HostUserInput[]): string {
  return input.flatMap((part) => (part.type === 'text' && 'text' in part ? [part.text] : [])).join('\n');
}

/** `text` in `parts` pieces of about equal length, never splitting a character; fewer when it is shorter. */
export function echoDeltas(text: string, parts: number): string[] {
  const chars = [...text];
  const count = Math.max(1, Math.min(parts, chars.length));
  const size = Math.ceil(chars.length / count);
  return Array.from({ length: count }, (_, i) => chars.slice(i * size, (i + 1) * size).join('')).filter(
    (d, i) => i === 0 || d !== '',
  );
}
