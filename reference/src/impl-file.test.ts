import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateAdapter } from '../../generated/validators/index.js';
import { CAPABILITIES } from './server.ts';
import { ROOT } from './testing/processes.ts';

describe('reference.impl.json', () => {
  const adapter = JSON.parse(readFileSync(join(ROOT, 'reference.impl.json'), 'utf8'));

  it('is a valid adapter file', () => {
    expect(validateAdapter(adapter), JSON.stringify(validateAdapter.errors)).toBe(true);
  });

  it('declares exactly what GET /v1/ready declares', () => {
    expect(adapter.capabilities).toEqual(CAPABILITIES);
  });
});
