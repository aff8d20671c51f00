import type { ProviderChallengeStep, ProviderDoubleRecord } from '../../../../generated/types/index.ts';
import type { ScenarioContext } from '../context.ts';
import type { Outcome } from '../model.ts';

type EventRecord = Extract<ProviderDoubleRecord, { kind: 'event' }>;
type AckRecord = Extract<ProviderDoubleRecord, { kind: 'ack' }>;

/** [doc] Lark wants the challenge back within 1 s. */
const LARK_CHALLENGE_DEADLINE_MS = 1000;

/** Sends the URL challenge and judges the answer the double recorded for it. */
export async function providerChallenge(step: ProviderChallengeStep, ctx: ScenarioContext): Promise<Outcome> {
  const withinMs = step.withinMs ?? LARK_CHALLENGE_DEADLINE_MS;
  const expected = { status: 200, challenge: 'the one sent', latencyMs: `<= ${withinMs}` };
  const before = ctx.provider.recorder.records.length;
  const echoed = await ctx.provider.verifyWebhook();
  const challenge = ctx.provider.recorder.records
    .slice(before)
    .find((r): r is EventRecord => r.kind === 'event' && r.eventType === 'url_verification')?.eventId;
  const answer = ctx.provider.recorder.records
    .slice(before)
    .find((r): r is AckRecord => r.kind === 'ack' && r.eventId === challenge);
  if (!answer)
    return {
      status: 'fail',
      message: 'no answer to the URL challenge within the 1 s Lark allows',
      expected,
      actual: null,
    };
  const actual = {
    status: answer.code,
    body: answer.response ?? null,
    latencyMs: Math.round(answer.latencyMs),
  };
  if (!echoed)
    return {
      status: 'fail',
      message: `the URL challenge was answered ${answer.code} without the challenge`,
      expected,
      actual,
    };
  if (answer.latencyMs > withinMs) {
    return {
      status: 'fail',
      message: `the URL challenge took ${actual.latencyMs} ms (limit ${withinMs})`,
      expected,
      actual,
    };
  }
  return { status: 'pass', message: `challenge answered after ${actual.latencyMs} ms`, expected, actual };
}
