import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main as run } from '../src/cli/run.ts';
import { PACKAGE_ROOT } from '../src/runner/load.ts';

/**
 * "A first report in five minutes" of the implementer guide, played as a newcomer plays it: its bot and its
 * adapter file copied as written into a project `npm init -y` made (CommonJS), and its run command. The
 * guide promises what the run then says — transport passes, the host never started — and a snippet that
 * does not run (an ES import in a CommonJS project) breaks that promise before the first check.
 */
const GUIDE = readFileSync(join(PACKAGE_ROOT, 'docs/implementing-a-bridge.md'), 'utf8');
const section = GUIDE.slice(
  GUIDE.indexOf('## A first report in five minutes'),
  GUIDE.indexOf('## The four wires'),
);
const blocks = [...section.matchAll(/^ *```(\w+)\n([\s\S]*?)^ *```/gm)].map((m) => ({
  lang: m[1]!,
  text: m[2]!.replace(/^ {3}/gm, ''),
}));
const block = (lang: string) => blocks.find((b) => b.lang === lang)!.text;

let project: string;
let cwd: string;

beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), 'larkspur-first-report-'));
  // What `npm init -y` writes today: an explicit CommonJS package.
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'my-bot', type: 'commonjs' }));
  // The packages the guide installs; the kit's own copy of the official SDK stands in for npm install.
  symlinkSync(join(PACKAGE_ROOT, 'node_modules'), join(project, 'node_modules'), 'dir');
  const adapter = JSON.parse(block('json')) as { command: string[] };
  writeFileSync(join(project, 'my-bridge.impl.json'), block('json'));
  writeFileSync(join(project, adapter.command[1]!), block('js'));
  cwd = process.cwd();
  process.chdir(project);
});
afterAll(() => {
  process.chdir(cwd);
  rmSync(project, { recursive: true, force: true });
});

describe("the implementer guide's first report", () => {
  it('installs every package its bot imports', () => {
    const installs = block('sh');
    for (const [, pkg] of block('js').matchAll(/from '([^']+)'/g))
      expect(installs).toContain(`npm install ${pkg}`);
  });

  it('runs as written and says what the guide says it will: transport passes, the host never started', async () => {
    const command = section.match(/`(npx larkspur run [^`]+)`/)![1]!;
    const argv = [...command.matchAll(/'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2]!).slice(3);
    let text = '';
    const out = new Writable({
      write(chunk, _enc, done) {
        text += String(chunk);
        done();
      },
    }) as unknown as NodeJS.WriteStream;
    const code = await run(argv, out);
    expect(code, text).toBe(1);
    expect(text).toMatch(/^basics\/first-answer +pass +\S.* fail /m);
    expect(text).toContain('the implementation never started its agent host');
    expect(text).not.toMatch(/exited before it was ready/);
  }, 120_000);
});
