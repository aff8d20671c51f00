import type { ProviderMessagesStep } from '../../../../generated/types/index.ts';
import type { ScenarioContext } from '../context.ts';
import type { Outcome } from '../model.ts';
import { substitute } from '../captures.ts';
import { answeredMessages } from './answered.ts';
import { countCheck } from './count-check.ts';
import { DEFAULT_WITHIN_MS } from './provider-call.ts';

/**
 * Counts what a user sees: the messages the double holds now, each with the source it answers. Messages
 * have no record order of their own, so their position in the store stands in for seq and at.
 */
export async function providerMessages(step: ProviderMessagesStep, ctx: ScenarioContext): Promise<Outcome> {
  const { outcome } = await countCheck(ctx, {
    ...step,
    label: 'message',
    candidates: () =>
      answeredMessages(ctx.provider.messages(), ctx.replyThreading).map((m, i) => ({
        ...m,
        seq: i + 1,
        at: 0,
      })),
    match: substitute(step.match, ctx.captures),
    windowMs: step.within ?? DEFAULT_WITHIN_MS,
  });
  return outcome;
}
