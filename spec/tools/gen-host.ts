import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  mkdirSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ROOT } from './build.ts';

/**
 * Vendors the schema the pinned Codex generates for its app-server protocol, untouched:
 * `codex app-server generate-json-schema` into spec/vendor/codex-<version>/. With --check, generates it
 * again into a temporary folder and fails on any byte of difference (gen:check runs it).
 */

const require = createRequire(import.meta.url);

function pinnedCodex(): { version: string; bin: string } {
  const manifest = require.resolve('@openai/codex/package.json');
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  return { version, bin: join(dirname(manifest), 'bin', 'codex.js') };
}

export function vendorDir(version: string): string {
  return join(ROOT, 'spec', 'vendor', `codex-${version}`);
}

/** Runs the generator with a throwaway HOME and CODEX_HOME, so that nothing of the user's Codex is read. */
function generate(bin: string, out: string, experimental = false): void {
  const home = mkdtempSync(join(tmpdir(), 'larkspur-codex-home-'));
  try {
    const flags = experimental ? ['--experimental'] : [];
    execFileSync(process.execPath, [bin, 'app-server', 'generate-json-schema', ...flags, '--out', out], {
      env: { PATH: process.env.PATH ?? '', HOME: home, CODEX_HOME: home },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

function files(dir: string, prefix = ''): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir).sort()) {
    const full = join(dir, name);
    const rel = prefix ? `${prefix}/${name}` : name;
    if (statSync(full).isDirectory()) for (const [k, v] of files(full, rel)) out.set(k, v);
    else out.set(rel, readFileSync(full));
  }
  return out;
}

function drift(expected: Map<string, Buffer>, actual: Map<string, Buffer>): string[] {
  const problems: string[] = [];
  for (const [file, content] of expected) {
    const have = actual.get(file);
    if (!have) problems.push(`missing: ${file}`);
    else if (!have.equals(content)) problems.push(`differs: ${file}`);
  }
  for (const file of actual.keys()) if (!expected.has(file)) problems.push(`stale: ${file}`);
  return problems;
}

/** Of the experimental schema, what decides whether the host accepts a client's message. */
const EXPERIMENTAL_FILES = ['ClientRequest.json', 'ClientNotification.json'];

function main(): void {
  const check = process.argv.includes('--check');
  const { version, bin } = pinnedCodex();
  const target = vendorDir(version);
  const scratch = mkdtempSync(join(tmpdir(), 'larkspur-codex-schema-'));
  try {
    const fresh = join(scratch, 'out');
    generate(bin, fresh);
    // What Codex takes from a client that opted into its experimental API (initialize
    // capabilities.experimentalApi): the requests and notifications a client may send then.
    const experimental = join(scratch, 'experimental');
    generate(bin, experimental, true);
    mkdirSync(join(fresh, 'experimental'));
    for (const file of EXPERIMENTAL_FILES)
      cpSync(join(experimental, file), join(fresh, 'experimental', file));
    const vendor = join(ROOT, 'spec', 'vendor');
    const stale = (existsSync(vendor) ? readdirSync(vendor, { withFileTypes: true }) : [])
      .filter((d) => d.isDirectory() && d.name.startsWith('codex-') && d.name !== `codex-${version}`)
      .map((d) => `stale: spec/vendor/${d.name} (the pinned Codex is ${version})`);
    if (check) {
      const problems = [
        ...stale,
        ...drift(files(fresh), files(target)).map((p) => `${p} in spec/vendor/codex-${version}`),
      ];
      if (problems.length > 0) {
        process.stderr.write(
          `spec/vendor is out of step with @openai/codex ${version} — run \`npm run gen:host\` and commit:\n  ${problems.slice(0, 20).join('\n  ')}\n`,
        );
        process.exit(1);
      }
      process.stdout.write(
        `gen:host --check: spec/vendor/codex-${version} is what codex ${version} generates (${files(fresh).size} files)\n`,
      );
      return;
    }
    rmSync(target, { recursive: true, force: true });
    mkdirSync(dirname(target), { recursive: true });
    cpSync(fresh, target, { recursive: true });
    for (const line of stale) process.stdout.write(`${line} — remove it once nothing refers to it\n`);
    process.stdout.write(`gen:host: wrote spec/vendor/codex-${version} (${files(target).size} files)\n`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

main();
