import type { HostCallStep } from '../../../../generated/types/index.ts';
import type { ScenarioContext } from '../context.ts';
import type { Outcome } from '../model.ts';
import { substitute } from '../captures.ts';
import { countCheck } from './count-check.ts';
import { DEFAULT_WITHIN_MS } from './provider-call.ts';
import { asList, hostCalls, startSeqs } from './records.ts';

export async function hostCall(step: HostCallStep, ctx: ScenarioContext): Promise<Outcome> {
  const methods = asList(step.method);
  const from = startSeqs(ctx, step.since).host;
  const { outcome } = await countCheck(ctx, {
    ...step,
    label: methods.join('|'),
    candidates: () => hostCalls(ctx, methods, from),
    match: substitute(step.match, ctx.captures),
    windowMs: step.within ?? DEFAULT_WITHIN_MS,
    ...(step.perInstance
      ? { groupBy: { name: 'instance', key: (call: { instance?: number }) => call.instance } }
      : {}),
  });
  return outcome;
}
