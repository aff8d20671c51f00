import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { requirementsPage } from './requirements-page.ts';

describe('requirements page', () => {
  let root: string;
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('lists each requirement with the scenarios and checks that cite it, and names the MUSTs none checks', () => {
    root = mkdtempSync(join(tmpdir(), 'larkspur-reqs-'));
    const source = [{ document: 'seeds/x.md' }];
    mkdirSync(join(root, 'spec'));
    mkdirSync(join(root, 'scenarios/a'), { recursive: true });
    writeFileSync(
      join(root, 'spec/requirements.json'),
      JSON.stringify({
        specVersion: '0',
        requirements: [
          { id: 'TR-001', level: 'MUST', layer: 'transport', text: 'ack | fast', sources: source },
          { id: 'TR-002', level: 'MUST', layer: 'transport', text: 'dedupe', sources: source },
          { id: 'TR-003', level: 'SHOULD', layer: 'transport', text: 'reconnect', sources: source },
          { id: 'CC-001', level: 'MUST', layer: 'kit', text: 'kit rule', sources: source },
        ],
      }),
    );
    writeFileSync(
      join(root, 'scenarios/a/one.json'),
      JSON.stringify({
        id: 'a/one',
        requirements: ['TR-001'],
        steps: [
          { do: 'provider.send' },
          { expect: 'provider.ack', id: 'acked', requirements: ['TR-001'] },
          { expect: 'inOrder', id: 'order', checks: [{ expect: 'host.call', requirements: ['TR-009'] }] },
        ],
      }),
    );
    const page = requirementsPage(root, 'generated');
    expect(page).toContain('| TR-001 | MUST | transport | ack \\| fast | `a/one` (`acked`) |');
    expect(page).toContain('| TR-003 | SHOULD | transport | reconnect | — |');
    const unchecked = page.slice(page.indexOf('## MUSTs no scenario checks'), page.indexOf('## Cited by'));
    expect(unchecked).toContain('## MUSTs no scenario checks (2)');
    expect(unchecked).toContain('**TR-002** (transport): dedupe');
    expect(unchecked).toContain('**CC-001** (kit) — a rule of the kit itself');
    expect(unchecked).not.toContain('TR-003');
    // A nested check without an id is named by its place; an id the registry lacks is listed.
    expect(page).toContain('## Cited by scenarios but not in the registry\n\n- TR-009');
  });
});
