import { describe, expect, it } from 'vitest';
import type { CheckResult, RequirementRegistry, ScenarioResult } from '../../../generated/types/index.ts';
import { requirementMatrix } from './requirement-matrix.ts';

const registry = {
  registryVersion: '0',
  requirements: [
    { id: 'TR-001', level: 'MUST', layer: 'transport', text: 't', sources: [] },
    { id: 'TR-007', level: 'MUST', layer: 'transport', text: 't', sources: [] },
    { id: 'CC-001', level: 'MUST', layer: 'kit', text: 't', sources: [] },
  ],
} as unknown as RequirementRegistry;

function result(id: string, checks: Array<Pick<CheckResult, 'status' | 'reason'>>): ScenarioResult {
  const untested = { status: 'untested', reason: 'not-covered' } as const;
  return {
    id,
    attempt: 1,
    verdicts: { transport: untested, admission: untested, host: untested, delivery: untested },
    checks: checks.map((c, i) => ({
      id: `c${i}`,
      step: i + 1,
      expect: 'provider.ack',
      layer: 'transport',
      requirements: ['TR-001', 'TR-007'],
      ...c,
    })),
  } as unknown as ScenarioResult;
}

const statusOf = (matrix: ReturnType<typeof requirementMatrix>, id: string) =>
  matrix.find((r) => r.id === id)!.status;

describe('requirement matrix', () => {
  const names = new Map([
    ['ws/ack', ['TR-001']],
    ['webhook/push', ['TR-001', 'TR-007']],
  ]);

  it('a scenario untested for a missing capability does not hold back a requirement others measured', () => {
    const matrix = requirementMatrix(registry, names, [
      result('ws/ack', [{ status: 'pass' }]),
      result('webhook/push', [{ status: 'untested', reason: 'capability' }]),
    ]);
    expect(statusOf(matrix, 'TR-001')).toBe('pass');
    // Still listed, as what it was.
    expect(matrix.find((r) => r.id === 'TR-001')!.scenarios).toEqual([
      { id: 'ws/ack', status: 'pass' },
      { id: 'webhook/push', status: 'untested' },
    ]);
    // Measured nowhere: untested, not passed.
    expect(statusOf(matrix, 'TR-007')).toBe('untested');
    expect(statusOf(matrix, 'CC-001')).toBe('not-covered');
  });

  it('any other untested scenario keeps the requirement untested, and a failure fails it', () => {
    const blocked = requirementMatrix(registry, names, [
      result('ws/ack', [{ status: 'pass' }]),
      result('webhook/push', [{ status: 'untested', reason: 'blocked-by:transport' }]),
    ]);
    expect(statusOf(blocked, 'TR-001')).toBe('untested');
    const failed = requirementMatrix(registry, names, [
      result('ws/ack', [{ status: 'fail' }]),
      result('webhook/push', [{ status: 'untested', reason: 'capability' }]),
    ]);
    expect(statusOf(failed, 'TR-001')).toBe('fail');
  });

  it('live, an exact check left untested (live) leaves the requirement to the structural checks that ran', () => {
    const measured = requirementMatrix(registry, names, [
      result('ws/ack', [{ status: 'pass' }, { status: 'untested', reason: 'live' }]),
    ]);
    expect(statusOf(measured, 'TR-001')).toBe('pass');
    const failed = requirementMatrix(registry, names, [
      result('ws/ack', [{ status: 'fail' }, { status: 'untested', reason: 'live' }]),
    ]);
    expect(statusOf(failed, 'TR-001')).toBe('fail');
    // Nothing of it measured live: untested, never a pass.
    const none = requirementMatrix(registry, names, [
      result('ws/ack', [{ status: 'untested', reason: 'live' }]),
    ]);
    expect(statusOf(none, 'TR-001')).toBe('untested');
  });
});
