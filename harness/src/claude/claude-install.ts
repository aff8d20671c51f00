import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { ClaudeMissingError } from './errors.ts';

const require = createRequire(import.meta.url);

/** The pinned Claude Code as installed with the kit (@anthropic-ai/claude-code, a dev dependency). */
export interface ClaudeInstall {
  /** The native binary itself: what the kit's `claude` runs. */
  bin: string;
  /** The version `claude --version` reports. */
  version: string;
}

/**
 * The native binary of this platform: the wrapper package's postinstall copies it over bin/claude.exe; where
 * install scripts did not run, it is still in the platform package (@anthropic-ai/claude-code-<os>-<arch>).
 */
function nativeBinary(): string {
  let manifest: string;
  try {
    manifest = require.resolve('@anthropic-ai/claude-code/package.json');
  } catch {
    throw new ClaudeMissingError('@anthropic-ai/claude-code is not installed');
  }
  const suffix = process.platform === 'linux' && isMusl() ? '-musl' : '';
  const platformPackage = `@anthropic-ai/claude-code-${process.platform}-${process.arch}${suffix}`;
  try {
    const found = join(
      dirname(require.resolve(`${platformPackage}/package.json`, { paths: [dirname(manifest)] })),
      process.platform === 'win32' ? 'claude.exe' : 'claude',
    );
    if (existsSync(found)) return found;
  } catch {
    // Not installed beside it: the wrapper's own copy may still be the binary.
  }
  const copied = join(dirname(manifest), 'bin', 'claude.exe');
  if (existsSync(copied) && readFileSync(copied).subarray(0, 2).toString() !== '#!') return copied;
  throw new ClaudeMissingError(
    `no native build for ${process.platform}-${process.arch} (${platformPackage})`,
  );
}

function isMusl(): boolean {
  const report = process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined;
  return report?.header?.glibcVersionRuntime === undefined;
}

let found: Promise<ClaudeInstall> | undefined;

/** Finds the installed Claude Code and asks it its version once; ClaudeMissingError when it is not there or does not run. */
export function claudeInstall(): Promise<ClaudeInstall> {
  found ??= (async () => {
    const bin = nativeBinary();
    try {
      const { stdout } = await promisify(execFile)(bin, ['--version'], { timeout: 20_000 });
      const version = /(\d+\.\d+\.\d+\S*)/.exec(stdout)?.[1];
      if (!version) throw new Error(`it printed '${stdout.trim()}'`);
      return { bin, version };
    } catch (error) {
      throw new ClaudeMissingError(`claude --version failed (${(error as Error).message.split('\n')[0]})`);
    }
  })();
  return found;
}
