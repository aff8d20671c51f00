/**
 * Compiles the tests' TypeScript bots once for a test run (vitest's global setup; `npm run compile` by hand),
 * so that the control bot a run spawns for every play starts from JavaScript rather than through tsx each
 * time: over a second each under load. Each build writes the list of its inputs last; bin/compiled.mjs runs
 * a build only while it is newer than every input, so an edit since sends the next spawn to the sources.
 * The reference and the host shim still run from the sources through tsx (bin/larkspur.js): compiled, the
 * reference settled 61–80 MB above its start after harness/test/malformed-input.test.ts's flood, past the
 * test's 50 MB (through tsx it stays within) — a finding to explain before the kit runs compiled.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';
import { bundleOf } from '../harness/test/compiled-bots.mjs';

const ROOT = join(import.meta.dirname, '..');
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
      writeWhole(`${output.path}.inputs.json`, JSON.stringify(Object.keys(result.metafile.inputs)));
    }),
  );
}

/** Vitest's global setup: once for the run. */
export default async function compile(): Promise<void> {
  await compileBots();
}

if (process.argv[1] === import.meta.filename) await compile();
