import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fresh } from '../bin/compiled.mjs';

/** A build of a checkout runs only while it is newer than every input (bin/compiled.mjs): never stale code. */
describe('a compiled build of the checkout', () => {
  let root: string;
  const list = () => join(root, 'inputs.json');
  /** Sets a file's modification time, in seconds from now. */
  const at = (file: string, seconds: number) => {
    const time = new Date(Date.now() + seconds * 1000);
    utimesSync(join(root, file), time, time);
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'larkspur-compiled-'));
    for (const file of ['a.ts', 'b.ts']) writeFileSync(join(root, file), '');
    writeFileSync(list(), JSON.stringify(['a.ts', 'b.ts']));
    at('a.ts', -20);
    at('b.ts', -10);
    at('inputs.json', -5);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('runs while every input is older than its list', () => {
    expect(fresh(root, list())).toBe(true);
  });

  it('is stale once one input changed after it', () => {
    at('b.ts', 0);
    expect(fresh(root, list())).toBe(false);
  });

  it('is stale when an input is gone, or the list is missing or not a list', () => {
    rmSync(join(root, 'a.ts'));
    expect(fresh(root, list())).toBe(false);
    expect(fresh(root, join(root, 'no-such-list.json'))).toBe(false);
    writeFileSync(list(), '{"inputs": []}');
    expect(fresh(root, list())).toBe(false);
    writeFileSync(list(), '[');
    expect(fresh(root, list())).toBe(false);
  });
});

/**
 * The packages every start loads come from one file each in .larkspur/node_modules (test/compile.ts): Node.js
 * finds them first from the compiled kit and the compiled bots. Vitest's global setup has just built them.
 */
describe('the vendored packages of the compiled kit', () => {
  const ROOT = join(import.meta.dirname, '..');
  const installed = createRequire(join(ROOT, 'package.json'));
  const from = {
    kit: createRequire(join(ROOT, '.larkspur/compiled-kit/reference/src/provider/lark-sdk.js')),
    bots: createRequire(join(ROOT, '.larkspur/compiled-bots/harness/test/controls/tiny-bot.js')),
  };

  it.each(Object.keys(from) as (keyof typeof from)[])(
    'the %s loads the Lark SDK as installed, from its one file',
    (where) => {
      const vendored = from[where].resolve('@larksuiteoapi/node-sdk');
      expect(vendored).toBe(join(ROOT, '.larkspur/node_modules/@larksuiteoapi/node-sdk/index.js'));
      const version = (manifest: string) =>
        (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
      expect(version(join(dirname(vendored), 'package.json'))).toBe(
        version(join(ROOT, 'node_modules/@larksuiteoapi/node-sdk/package.json')),
      );
      // The same surface: every export of the package, each of the same kind.
      const shape = (sdk: Record<string, unknown>) =>
        Object.fromEntries(Object.keys(sdk).map((key) => [key, typeof sdk[key]]));
      expect(shape(from[where]('@larksuiteoapi/node-sdk'))).toEqual(
        shape(installed('@larksuiteoapi/node-sdk')),
      );
      // Loaded once, it runs through a code cache from then on (test/vendored-entry.cjs).
      const { bundle } = JSON.parse(readFileSync(join(dirname(vendored), 'package.json'), 'utf8')) as {
        bundle: string;
      };
      expect(existsSync(join(dirname(vendored), `${bundle}.${process.version}.cache`))).toBe(true);
    },
  );

  it('the kit imports Kysely as installed, from its one file', async () => {
    const kit = join(ROOT, '.larkspur/compiled-kit/reference/src/store/');
    const vendored = import.meta.resolve('kysely', pathToFileURL(kit).href);
    expect(vendored).toBe(pathToFileURL(join(ROOT, '.larkspur/node_modules/kysely/index.js')).href);
    const [one, many] = await Promise.all([import(vendored), import('kysely')]);
    expect(Object.keys(one).sort()).toEqual(Object.keys(many).sort());
  });
});

/** What the kit's processes and threads start from is bundled (test/compile.ts): a start loads few files. */
describe("the compiled kit's entries", () => {
  const KIT = join(import.meta.dirname, '..', '.larkspur', 'compiled-kit');
  const CHUNKS = join(KIT, 'chunks');

  /** Every file of the kit an entry loads, statically or lazily: the entry and the relative imports it reaches. */
  function reached(entry: string): string[] {
    const seen = new Set([entry]);
    for (const file of seen)
      for (const [, specifier] of readFileSync(file, 'utf8').matchAll(
        /(?:from|import)\s*\(?\s*"(\.\.?\/[^"]+)"/g,
      ))
        seen.add(join(dirname(file), specifier!));
    return [...seen];
  }

  it.each(['bin/cli.js', 'reference/src/transport/intake-thread.js'])(
    '%s loads only chunks of its bundle, none of the per-module files',
    (entry) => {
      const files = reached(join(KIT, entry));
      expect(files.slice(1).filter((file) => dirname(file) !== CHUNKS)).toEqual([]);
      // Every command of the CLI and every lazy store: still a small fraction of the kit's ~400 modules.
      expect(files.length).toBeLessThan(100);
      // Each inlined module's own location is its compiled file's (a thread's entry, the host shim's
      // preload beside it), never the chunk's it landed in.
      const located = files.filter((file) =>
        /import\.meta\.(url|dirname|filename)/.test(readFileSync(file, 'utf8')),
      );
      expect(located).toEqual([]);
    },
  );

  it('runs a command from the bundle', () => {
    const cli = pathToFileURL(join(KIT, 'bin', 'cli.js')).href;
    const run = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const { main } = await import(${JSON.stringify(cli)}); process.exitCode = await main(process.argv.slice(1));`,
        'run',
        '--impl',
        'reference.impl.json',
        '--list',
        '--scenario',
        'basics/first-answer',
      ],
      { cwd: join(KIT, '..', '..'), encoding: 'utf8' },
    );
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('basics/first-answer');
    expect(run.status).toBe(0);
  });
});
