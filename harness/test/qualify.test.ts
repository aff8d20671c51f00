import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { QualifyProfile, Report } from '../../generated/types/index.ts';
import { PACKAGE_ROOT } from '../src/runner/load.ts';
import { freePort } from '../src/runner/free-port.ts';
import { SutProcess } from '../src/runner/sut.ts';
import { main as qualify } from '../src/cli/qualify.ts';

const BIN = join(PACKAGE_ROOT, 'bin', 'larkspur.js');
const CONTROLS = join(import.meta.dirname, 'controls');
const TOKEN_VAR = 'QUALIFY_TEST_USER_TOKEN';
const CONTROL_VAR = 'QUALIFY_TEST_CONTROL_TOKEN';

let dir: string;
let double: SutProcess;
let lark: { domain: string; side: string; appId: string; appSecret: string; userToken: string; p2p: string };
const started: SutProcess[] = [];

function launch(argv: string[], env: NodeJS.ProcessEnv, cwd = PACKAGE_ROOT): SutProcess {
  const p = new SutProcess({ argv, cwd, env: { ...process.env, ...env } });
  started.push(p);
  return p;
}

async function until<T>(probe: () => T | undefined | false | Promise<T | undefined | false>, what: string, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const connectedClients = async () =>
  ((await (await fetch(`${lark.side}/__double/info`)).json()) as { connectedClients: number }).connectedClients;

/** The launch contract for a bot pointed at the double, as the operator's install would be configured. */
function botEnv(): NodeJS.ProcessEnv {
  return {
    LARKSPUR_LARK_DOMAIN: lark.domain,
    LARKSPUR_LARK_APP_ID: lark.appId,
    LARKSPUR_LARK_APP_SECRET: lark.appSecret,
    LARKSPUR_LARK_INTAKE: 'ws',
    LARKSPUR_HOST_COMMAND: `${JSON.stringify(process.execPath)} ${JSON.stringify(BIN)} doubles host --stdio`,
    LARKSPUR_DATA_DIR: mkdtempSync(join(dir, 'data-')),
  };
}

function profile(extra: Partial<QualifyProfile> = {}): string {
  const file = join(dir, `live-${Math.random().toString(36).slice(2)}.json`);
  const body: QualifyProfile = {
    install: { name: 'larkspur-reference', version: '0.1.0' },
    lark: { domain: lark.domain, userAccessTokenEnv: TOKEN_VAR },
    bot: { appId: lark.appId },
    chats: { p2p: lark.p2p },
    timeoutScale: 1,
    pollMs: 50,
    ...extra,
  };
  writeFileSync(file, JSON.stringify(body));
  return file;
}

/** `larkspur qualify` as the operator runs it: its own process, the secret in its environment. */
async function runQualify(args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ code: number | null; stdout: string; report: Report }> {
  const json = join(dir, `report-${Math.random().toString(36).slice(2)}.json`);
  const p = launch([process.execPath, BIN, 'qualify', ...args, '--json', json], { [TOKEN_VAR]: lark.userToken, ...env });
  const exit = await p.exited;
  return { code: exit.code, stdout: p.output().stdout, report: JSON.parse(readFileSync(json, 'utf8')) as Report };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'larkspur-qualify-'));
  double = launch([process.execPath, BIN, 'doubles', 'provider', '--port', '0'], {});
  const out = await until(() => /side channel: \S+/.test(double.output().stdout) && double.output().stdout, 'the provider double');
  const value = (name: string) => new RegExp(`${name}=(\\S+)`).exec(out)![1]!;
  lark = {
    domain: value('LARKSPUR_LARK_DOMAIN'),
    side: /side channel: (\S+)\/__double\/info/.exec(out)![1]!,
    appId: value('LARKSPUR_LARK_APP_ID'),
    appSecret: value('LARKSPUR_LARK_APP_SECRET'),
    userToken: value('LARKSPUR_DRILL_USER_TOKEN'),
    p2p: /private chat with the bot: (oc_\w+)/.exec(out)![1]!,
  };
});

afterAll(async () => {
  await Promise.all(started.map((p) => p.stop('SIGKILL', 0)));
  rmSync(dir, { recursive: true, force: true });
});

/** The control bot as a running install, on its long connection to the double. */
async function controlBot(env: NodeJS.ProcessEnv): Promise<SutProcess> {
  await until(async () => (await connectedClients()) === 0, 'the last install to disconnect');
  const knobs = join(dir, 'knobs.json');
  writeFileSync(knobs, '{}');
  const bot = launch(
    [process.execPath, '--import', 'tsx', 'tiny-bot.ts'],
    { ...botEnv(), ...env, LARKSPUR_CONTROL_PORT: String(await freePort()), LARKSPUR_CONTROL_TOKEN: 'unused', LARKSPUR_KNOBS: knobs },
    CONTROLS,
  );
  await until(async () => (await connectedClients()) === 1, 'the control bot');
  return bot;
}

describe('larkspur qualify against a running install, through the provider double standing in for Lark', () => {
  it('passes the reference server on every structural check, and leaves the exact ones untested (live)', async () => {
    const env = botEnv();
    const serve = launch([process.execPath, BIN, 'serve'], { ...env, LARKSPUR_CONTROL_PORT: '0' });
    const controlUrl = await until(() => /control API on (http:\/\/127\.0\.0\.1:\d+)/.exec(serve.output().stderr)?.[1], 'the control API');
    await until(async () => (await connectedClients()) === 1, 'the long connection');
    const controlToken = readFileSync(join(env.LARKSPUR_DATA_DIR!, 'control-token'), 'utf8').trim();
    const control = { control: { url: controlUrl, tokenEnv: CONTROL_VAR }, capabilities: ['reply-threading' as const] };

    const { code, stdout, report } = await runQualify(['--profile', profile(control)], { [CONTROL_VAR]: controlToken });
    expect(code, stdout).toBe(0);
    expect(stdout).toContain('against larkspur-reference 0.1.0 (live)');
    expect(report.scenarios.map((s) => s.id)).toEqual(['admission/fifo-private', 'basics/first-answer', 'delivery/reply-threading', 'qualify/follow-up']);
    const first = report.scenarios.find((s) => s.id === 'basics/first-answer')!;
    expect(first.checks.find((c) => c.id === 'one-reply-seen')).toMatchObject({ status: 'pass' });
    expect(first.checks.find((c) => c.id === 'one-post')).toMatchObject({ status: 'untested', reason: 'live' });
    expect(first.verdicts).toMatchObject({ transport: { status: 'untested', reason: 'live' }, delivery: { status: 'pass' } });
    const structural = report.scenarios.flatMap((s) => s.checks).filter((c) => c.reason !== 'live');
    expect(structural.every((c) => c.status === 'pass'), JSON.stringify(structural)).toBe(true);

    const pinnedElsewhere = await runQualify(
      ['--profile', profile({ ...control, install: { name: 'larkspur-reference', version: '9.9.9' } }), '--scenario', 'basics/first-answer'],
      { [CONTROL_VAR]: controlToken },
    );
    expect(pinnedElsewhere.code).toBe(1);
    expect(pinnedElsewhere.report.problems[0]).toMatch(/reports larkspur-reference 0\.1\.0; the profile pins 9\.9\.9/);
    await serve.stop('SIGTERM', 2000);
  }, 90_000);

  it('fails a bot that answers twice, naming the check and the layer', async () => {
    const bot = await controlBot({ CONTROL_FLAW: 'replies-twice' });

    const { code, stdout, report } = await runQualify(['--profile', profile(), '--scenario', 'basics/first-answer']);
    expect(code, stdout).toBe(1);
    expect(stdout).toMatch(/basics\/first-answer#one-reply-seen \[delivery\] expected exactly 1 message/);
    expect(report.scenarios[0]!.verdicts.delivery.status).toBe('fail');
    expect(report.warnings[0]).toMatch(/install version untested/);
    await bot.stop('SIGTERM', 2000);
  }, 60_000);

  it('attributes live as in a run: a bot that posts with create passes, unless the profile declares reply-threading', async () => {
    const bot = await controlBot({ CONTROL_FLAW: 'none', CONTROL_SEND: 'create' });
    const drill = ['--scenario', 'basics/first-answer', '--scenario', 'qualify/follow-up', '--scenario', 'admission/fifo-private'];
    const inOrder = await runQualify(['--profile', profile(), ...drill]);
    expect(inOrder.code, inOrder.stdout).toBe(0);
    expect(inOrder.report.scenarios.map((r) => r.verdicts.delivery.status)).toEqual(['pass', 'pass', 'pass']);

    const threaded = await runQualify(['--profile', profile({ capabilities: ['reply-threading'] }), '--scenario', 'basics/first-answer']);
    expect(threaded.code, threaded.stdout).toBe(1);
    expect(threaded.stdout).toMatch(/basics\/first-answer#one-reply-seen \[delivery\] expected exactly 1 message/);
    await bot.stop('SIGTERM', 2000);
  }, 90_000);
});

describe('larkspur qualify: bad input is one line and exit 3', () => {
  afterEach(() => vi.restoreAllMocks());

  function stderr(): string[] {
    const lines: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    return lines;
  }

  it('names the file, the JSON path and the rule of a bad profile', async () => {
    const file = join(dir, 'secret-inline.json');
    writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(profile(), 'utf8')), lark: { domain: lark.domain, userAccessToken: 'u-inline' } }));
    const err = stderr();
    expect(await qualify(['--profile', file])).toBe(3);
    expect(err).toHaveLength(1);
    expect(err[0]).toMatch(new RegExp(`${file}: /lark: .*\\[`));
  });

  it('names a missing secret variable', async () => {
    vi.stubEnv(TOKEN_VAR, '');
    const err = stderr();
    expect(await qualify(['--profile', profile()])).toBe(3);
    expect(err).toEqual([expect.stringContaining(`environment variable ${TOKEN_VAR} is not set`)]);
    vi.unstubAllEnvs();
  });
});
