import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Mutant } from './catalog.ts';
import { applyEdit } from './edit.ts';

/** The mutants that no longer apply to the tree at `root`, and why, checked without playing anything. */
export function staleOf(mutants: readonly Mutant[], root: string): Array<{ id: string; why: string }> {
  return mutants.flatMap((m) => {
    const texts = new Map<string, string>();
    for (const edit of m.edits) {
      let text: string;
      try {
        text = texts.get(edit.file) ?? readFileSync(join(root, edit.file), 'utf8');
      } catch {
        return [{ id: m.id, why: `${edit.file}: no such file` }];
      }
      const applied = applyEdit(text, edit);
      if ('stale' in applied) return [{ id: m.id, why: applied.stale }];
      texts.set(edit.file, applied.text);
    }
    return [];
  });
}
