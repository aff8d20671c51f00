import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateAdapter } from '../../generated/validators/index.js';
import { CAPABILITIES } from './server.ts';
import { ROOT } from './testing/processes.ts';

describe.each([
  ['reference.impl.json', 'ws', [...CAPABILITIES, 'long-connection']],
  ['reference-postgres.impl.json', 'ws', [...CAPABILITIES, 'long-connection', 'multi-instance']],
  ['reference-webhook.impl.json', 'webhook', [...CAPABILITIES, 'webhook']],
])('%s', (file, intake, capabilities) => {
  const adapter = JSON.parse(readFileSync(join(ROOT, file), 'utf8'));

  it('is a valid adapter file', () => {
    expect(validateAdapter(adapter), JSON.stringify(validateAdapter.errors)).toBe(true);
  });

  it('declares exactly what GET /v1/ready declares with its intake (and, over a shared store, multi-instance)', () => {
    expect(adapter.intake).toBe(intake);
    // A capability list is a set: its order carries nothing.
    expect([...adapter.capabilities].sort()).toEqual([...capabilities].sort());
  });
});
