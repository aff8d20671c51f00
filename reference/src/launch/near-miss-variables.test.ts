import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KNOWN_VARIABLES, nearMissVariables } from './near-miss-variables.ts';

describe('variables a slip away from a setting', () => {
  it('names a misspelt setting and the one it is near, and leaves known and far names alone', () => {
    expect(
      nearMissVariables({
        LARKSPUR_STORE_UR: 'postgres://…',
        LARKSPUR_INTAKE_JOURNALS: 'local',
        LARKSPUR_STORE_URL: 'postgres://…',
        LARKSPUR_EVENT_TIMING: '1',
        // Another program's setting (a host's key), far from every one serve reads.
        LARKSPUR_MODEL_API_KEY: 'sk-…',
        PATH: '/usr/bin',
      }),
    ).toEqual([
      { given: 'LARKSPUR_STORE_UR', meant: 'LARKSPUR_STORE_URL' },
      { given: 'LARKSPUR_INTAKE_JOURNALS', meant: 'LARKSPUR_INTAKE_JOURNAL' },
    ]);
  });

  it('knows every variable serve and doctor read, so that none is taken for a slip', () => {
    const read = new Set(
      ['launch/serve-config.ts', 'cli.ts', 'doctor/cli.ts']
        .flatMap((file) => [
          ...readFileSync(join(import.meta.dirname, '..', file), 'utf8').matchAll(
            /env\.(LARKSPUR_[A-Z0-9_]+)/g,
          ),
        ])
        .map((m) => m[1]!),
    );
    expect(read.size).toBeGreaterThan(15);
    expect([...read].filter((name) => !KNOWN_VARIABLES.has(name))).toEqual([]);
  });
});
