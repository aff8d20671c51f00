import type { InOrderStep } from '../../../../generated/types/index.ts';
import type { ScenarioContext } from '../context.ts';
import type { Outcome } from '../model.ts';
import { substitute } from '../captures.ts';
import { countCheck, type Counted } from './count-check.ts';
import { DEFAULT_WITHIN_MS } from './provider-call.ts';
import { asList, hostCalls, hostTurns, providerCalls, startSeqs } from './records.ts';
import { isMatch } from '../match.ts';
import { until } from '../until.ts';

type Member = InOrderStep['checks'][number];

/** What a member counts: provider calls or host calls by name, or host turns by event. */
function namesOf(member: Member): string[] {
  return member.expect === 'provider.call'
    ? asList(member.api)
    : member.expect === 'host.call'
      ? asList(member.method)
      : [`host turn ${member.event ?? 'ended'}`];
}

function candidatesOf(member: Member, ctx: ScenarioContext): () => Counted[] {
  const from = startSeqs(ctx, member.since);
  const names = namesOf(member);
  return () =>
    member.expect === 'provider.call'
      ? providerCalls(ctx, names, from.provider)
      : member.expect === 'host.call'
        ? hostCalls(ctx, names, from.host)
        : hostTurns(ctx, member.event ?? 'ended', from.host);
}

/**
 * Whether each member has a match after the one chosen for the member before it. A text a user reads is
 * shown in a draft too (the whole answer under a "draft" line): a readback of the draft before the edit
 * must not hide the readback of the answer after it.
 */
function chained(step: InOrderStep, ctx: ScenarioContext, first: Counted): boolean {
  let after = first.seq;
  for (const member of step.checks.slice(1)) {
    const match = substitute(member.match, ctx.captures);
    const next = candidatesOf(member, ctx)().find((r) => r.seq > after && isMatch(match, r));
    if (!next) return false;
    after = next.seq;
  }
  return true;
}

/**
 * Members are decided one after another; then their first matches must stand in the listed order — or,
 * failing that, each member must have a match after the match of the member before it.
 */
export async function inOrder(step: InOrderStep, ctx: ScenarioContext): Promise<Outcome> {
  const deadline = ctx.now() + (step.within ?? DEFAULT_WITHIN_MS);
  const firsts: Counted[] = [];
  for (const [i, member] of step.checks.entries()) {
    const result = await countCheck<Counted>(ctx, {
      ...member,
      label: namesOf(member).join('|'),
      candidates: candidatesOf(member, ctx),
      match: substitute(member.match, ctx.captures),
      windowMs: Math.max(0, deadline - ctx.now()),
    });
    if (result.outcome.status !== 'pass') {
      return result.outcome.status === 'untested'
        ? result.outcome
        : { ...result.outcome, message: `member ${i + 1}: ${result.outcome.message}` };
    }
    for (const [name, value] of Object.entries(result.outcome.captures ?? {})) ctx.captures.set(name, value);
    firsts.push(result.first!);
  }
  const order = firsts.map((r) => r.at);
  const outOfOrder = order.findIndex((at, i) => i > 0 && at < order[i - 1]!);
  const relinked =
    outOfOrder > 0 &&
    (await until(ctx, Math.max(0, deadline - ctx.now()), (_now, final) =>
      chained(step, ctx, firsts[0]!) ? true : final ? false : undefined,
    )) === true;
  if (outOfOrder > 0 && !relinked) {
    return {
      status: 'fail',
      message: `member ${outOfOrder + 1} happened before member ${outOfOrder}`,
      expected: 'members in the listed order',
      actual: firsts.map((r, i) => ({ member: i + 1, at: r.at, seq: r.seq })),
    };
  }
  return { status: 'pass', message: `${firsts.length} members in order`, actual: order };
}
