import { flaw } from './flaw.ts';

/**
 * DE-007 as a small bot does it: a closing `**` right after punctuation, with a word or a non-ASCII
 * character after it, does not close in Lark's markdown; the punctuation moves outside the span. Code
 * spans (a double-backtick one up to its closing pair), link destinations and URLs are skipped, and so are fenced code blocks. The leaves-bold-open flaw
 * posts the markdown as written; normalizes-code moves the punctuation inside code and links too.
 */
const CLOSING = /\*\*([^*\s][^*]*?)(\p{P}+)\*\*(?=[\p{L}\p{N}_]|[^\x00-\x7f])/gu;
const PROTECTED = /(``[^\n]*?``|`+[^`]*`+|\]\([^)]*\)|<[a-z]+:[^>]*>|https?:\/\/\S+)/iu;
const FENCE = /^ {0,3}(```|~~~)/;

const closeBold = (prose: string) => prose.replace(CLOSING, '**$1**$2');

function normalizeLine(line: string): string {
  if (flaw === 'normalizes-code') return closeBold(line);
  // split with a capturing group: odd indexes are the protected pieces.
  return line
    .split(PROTECTED)
    .map((piece, i) => (i % 2 === 1 ? piece : closeBold(piece)))
    .join('');
}

export function normalizeMarkdown(text: string): string {
  if (flaw === 'leaves-bold-open') return text;
  let fenced = false;
  return text
    .split('\n')
    .map((line) => {
      if (FENCE.test(line)) {
        fenced = !fenced;
        return line;
      }
      return fenced && flaw !== 'normalizes-code' ? line : normalizeLine(line);
    })
    .join('\n');
}
