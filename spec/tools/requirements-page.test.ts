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
          {
            id: 'TR-002',
            level: 'MUST',
            layer: 'transport',
            text: 'dedupe',
            sources: source,
            negativeSpace: [
              { wrong: 'dedupes in memory', kind: 'repeat', scenarios: ['a/one#acked'] },
              { wrong: 'dedupes per instance', kind: 'actor', note: 'no scenario yet' },
            ],
          },
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
    // The negative space: a summary, the open cases with why, and each case beside what catches it.
    expect(page).toContain('| TR-002 | MUST | transport | dedupe | — | [2 cases, 1 open](#tr-002) |');
    expect(page).toContain('2 cases over 1 requirements');
    expect(page).toContain('- **TR-002** (actor): dedupes per instance — no scenario yet');
    expect(page).toContain('| dedupes in memory | repeat | `a/one` (`acked`) |');
    expect(page).toContain('| dedupes per instance <br>*no scenario yet* | actor | **open** |');
    // A nested check without an id is named by its place; an id the registry lacks is listed.
    expect(page).toContain('## Cited by scenarios but not in the registry\n\n- TR-009');
  });
});
