#!/usr/bin/env node
// The kit ships as TypeScript; tsx compiles it on load so there is no build step to drift.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('./cli.ts');
process.exitCode = await main(process.argv.slice(2));
