#!/usr/bin/env node
// Installed from the package, the bin runs the compiled JavaScript in dist/ (npm run build). In a
// checkout, where the TypeScript sources sit beside this file, it runs those through tsx (a dev
// dependency), so that a dist/ left by an older build never runs in place of the code in the tree — or,
// while it is newer than every one of those sources, the checkout's build in .larkspur/compiled-kit
// (npm run compile; the tests make it once per run): the reference and the host shim start once per play.
import { existsSync } from 'node:fs';

const sources = new URL('./cli.ts', import.meta.url);
let main;
if (existsSync(sources)) {
  const root = new URL('../', import.meta.url);
  const compiled = new URL('.larkspur/compiled-kit/', root);
  const { fresh } = await import('./compiled.mjs');
  if (fresh(root.pathname, new URL('inputs.json', compiled).pathname)) {
    ({ main } = await import(new URL('bin/cli.js', compiled).href));
  } else {
    const { register } = await import('tsx/esm/api');
    register();
    ({ main } = await import(sources.href));
  }
} else {
  ({ main } = await import(new URL('../dist/bin/cli.js', import.meta.url).href));
}
process.exitCode = await main(process.argv.slice(2));
