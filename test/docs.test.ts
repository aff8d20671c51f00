import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { usage } from '../bin/cli.ts';
import { DOUBLE_NAMES } from '../harness/src/cli/doubles.ts';
import { parseRunFlags } from '../harness/src/cli/run.ts';
import {
  DEFAULT_SCENARIO_DIR,
  loadRequirements,
  loadScenarios,
  PACKAGE_ROOT,
} from '../harness/src/runner/load.ts';

/**
 * The README and the guides state facts that go stale as the kit grows — how many scenarios, which
 * themes, which commands — and a workflow a CI gate pastes as it is. This file holds them to the tree.
 */
const read = (file: string) => readFileSync(join(PACKAGE_ROOT, file), 'utf8');
const README = read('README.md');
const GUIDES = {
  implementer: 'docs/implementing-a-bridge.md',
  'CI gate': 'docs/ci-gate.md',
  operator: 'docs/qualifying-an-install.md',
  'Lark Bot user': 'docs/lark-bot.md',
  contributor: 'docs/contributing.md',
};
const DOCS = ['README.md', ...readdirSync(join(PACKAGE_ROOT, 'docs')).map((f) => `docs/${f}`)].filter((f) =>
  f.endsWith('.md'),
);
const THEMES = readdirSync(DEFAULT_SCENARIO_DIR, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to dashes. */
function anchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

function headings(markdown: string): Set<string> {
  const outsideCode = markdown.replace(/^```[\s\S]*?^```/gm, '');
  return new Set([...outsideCode.matchAll(/^#{1,6} (.+)$/gm)].map((m) => anchor(m[1]!)));
}

/** Splits a shell command line into words, honouring quotes; enough for the commands the docs show. */
function words(line: string): string[] {
  return [...line.matchAll(/'([^']*)'|"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2] ?? m[3]!);
}

describe('README', () => {
  it('shows the two commands for a fresh machine', () => {
    expect(README).toContain('npm ci && npm run conformance');
    expect(README).toMatch(/^npm test\b/m);
  });

  it('names the tarball npm pack makes of this version, wherever a guide installs the kit', () => {
    const { name, version } = JSON.parse(read('package.json')) as { name: string; version: string };
    for (const doc of DOCS) {
      for (const [tarball] of read(doc).matchAll(/\blarkspur-[0-9][^\s`/]*\.tgz/g))
        expect(tarball, doc).toBe(`${name}-${version}.tgz`);
      // Not from the registry, where the kit is not.
      expect(read(doc), doc).not.toMatch(/npm install (--save-dev )?larkspur\b/);
    }
    expect(README).toContain(`${name}-${version}.tgz`);
  });

  it("says how to rebuild better-sqlite3 for this Node.js when an npm config's nodedir built it for another", () => {
    // What .ci/run does for Node.js 24 (the package fetched on its own, built in the background: the same
    // node-gyp build against the headers npm_config_nodedir names, optimised less), and what serve's one line
    // says when the addon does not load.
    expect(read('.ci/run')).toMatch(
      /npm_config_nodedir='\$node24' (CFLAGS=\S+ CXXFLAGS=\S+ )?nice -n 10 npm run build-release/,
    );
    for (const doc of ['README.md', GUIDES['Lark Bot user']])
      expect(read(doc), doc).toContain(
        'npm_config_nodedir="$(dirname "$(dirname "$(command -v node)")")" npm rebuild better-sqlite3',
      );
  });

  it('sends each user to a guide of their own, and every guide exists', () => {
    for (const [user, guide] of Object.entries(GUIDES)) {
      expect(existsSync(join(PACKAGE_ROOT, guide)), guide).toBe(true);
      const row = README.split('\n').find((l) => l.startsWith('|') && l.includes(`](${guide})`));
      expect(row, `a row of the README's table for the ${user}, linking ${guide}`).toBeDefined();
    }
  });

  it('states the corpus as it is: how many scenarios, and every theme', () => {
    const scenarios = loadScenarios(DEFAULT_SCENARIO_DIR, loadRequirements());
    const count = /^(\d+) scenarios, one JSON file each/m.exec(README);
    expect(count?.[1], 'the README says "N scenarios, one JSON file each"').toBe(String(scenarios.length));
    const list = /by theme: ([^.]*)\./.exec(README.slice(count!.index));
    const listed = [...(list?.[1] ?? '').matchAll(/`([a-z-]+)\/`/g)].map((m) => m[1]!);
    expect([...new Set(listed)].sort()).toEqual(THEMES);
  });

  it("lists the commands of 'larkspur --help', the doubles among them", () => {
    const help = usage();
    const commands = [...help.matchAll(/^ {2}([a-z]+) {2,}/gm)].map((m) => m[1]!);
    expect(commands.length).toBeGreaterThan(5);
    const table = [...README.matchAll(/^\| `larkspur ([a-z]+)(?: ([a-z]+))?` \|/gm)];
    expect([...new Set(table.map((m) => m[1]!))].sort()).toEqual([...commands].sort());
    const doubles = table.filter((m) => m[1] === 'doubles').map((m) => m[2]);
    expect(doubles.sort()).toEqual([...DOUBLE_NAMES].sort());
    for (const name of DOUBLE_NAMES) expect(help).toContain(name);
  });
});

describe('the guides', () => {
  it('the implementer guide describes every theme of the corpus', () => {
    const guide = read(GUIDES.implementer);
    const table = guide.slice(guide.indexOf('## The corpus by theme'));
    const rows = [...table.matchAll(/^\| `([a-z-]+)\/` \|/gm)].map((m) => m[1]!);
    expect(rows.sort()).toEqual(THEMES);
  });

  it('every relative link of the README and the guides reaches a file, and its #anchor a heading', () => {
    const broken: string[] = [];
    for (const doc of DOCS) {
      const text = read(doc).replace(/^```[\s\S]*?^```/gm, '');
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(target!)) continue;
        const [path, hash] = target!.split('#') as [string, string | undefined];
        const file = path === '' ? doc : relative(PACKAGE_ROOT, join(PACKAGE_ROOT, dirname(doc), path));
        if (!existsSync(join(PACKAGE_ROOT, file))) broken.push(`${doc}: ${target} (no ${file})`);
        else if (hash !== undefined && !headings(read(file)).has(hash))
          broken.push(`${doc}: ${target} (no heading #${hash} in ${file})`);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe('the GitHub Actions workflow of docs/ci-gate.md', () => {
  const guide = read(GUIDES['CI gate']);
  const block = /^```yaml\n([\s\S]*?)^```/m.exec(guide);

  it('parses as a workflow: triggers, a job on a runner, steps that each use an action or run a command', () => {
    expect(block, 'a ```yaml block').not.toBeNull();
    const workflow = parseYaml(block![1]!) as {
      on: unknown;
      jobs: Record<string, { 'runs-on': string; steps: Array<{ uses?: string; run?: string }> }>;
    };
    expect(workflow.on).toBeDefined();
    const jobs = Object.values(workflow.jobs);
    expect(jobs.length).toBeGreaterThan(0);
    for (const job of jobs) {
      expect(job['runs-on']).toMatch(/^ubuntu-/);
      for (const step of job.steps) {
        expect(Boolean(step.uses) !== Boolean(step.run), JSON.stringify(step)).toBe(true);
        if (step.uses) expect(step.uses).toMatch(/^actions\/[a-z-]+@v\d+$/);
      }
    }
  });

  it('runs only commands that exist, with options they take', () => {
    const workflow = parseYaml(block![1]!) as { jobs: Record<string, { steps: Array<{ run?: string }> }> };
    const lines = Object.values(workflow.jobs)
      .flatMap((j) => j.steps)
      .flatMap((s) => (s.run ? s.run.replace(/\\\n\s*/g, ' ').split('\n') : []))
      .map((l) => l.trim())
      .filter((l) => l !== '');
    expect(lines).toContain('npm ci');
    const kit = lines.filter((l) => l.startsWith('npx larkspur '));
    expect(kit.length).toBeGreaterThan(0);
    for (const line of lines) {
      if (line === 'npm ci') continue;
      const [npx, bin, command, ...args] = words(line);
      expect([npx, bin], line).toEqual(['npx', 'larkspur']);
      expect(command, `${line}: only 'larkspur run' is checked here; check another command's flags too`).toBe(
        'run',
      );
      const flags = parseRunFlags(args);
      expect(flags.impl, `${line}: --impl`).toBeDefined();
      // What the job's artifact step uploads is what the run writes.
      for (const file of [flags.json, flags.junit, flags.html]) expect(file).toMatch(/^larkspur\//);
      expect(flags.summary, 'the summary goes to the run page').toBe('-');
    }
  });
});
