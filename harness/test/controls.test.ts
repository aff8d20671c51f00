import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Layer } from '../../generated/types/index.ts';
import { DEFAULT_SCENARIO_DIR, loadAdapter, loadRequirements, loadScenarios } from '../src/runner/load.ts';
import { runScenarios } from '../src/runner/run.ts';
import { LAYERS } from '../src/runner/model.ts';

interface Catalog {
  controls: { adapter: string; flaw: string; fails: Record<string, Layer[]> }[];
}

const HERE = join(import.meta.dirname, 'controls');
const catalog = JSON.parse(readFileSync(join(HERE, 'catalog.json'), 'utf8')) as Catalog;
const requirements = loadRequirements();
const corpus = loadScenarios(DEFAULT_SCENARIO_DIR, requirements);

function run(adapterFile: string, ids: string[]) {
  return runScenarios({
    adapter: loadAdapter(join(HERE, adapterFile)),
    scenarios: corpus.filter((s) => ids.includes(s.scenario.id)),
    requirements,
    filters: {},
    baseKnobs: {},
    seed: 1,
    repeat: 1,
    untilFail: false,
    workers: 2,
    reporters: [],
    today: '2026-11-30',
  });
}

/** Controls: deliberately wrong implementations that each scenario must catch (KIT-FEATURES.md). */
describe('controls', () => {
  it('every scenario of the corpus is failed by at least one control', () => {
    const caught = new Set(catalog.controls.flatMap((c) => Object.keys(c.fails)));
    expect(corpus.map((s) => s.scenario.id).filter((id) => !caught.has(id))).toEqual([]);
  });

  for (const control of catalog.controls) {
    it(`${control.adapter} (${control.flaw}) fails exactly the listed layers`, { timeout: 120_000 }, async () => {
      const report = await run(control.adapter, Object.keys(control.fails));
      for (const [id, layers] of Object.entries(control.fails)) {
        const result = report.scenarios.find((s) => s.id === id);
        expect(result, id).toBeDefined();
        expect(result!.harnessError).toBeUndefined();
        const failed = LAYERS.filter((l) => result!.verdicts[l].status === 'fail');
        expect(failed, `${id}: ${JSON.stringify(result!.verdicts)}`).toEqual(layers);
      }
      expect(report.exitCode).toBe(1);
    });
  }

  it('the same bot without its flaw passes first-answer on every layer it can be measured on', { timeout: 60_000 }, async () => {
    const report = await run('tiny-bot.impl.json', ['basics/first-answer']);
    const verdicts = report.scenarios[0]!.verdicts;
    expect(verdicts.transport.status).toBe('pass');
    expect(verdicts.host.status).toBe('pass');
    expect(verdicts.delivery.status).toBe('pass');
    expect(verdicts.admission).toMatchObject({ status: 'untested', reason: 'capability' });
    expect(report.exitCode).toBe(0);
  });
});
