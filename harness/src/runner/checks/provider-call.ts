import type { ProviderCallStep } from '../../../../generated/types/index.ts';
import type { ScenarioContext } from '../context.ts';
import type { Outcome } from '../model.ts';
import { substitute } from '../captures.ts';
import { countCheck } from './count-check.ts';
import { asList, providerCalls, startSeqs } from './records.ts';

export const DEFAULT_WITHIN_MS = 5000;

export async function providerCall(step: ProviderCallStep, ctx: ScenarioContext): Promise<Outcome> {
  const apis = asList(step.api);
  const from = startSeqs(ctx, step.since).provider;
  const { outcome } = await countCheck(ctx, {
    ...step,
    label: apis.join('|'),
    candidates: () => providerCalls(ctx, apis, from),
    match: substitute(step.match, ctx.captures),
    windowMs: step.within ?? DEFAULT_WITHIN_MS,
  });
  return outcome;
}
