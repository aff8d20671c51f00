import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../generated/types/index.ts';
import { killGroup } from '../runtime/src/index.ts';

const ROOT = join(import.meta.dirname, '..');
const MINUTE = 60_000;

interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command in its own process group, killed with its group if it outlives `timeoutMs`. */
function run(
  argv: string[],
  cwd: string,
  timeoutMs: number,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(argv[0]!, argv.slice(1), {
      cwd,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const timer = setTimeout(() => killGroup(child.pid!, 'SIGKILL'), timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

interface Packed {
  filename: string;
  size: number;
  unpackedSize: number;
  entryCount: number;
  files: Array<{ path: string }>;
}

let dir: string;
let packed: Packed;
let project: string;

/** An adapter in the project: the implementation `command` runs with the project as its working directory. */
function adapter(name: string, command: string[]): string {
  const file = join(project, `${name}.impl.json`);
  writeFileSync(
    file,
    JSON.stringify({ name, version: '0', command, capabilities: ['long-connection'], intake: 'ws' }),
  );
  return `./${name}.impl.json`;
}

/** `npx larkspur run` in the project, as a user would: the kit from the installed tarball. */
async function runKit(impl: string): Promise<{ ran: Ran; report: Report }> {
  const json = join(project, `${impl}.report.json`);
  const ran = await run(
    [
      'npx',
      '--no-install',
      'larkspur',
      'run',
      '--impl',
      impl,
      '--scenario',
      'basics/first-answer',
      '--json',
      json,
    ],
    project,
    2 * MINUTE,
  );
  return { ran, report: JSON.parse(readFileSync(json, 'utf8')) as Report };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'larkspur-package-'));
  // npm pack runs the prepack script, so the tarball holds a dist/ built from this tree.
  const pack = await run(['npm', 'pack', '--json', '--pack-destination', dir], ROOT, 3 * MINUTE);
  expect(pack.code, pack.stderr).toBe(0);
  packed = (JSON.parse(pack.stdout) as Packed[])[0]!;
  project = join(dir, 'project');
  mkdirSync(project);
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'uses-larkspur', version: '1.0.0', private: true }),
  );
  const install = await run(
    ['npm', 'install', '--no-audit', '--no-fund', '--prefer-offline', join(dir, packed.filename)],
    project,
    3 * MINUTE,
  );
  expect(install.code, install.stderr).toBe(0);
}, 6 * MINUTE);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the npm package', () => {
  it('holds the compiled kit, the spec and the scenarios, and none of the tests, fixtures, controls or bench', () => {
    const paths = packed.files.map((f) => f.path);
    for (const needed of [
      'bin/larkspur.js',
      'dist/bin/cli.js',
      'dist/harness/src/cli/run.js',
      'dist/reference/src/cli.js',
      'dist/generated/validators/index.js',
      'dist/harness/src/redirect/preload.mjs',
      'dist/runtime/src/json-rpc/json-rpc-peer.js',
      'spec/requirements.json',
      'spec/schemas/launch/knobs.schema.json',
      'spec/schemas/scenario/scenario.schema.json',
      'scenarios/basics/first-answer.json',
      'README.md',
      'docs/implementing-a-bridge.md',
      'package.json',
    ]) {
      expect(paths, needed).toContain(needed);
    }
    const unwanted = paths.filter((p) =>
      /\.ts$|\.test\.|\/testing\/|^(test|bench|runtime|harness|reference|generated|expectations|gates)\/|^spec\/(src|tools|fixtures)\/|controls|fixtures/.test(
        p,
      ),
    );
    expect(unwanted).toEqual([]);
    // What a user downloads: today about 0.85 MB packed, 7.8 MB unpacked, 625 entries. The bounds catch a
    // node_modules (thousands of entries), a data set or a report swept in by mistake.
    expect(packed.size).toBeLessThan(2 * 1024 * 1024);
    expect(packed.unpackedSize).toBeLessThan(16 * 1024 * 1024);
    expect(packed.entryCount).toBeLessThan(1200);
  });

  it(
    'installs without better-sqlite3 or tsx, and the kit runs from another directory',
    { timeout: 3 * MINUTE },
    async () => {
      const installed = JSON.parse(
        readFileSync(join(project, 'node_modules', 'larkspur', 'package.json'), 'utf8'),
      ) as {
        dependencies: Record<string, string>;
      };
      expect(Object.keys(installed.dependencies)).not.toContain('better-sqlite3');
      expect(Object.keys(installed.dependencies)).not.toContain('tsx');
      // The implementation under test is this checkout's reference server; the kit is the package's.
      const { ran, report } = await runKit(
        adapter('checkout', [process.execPath, join(ROOT, 'bin', 'larkspur.js'), 'serve']),
      );
      expect(ran.code, ran.stderr).toBe(0);
      expect(report.scenarios.map((s) => [s.id, s.verdicts.delivery.status])).toEqual([
        ['basics/first-answer', 'pass'],
      ]);
    },
  );

  it('serve without better-sqlite3 says in one line what to install', async () => {
    const ran = await run(['npx', '--no-install', 'larkspur', 'serve'], project, MINUTE, {
      ...process.env,
      LARKSPUR_LARK_APP_ID: 'cli_0123456789abcdef',
      LARKSPUR_LARK_APP_SECRET: 'secret',
      LARKSPUR_HOST_COMMAND: 'true',
      LARKSPUR_DATA_DIR: join(dir, 'data'),
    });
    expect(ran.code).toBe(3);
    expect(ran.stderr.trim()).toBe(
      "larkspur serve: the reference server keeps its store in SQLite through better-sqlite3, which is not installed — run 'npm install better-sqlite3@12' beside larkspur",
    );
  });

  it(
    "the package's own serve, with better-sqlite3 beside it, passes the kit",
    { timeout: 3 * MINUTE },
    async () => {
      // Linked from this checkout rather than installed: the same module a user's `npm install better-sqlite3`
      // gives, without compiling it again in a test.
      symlinkSync(
        join(ROOT, 'node_modules', 'better-sqlite3'),
        join(project, 'node_modules', 'better-sqlite3'),
      );
      const { ran, report } = await runKit(
        adapter('packaged', [process.execPath, 'node_modules/larkspur/bin/larkspur.js', 'serve']),
      );
      expect(ran.code, ran.stderr).toBe(0);
      expect(report.scenarios.map((s) => [s.id, s.verdicts.delivery.status])).toEqual([
        ['basics/first-answer', 'pass'],
      ]);
    },
  );
});
