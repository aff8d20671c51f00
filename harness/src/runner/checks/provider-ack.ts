import type { ProviderAckStep, ProviderDoubleRecord } from '../../../../generated/types/index.ts';
import type { ScenarioContext } from '../context.ts';
import type { Outcome } from '../model.ts';
import { until, BUDGET } from '../until.ts';

type EventRecord = Extract<ProviderDoubleRecord, { kind: 'event' }>;
type AckRecord = Extract<ProviderDoubleRecord, { kind: 'ack' }>;

export const LARK_ACK_DEADLINE_MS = 3000;

/** The code the official Lark SDKs acknowledge an event with when the app's event handler threw or rejected. */
const HANDLER_FAILED = 500;
const HANDLER_FAILED_HINT =
  ' — 500 is what the official Lark SDK acknowledges when your event handler throws or rejects, so Lark pushes the' +
  ' event again: record the message and return, and reply outside the handler (docs/implementing-a-bridge.md,' +
  ' "An ACK with code 500")';

/** The nth delivery of the event, and the first acknowledgement after it. */
export async function providerAck(step: ProviderAckStep, ctx: ScenarioContext): Promise<Outcome> {
  const eventId = ctx.captures.get(`${step.of}.eventId`);
  const nth = step.nth ?? 1;
  const code = step.code ?? 200;
  const refused = step.refused === true;
  const withinMs = step.withinMs ?? LARK_ACK_DEADLINE_MS;
  const expected = {
    of: step.of,
    eventId,
    delivery: nth,
    code: refused ? 'not 200' : code,
    latencyMs: `<= ${withinMs}`,
  };
  const find = () => {
    const records = ctx.provider.recorder.records;
    const delivery = records.filter((r): r is EventRecord => r.kind === 'event' && r.eventId === eventId)[
      nth - 1
    ];
    const ack = delivery
      ? records.find((r): r is AckRecord => r.kind === 'ack' && r.eventId === eventId && r.seq > delivery.seq)
      : undefined;
    return { delivery, ack };
  };
  const decision = await until(ctx, step.within ?? withinMs + 1000, (now, final): Outcome | undefined => {
    const { delivery, ack } = find();
    if (!delivery) {
      return final
        ? { status: 'fail', message: `delivery ${nth} of ${step.of} never happened`, expected, actual: null }
        : undefined;
    }
    if (!ack) {
      const waited = now - delivery.at;
      if (waited > withinMs || final) {
        return {
          status: 'fail',
          message: `no ACK of ${step.of} within ${withinMs} ms of delivery ${nth}`,
          expected,
          actual: { waitedMs: Math.round(waited) },
        };
      }
      return undefined;
    }
    const latencyMs = ack.at - delivery.at;
    const actual = { code: ack.code, latencyMs: Math.round(latencyMs), connectionId: ack.connectionId };
    if (refused && ack.code === 200)
      return {
        status: 'fail',
        message: `delivery ${nth} of ${step.of} was taken (200), not refused`,
        expected,
        actual,
      };
    if (!refused && ack.code !== code)
      return {
        status: 'fail',
        message: `ACK of ${step.of} had code ${ack.code}, expected ${code}${ack.code === HANDLER_FAILED ? HANDLER_FAILED_HINT : ''}`,
        expected,
        actual,
      };
    if (latencyMs > withinMs) {
      return {
        status: 'fail',
        message: `ACK of ${step.of} took ${Math.round(latencyMs)} ms (limit ${withinMs})`,
        expected,
        actual,
      };
    }
    return {
      status: 'pass',
      message: `${refused ? 'refused with' : 'ACK'} ${ack.code} after ${Math.round(latencyMs)} ms`,
      expected,
      actual,
    };
  });
  if (decision === BUDGET)
    return {
      status: 'untested',
      reason: 'budget',
      message: `scenario budget ran out waiting for the ACK of ${step.of}`,
    };
  return decision;
}
