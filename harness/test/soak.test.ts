import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import type { Report } from '../../generated/types/index.ts';
import { SCHEMA_IDS } from '../../generated/spec.ts';
import { main as fuzz } from '../src/cli/fuzz.ts';
import { PACKAGE_ROOT, loadValidated } from '../src/runner/load.ts';
import { campaignOffences } from '../src/fuzz/tally.ts';

/**
 * The CI soak: the reference under `larkspur fuzz` for a fixed seed set — the same plans on every
 * machine — with the bar per run: at least 10 kills and 50 faults that fired, and no lost or
 * duplicate answer, no duplicate model run, no draft left provisional, nothing else the invariants
 * catch. `npm run soak` is the long version, for a machine with time.
 */
const CI_SEED = 2;
const CI_RUNS = 3;
const dir = mkdtempSync(join(tmpdir(), 'larkspur-soak-'));

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('soak: the reference under larkspur fuzz', () => {
  it(`holds every invariant over seed ${CI_SEED}, runs 1–${CI_RUNS}`, { timeout: 10 * 60_000 }, async () => {
    const json = join(dir, 'soak.json');
    const out = new PassThrough();
    let text = '';
    out.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    const code = await fuzz(
      [
        '--impl',
        join(PACKAGE_ROOT, 'reference.impl.json'),
        '--seed',
        String(CI_SEED),
        '--runs',
        String(CI_RUNS),
        '--keep-going',
        '--no-shrink',
        '--replays',
        '0',
        '--cases',
        dir,
        '--json',
        json,
      ],
      out as unknown as NodeJS.WriteStream,
    );
    const report = loadValidated<Report>(json, SCHEMA_IDS.Report);
    const runs = report.manifest.fuzz!.runs;
    expect(runs).toHaveLength(CI_RUNS);
    for (const run of runs) {
      expect(run.fired.kills, run.scenario).toBeGreaterThanOrEqual(10);
      expect(run.fired.faults, run.scenario).toBeGreaterThanOrEqual(50);
    }
    expect(campaignOffences(report.scenarios), text).toEqual({});
    expect(code, text).toBe(0);
  });
});
