import type { ProviderAcksStep, ProviderDoubleRecord } from '../../../../generated/types/index.ts';
import type { ScenarioContext } from '../context.ts';
import type { Outcome } from '../model.ts';
import { until, BUDGET } from '../until.ts';
import { LARK_ACK_DEADLINE_MS } from './provider-ack.ts';

type EventRecord = Extract<ProviderDoubleRecord, { kind: 'event' }>;
type AckRecord = Extract<ProviderDoubleRecord, { kind: 'ack' }>;

/** Every event of a burst acknowledged on its first delivery, each within the deadline. */
export async function providerAcks(step: ProviderAcksStep, ctx: ScenarioContext): Promise<Outcome> {
  const eventIds = ctx.captures.get(`${step.of}.${step.events ?? 'eventIds'}`) as string[];
  const code = step.code ?? 200;
  const withinMs = step.withinMs ?? LARK_ACK_DEADLINE_MS;
  const expected = { events: eventIds.length, code, latencyMs: `<= ${withinMs}` };
  const decision = await until(ctx, step.within ?? withinMs + 2000, (now, final): Outcome | undefined => {
    const firstDelivery = new Map<string, EventRecord>();
    const firstAck = new Map<string, AckRecord>();
    for (const r of ctx.provider.recorder.records) {
      if (r.kind === 'event' && !firstDelivery.has(r.eventId)) firstDelivery.set(r.eventId, r);
      if (r.kind === 'ack' && !firstAck.has(r.eventId)) firstAck.set(r.eventId, r);
    }
    let acked = 0;
    let worst = 0;
    const latencies: number[] = [];
    for (const id of eventIds) {
      const delivery = firstDelivery.get(id);
      const ack = firstAck.get(id);
      if (ack && delivery) {
        const latency = ack.at - delivery.at;
        worst = Math.max(worst, latency);
        latencies.push(latency);
        if (ack.code !== code || latency > withinMs) {
          return {
            status: 'fail',
            message: `event ${id}: ACK ${ack.code} after ${Math.round(latency)} ms`,
            expected,
            actual: { acked, worstMs: Math.round(worst) },
          };
        }
        acked++;
      } else if (delivery && now - delivery.at > withinMs) {
        return {
          status: 'fail',
          message: `event ${id}: no ACK within ${withinMs} ms`,
          expected,
          actual: { acked, worstMs: Math.round(worst) },
        };
      }
    }
    if (acked === eventIds.length) {
      latencies.sort((a, b) => a - b);
      const at = (q: number) =>
        Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!);
      return {
        status: 'pass',
        message: `${acked} ACKs, the slowest after ${Math.round(worst)} ms`,
        expected,
        actual: { acked, p50Ms: at(0.5), p95Ms: at(0.95), worstMs: Math.round(worst) },
      };
    }
    return final
      ? {
          status: 'fail',
          message: `${eventIds.length - acked} of ${eventIds.length} events never acknowledged`,
          expected,
          actual: { acked },
        }
      : undefined;
  });
  if (decision === BUDGET)
    return { status: 'untested', reason: 'budget', message: 'scenario budget ran out waiting for ACKs' };
  return decision;
}
