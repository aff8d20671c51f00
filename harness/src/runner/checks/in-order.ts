import type { InOrderStep } from '../../../../generated/types/index.ts';
import type { ScenarioContext } from '../context.ts';
import type { Outcome } from '../model.ts';
import { substitute } from '../captures.ts';
import { countCheck, type Counted } from './count-check.ts';
import { DEFAULT_WITHIN_MS } from './provider-call.ts';
import { asList, hostCalls, hostTurns, providerCalls, startSeqs } from './records.ts';

/** Members are decided one after another; then their first matches must stand in the listed order. */
export async function inOrder(step: InOrderStep, ctx: ScenarioContext): Promise<Outcome> {
  const deadline = ctx.now() + (step.within ?? DEFAULT_WITHIN_MS);
  const firsts: Counted[] = [];
  for (const [i, member] of step.checks.entries()) {
    const from = startSeqs(ctx, member.since);
    const names =
      member.expect === 'provider.call'
        ? asList(member.api)
        : member.expect === 'host.call'
          ? asList(member.method)
          : [`host turn ${member.event ?? 'ended'}`];
    const result = await countCheck<Counted>(ctx, {
      ...member,
      label: names.join('|'),
      candidates: () =>
        member.expect === 'provider.call'
          ? providerCalls(ctx, names, from.provider)
          : member.expect === 'host.call'
            ? hostCalls(ctx, names, from.host)
            : hostTurns(ctx, member.event ?? 'ended', from.host),
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
  if (outOfOrder > 0) {
    return {
      status: 'fail',
      message: `member ${outOfOrder + 1} happened before member ${outOfOrder}`,
      expected: 'members in the listed order',
      actual: firsts.map((r, i) => ({ member: i + 1, at: r.at, seq: r.seq })),
    };
  }
  return { status: 'pass', message: `${firsts.length} members in order`, actual: order };
}
