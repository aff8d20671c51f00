import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { CodexMissingError } from './errors.ts';

const require = createRequire(import.meta.url);

/** The pinned Codex as installed with the kit (@openai/codex, a dev dependency, with its native build). */
export interface CodexInstall {
  /** The official entry point, bin/codex.js: it finds the platform's native binary. */
  bin: string;
  /** The version `codex --version` reports. */
  version: string;
}

let found: Promise<CodexInstall> | undefined;

/** Finds the installed Codex and asks it its version once; CodexMissingError when it is not there or does not run. */
export function codexInstall(): Promise<CodexInstall> {
  found ??= (async () => {
    let bin: string;
    try {
      const manifest = require.resolve('@openai/codex/package.json');
      const { bin: bins } = JSON.parse(readFileSync(manifest, 'utf8')) as { bin: { codex: string } };
      bin = join(dirname(manifest), bins.codex);
    } catch {
      throw new CodexMissingError('@openai/codex is not installed');
    }
    try {
      const { stdout } = await promisify(execFile)(process.execPath, [bin, '--version'], { timeout: 20_000 });
      const version = /(\d+\.\d+\.\d+\S*)/.exec(stdout)?.[1];
      if (!version) throw new Error(`it printed '${stdout.trim()}'`);
      return { bin, version };
    } catch (error) {
      throw new CodexMissingError(`codex --version failed (${(error as Error).message.split('\n')[0]})`);
    }
  })();
  return found;
}
