import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : sources(full);
    return /\.(ts|js|mjs)$/.test(name) ? [full] : [];
  });
}

/** Every relative module specifier of a file (static imports, re-exports and dynamic imports). */
function relativeImports(file: string, text = readFileSync(file, 'utf8')): string[] {
  const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)].map(
    (m) => m[1]!,
  );
  return specifiers.filter((s) => s.startsWith('.')).map((s) => relative(ROOT, resolve(dirname(file), s)));
}

function violations(from: string, forbidden: string[]): string[] {
  return sources(join(ROOT, from)).flatMap((file) =>
    relativeImports(file)
      .filter((target) => forbidden.some((f) => target === f || target.startsWith(`${f}/`)))
      .map((target) => `${relative(ROOT, file)} imports ${target}`),
  );
}

/**
 * ARCHITECTURE.md: reference/ and harness/ import generated/ and runtime/, never each other, never bench/
 * and never spec/src. runtime/ is the plumbing both may import, so it imports nothing of the project. bench/
 * is a rig that drives the reference with the kit's doubles: it may import both, but never spec/src.
 */
describe('import rules', () => {
  it('reference/ never imports harness/, bench/ or spec/src', () => {
    expect(violations('reference', ['harness', 'bench', 'spec/src', 'spec/tools'])).toEqual([]);
  });

  it('harness/ never imports reference/, bench/ or spec/src', () => {
    expect(violations('harness', ['reference', 'bench', 'spec/src', 'spec/tools'])).toEqual([]);
  });

  it('runtime/ imports nothing of the project: not reference/, harness/, bench/, generated/ or spec/', () => {
    expect(
      violations('runtime', ['reference', 'harness', 'bench', 'generated', 'spec', 'test', 'bin']),
    ).toEqual([]);
  });

  it('bench/ never imports spec/src', () => {
    expect(violations('bench', ['spec/src', 'spec/tools'])).toEqual([]);
  });

  it('generated/ imports only its runtime libraries and itself', () => {
    const outside = sources(join(ROOT, 'generated')).flatMap((file) =>
      relativeImports(file)
        .filter((t) => !t.startsWith('generated/'))
        .map((t) => `${relative(ROOT, file)} imports ${t}`),
    );
    expect(outside).toEqual([]);
  });

  it('every folder a rule names exists, so a rule cannot pass on an empty tree', () => {
    for (const folder of ['reference', 'harness', 'runtime', 'bench', 'generated'])
      expect(sources(join(ROOT, folder)).length, folder).toBeGreaterThan(0);
  });

  it('sees static, re-exported and dynamic imports, so a violation cannot hide', () => {
    const fake = join(ROOT, 'harness', 'src', 'runner', 'x.ts');
    const text = [
      "import { a } from '../../../reference/src/core/index.ts';",
      "export { b } from '../../../reference/src/store/index.ts';",
      "const c = await import('../../../reference/src/cli.ts');",
      "import '../../../spec/src/define.ts';",
    ].join('\n');
    expect(relativeImports(fake, text)).toEqual([
      'reference/src/core/index.ts',
      'reference/src/store/index.ts',
      'reference/src/cli.ts',
      'spec/src/define.ts',
    ]);
  });
});
