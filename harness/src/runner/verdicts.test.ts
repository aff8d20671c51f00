import { describe, expect, it } from 'vitest';
import type { CheckResult } from './model.ts';
import { layerVerdicts } from './verdicts.ts';
import { blockedBy, blockingDependency } from './dependencies.ts';
import type { Check } from './checks/index.ts';

const check = (
  id: string,
  layer: CheckResult['layer'],
  status: CheckResult['status'],
  reason?: string,
): CheckResult => ({
  id,
  step: 1,
  expect: 'provider.call',
  layer,
  requirements: [],
  status,
  ...(reason ? { reason } : {}),
  durationMs: 0,
});

describe('layer verdicts', () => {
  it('fail beats everything, and a layer with no check is untested (not-covered)', () => {
    const v = layerVerdicts([
      check('a', 'transport', 'pass'),
      check('b', 'transport', 'fail'),
      check('c', 'host', 'pass'),
    ]);
    expect(v.transport.status).toBe('fail');
    expect(v.host.status).toBe('pass');
    expect(v.admission).toEqual({ status: 'untested', reason: 'not-covered' });
  });

  it('a blocked check makes its layer untested, never a pass', () => {
    const v = layerVerdicts([
      check('a', 'delivery', 'pass'),
      check('b', 'delivery', 'untested', 'blocked-by:transport'),
    ]);
    expect(v.delivery).toMatchObject({ status: 'untested', reason: 'blocked-by:transport' });
  });

  it('a capability-untested check does not keep the measured checks from passing the layer', () => {
    const v = layerVerdicts([
      check('a', 'delivery', 'pass'),
      check('b', 'delivery', 'untested', 'capability'),
    ]);
    expect(v.delivery.status).toBe('pass');
    const only = layerVerdicts([check('b', 'admission', 'untested', 'capability')]);
    expect(only.admission).toMatchObject({ status: 'untested', reason: 'capability' });
  });

  it('expected-fail is its own verdict', () => {
    expect(layerVerdicts([check('a', 'host', 'expected-fail')]).host.status).toBe('expected-fail');
  });
});

describe('check dependencies', () => {
  const step = (layer: CheckResult['layer'], dependsOn?: string[]) =>
    ({
      expect: 'provider.call',
      api: 'im.message.reply',
      layer,
      ...(dependsOn ? { dependsOn } : {}),
    }) as Check;

  it('by default a check depends on earlier checks of its own and lower layers', () => {
    const earlier = [check('t', 'transport', 'fail'), check('d', 'delivery', 'fail')];
    expect(blockingDependency(step('admission'), earlier)?.id).toBe('t');
    expect(blockingDependency(step('transport'), [check('d', 'delivery', 'fail')])).toBeUndefined();
  });

  it('dependsOn replaces the default', () => {
    const earlier = [check('t', 'transport', 'fail'), check('h', 'host', 'pass')];
    expect(blockingDependency(step('delivery', ['h']), earlier)).toBeUndefined();
    expect(blockingDependency(step('delivery', ['t']), earlier)?.id).toBe('t');
  });

  it('a capability-untested check blocks nothing; a blocked one passes its block on', () => {
    expect(
      blockingDependency(step('host'), [check('a', 'admission', 'untested', 'capability')]),
    ).toBeUndefined();
    const blocked = check('b', 'admission', 'untested', 'blocked-by:transport');
    expect(blockingDependency(step('host'), [blocked])).toBe(blocked);
    expect(blockedBy(blocked)).toBe('blocked-by:transport');
    expect(blockedBy(check('f', 'host', 'fail'))).toBe('blocked-by:host');
  });
});
