import { describe, expect, it } from 'vitest';
import { textHash, toMeasure, type ScenarioCoverage } from './coverage-cache.ts';

const TEXT = '{"id":"basics/hello"}';
const entry = (play: Partial<ScenarioCoverage['play']> = {}): ScenarioCoverage => ({
  hash: textHash(TEXT),
  play: { scenario: 'basics/hello', durationMs: 1, failed: [], measured: true, ...play },
  lines: { 'reference/src/server.ts': [1, 2] },
});

describe('which scenarios the mutation run measures again', () => {
  it('keeps a play that passed, or that measured nothing, while the scenario stays the same', () => {
    expect(toMeasure(entry(), TEXT)).toBe(false);
    expect(toMeasure(entry({ measured: false }), TEXT)).toBe(false);
  });

  it('measures a new or changed scenario', () => {
    expect(toMeasure(undefined, TEXT)).toBe(true);
    expect(toMeasure(entry(), `${TEXT} `)).toBe(true);
  });

  it('measures again a play that failed on the reference, or broke the harness: its lines are not known', () => {
    expect(toMeasure(entry({ failed: [{ layer: 'transport', checks: ['ready'] }] }), TEXT)).toBe(true);
    expect(toMeasure(entry({ harnessError: 'no coverage was written' }), TEXT)).toBe(true);
  });
});
