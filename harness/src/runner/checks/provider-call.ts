import type { ProviderCallStep } from '../../../../generated/types/index.ts';
import type { ScenarioContext } from '../context.ts';
import type { Outcome } from '../model.ts';
import { substitute } from '../captures.ts';
import { countCheck } from './count-check.ts';
import { asList, providerCalls, startSeqs } from './records.ts';

export const DEFAULT_WITHIN_MS = 5000;
const POSTS = ['im.message.create', 'im.message.reply'];

/**
 * A status message (DE-010: about a source, created before its answer was due, not showing it) is not
 * a post of an answer: a rule that counts posts of answers leaves it out. A rule that allows none
 * (count 0, atMost 0) counts it: whatever the user sees there is too much.
 */
function countsStatus(step: ProviderCallStep): boolean {
  return step.count === 0 || step.atMost === 0;
}

export async function providerCall(step: ProviderCallStep, ctx: ScenarioContext): Promise<Outcome> {
  const apis = asList(step.api);
  const from = startSeqs(ctx, step.since).provider;
  const posting = apis.some((a) => a === 'im.message.create' || a === 'im.message.reply');
  const status = (r: { answerTo?: string; statusOf?: string }) =>
    r.statusOf !== undefined && r.answerTo === undefined;
  const { outcome } = await countCheck(ctx, {
    ...step,
    label: apis.join('|'),
    candidates: () =>
      posting && !countsStatus(step)
        ? providerCalls(ctx, apis, from).filter((r) => !(status(r) && POSTS.includes(r.api)))
        : providerCalls(ctx, apis, from),
    match: substitute(step.match, ctx.captures),
    windowMs: step.within ?? DEFAULT_WITHIN_MS,
  });
  return outcome;
}
