import type { ScenarioContext } from '../../context.ts';
import type { Outcome } from '../../model.ts';
import { BUDGET } from '../../until.ts';
import { ledger, type Ledger } from './ledger.ts';
import { settle, type Settling } from './settle.ts';

/** What one invariant found: the offences, by kind, and counts that say what was judged. */
export interface Finding {
  /** kind → the sources (or pushes) that break the invariant so; in `actual` by name. */
  offences: Record<string, readonly { name: string }[]>;
  judged: Record<string, number>;
  /** How many things the invariant was about; none, and it proved nothing. */
  subjects: number;
  /** One line per offence kind, for the check's message. */
  lines: string[];
  /** What became of each source, in `actual`, for a reader of a failure. */
  detail?: Record<string, string>;
}

/**
 * Settles, then judges the ledger. The outcome carries the offences by kind in `actual`, so that a
 * report (and the fuzz's shrinking) can tell a lost answer from a duplicate one.
 */
export async function judge(
  ctx: ScenarioContext,
  step: Settling,
  expected: string,
  find: (ledger: Ledger) => Finding,
): Promise<Outcome> {
  const settled = await settle(ctx, step);
  if (settled === BUDGET)
    return { status: 'untested', reason: 'budget', message: 'the scenario budget ran out before it settled' };
  const state = ledger(ctx);
  if (state.sources.length === 0) {
    return {
      status: 'untested',
      reason: 'not-covered',
      message: 'no source to judge: no named provider.send reached the provider double',
    };
  }
  const { offences, judged, lines, subjects, detail } = find(state);
  if (subjects === 0)
    return {
      status: 'untested',
      reason: 'not-covered',
      message: `nothing it applies to: ${JSON.stringify(judged)}`,
    };
  const failing = Object.fromEntries(
    Object.entries(offences)
      .filter(([, found]) => found.length > 0)
      .map(([kind, found]) => [kind, found.map((f) => f.name)]),
  );
  const actual = {
    ...judged,
    ...failing,
    ...(settled === 'unsettled' ? { settled: false } : {}),
    ...(detail ? { sources: detail } : {}),
  };
  if (Object.keys(failing).length === 0) {
    return {
      status: 'pass',
      message: `${Object.entries(judged)
        .map(([k, v]) => `${v} ${k}`)
        .join(', ')}: all hold`,
      expected,
      actual,
    };
  }
  const tail = settled === 'unsettled' ? ' (still busy when the window ended)' : '';
  return { status: 'fail', message: `${lines.join('; ')}${tail}`, expected, actual };
}
