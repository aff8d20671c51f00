import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../../generated/types/index.ts';
import { UnknownCaptureError } from './captures.ts';
import { MissingCaptureError } from './errors.ts';
import type { CheckResult } from './model.ts';
import { stallOf } from './stalled.ts';

/** The shape of host/stop-through-control: the stop needs the turn id a control check captures. */
const scenario: Scenario = {
  id: 'test/stall',
  title: 't',
  description: 'd',
  requirements: ['HO-004'],
  steps: [
    { do: 'provider.send', as: 'm1', chat: 'p2p:alice', text: 'hi' },
    { expect: 'provider.ack', id: 'acked', of: 'm1', layer: 'transport' },
    {
      expect: 'control.source',
      id: 'turn-known',
      of: 'm1',
      layer: 'host',
      match: { state: 'running' },
      capture: { turn: 'turnId' },
    },
    { do: 'control.stop', turn: '{{turn}}', as: 'stop' },
  ],
};

const result = (
  id: string,
  layer: CheckResult['layer'],
  status: CheckResult['status'],
  reason?: string,
): CheckResult => ({
  id,
  step: 1,
  expect: 'x',
  layer,
  requirements: [],
  status,
  ...(reason ? { reason } : {}),
  durationMs: 0,
});

describe('an action that needs a capture a check did not make', () => {
  const missing = new UnknownCaptureError('turn');

  it('stalls the rest of the scenario, blocked by the layer of the failed check — the implementation failed, not the kit', () => {
    const stall = stallOf(missing, scenario, 3, [
      result('acked', 'transport', 'pass'),
      result('turn-known', 'host', 'fail'),
    ]);
    expect(stall).toMatchObject({ status: 'untested', reason: 'blocked-by:host' });
    expect(stall?.message).toContain('turn-known');
  });

  it('passes on the reason of a check that was itself untested (blocked, or a capability)', () => {
    const blocked = [
      result('acked', 'transport', 'fail'),
      result('turn-known', 'host', 'untested', 'blocked-by:transport'),
    ];
    expect(stallOf(missing, scenario, 3, blocked)?.reason).toBe('blocked-by:transport');
    const capability = [
      result('acked', 'transport', 'pass'),
      result('turn-known', 'host', 'untested', 'capability'),
    ];
    expect(stallOf(missing, scenario, 3, capability)?.reason).toBe('capability');
  });

  it('stalls nothing when the check passed, no check makes the capture, or the error is another', () => {
    expect(stallOf(missing, scenario, 3, [result('turn-known', 'host', 'pass')])).toBeUndefined();
    expect(
      stallOf(new UnknownCaptureError('other'), scenario, 3, [result('turn-known', 'host', 'fail')]),
    ).toBeUndefined();
    expect(
      stallOf(new MissingCaptureError('step 4', 'turn'), scenario, 3, [result('turn-known', 'host', 'fail')]),
    ).toBeUndefined();
  });
});
