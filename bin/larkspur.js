#!/usr/bin/env node
// Installed from the package, the bin runs the compiled JavaScript in dist/ (npm run build). In a
// checkout, where the TypeScript sources sit beside this file, it runs those through tsx (a dev
// dependency), so that a dist/ left by an older build never runs in place of the code in the tree.
import { existsSync } from 'node:fs';

const sources = new URL('./cli.ts', import.meta.url);
let main;
if (existsSync(sources)) {
  const { register } = await import('tsx/esm/api');
  register();
  ({ main } = await import(sources.href));
} else {
  ({ main } = await import(new URL('../dist/bin/cli.js', import.meta.url).href));
}
process.exitCode = await main(process.argv.slice(2));
