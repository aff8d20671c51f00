import type { Outcome } from '../model.ts';
import type { ScenarioContext } from '../context.ts';
import { decideCount, describeRule, type CountRule, type CountState } from '../count.ts';
import { isMatch, mismatches, valueAt, type Mismatch } from '../match.ts';
import { until, BUDGET } from '../until.ts';
import { brief } from '../brief.ts';

export interface Counted {
  seq: number;
  at: number;
}

export interface CountCheckInput<R extends Counted> extends CountRule {
  /** e.g. "im.message.reply" or "turn/start". */
  label: string;
  /** Records of the right kind and name, in order, after the `since` anchor. */
  candidates: () => R[];
  match: Record<string, unknown> | undefined;
  /** Count distinct values at this path instead of records. */
  distinct?: string;
  capture?: Record<string, string | undefined>;
  windowMs: number;
  /**
   * Apply the rule to each group of matching records on its own (e.g. each instance's host calls); the
   * check passes when every group passes, and fails when one fails. Nothing matching is one empty group.
   */
  groupBy?: { name: string; key: (record: R) => unknown };
}

export interface CountCheckResult<R> {
  outcome: Outcome;
  /** The first matching record, for in-order groups. */
  first?: R;
}

/** provider.call, host.call and in-order members: count matching records under one rule. */
export async function countCheck<R extends Counted>(
  ctx: Pick<ScenarioContext, 'now' | 'signal' | 'budgetEnd'>,
  input: CountCheckInput<R>,
): Promise<CountCheckResult<R>> {
  const states = new Map<unknown, CountState>();
  const matching = () => input.candidates().filter((r) => isMatch(input.match, r));
  const measure = (records: R[]) =>
    input.distinct === undefined
      ? records.length
      : new Set(records.map((r) => JSON.stringify(valueAt(r, input.distinct!)))).size;
  const groups = (records: R[]): Map<unknown, R[]> => {
    const byKey = new Map<unknown, R[]>();
    if (input.groupBy === undefined || records.length === 0) return byKey.set(undefined, records);
    for (const record of records) {
      const key = input.groupBy.key(record);
      byKey.set(key, [...(byKey.get(key) ?? []), record]);
    }
    return byKey;
  };
  /** The group that decided against the rule, if one did: its key and records. */
  let failed: [unknown, R[]] | undefined;
  const decide = (now: number, final: boolean) => {
    let open = false;
    for (const [key, records] of groups(matching())) {
      if (!states.has(key)) states.set(key, {});
      const decision = decideCount(input, measure(records), now, final, states.get(key)!);
      if (decision === 'fail') {
        failed = [key, records];
        return 'fail' as const;
      }
      open ||= decision === undefined;
    }
    return open ? undefined : ('pass' as const);
  };
  const decision = await until(ctx, input.windowMs, decide);
  const found = failed?.[1] ?? matching();
  const n = measure(found);
  const expected = { [input.label]: describeRule(input), ...(input.match ? { match: input.match } : {}) };
  const per =
    input.groupBy === undefined
      ? ''
      : failed && failed[0] !== undefined
        ? ` (${input.groupBy.name} ${String(failed[0])})`
        : ` per ${input.groupBy.name}`;
  const what = `${describeRule(input)} ${input.distinct ? `distinct ${input.distinct} of ` : ''}${input.label}${input.match ? ' matching' : ''}${per}`;
  if (decision === BUDGET) {
    return {
      outcome: {
        status: 'untested',
        reason: 'budget',
        message: `scenario budget ran out waiting for ${what}`,
      },
    };
  }
  if (decision === 'fail') {
    // Only too few can come from a hidden text: too many is a failure whatever the hidden text says.
    const tooFew = n < (input.count ?? input.atLeast ?? 1);
    const hidden = tooFew ? textHidden(input.match, input.candidates()) : undefined;
    if (hidden) {
      return {
        outcome: { status: 'untested', reason: 'not-covered', message: `expected ${what}: ${hidden}` },
      };
    }
    const actual =
      found.length > 0
        ? { count: n, records: found.length, matching: found.slice(0, 5).map((r) => brief(r)) }
        : {
            count: 0,
            nearest: input
              .candidates()
              .slice(0, 5)
              .map((r) => ({ record: brief(r), mismatches: mismatches(input.match, r).slice(0, 3) })),
          };
    return { outcome: { status: 'fail', message: `expected ${what}, saw ${n}`, expected, actual } };
  }
  const first = found[0];
  const captures: Record<string, unknown> = {};
  for (const [name, path = ''] of Object.entries(input.capture ?? {})) {
    const value = valueAt(first, path);
    if (value === undefined) {
      return {
        outcome: {
          status: 'fail',
          message: `capture ${name}: nothing at ${path} of the first matching ${input.label}`,
          expected: { capture: { [name]: path } },
          actual: brief(first),
        },
      };
    }
    captures[name] = value;
  }
  return {
    outcome: { status: 'pass', message: `saw ${n} ${input.label}`, expected, actual: { count: n }, captures },
    ...(first ? { first } : {}),
  };
}

/** A mismatch only because the visible text cannot be known: $text of a template card, or its stored `text`. */
function unknownText(mismatch: Mismatch, record: unknown): string | undefined {
  if (mismatch.unknown !== undefined) return mismatch.unknown;
  const reason = valueAt(record, 'textUnknown');
  return mismatch.path === 'text' && typeof reason === 'string' ? reason : undefined;
}

/**
 * When a record would match but for a visible text the kit cannot know, the check cannot be decided:
 * says which message and why, so the check is untested rather than blaming the implementation.
 */
function textHidden(
  match: Record<string, unknown> | undefined,
  candidates: readonly unknown[],
): string | undefined {
  for (const record of candidates) {
    const found = mismatches(match, record);
    const reasons = found.map((m) => unknownText(m, record));
    if (found.length > 0 && reasons.every((r) => r !== undefined)) {
      const id =
        valueAt(record, 'messageId') ??
        valueAt(record, 'params.message_id') ??
        `record ${String(valueAt(record, 'seq'))}`;
      return `the visible text of ${String(id)} is unknown — ${reasons[0]}`;
    }
  }
  return undefined;
}
