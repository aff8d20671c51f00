/**
 * The markdown normalization of answers shown as markdown (DE-007). CommonMark, which Lark's markdown
 * follows here, closes `**` only when it is right-flanking: `**结论：**下一步` — punctuation before the
 * closing run, a word or a non-ASCII symbol after it — does not close, and the user sees the asterisks.
 * Moving the trailing punctuation outside the span (`**结论**：下一步`) makes it close and shows the
 * same text. Code spans, code blocks, link destinations and bare URLs are left as they are, and so is
 * every delimiter run that is not exactly `**` (`***`, `__`): those stay opaque.
 */

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const PUNCTUATION = /\p{P}/u;
const FOLLOWER = /[\p{L}\p{N}_]|[^\x00-\x7f]/u;

/** Marks, per character of a line, what must not be touched: code spans, link destinations, URLs. */
function protectedMask(line: string): boolean[] {
  const mask = new Array<boolean>(line.length).fill(false);
  const protect = (from: number, to: number) => {
    for (let i = from; i < to; i++) mask[i] = true;
  };
  // Code spans: a backtick run closed by a run of the same length.
  for (let i = 0; i < line.length;) {
    if (line[i] !== '`') {
      i++;
      continue;
    }
    let run = 1;
    while (line[i + run] === '`') run++;
    const close = line.indexOf('`'.repeat(run), i + run);
    const end = close < 0 ? i + run : close + run;
    if (close >= 0) protect(i, end);
    i = end;
  }
  // Link destinations: the parenthesised part after `]`, nested parentheses counted.
  for (let i = line.indexOf('](', 0); i >= 0; i = line.indexOf('](', i + 2)) {
    if (mask[i]) continue;
    let depth = 0;
    let j = i + 1;
    for (; j < line.length; j++) {
      if (line[j] === '(') depth++;
      else if (line[j] === ')' && --depth === 0) break;
    }
    protect(i + 1, Math.min(j + 1, line.length));
  }
  for (const m of line.matchAll(/<[a-z][a-z0-9+.-]*:[^\s<>]*>|\bhttps?:\/\/[^\s<>)\]]*/giu))
    protect(m.index, m.index + m[0].length);
  return mask;
}

/** Where the exact `**` runs of a line are, outside what is protected. */
function strongRuns(line: string, mask: boolean[]): number[] {
  const runs: number[] = [];
  for (let i = 0; i < line.length;) {
    if (line[i] !== '*' || mask[i]) {
      i++;
      continue;
    }
    let run = 1;
    while (line[i + run] === '*' && !mask[i + run]) run++;
    if (run === 2) runs.push(i);
    i += run;
  }
  return runs;
}

/** One line of prose: each span's closing `**` moved before its trailing punctuation where it would not close. */
function normalizeLine(line: string): string {
  const mask = protectedMask(line);
  const runs = strongRuns(line, mask);
  let out = '';
  let at = 0;
  for (let k = 0; k + 1 < runs.length; k += 2) {
    const open = runs[k]!;
    const close = runs[k + 1]!;
    const inner = [...line.slice(open + 2, close)];
    let cut = inner.length;
    while (
      cut > 0 &&
      PUNCTUATION.test(inner[cut - 1]!) &&
      !mask[close - inner.slice(cut - 1).join('').length]
    )
      cut--;
    const after = [...line.slice(close + 2)][0];
    const kept = inner.slice(0, cut).join('');
    // Nothing to move, nothing after it that keeps the span open, or nothing left inside: leave it.
    if (
      cut === inner.length ||
      after === undefined ||
      !FOLLOWER.test(after) ||
      kept.trim() === '' ||
      /\s$/u.test(kept)
    )
      continue;
    out += `${line.slice(at, open)}**${kept}**${inner.slice(cut).join('')}`;
    at = close + 2;
  }
  return out + line.slice(at);
}

/** The answer as it is shown as markdown: every line outside a fenced code block normalized. */
export function normalizeMarkdown(text: string): string {
  let fence: string | undefined;
  return text
    .split('\n')
    .map((line) => {
      const opens = FENCE.exec(line)?.[1];
      if (fence !== undefined) {
        if (opens && opens[0] === fence[0] && opens.length >= fence.length && line.trim() === opens)
          fence = undefined;
        return line;
      }
      if (opens) {
        fence = opens;
        return line;
      }
      return normalizeLine(line);
    })
    .join('\n');
}
