import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { coveredLines } from './line-coverage.ts';

const run = promisify(execFile);

// A loop whose body never runs (n = 1), and a branch that does: line 4 must read as not run, line 7 as run.
const LOOP = `export function sum(n: number): number {
  let out = 0;
  for (let i = 1; i < n; i++) {
    out += i;
  }
  if (n === 1) {
    out = -1;
  }
  return out;
}
`;

describe('the coverage preload of npm run mutate', () => {
  let root: string;
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('measures blocks, not whole functions, in the main thread and in a thread started from code', async () => {
    root = mkdtempSync(join(tmpdir(), 'larkspur-preload-'));
    const src = join(root, 'reference/src');
    const out = join(root, 'out');
    mkdirSync(src, { recursive: true });
    mkdirSync(out);
    // ESM, as the reference's package is.
    writeFileSync(join(root, 'package.json'), '{"type": "module"}');
    writeFileSync(join(src, 'loop.ts'), LOOP);
    writeFileSync(
      join(src, 'in-thread.ts'),
      `import { sum } from './loop.ts';\nexport function inThread(): number {\n  return sum(1);\n}\ninThread();\nsetTimeout(() => {}, 700);\n`,
    );
    // The main thread runs nothing of loop.ts itself; the thread boots tsx from code, as the reference does.
    const tsx = import.meta.resolve('tsx/esm/api');
    const thread = pathToFileURL(join(src, 'in-thread.ts')).href;
    const boot = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(thread)}); })`;
    writeFileSync(
      join(src, 'main.ts'),
      `import { Worker } from 'node:worker_threads';\nnew Worker(${JSON.stringify(boot)}, { eval: true });\nsetTimeout(() => {}, 1200);\n`,
    );
    await run(
      process.execPath,
      [
        '--import',
        join(import.meta.dirname, 'coverage-preload.mjs'),
        '--import',
        'tsx',
        join(src, 'main.ts'),
      ],
      {
        env: { ...process.env, MUTATE_COVERAGE_DIR: out, MUTATE_COVERAGE_PREFIX: src },
        cwd: join(import.meta.dirname, '..'),
      },
    );
    const lines = coveredLines(out, root, 'reference/src');
    expect(lines['reference/src/main.ts']).toContain(2);
    expect(lines['reference/src/in-thread.ts']).toContain(3);
    const loop = lines['reference/src/loop.ts'] ?? [];
    expect(loop).toEqual(expect.arrayContaining([2, 3, 6, 7, 9]));
    expect(loop).not.toContain(4);
  });
});
