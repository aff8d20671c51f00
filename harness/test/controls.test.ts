import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Layer, ScenarioResult } from '../../generated/types/index.ts';
import { DEFAULT_SCENARIO_DIR, loadAdapter, loadRequirements, loadScenarios } from '../src/runner/load.ts';
import { runScenarios } from '../src/runner/run.ts';
import { LAYERS } from '../src/runner/model.ts';
import { Slots } from './controls/slots.ts';

interface Failure {
  layers: Layer[];
  checks: string[];
}

interface Catalog {
  baseline: string;
  controls: { adapter: string; flaw: string; fails: Record<string, Failure> }[];
}

const HERE = join(import.meta.dirname, 'controls');
const catalog = JSON.parse(readFileSync(join(HERE, 'catalog.json'), 'utf8')) as Catalog;
const requirements = loadRequirements();
const corpus = loadScenarios(DEFAULT_SCENARIO_DIR, requirements);
const shownOn = [...new Set(catalog.controls.flatMap((c) => Object.keys(c.fails)))];

/**
 * Two scenarios play at once over the whole file, as one run with --workers 2 would: a control with a
 * single scenario does not leave the second worker idle, and the machine is never busier than that.
 */
const workers = new Slots(2);
const plays = new Map<string, Promise<ScenarioResult>>();

function play(adapterFile: string, id: string): Promise<ScenarioResult> {
  const key = `${adapterFile} ${id}`;
  let result = plays.get(key);
  if (!result) {
    result = workers.use(async () => {
      const report = await runScenarios({
        adapter: loadAdapter(join(HERE, adapterFile)),
        scenarios: corpus.filter((s) => s.scenario.id === id),
        requirements,
        filters: {},
        baseKnobs: {},
        seed: 1,
        repeat: 1,
        untilFail: false,
        workers: 1,
        reporters: [],
        today: '2026-11-30',
      });
      const played = report.scenarios[0];
      if (!played) throw new Error(`${id} is not in the corpus`);
      return played;
    });
    // Awaited by its test later; until then a failure must not count as unhandled.
    result.catch(() => undefined);
    plays.set(key, result);
  }
  return result;
}

const failedLayers = (result: ScenarioResult) => LAYERS.filter((l) => result.verdicts[l].status === 'fail');
const failedChecks = (result: ScenarioResult) => result.checks.filter((c) => c.status === 'fail').map((c) => c.id);
const MINUTES = 60_000;

/** Controls: deliberately wrong implementations that each scenario must catch (KIT-FEATURES.md). */
describe('controls', () => {
  beforeAll(() => {
    for (const control of catalog.controls) for (const id of Object.keys(control.fails)) void play(control.adapter, id);
    for (const id of shownOn) void play(catalog.baseline, id);
  });

  it('every scenario of the corpus is failed by at least one control', () => {
    expect(corpus.map((s) => s.scenario.id).filter((id) => !shownOn.includes(id))).toEqual([]);
  });

  for (const control of catalog.controls) {
    it(`${control.adapter} (${control.flaw}) fails exactly the listed layers, through the listed checks`, { timeout: 5 * MINUTES }, async () => {
      for (const [id, expected] of Object.entries(control.fails)) {
        const result = await play(control.adapter, id);
        expect(result.harnessError, id).toBeUndefined();
        expect(failedLayers(result), `${id}: ${JSON.stringify(result.verdicts)}`).toEqual(expected.layers);
        expect(failedChecks(result), id).toEqual(expect.arrayContaining(expected.checks));
      }
    });
  }

  it('the bot without a flaw passes every check that a flaw fails', { timeout: 5 * MINUTES }, async () => {
    for (const id of shownOn) {
      const result = await play(catalog.baseline, id);
      expect(result.harnessError, id).toBeUndefined();
      const proofs = catalog.controls.flatMap((c) => c.fails[id]?.checks ?? []);
      const status = Object.fromEntries(result.checks.filter((c) => proofs.includes(c.id)).map((c) => [c.id, c.status]));
      expect(status, `${id}: ${JSON.stringify(result.verdicts)}`).toEqual(Object.fromEntries(proofs.map((c) => [c, 'pass'])));
    }
  });
});
