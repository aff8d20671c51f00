import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';
import { bundleOf } from './compiled-bots.mjs';

const ROOT = join(import.meta.dirname, '..', '..');

/** The tests' TypeScript bots, each an entry that its launcher beside it (`<name>.mjs`) runs. */
export const BOTS = [
  'harness/test/controls/tiny-bot.ts',
  'harness/test/controls/raw-ws/raw-ws-bot.ts',
  'harness/test/hostile/bridge.ts',
];

/** Writes `contents` to `path` whole: a bot spawned meanwhile by another run reads the old file or the new. */
function writeWhole(path: string, contents: string | Uint8Array): void {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, path);
}

/**
 * Bundles each bot with its own modules (packages stay imports, resolved from the tree's node_modules) into
 * .larkspur/compiled-bots, with the list of what it was built from (compiled-bots.mjs runs a bundle only
 * while that is newer than every input). Under a second on two cores.
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
      // The list first: beside an older bundle, newer inputs only send a spawn to tsx.
      writeWhole(`${output.path}.meta.json`, JSON.stringify(result.metafile));
      writeWhole(output.path, output.contents);
    }),
  );
}

/** Vitest's global setup: the bots compiled once for the run. */
export default compileBots;
