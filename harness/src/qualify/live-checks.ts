import type { ProviderMessagesStep, QuietStep } from '../../../generated/types/index.ts';
import { brief } from '../runner/brief.ts';
import { substitute } from '../runner/captures.ts';
import { countCheck } from '../runner/checks/count-check.ts';
import { DEFAULT_WITHIN_MS } from '../runner/checks/provider-call.ts';
import { isMatch } from '../runner/match.ts';
import type { Outcome } from '../runner/model.ts';
import type { ChangeSignal } from '../runner/signal.ts';
import { BUDGET, until } from '../runner/until.ts';
import type { ChatView, LiveMessage } from './chat-view.ts';

/** What a structural check sees live: the chats as the drill user sees them, and the scenario clock. */
export interface LiveContext {
  now(): number;
  readonly budgetEnd: number;
  readonly signal: ChangeSignal;
  readonly view: ChatView;
  readonly captures: Map<string, unknown>;
  /** Wall-clock ms at which each named action ran, for `since`. */
  readonly anchors: Map<string, number>;
  /** Multiplies every window: a real model answers in seconds. */
  readonly scale: number;
  anyPassed(): boolean;
}

const scaled = (ms: number | undefined, scale: number) =>
  ms === undefined ? undefined : Math.round(ms * scale);

/** provider.messages live: the same counting rule over what the chat shows through the list API. */
export async function liveMessages(step: ProviderMessagesStep, ctx: LiveContext): Promise<Outcome> {
  const settleMs = scaled(step.settleMs, ctx.scale);
  const { outcome } = await countCheck(ctx, {
    ...step,
    ...(settleMs !== undefined ? { settleMs } : {}),
    label: 'message',
    candidates: () => ctx.view.messages(),
    match: substitute(step.match, ctx.captures),
    windowMs: scaled(step.within ?? DEFAULT_WITHIN_MS, ctx.scale)!,
  });
  return outcome;
}

/**
 * quiet live: no new bot post (matching, if asked) shows up in the chats during the window — or, with
 * `since`, none created after that action. The chats are listed once more when the window closes.
 */
export async function liveQuiet(step: QuietStep, ctx: LiveContext): Promise<Outcome> {
  if (!ctx.anyPassed()) {
    return {
      status: 'untested',
      reason: 'not-covered',
      message: 'no earlier check passed, so silence proves nothing',
    };
  }
  await ctx.view.refresh();
  const before = new Set(ctx.view.messages().map((m) => m.messageId));
  const sinceWall = step.since === undefined ? undefined : ctx.anchors.get(step.since);
  const match = substitute(step.match, ctx.captures);
  const isNew = (m: LiveMessage) =>
    !before.has(m.messageId) || (sinceWall !== undefined && Number(m.createTime) >= sinceWall);
  const forMs = scaled(step.for, ctx.scale)!;
  const expected = { nothing: 'new bot post', forMs, ...(match ? { match } : {}) };
  const decision = await until(ctx, forMs, async (_now, final): Promise<Outcome | undefined> => {
    if (final) await ctx.view.refresh();
    const found = ctx.view.messages().filter((m) => m.fromBot && isNew(m) && isMatch(match, m));
    if (found.length > 0) {
      return {
        status: 'fail',
        message: 'a bot post appeared during the quiet window',
        expected,
        actual: found.slice(0, 5).map((m) => brief(m)),
      };
    }
    return final ? { status: 'pass', message: `no new bot post for ${forMs} ms`, expected } : undefined;
  });
  if (decision === BUDGET)
    return {
      status: 'untested',
      reason: 'budget',
      message: 'scenario budget ran out during the quiet window',
    };
  return decision;
}
