import type { QuietStep } from '../../../../generated/types/index.ts';
import type { ScenarioContext } from '../context.ts';
import type { Outcome } from '../model.ts';
import { substitute } from '../captures.ts';
import { isMatch } from '../match.ts';
import { until, BUDGET } from '../until.ts';
import { brief } from '../brief.ts';
import { asList, hostAnswers, hostCalls, hostTurns, providerCalls, startSeqs } from './records.ts';

/**
 * Nothing matching may happen for the window. A status message about a source breaks a window on that
 * source's answers too: after a stop, say, whatever the user sees is too much. A window over a dead
 * scenario proves nothing when it stays quiet — but what it sees fails it all the same (never hide what
 * the user sees).
 */
export async function quiet(step: QuietStep, ctx: ScenarioContext): Promise<Outcome> {
  const alive = ctx.anyPassed();
  const from = startSeqs(ctx, step.since ?? 'check');
  const apis = asList(step.api);
  const methods = asList(step.method);
  const match = substitute(step.match, ctx.captures);
  const offenders = () => [
    ...providerCalls(ctx, apis, from.provider).filter(
      (r) =>
        isMatch(match, r) || (r.statusOf !== undefined && isMatch(match, { ...r, answerTo: r.statusOf })),
    ),
    ...hostCalls(ctx, methods, from.host).filter((r) => isMatch(match, r)),
    ...hostAnswers(ctx, methods, from.host).filter((r) => isMatch(match, r)),
    ...(step.turn ? hostTurns(ctx, 'started', from.host).filter((r) => isMatch(match, r)) : []),
  ];
  const names = [...apis, ...methods, ...(step.turn ? ['turn started'] : [])].join('|');
  const expected = { nothing: names, forMs: step.for, ...(match ? { match } : {}) };
  const decision = await until(ctx, step.for, (_now, final): Outcome | undefined => {
    const found = offenders();
    const first = found[0];
    if (first) {
      return {
        status: 'fail',
        message: `${'api' in first ? first.api : 'method' in first ? first.method : 'a turn start'} happened during the quiet window`,
        expected,
        actual: found.slice(0, 5).map((r) => brief(r)),
      };
    }
    if (!final) return undefined;
    if (!alive)
      return {
        status: 'untested',
        reason: 'not-covered',
        message: 'no earlier check passed, so silence proves nothing',
      };
    return { status: 'pass', message: `nothing for ${step.for} ms`, expected };
  });
  if (decision === BUDGET)
    return {
      status: 'untested',
      reason: 'budget',
      message: 'scenario budget ran out during the quiet window',
    };
  return decision;
}
