import type { Layer } from '../../../generated/types/index.ts';
import type { ScenarioContext } from './context.ts';
import type { CheckResult } from './model.ts';
import { botWrites, ledger, named, type Ledger, type Post, type Source } from './checks/invariants/ledger.ts';
import { afterStop } from './checks/invariants/stopped.ts';
import { until } from './until.ts';

/** The ids of the checks the runner adds to every scenario, only where they find something. */
export const RUNNER_CHECKS = {
  answeredOnce: 'runner-answered-once',
  nowhereAsked: 'runner-nowhere-asked',
  turnAfterStop: 'runner-turn-after-stop',
  sentAfterStop: 'runner-sent-after-stop',
  draftLeft: 'runner-draft-left',
} as const;

/** How long nothing is written before a draft still standing counts as left, not as on its way out. */
const QUIET_MS = 3000;
/** The longest a scenario waits for that quiet once its steps ended; busy all along, the draft is not judged. */
const SETTLE_WITHIN_MS = 10_000;

function failure(
  id: string,
  expect: string,
  layer: Layer,
  requirements: string[],
  message: string,
  actual: unknown,
): CheckResult {
  return { id, step: 0, expect, layer, requirements, status: 'fail', message, actual, durationMs: 0 };
}

/**
 * A source's drafts left standing: each a message showing a piece of what its turns streamed, not its answer,
 * and last written before the source's final word — what the bridge wrote once the turns all ended (an
 * answer it reformatted, as Lark's markdown needs, is one), never a draft it forgot. A draft write on its way
 * as the turn ended may land after the end, and its answer or outcome after it: the draft was still left.
 */
function draftsLeft(s: Source): Post[] {
  if (s.turns.length === 0 || s.turns.some((t) => t.status === 'inProgress')) return [];
  const ended = Math.max(...s.turns.map((t) => t.endedAt ?? Infinity));
  const finalWord = Math.max(ended, ...s.posts.filter((p) => p.kind !== 'draft').map((p) => p.lastWriteAt));
  return s.posts.filter((p) => p.kind === 'draft' && p.lastWriteAt < finalWord);
}

/** The draft check when the bot never went quiet: untested for the runner's own budget, its delivery layer with it. */
function unsettled(ctx: ScenarioContext): CheckResult {
  const pending = ctx.provider.pendingEvents();
  return {
    id: RUNNER_CHECKS.draftLeft,
    step: 0,
    expect: 'runner.draft-left',
    layer: 'delivery',
    requirements: ['DE-003', 'DE-009'],
    status: 'untested',
    reason: 'budget',
    message: `a draft still stood, and within ${SETTLE_WITHIN_MS / 1000} s of the steps' end the bot was never quiet for ${QUIET_MS / 1000} s (no write, no event left to push${pending > 0 ? `; ${pending} still pending` : ''}): whether it was left cannot be told`,
    durationMs: 0,
  };
}

/** Requests whose turns all ended and that still show a draft: what a user is left reading as if it were the answer. */
function provisional(state: Ledger): Source[] {
  return state.requests.filter((s) => draftsLeft(s).length > 0);
}

/**
 * Waits, once the steps ended, until the bot wrote nothing for QUIET_MS and the provider has no event left
 * to push, within SETTLE_WITHIN_MS of its own whatever the scenario budget: only a draft still standing then
 * was left. Says whether it settled.
 */
async function quiet(ctx: ScenarioContext): Promise<boolean> {
  const end = ctx.now() + SETTLE_WITHIN_MS + 1000;
  // Its own budget, but an interrupted run (the scenario's budget at 0) ends the wait at once.
  const waiting = {
    now: ctx.now,
    signal: ctx.signal,
    get budgetEnd() {
      return ctx.budgetEnd === 0 ? 0 : end;
    },
  };
  const settled = await until(waiting, SETTLE_WITHIN_MS, (now, final) => {
    const lastWrite = botWrites(ctx).at(-1)?.at ?? 0;
    if (ctx.provider.pendingEvents() === 0 && now - lastWrite >= QUIET_MS) return true;
    return final ? false : undefined;
  });
  return settled === true;
}

/**
 * Two fuzz invariants (larkspur fuzz) judged at the end of every scenario on what the user sees, and what
 * telling it needs: the bot's messages, attributed as every check attributes them, and the turns of the host
 * in any host mode — which source each carried, when it started and ended, what it streamed. Nothing after a
 * stop: no request already in when a /stop came starts a turn once the stop was answered (host) and no
 * stopped turn's text is written then (delivery). No provisional draft left: once a source's turns ended and
 * the bot went quiet, none of its messages written while they ran still shows a piece of what they streamed
 * without being its answer (delivery). Each is a check only where it finds something: none can pass on its own;
 * a draft standing while the bot never went quiet is untested (budget), its layer with it.
 */
export async function leftBehind(ctx: ScenarioContext): Promise<CheckResult[]> {
  let state = ledger(ctx);
  const out: CheckResult[] = [];
  const { started, sent } = afterStop(state, ctx);
  if (started.length > 0)
    out.push(
      failure(
        RUNNER_CHECKS.turnAfterStop,
        'runner.turn-after-stop',
        'host',
        ['HO-005'],
        `${started.length} request(s) already in when a /stop came started a turn after the stop was answered (${named(started)})`,
        { 'started-after-stop': started.map((s) => s.name) },
      ),
    );
  if (sent.length > 0)
    out.push(
      failure(
        RUNNER_CHECKS.sentAfterStop,
        'runner.sent-after-stop',
        'delivery',
        ['HO-005', 'DE-003'],
        `${sent.length} stopped request(s) had what their turn streamed written after the stop was answered (${named(sent)})`,
        { 'sent-after-stop': sent.map((s) => s.name) },
      ),
    );
  // A draft is judged only where the bot could still replace it, and only once it stopped writing.
  if (provisional(state).length === 0 || !ctx.sut.anyRunning) return out;
  if (!(await quiet(ctx))) {
    // A draft stands and the bot never went quiet: it cannot be judged, which is not a pass (CI23: a control's
    // left draft went unjudged, its delivery layer passed).
    out.push(unsettled(ctx));
    return out;
  }
  state = ledger(ctx);
  const left = provisional(state);
  const first = left[0] && draftsLeft(left[0])[0];
  if (first)
    out.push(
      failure(
        RUNNER_CHECKS.draftLeft,
        'runner.draft-left',
        'delivery',
        ['DE-003', 'DE-009'],
        `${left.length} request(s) whose turn ended still show a draft once the bot went quiet (${named(left)}), first ${first.messageId}: ${JSON.stringify(first.text.slice(0, 80))}`,
        {
          provisional: left.map((s) => s.name),
          drafts: left.flatMap((s) =>
            draftsLeft(s).map((p) => ({ messageId: p.messageId, text: p.text.slice(0, 200) })),
          ),
        },
      ),
    );
  return out;
}
