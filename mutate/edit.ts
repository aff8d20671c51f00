import type { Edit } from './catalog.ts';

/** Where an edit applies: the new text and the source lines (1-based, inclusive) it replaced. */
export interface Applied {
  text: string;
  lines: [number, number];
}

/**
 * Applies one anchored edit. The anchor must occur exactly once: code that moved (a rewrite of the store,
 * a renamed variable) makes the mutant stale, said as such, rather than silently testing something else.
 */
export function applyEdit(text: string, edit: Edit): Applied | { stale: string } {
  const at = text.indexOf(edit.search);
  if (at < 0) return { stale: `${edit.file}: the anchor is no longer in the file` };
  if (text.indexOf(edit.search, at + 1) >= 0)
    return { stale: `${edit.file}: the anchor occurs more than once` };
  const first = lineOf(text, at);
  const last = lineOf(text, at + edit.search.length - 1);
  return {
    text: text.slice(0, at) + edit.replace + text.slice(at + edit.search.length),
    lines: [first, last],
  };
}

function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
}
