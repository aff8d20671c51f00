/**
 * Runs one of the tests' TypeScript bots (the control bot, the raw-WebSocket control, the hostile bridge)
 * from its bundle in .larkspur/compiled-bots when that is newer than every file it was built from — vitest
 * builds them once per run (compile-bots.ts) — and otherwise from its sources through tsx, as
 * `node --import tsx bot.ts` would: a bot edited since, or run by hand in a fresh clone, never runs stale
 * code. Plain JavaScript, so that node runs it without a loader: tsx cost each spawn about 0.6 s of CPU
 * before the bot's first line, and a run of the controls spawns a bot per play, several hundred.
 */
import { readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Where the bundle of `source` (an absolute path of a .ts file in the tree) is written. */
export function bundleOf(source) {
  return join(ROOT, '.larkspur', 'compiled-bots', relative(ROOT, source).replace(/\.ts$/, '.js'));
}

/** Built after the last change of every input its build listed (esbuild's metafile, beside it). */
function fresh(bundle) {
  const mtime = (path) => {
    try {
      return statSync(path).mtimeMs;
    } catch {
      return undefined;
    }
  };
  const built = mtime(bundle);
  if (built === undefined) return false;
  let inputs;
  try {
    inputs = Object.keys(JSON.parse(readFileSync(`${bundle}.meta.json`, 'utf8')).inputs);
  } catch {
    return false;
  }
  return inputs.every((input) => (mtime(join(ROOT, input)) ?? Infinity) <= built);
}

/** Runs the bot whose TypeScript entry is `source` (a file URL) in this process. */
export async function runBot(source) {
  const bundle = bundleOf(fileURLToPath(source));
  if (fresh(bundle)) return import(pathToFileURL(bundle).href);
  const { register } = await import('tsx/esm/api');
  register();
  return import(source.href);
}
