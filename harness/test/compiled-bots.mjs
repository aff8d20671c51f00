/**
 * Runs one of the tests' TypeScript bots (the control bot, the raw-WebSocket control, the hostile bridge)
 * from its bundle in .larkspur/compiled-bots while that is fresh — vitest builds them once per run
 * (test/compile.ts) — and otherwise from its sources through tsx, as `node --import tsx bot.ts` would.
 * Plain JavaScript, so that node runs it without a loader: tsx cost each spawn about 0.6 s of CPU before
 * the bot's first line (over 1 s under load), and a run of the controls spawns a bot per play, hundreds.
 */
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { fresh } from '../../bin/compiled.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Where the bundle of `source` (an absolute path of a .ts file in the tree) is written. */
export function bundleOf(source) {
  return join(ROOT, '.larkspur', 'compiled-bots', relative(ROOT, source).replace(/\.ts$/, '.js'));
}

/** Runs the bot whose TypeScript entry is `source` (a file URL) in this process. */
export async function runBot(source) {
  const bundle = bundleOf(fileURLToPath(source));
  if (fresh(ROOT, `${bundle}.inputs.json`)) return import(pathToFileURL(bundle).href);
  const { register } = await import('tsx/esm/api');
  register();
  return import(source.href);
}
