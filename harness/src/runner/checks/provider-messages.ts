import type { ProviderMessagesStep } from '../../../../generated/types/index.ts';
import type { ScenarioContext } from '../context.ts';
import type { Outcome } from '../model.ts';
import { substitute } from '../captures.ts';
import { answeredMessages } from './answered.ts';
import { scenarioTimeline } from '../answer-timeline.ts';
import { countCheck } from './count-check.ts';
import { DEFAULT_WITHIN_MS } from './provider-call.ts';

/**
 * A message's `text` given as a string asks what a user reads: that text shown in the message — each line
 * contained, in order — whatever the bridge puts around it (a status line, a footer, an envelope's echo).
 * An operator (`$regex`, `$contains`, `$ne`) keeps its own meaning.
 */
function visibleTextShown(match: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!match || typeof match.text !== 'string') return match;
  return { ...match, text: { $shows: match.text } };
}

/**
 * Counts what a user sees: the messages the double holds now, each with the source it answers. Messages
 * have no record order of their own, so their position in the store stands in for seq and at.
 */
export async function providerMessages(step: ProviderMessagesStep, ctx: ScenarioContext): Promise<Outcome> {
  const { outcome } = await countCheck(ctx, {
    ...step,
    label: 'message',
    candidates: () =>
      answeredMessages(
        ctx.provider.messages(),
        ctx.replyThreading,
        scenarioTimeline(ctx.provider, ctx.host),
      ).map((m, i) => ({
        ...m,
        seq: i + 1,
        at: 0,
      })),
    match: visibleTextShown(substitute(step.match, ctx.captures)),
    windowMs: step.within ?? DEFAULT_WITHIN_MS,
  });
  return outcome;
}
