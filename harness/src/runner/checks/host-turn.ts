import type { HostTurnStep } from '../../../../generated/types/index.ts';
import type { ScenarioContext } from '../context.ts';
import type { Outcome } from '../model.ts';
import { substitute } from '../captures.ts';
import { countCheck } from './count-check.ts';
import { DEFAULT_WITHIN_MS } from './provider-call.ts';
import { hostTurns, startSeqs } from './records.ts';

/** Turns that started or ended on the host, as the host knows them: also those whose end nobody heard. */
export async function hostTurn(step: HostTurnStep, ctx: ScenarioContext): Promise<Outcome> {
  const from = startSeqs(ctx, step.since).host;
  const event = step.event ?? 'ended';
  const { outcome } = await countCheck(ctx, {
    ...step,
    label: `host turn ${event}`,
    candidates: () => hostTurns(ctx, event, from),
    match: substitute(step.match, ctx.captures),
    windowMs: step.within ?? DEFAULT_WITHIN_MS,
  });
  return outcome;
}
