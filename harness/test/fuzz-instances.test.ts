import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Report } from '../../generated/types/index.ts';
import { SCHEMA_IDS } from '../../generated/spec.ts';
import { main as fuzz } from '../src/cli/fuzz.ts';
import { loadValidated } from '../src/runner/load.ts';
import { campaignOffences } from '../src/fuzz/tally.ts';

const CONTROLS = join(import.meta.dirname, 'controls');
/** Two instances of the tiny bot over one PostgreSQL database: shared inbox, session leases, fencing, takeover. */
const BASELINE = join(CONTROLS, 'multi-instance.impl.json');
/** The same, but a session lease never runs out while its holder has the session: a killed instance's sessions stay stranded. */
const FLAWED = join(CONTROLS, 'leases-never-expire.impl.json');
const MINUTES = 60_000;
/** A small load over two instances — 12 messages over 4 chats, 3 kills of one instance each, 20 faults at least. */
const SMALL = ['--messages', '12', '--chats', '4', '--kills', '3', '--faults', '20'];
const postgresUrl = inject('postgresUrl');
const dirs: string[] = [];

function temp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'larkspur-fuzz-instances-'));
  dirs.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function cli(argv: string[]): Promise<{ code: number; text: string }> {
  const out = new PassThrough();
  let text = '';
  out.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  const code = await fuzz(argv, out as unknown as NodeJS.WriteStream);
  return { code, text };
}

describe.skipIf(postgresUrl === '')(
  `larkspur fuzz against two instances${postgresUrl === '' ? ' — SKIPPED: no PostgreSQL on this machine' : ''}`,
  () => {
    it(
      'kills one instance at a time while the provider spreads the load over both, and finds nothing lost, answered twice or run twice in the baseline',
      { timeout: 6 * MINUTES },
      async () => {
        const json = join(temp(), 'report.json');
        const held = await cli([
          '--impl',
          BASELINE,
          '--seed',
          '5',
          ...SMALL,
          '--runs',
          '2',
          '--keep-going',
          '--no-shrink',
          '--replays',
          '0',
          '--cases',
          temp(),
          '--postgres-url',
          postgresUrl,
          '--json',
          json,
        ]);
        const report = loadValidated<Report>(json, SCHEMA_IDS.Report);
        const runs = report.manifest.fuzz!.runs;
        expect(runs).toHaveLength(2);
        for (const r of runs) {
          const kills = r.plan.timeline.filter((u) => u.kind === 'restart' || u.kind === 'outage');
          expect(
            kills.map((k) => ('instance' in k ? k.instance : undefined)).every((i) => i === 1 || i === 2),
            r.scenario,
          ).toBe(true);
          expect(r.fired.kills, r.scenario).toBe(kills.length);
        }
        expect(campaignOffences(report.scenarios), held.text).toEqual({});
        expect(held.code, held.text).toBe(0);
      },
    );

    it(
      'finds the answers a bridge loses when the leases of a killed instance never expire',
      { timeout: 6 * MINUTES },
      async () => {
        const json = join(temp(), 'report.json');
        const found = await cli([
          '--impl',
          FLAWED,
          '--seed',
          '5',
          ...SMALL,
          '--runs',
          '1',
          '--no-shrink',
          '--replays',
          '0',
          '--cases',
          temp(),
          '--postgres-url',
          postgresUrl,
          '--json',
          json,
        ]);
        expect(found.code, found.text).toBe(1);
        const report = loadValidated<Report>(json, SCHEMA_IDS.Report);
        expect(report.manifest.fuzz!.found[0]!.failure[0], found.text).toBe('answers:lost');
      },
    );
  },
);
