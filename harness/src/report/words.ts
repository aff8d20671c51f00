import type { Report } from '../../../generated/types/index.ts';
import { LAYERS, type LayerVerdict } from '../runner/model.ts';

/**
 * The words every report uses for a verdict, so that the console, Markdown, HTML and JUnit tell one
 * story: an expected failure (a failure the expectations file lists) is "expected-fail" everywhere — the
 * JSON's own word — and an untested verdict is named by its reason, explained once under the table.
 */
export const EXPECTED_FAIL = 'expected-fail';

/** An untested reason as one short word: blocked-by:host → blocked, not-covered → not covered. */
export function untestedWord(reason: string | undefined): string {
  if (reason === undefined || reason === 'not-covered') return 'not covered';
  return reason.startsWith('blocked-by:') ? 'blocked' : reason;
}

/** What each untested word means: said once per run, under the table, for the words the table used. */
export const UNTESTED_MEANING: Record<string, string> = {
  capability: 'the scenario needs a capability the adapter does not declare',
  blocked: 'a check it depends on did not pass: fix that failure first',
  'host-mode': 'only the host double can play its host script (this run drives a real Codex)',
  live: 'not measurable live: an exact check, or a step only the doubles can do',
  budget: "the scenario's time budget ran out first",
  filtered: 'outside the --layer filter',
  'not covered': 'the scenario has no check in that layer',
};

/** Untested reasons whose detail says something a reader can act on (the rest the table's legend says). */
export const EXPLAINED = new Set(['capability', 'host-mode', 'live', 'budget']);

/** A verdict as a table cell: pass, fail, expected-fail, "– capability" for untested, "·" for not covered. */
export function cellWord(v: LayerVerdict): string {
  if (v.status !== 'untested') return v.status;
  const word = untestedWord(v.reason);
  return word === 'not covered' ? '·' : `– ${word}`;
}

/** The untested words a report's table uses, with their meaning, in a fixed order: its legend. */
export function legendOf(report: Report): Array<{ word: string; meaning: string }> {
  const used = new Set(
    report.scenarios.flatMap((s) =>
      s.harnessError
        ? []
        : LAYERS.filter((l) => s.verdicts[l].status === 'untested').map((l) =>
            untestedWord(s.verdicts[l].reason),
          ),
    ),
  );
  return Object.entries(UNTESTED_MEANING)
    .filter(([word]) => used.has(word))
    .map(([word, meaning]) => ({ word, meaning }));
}
