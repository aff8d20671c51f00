/**
 * Compiles the checkout once for a test run (vitest's global setup; `npm run compile` by hand, and .ci/run
 * before the corpus), so that the hundreds of processes a run spawns — the reference server and the host
 * shim per play (bin/larkspur.js), the control bot per play — start from JavaScript rather than through tsx
 * each time: over a second each under load. Each build writes the list of its inputs last; bin/compiled.mjs
 * runs a build only while it is newer than every input, so an edit since sends the next spawn to the sources.
 *
 * The compiled reference once failed harness/test/malformed-input.test.ts's leak check (61–80 MB above its
 * start after the flood, over 50) where tsx passed. Measured with --expose-gc and process.memoryUsage() per
 * thread (issue 19): no retention — an idle Node.js process runs no collection, so the flood's garbage stayed
 * resident through the whole window; one full collection after it took the compiled server from 239 to 157
 * MB, below its start, with less live heap in both threads than before the flood. tsx passed only because
 * its own loader thread had already raised the start (283 MB against 190). The test now has the server
 * collect when idle (harness/test/collect-when-idle.mjs), and a retention of the flood still fails it.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import ts from 'typescript';
import { bundleOf } from '../harness/test/compiled-bots.mjs';

const ROOT = join(import.meta.dirname, '..');
/** What bin/larkspur.js runs in a checkout while it is fresh; laid out as `npm run build` lays out dist/. */
export const COMPILED_KIT = join(ROOT, '.larkspur', 'compiled-kit');

/** The tests' TypeScript bots, each run by its launcher beside it (`<name>.mjs`, compiled-bots.mjs). */
export const BOTS = [
  'harness/test/controls/tiny-bot.ts',
  'harness/test/controls/raw-ws/raw-ws-bot.ts',
  'harness/test/hostile/bridge.ts',
];

/** Writes `contents` to `path` whole: a process that starts meanwhile reads the old file or the new. */
function writeWhole(path: string, contents: string | Uint8Array): void {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, path);
}

/**
 * Bundles each bot with its own modules (packages stay imports, resolved from the tree's node_modules) into
 * .larkspur/compiled-bots.
 */
export async function compileBots(): Promise<void> {
  await Promise.all(
    BOTS.map(async (entry) => {
      const result = await build({
        absWorkingDir: ROOT,
        entryPoints: [entry],
        bundle: true,
        packages: 'external',
        platform: 'node',
        format: 'esm',
        target: 'node20',
        outfile: bundleOf(join(ROOT, entry)),
        metafile: true,
        write: false,
        logLevel: 'warning',
      });
      const [output] = result.outputFiles;
      if (!output) throw new Error(`esbuild wrote nothing for ${entry}`);
      writeWhole(output.path, output.contents);
      writeWhole(
        `${output.path}.inputs.json`,
        JSON.stringify([...Object.keys(result.metafile.inputs), ...VENDORED_INPUTS]),
      );
    }),
  );
}

/** Each module on its own, its relative imports kept as imports of the compiled sibling (.ts → .js). */
const keepImports: Plugin = {
  name: 'keep-relative-imports',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^\.\.?\// }, (args) =>
      args.kind === 'entry-point' ? undefined : { path: args.path.replace(/\.ts$/, '.js'), external: true },
    );
  },
};

/** Where the compiled kit's and the bots' vendored packages live (see `vendor`). */
const VENDORED = join(ROOT, '.larkspur', 'node_modules');

/**
 * The packages every start of the reference or a control bot loads, each as one file: Kysely's ESM build is
 * some 280 modules, and Node.js 20's loader costs about a millisecond of CPU for each (250–350 ms of every
 * reference start, in each of its two threads over PostgreSQL; one bundle of it, ~30 ms); the Lark SDK is
 * 5.8 MB of CommonJS with its dependencies, which Node.js parses at every start (~300 ms of CPU with the
 * Client made; minified in whitespace and syntax, names kept, ~180 ms; through a V8 code cache, ~110 ms) —
 * in the reference's main and intake threads and in every control bot, hundreds of starts per test run.
 * Written as packages under .larkspur/node_modules, where Node.js looks first from .larkspur/compiled-kit
 * and .larkspur/compiled-bots, so the code is unchanged: the sources, tsx and dist/ (npm run build) load the
 * packages as installed.
 */
const VENDOR: { name: string; format: 'esm' | 'cjs'; minify: boolean }[] = [
  { name: 'kysely', format: 'esm', minify: false },
  { name: '@larksuiteoapi/node-sdk', format: 'cjs', minify: true },
];

/** Each vendored package's package.json in the tree: another version installed makes a build stale. */
const VENDORED_INPUTS = VENDOR.map(({ name }) => `node_modules/${name}/package.json`);

async function vendor({ name, format, minify }: (typeof VENDOR)[number]): Promise<void> {
  const installed = JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as {
    version: string;
  };
  const result = await build({
    absWorkingDir: ROOT,
    stdin: {
      contents: format === 'esm' ? `export * from '${name}';` : `module.exports = require('${name}');`,
      resolveDir: ROOT,
      loader: 'js',
    },
    bundle: true,
    platform: 'node',
    format,
    target: 'node20',
    minifyWhitespace: minify,
    minifySyntax: minify,
    write: false,
    logLevel: 'warning',
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error(`esbuild wrote nothing for ${name}`);
  const at = join(VENDORED, name);
  const manifest = { name, version: installed.version, exports: './index.js' };
  if (format === 'esm') {
    writeWhole(join(at, 'index.js'), output.contents);
    writeWhole(join(at, 'package.json'), JSON.stringify({ ...manifest, type: 'module' }));
    return;
  }
  // CommonJS runs through a V8 code cache (test/vendored-entry.cjs), the bundle named by its content.
  const bundle = `bundle-${createHash('sha256').update(output.contents).digest('hex').slice(0, 16)}.js`;
  writeWhole(join(at, bundle), output.contents);
  writeWhole(join(at, 'index.js'), readFileSync(join(ROOT, 'test', 'vendored-entry.cjs')));
  writeWhole(join(at, 'package.json'), JSON.stringify({ ...manifest, type: 'commonjs', bundle }));
}

/**
 * Compiles the files `npm run build` compiles (tsconfig.build.json: the CLI, runtime, reference, harness,
 * generated; not the tests) into .larkspur/compiled-kit, module for module as tsc would — in about a second
 * where tsc takes most of a minute. JavaScript among them (the preload, the kit's claude) is copied.
 */
export async function compileKit(): Promise<void> {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(ROOT, 'tsconfig.build.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('tsconfig.build.json: unreadable');
  const inputs = config.fileNames.map((file) => relative(ROOT, file));
  const sources = inputs.filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'));
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: sources,
    outdir: COMPILED_KIT,
    outbase: ROOT,
    bundle: true,
    packages: 'external',
    plugins: [keepImports],
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    logLevel: 'warning',
  });
  for (const output of result.outputFiles) writeWhole(output.path, output.contents);
  for (const file of inputs.filter((f) => !sources.includes(f) && !f.endsWith('.d.ts')))
    writeWhole(join(COMPILED_KIT, file), readFileSync(join(ROOT, file)));
  await bundleEntries();
  writeWhole(join(COMPILED_KIT, 'inputs.json'), JSON.stringify([...inputs, ...VENDORED_INPUTS]));
}

/**
 * What a process or a thread starts from: the CLI (every reference, host shim and harness run) and the
 * intake thread. Each start loaded some 130 of the kit's own modules (the reference's main thread), and
 * Node.js 20's ESM loader costs about a millisecond of CPU for each to resolve, load and link (issue 19);
 * bundled, a start loads its entry and the chunks of the commands it runs.
 */
const ENTRIES = ['bin/cli.ts', 'reference/src/transport/intake-thread.ts'];
const CHUNKS = 'chunks';

/**
 * A module's own location where a bundle inlines it: `import.meta.url`, `.dirname` and `.filename` as they
 * are in its compiled file beside the bundle (compileKit writes every one), so that what it finds beside
 * itself (the package root, a thread's entry, a package through createRequire) is found as before.
 */
const ownLocation: Plugin = {
  name: 'own-location',
  setup(esbuild) {
    esbuild.onLoad({ filter: /\.(ts|js|mjs)$/ }, (args) => {
      if (args.path.includes('/node_modules/')) return undefined;
      const compiled = join(COMPILED_KIT, relative(ROOT, args.path).replace(/\.ts$/, '.js'));
      const contents = readFileSync(args.path, 'utf8')
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(compiled).href))
        .replaceAll('import.meta.dirname', JSON.stringify(dirname(compiled)))
        .replaceAll('import.meta.filename', JSON.stringify(compiled));
      return { contents, loader: args.path.endsWith('.ts') ? 'ts' : 'js' };
    });
  },
};

/**
 * The entries bundled over their per-module builds, what they import lazily (a command, the PostgreSQL
 * store) split into chunks. Chunks of an older build that this one does not write are removed once they
 * are ten minutes old: a process started from the older entry may still import one.
 */
async function bundleEntries(): Promise<void> {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: ENTRIES,
    outdir: COMPILED_KIT,
    outbase: ROOT,
    chunkNames: `${CHUNKS}/[name]-[hash]`,
    bundle: true,
    splitting: true,
    packages: 'external',
    plugins: [ownLocation],
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    logLevel: 'warning',
  });
  const chunks = result.outputFiles.filter((o) => relative(COMPILED_KIT, o.path).startsWith(`${CHUNKS}/`));
  for (const output of chunks) writeWhole(output.path, output.contents);
  for (const output of result.outputFiles.filter((o) => !chunks.includes(o)))
    writeWhole(output.path, output.contents);
  const written = new Set(chunks.map((o) => o.path));
  const dir = join(COMPILED_KIT, CHUNKS);
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (!written.has(path) && Date.now() - statSync(path).mtimeMs > 10 * 60_000)
      rmSync(path, { force: true });
  }
}

/**
 * Vitest's global setup: all of it, once for the run. The vendored packages first: a build's list of inputs,
 * written last, makes it fresh, and a fresh build must not find the packages of an older one.
 */
export default async function compile(): Promise<void> {
  await Promise.all(VENDOR.map(vendor));
  await Promise.all([compileBots(), compileKit()]);
}

if (process.argv[1] === import.meta.filename) await compile();
