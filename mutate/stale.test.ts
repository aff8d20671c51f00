import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../harness/src/runner/load.ts';
import { loadCatalog, type Mutant } from './catalog.ts';
import { staleOf } from './stale.ts';

describe('the mutant catalog', () => {
  // A change that moves a mutant's anchor re-anchors it in the same change: a stale mutant tests nothing,
  // and thirteen went stale unseen with the store's rewrite, the fence's among them.
  it('applies to the reference as it stands, every mutant', () => {
    const mutants = loadCatalog(join(import.meta.dirname, 'mutants'));
    expect(staleOf(mutants, PACKAGE_ROOT), 'mutants to anchor again (npm run mutate -- --check)').toEqual([]);
  });

  it('says which mutant no longer applies, and why', () => {
    const [mutant] = loadCatalog(join(import.meta.dirname, 'mutants'));
    const moved: Mutant = {
      ...mutant!,
      id: 'control/moved',
      edits: [{ ...mutant!.edits[0]!, search: `${mutant!.edits[0]!.search} // moved` }],
    };
    const gone: Mutant = {
      ...mutant!,
      id: 'control/gone',
      edits: [{ ...mutant!.edits[0]!, file: 'no/such.ts' }],
    };
    expect(staleOf([mutant!, moved, gone], PACKAGE_ROOT)).toEqual([
      { id: 'control/moved', why: `${mutant!.edits[0]!.file}: the anchor is no longer in the file` },
      { id: 'control/gone', why: 'no/such.ts: no such file' },
    ]);
  });
});
