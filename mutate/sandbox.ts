import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Edit } from './catalog.ts';
import { applyEdit } from './edit.ts';

/**
 * A copy of the checkout (tracked and new files, node_modules linked) that a mutant is written into: the
 * reference runs from it through tsx, as from the checkout, and the checkout itself is never touched.
 */
export class Sandbox {
  private constructor(readonly dir: string) {}

  static create(root: string, dir: string): Sandbox {
    rmSync(dir, { recursive: true, force: true });
    const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\0')
      .filter((f) => f !== '' && f !== 'node_modules' && !f.startsWith('node_modules/'));
    for (const file of files) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      try {
        copyFileSync(join(root, file), join(dir, file));
      } catch (error) {
        // A file git lists as tracked but deleted in the work tree is simply not there.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
    return new Sandbox(dir);
  }

  /**
   * Writes a mutant's edits and returns, per file, the original lines they replaced — or why the mutant is
   * stale. `restore` puts the originals back.
   */
  apply(
    edits: Edit[],
  ): { lines: Record<string, Array<[number, number]>>; restore: () => void } | { stale: string } {
    const originals = new Map<string, string>();
    const lines: Record<string, Array<[number, number]>> = {};
    const texts = new Map<string, string>();
    for (const edit of edits) {
      const path = join(this.dir, edit.file);
      let original = originals.get(edit.file);
      if (original === undefined) {
        try {
          original = readFileSync(path, 'utf8');
        } catch {
          return { stale: `${edit.file}: no such file` };
        }
        originals.set(edit.file, original);
      }
      const onOriginal = applyEdit(original, edit);
      if ('stale' in onOriginal) return onOriginal;
      const next = applyEdit(texts.get(edit.file) ?? original, edit);
      if ('stale' in next) return { stale: `${edit.file}: two edits of the mutant overlap` };
      texts.set(edit.file, next.text);
      (lines[edit.file] ??= []).push(onOriginal.lines);
    }
    for (const [file, text] of texts) writeFileSync(join(this.dir, file), text);
    return {
      lines,
      restore: () => {
        for (const [file, text] of originals) writeFileSync(join(this.dir, file), text);
      },
    };
  }
}
