import { describe, expect, it } from 'vitest';
import type { GatePolicy, ScenarioResult } from '../../../generated/types/index.ts';
import { exitCodeOf, gate } from './exit-code.ts';
import { allUntested, layerVerdicts } from './verdicts.ts';
import type { CheckResult } from './model.ts';

const check = (
  status: CheckResult['status'],
  requirements: string[] = ['DE-006'],
  layer: CheckResult['layer'] = 'delivery',
): CheckResult => ({
  id: 'c',
  step: 1,
  expect: 'provider.call',
  layer,
  requirements,
  status,
  durationMs: 0,
});

const scenario = (checks: CheckResult[], extra: Partial<ScenarioResult> = {}): ScenarioResult => ({
  id: 'a/b',
  title: 't',
  file: 'f',
  attempt: 1,
  durationMs: 0,
  verdicts: layerVerdicts(checks),
  checks,
  ...extra,
});

const levels = new Map([
  ['DE-006', 'MUST'],
  ['DE-008', 'SHOULD'],
]);

describe('exit codes', () => {
  it('0 when something was measured and nothing blocks', () => {
    expect(exitCodeOf([scenario([check('pass')])], [], [])).toBe(0);
  });

  it('1 on a blocking failure, or on a problem such as a stale expectation', () => {
    const failed = [scenario([check('fail')])];
    expect(exitCodeOf(failed, [], gate(failed, undefined, levels).blocking)).toBe(1);
    expect(exitCodeOf([scenario([check('pass')])], ['remove a/b from x — it now passes'], [])).toBe(1);
  });

  it('2 when nothing was measured: no scenario, or only untested layers', () => {
    expect(exitCodeOf([], [], [])).toBe(2);
    expect(exitCodeOf([scenario([], { verdicts: allUntested('capability', 'needs webhook') })], [], [])).toBe(
      2,
    );
  });

  it('3 when the harness broke, whatever else happened', () => {
    expect(
      exitCodeOf([scenario([check('fail')], { harnessError: 'provider double: oops' })], [], ['x']),
    ).toBe(3);
  });

  it('expected-fail counts as measured and does not block', () => {
    expect(exitCodeOf([scenario([check('expected-fail')])], [], [])).toBe(0);
  });
});

describe('gate policy', () => {
  const should = [scenario([check('fail', ['DE-008'])])];
  const must = [scenario([check('fail', ['DE-006'])])];

  it('without a policy every failure blocks', () => {
    expect(gate(should, undefined, levels).blocking).toHaveLength(1);
  });

  it('a MUST gate blocks on MUST and only warns on SHOULD', () => {
    const policy: GatePolicy = { name: 'pr', block: { levels: ['MUST'] } };
    expect(gate(must, policy, levels)).toMatchObject({
      blocking: [expect.stringContaining('a/b#c')],
      warnings: [],
    });
    expect(gate(should, policy, levels)).toMatchObject({
      blocking: [],
      warnings: [expect.stringContaining('a/b#c')],
    });
  });

  it('a failure outside the gated layers only warns; one citing no requirement always blocks', () => {
    const policy: GatePolicy = { name: 'transport-only', block: { levels: ['MUST'], layers: ['transport'] } };
    expect(gate(must, policy, levels).warnings).toHaveLength(1);
    expect(gate([scenario([check('fail', [])])], policy, levels).blocking).toHaveLength(1);
  });
});
