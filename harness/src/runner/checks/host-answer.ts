import type { HostAnswerStep, HostFileStep } from '../../../../generated/types/index.ts';
import type { ScenarioContext } from '../context.ts';
import type { Outcome } from '../model.ts';
import { substitute } from '../captures.ts';
import { countCheck } from './count-check.ts';
import { DEFAULT_WITHIN_MS } from './provider-call.ts';
import { asList, hostAnswers, hostFiles, startSeqs } from './records.ts';

/** The implementation's answers to requests of the host (approvals), counted like calls. */
export async function hostAnswer(step: HostAnswerStep, ctx: ScenarioContext): Promise<Outcome> {
  const methods = asList(step.method);
  const from = startSeqs(ctx, step.since).host;
  const { outcome } = await countCheck(ctx, {
    ...step,
    label: `answer to ${methods.join('|')}`,
    candidates: () => hostAnswers(ctx, methods, from),
    match: substitute(step.match, ctx.captures),
    windowMs: step.within ?? DEFAULT_WITHIN_MS,
  });
  return outcome;
}

/** What the host double found at the paths a turn was given (inspectFiles). */
export async function hostFile(step: HostFileStep, ctx: ScenarioContext): Promise<Outcome> {
  const from = startSeqs(ctx, step.since).host;
  const { outcome } = await countCheck(ctx, {
    ...step,
    label: 'host file',
    candidates: () => hostFiles(ctx, from),
    match: substitute(step.match, ctx.captures),
    windowMs: step.within ?? DEFAULT_WITHIN_MS,
  });
  return outcome;
}
