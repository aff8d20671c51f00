import { describe, expect, it } from 'vitest';
import type { ProviderDoubleRecord } from '../../../../generated/types/index.ts';
import type { ScenarioContext } from '../context.ts';
import { ChangeSignal } from '../signal.ts';
import { providerAck } from './provider-ack.ts';

/** A context whose provider double delivered m1's event once and recorded its ACK with `code`. */
function acked(code: number): ScenarioContext {
  const records = [
    { kind: 'event', seq: 1, at: 10, eventId: 'ev-1' },
    { kind: 'ack', seq: 2, at: 40, eventId: 'ev-1', code, connectionId: 'c1' },
  ] as unknown as ProviderDoubleRecord[];
  return {
    now: () => 100,
    budgetEnd: 60_000,
    signal: new ChangeSignal(),
    captures: new Map([['m1.eventId', 'ev-1']]),
    provider: { recorder: { records } },
  } as unknown as ScenarioContext;
}

describe('provider.ack', () => {
  it('says why an ACK had code 500: the SDK acknowledges a handler that threw with it', async () => {
    const outcome = await providerAck({ expect: 'provider.ack', of: 'm1', layer: 'transport' }, acked(500));
    expect(outcome.status).toBe('fail');
    expect(outcome.message).toMatch(
      /^ACK of m1 had code 500, expected 200 — 500 is what the official Lark SDK/,
    );
    expect(outcome.message).toContain('event handler throws or rejects');
    expect(outcome.message).toContain('"An ACK with code 500"');
  });

  it('another wrong code is said as it is', async () => {
    const outcome = await providerAck({ expect: 'provider.ack', of: 'm1', layer: 'transport' }, acked(404));
    expect(outcome.message).toBe('ACK of m1 had code 404, expected 200');
  });
});
