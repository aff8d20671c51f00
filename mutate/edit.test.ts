import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CatalogError, loadCatalog, type Mutant } from './catalog.ts';
import { applyEdit } from './edit.ts';
import { areaScores, scoreOf, type Outcome } from './outcome.ts';

const edit = (search: string, replace = 'X') => ({ file: 'f.ts', search, replace });

describe('a hand-written mutant', () => {
  it('applies where its anchor occurs exactly once, and says which lines it replaced', () => {
    expect(applyEdit('a\nb\nc\nd\n', edit('b\nc'))).toEqual({ text: 'a\nX\nd\n', lines: [2, 3] });
  });

  it('is stale, said as such, when its anchor moved away or occurs twice', () => {
    expect(applyEdit('a\nb\n', edit('z'))).toEqual({ stale: 'f.ts: the anchor is no longer in the file' });
    expect(applyEdit('b\nb\n', edit('b'))).toEqual({ stale: 'f.ts: the anchor occurs more than once' });
  });
});

describe('the mutant catalog', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const mutant: Mutant = {
    id: 'webhook/x',
    area: 'webhook',
    kind: 'absent credential',
    bug: 'takes a push with no signature',
    requirements: ['TR-007'],
    edits: [edit('a')],
  };

  it('loads every area file, and refuses an unknown area, an empty edit list or a repeated id', () => {
    dir = mkdtempSync(join(tmpdir(), 'larkspur-mutants-'));
    writeFileSync(join(dir, 'webhook.json'), JSON.stringify({ mutants: [mutant] }));
    expect(loadCatalog(dir)).toEqual([mutant]);
    for (const wrong of [
      { ...mutant, area: 'nowhere' },
      { ...mutant, edits: [] },
      { ...mutant, extra: 1 },
    ]) {
      writeFileSync(join(dir, 'webhook.json'), JSON.stringify({ mutants: [wrong] }));
      expect(() => loadCatalog(dir)).toThrow(CatalogError);
    }
    writeFileSync(join(dir, 'webhook.json'), JSON.stringify({ mutants: [mutant, mutant] }));
    expect(() => loadCatalog(dir)).toThrow(/two mutants are called webhook\/x/);
  });

  it('holds the real catalog: every mutant well formed, in an area, with a unique id', () => {
    dir = mkdtempSync(join(tmpdir(), 'larkspur-mutants-'));
    expect(loadCatalog(join(import.meta.dirname, 'mutants')).length).toBeGreaterThan(0);
  });
});

describe('the score of an area', () => {
  const outcome = (status: Outcome['status'], area: Mutant['area'] = 'delivery'): Outcome => ({
    mutant: { id: `${area}/${status}`, area, kind: 'k', bug: 'b', requirements: [], edits: [] },
    status,
    covering: 0,
    played: 0,
    durationMs: 0,
  });

  it('is the share killed of what was played: equivalent and stale mutants are out of it', () => {
    const outcomes = ['killed', 'killed', 'killed', 'survived', 'equivalent', 'stale'].map((s) =>
      outcome(s as Outcome['status']),
    );
    expect(scoreOf('delivery', outcomes)).toEqual({
      area: 'delivery',
      killed: 3,
      alive: 1,
      equivalent: 1,
      stale: 1,
      score: 75,
    });
  });

  it('counts no coverage and a harness error as alive, and leaves out areas without mutants', () => {
    const scores = areaScores(
      [outcome('no-coverage', 'media'), outcome('error', 'media')],
      ['media', 'host'],
    );
    expect(scores).toEqual([{ area: 'media', killed: 0, alive: 2, equivalent: 0, stale: 0, score: 0 }]);
  });
});
