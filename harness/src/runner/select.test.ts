import { describe, expect, it } from 'vitest';
import { DEFAULT_SCENARIO_DIR, loadRequirements, loadScenarios } from './load.ts';
import { selectScenarios, scenarioSetHash } from './run.ts';
import { UsageError } from './errors.ts';

const corpus = loadScenarios(DEFAULT_SCENARIO_DIR, loadRequirements());
const ids = (filters: Parameters<typeof selectScenarios>[1]) =>
  selectScenarios(corpus, filters).map((s) => s.scenario.id);

describe('selecting scenarios', () => {
  it('globs match ids: * within a segment, ** across', () => {
    expect(ids({ scenario: ['redelivery/*'] }).every((id) => id.startsWith('redelivery/'))).toBe(true);
    expect(ids({ scenario: ['*'] })).toEqual([]);
    expect(ids({ scenario: ['**'] })).toHaveLength(corpus.length);
  });

  it('brace globs select either alternative, nested too; ? is one character', () => {
    const both = ids({ scenario: ['{basics,bounds}/*'] });
    expect(both.length).toBeGreaterThan(1);
    expect(both).toEqual(ids({ scenario: ['basics/*', 'bounds/*'] }));
    expect(ids({ scenario: ['{basics/first-answer,host/{stop,timeout}*}'] })).toEqual(
      ids({ scenario: ['basics/first-answer', 'host/stop*', 'host/timeout*'] }),
    );
    expect(ids({ scenario: ['basics/first-answe?'] })).toEqual(['basics/first-answer']);
    expect(ids({ scenario: ['basics.first-answer'] })).toEqual([]);
  });

  it('an unbalanced brace is refused, never a silent empty selection', () => {
    expect(() => ids({ scenario: ['{basics,bounds/*'] })).toThrow(UsageError);
    expect(() => ids({ scenario: ['basics}/*'] })).toThrow(/a '\}' without its '\{'/);
  });

  it('tags, requirements and layers select the scenarios that have them', () => {
    expect(ids({ tag: ['smoke'] })).toEqual(['basics/first-answer']);
    expect(ids({ requirement: ['TR-006'] })).toEqual(['transport/second-consumer']);
    const withHostChecks = ids({ layer: ['host'] });
    expect(withHostChecks.length).toBeGreaterThan(0);
    expect(withHostChecks.length).toBeLessThan(corpus.length);
  });

  it('shards split the selection into disjoint parts that cover it', () => {
    const parts = [1, 2, 3].map((i) => ids({ shard: `${i}/3` }));
    expect(parts.flat().sort()).toEqual(ids({}).sort());
    expect(new Set(parts.flat()).size).toBe(corpus.length);
    expect(parts.every((p) => p.length > 0)).toBe(true);
  });

  it('the scenario-set hash changes with the selection', () => {
    expect(scenarioSetHash(selectScenarios(corpus, { shard: '1/2' }))).not.toBe(
      scenarioSetHash(selectScenarios(corpus, { shard: '2/2' })),
    );
    expect(scenarioSetHash(corpus)).toMatch(/^sha256:[0-9a-f]{64}$/);
  });
});
