import type { ControlGetStep, ControlSourceStep } from '../../../../generated/types/index.ts';
import type { ScenarioContext } from '../context.ts';
import type { Outcome } from '../model.ts';
import { substitute } from '../captures.ts';
import { DEFAULT_WITHIN_MS } from './provider-call.ts';
import { pollControl } from './control-poll.ts';

export function controlSource(step: ControlSourceStep, ctx: ScenarioContext): Promise<Outcome> {
  const messageId = String(ctx.captures.get(`${step.of}.messageId`));
  return pollControl(ctx, {
    path: `/v1/sources/${encodeURIComponent(messageId)}`,
    status: 200,
    match: substitute(step.match, ctx.captures),
    capture: step.capture,
    windowMs: step.within ?? DEFAULT_WITHIN_MS,
  });
}

export function controlGet(step: ControlGetStep, ctx: ScenarioContext): Promise<Outcome> {
  const path = step.path.replace(/\{\{([a-zA-Z][\w.]*)\}\}/g, (_, name: string) =>
    encodeURIComponent(String(substitute(`{{${name}}}`, ctx.captures))),
  );
  return pollControl(ctx, {
    path,
    status: step.status ?? 200,
    match: substitute(step.match, ctx.captures),
    capture: step.capture,
    windowMs: step.within ?? DEFAULT_WITHIN_MS,
  });
}
