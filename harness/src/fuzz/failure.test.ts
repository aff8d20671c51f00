import { describe, expect, it } from 'vitest';
import type { CheckResult, ScenarioResult } from '../../../generated/types/index.ts';
import { failureOf, offenders } from './failure.ts';

const check = (id: string, status: CheckResult['status'], actual?: unknown): CheckResult => ({
  id,
  step: 1,
  expect: 'x',
  layer: 'delivery',
  requirements: [],
  status,
  durationMs: 0,
  ...(actual !== undefined ? { actual } : {}),
});

const result = (checks: CheckResult[]): ScenarioResult => ({
  id: 'fuzz/x',
  title: 't',
  file: 'f',
  attempt: 1,
  durationMs: 0,
  verdicts: {} as ScenarioResult['verdicts'],
  checks,
});

describe('how a run failed', () => {
  it('names each failed check by its kinds of offence, the most serious first', () => {
    const r = result([
      check('acks', 'fail', { late: ['m1#2'], pushes: 4 }),
      check('drafts', 'fail', { provisional: ['m3'] }),
      check('answers', 'fail', { lost: ['m3'], duplicate: ['m4'], requests: 5 }),
      check('model-runs', 'pass', { requests: 5 }),
      check('step-9-ready', 'fail'),
    ]);
    expect(failureOf(r)).toEqual([
      'answers:lost',
      'answers:duplicate',
      'drafts:provisional',
      'acks:late',
      'step-9-ready',
    ]);
    expect(failureOf(result([check('answers', 'pass', { requests: 1 })]))).toEqual([]);
  });

  it('gives the sources a failure names, without the push number', () => {
    const r = result([
      check('acks', 'fail', { late: ['m1#2', 'm4#1'] }),
      check('answers', 'fail', { lost: ['m3'] }),
    ]);
    expect(offenders(r, 'acks:late')).toEqual(['m1', 'm4']);
    expect(offenders(r, 'answers:lost')).toEqual(['m3']);
    expect(offenders(r, 'step-9-ready')).toEqual([]);
  });
});
