import { describe, expect, it } from 'vitest';
import type { Expectations, ScenarioResult } from '../../../generated/types/index.ts';
import { layerVerdicts } from '../runner/verdicts.ts';
import { applyExpectations } from './apply.ts';

function result(id: string, statuses: Record<string, 'pass' | 'fail'>): ScenarioResult {
  const checks = Object.entries(statuses).map(([checkId, status]) => ({
    id: checkId,
    step: 1,
    expect: 'provider.call',
    layer: 'delivery' as const,
    requirements: [],
    status,
    durationMs: 0,
  }));
  return { id, title: id, file: `${id}.json`, attempt: 1, durationMs: 0, verdicts: layerVerdicts(checks), checks };
}

const entry = (target: string, expires = '2099-01-01'): Expectations['divergences'][number] => ({
  target,
  reason: 'known',
  tracking: 'LS-1',
  expires,
});

const file = 'expectations/impl.json';
const today = '2026-11-30';

describe('expectations', () => {
  it('a listed failure is expected-fail and fails nothing', () => {
    const out = applyExpectations([result('a/b', { one: 'fail' })], { implementation: 'x', divergences: [entry('a/b')] }, file, today);
    expect(out.results[0]!.verdicts.delivery.status).toBe('expected-fail');
    expect(out.results[0]!.checks[0]!.status).toBe('expected-fail');
    expect(out.problems).toEqual([]);
  });

  it('a listed check that fails is expected-fail; other checks keep their status', () => {
    const out = applyExpectations(
      [result('a/b', { one: 'fail', two: 'fail' })],
      { implementation: 'x', divergences: [entry('a/b#one')] },
      file,
      today,
    );
    expect(out.results[0]!.checks.map((c) => c.status)).toEqual(['expected-fail', 'fail']);
    expect(out.results[0]!.verdicts.delivery.status).toBe('fail');
  });

  it('an entry that now passes fails the run with a message that says what to do', () => {
    const out = applyExpectations([result('a/b', { one: 'pass' })], { implementation: 'x', divergences: [entry('a/b')] }, file, today);
    expect(out.problems).toEqual([`remove a/b from ${file} — it now passes`]);
  });

  it('an expired entry fails the run', () => {
    const out = applyExpectations(
      [result('a/b', { one: 'fail' })],
      { implementation: 'x', divergences: [entry('a/b', '2026-11-30')] },
      file,
      today,
    );
    expect(out.problems[0]).toMatch(/^a\/b in expectations\/impl\.json expired on 2026-11-30/);
  });

  it('an entry for a scenario that did not run says nothing', () => {
    const out = applyExpectations([], { implementation: 'x', divergences: [entry('a/b')] }, file, today);
    expect(out.problems).toEqual([]);
  });
});
