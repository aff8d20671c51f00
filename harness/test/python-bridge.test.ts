import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PACKAGE_ROOT,
  loadAdapter,
  loadRequirements,
  loadScenarios,
  DEFAULT_SCENARIO_DIR,
} from '../src/runner/load.ts';
import { runOptions, runScenarios } from '../src/runner/run.ts';
import { LAYERS } from '../src/runner/model.ts';

/**
 * The Python example bridge (examples/python-bridge) is a second client of the doubles' wire, written
 * from the spec: the themes it implements must pass, or the double and the spec disagree.
 */
const EXAMPLE = join(PACKAGE_ROOT, 'examples/python-bridge');
const THEMES = [/^basics\//, /^redelivery\//, /^admission\/fifo-/];
const requirements = loadRequirements();
const scenarios = loadScenarios(DEFAULT_SCENARIO_DIR, requirements).filter((s) =>
  THEMES.some((t) => t.test(s.scenario.id)),
);

/** Runs the example's setup.sh in `dir`: what it printed, both streams; a failure throws with it. */
function setup(dir: string): string {
  const ran = spawnSync('sh', [join(dir, 'setup.sh')], { encoding: 'utf8' });
  const printed = `${ran.stdout}${ran.stderr}`;
  if (ran.status !== 0) throw new Error(`setup.sh exited ${ran.status}: ${printed}`);
  return printed;
}

beforeAll(() => {
  // Its .venv from pip's configured index (the machine's local wheels); a no-op when already in step.
  setup(EXAMPLE);
}, 180_000);

describe('the Python example bridge', () => {
  it('sets itself up in silence: nothing of pip or of the machine (an index path) in the output', () => {
    const copy = mkdtempSync(join(tmpdir(), 'larkspur-python-example-'));
    try {
      for (const file of ['setup.sh', 'requirements.txt'])
        copyFileSync(join(EXAMPLE, file), join(copy, file));
      expect(setup(copy)).toBe('');
      expect(existsSync(join(copy, '.venv', 'installed-requirements.txt'))).toBe(true);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }, 180_000);

  it('passes basics/*, redelivery/* and admission/fifo-*', async () => {
    expect(scenarios.length).toBeGreaterThanOrEqual(9);
    const report = await runScenarios(
      runOptions({
        adapter: loadAdapter(join(EXAMPLE, 'python-bridge.impl.json')),
        scenarios,
        requirements,
        workers: 2,
      }),
    );
    const failed = report.scenarios.filter((s) =>
      LAYERS.some((layer) => s.verdicts[layer].status === 'fail'),
    );
    expect(failed.map((s) => s.id)).toEqual([]);
    // Every scenario measured something: none of them untested as a whole.
    const measured = report.scenarios.filter((s) =>
      LAYERS.some((layer) => s.verdicts[layer].status === 'pass'),
    );
    expect(measured.length).toBe(scenarios.length);
  }, 240_000);
});
