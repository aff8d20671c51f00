import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { QualifyProfile, Report } from '../../generated/types/index.ts';
import { until as waitFor } from '../../runtime/src/testing/until.ts';
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
let lark: {
  domain: string;
  side: string;
  appId: string;
  appSecret: string;
  userToken: string;
  p2p: string;
  verificationToken: string;
};
const started: SutProcess[] = [];

function launch(argv: string[], env: NodeJS.ProcessEnv, cwd = PACKAGE_ROOT): SutProcess {
  const p = new SutProcess({ argv, cwd, env: { ...process.env, ...env } });
  started.push(p);
  return p;
}

const until = <T>(
  probe: () => T | undefined | false | Promise<T | undefined | false>,
  what: string,
  ms = 20_000,
): Promise<T> => waitFor(probe, { what, timeoutMs: ms, everyMs: 50 });

async function side<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${lark.side}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * The person at the drill: reads the [person] lines the drill prints and does what they say through the
 * double — a click as the drill user, an image sent as them — as someone at the chat would. Returns what it did.
 */
async function playThePerson(drill: SutProcess): Promise<string[]> {
  const acted: string[] = [];
  let done = false;
  void drill.exited.then(() => (done = true));
  let read = 0;
  while (!done) {
    const lines = drill.output().stdout.split('\n');
    for (const line of lines.slice(read, -1)) {
      const click = /^\[person\] .* \(decision (\w+)\) on card (om_\w+)/.exec(line);
      const send = /^\[person\] .* send an? \w+ \((image|file)\) to the bot in chat (oc_\w+)/.exec(line);
      if (click) {
        await side('/__double/card-actions', { messageId: click[2], user: 'alice', decision: click[1] });
        acted.push(`click ${click[1]}`);
      } else if (send) {
        const content =
          send[1] === 'image'
            ? { image_key: 'img_v3_person_drill' }
            : { file_key: 'file_v3_person_drill', file_name: 'drill.txt' };
        await side('/__double/messages', {
          chat: { type: 'p2p', user: 'alice' },
          sender: 'alice',
          msgType: send[1],
          content,
        });
        acted.push(`send ${send[1]}`);
      }
    }
    read = Math.max(read, lines.length - 1);
    // The next line of the drill, or its end.
    await until(() => done || drill.output().stdout.split('\n').length - 1 > read, 'the drill', 600_000);
  }
  return acted;
}

const connectedClients = async () =>
  ((await (await fetch(`${lark.side}/__double/info`)).json()) as { connectedClients: number })
    .connectedClients;

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
async function runQualify(
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<{ code: number | null; stdout: string; report: Report }> {
  const json = join(dir, `report-${Math.random().toString(36).slice(2)}.json`);
  const p = launch([process.execPath, BIN, 'qualify', ...args, '--json', json], {
    [TOKEN_VAR]: lark.userToken,
    ...env,
  });
  const exit = await p.exited;
  return {
    code: exit.code,
    stdout: p.output().stdout,
    report: JSON.parse(readFileSync(json, 'utf8')) as Report,
  };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'larkspur-qualify-'));
  double = launch([process.execPath, BIN, 'doubles', 'provider', '--port', '0'], {});
  const out = await until(
    () => /side channel: \S+/.test(double.output().stdout) && double.output().stdout,
    'the provider double',
  );
  const value = (name: string) => new RegExp(`${name}=(\\S+)`).exec(out)![1]!;
  lark = {
    domain: value('LARKSPUR_LARK_DOMAIN'),
    side: /side channel: (\S+)\/__double\/info/.exec(out)![1]!,
    appId: value('LARKSPUR_LARK_APP_ID'),
    appSecret: value('LARKSPUR_LARK_APP_SECRET'),
    userToken: value('LARKSPUR_DRILL_USER_TOKEN'),
    verificationToken: value('LARKSPUR_LARK_VERIFICATION_TOKEN'),
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
    [process.execPath, 'tiny-bot.mjs'],
    {
      ...botEnv(),
      ...env,
      LARKSPUR_CONTROL_PORT: String(await freePort()),
      LARKSPUR_CONTROL_TOKEN: 'unused',
      LARKSPUR_KNOBS: knobs,
    },
    CONTROLS,
  );
  await until(async () => (await connectedClients()) === 1, 'the control bot');
  return bot;
}

describe('larkspur qualify against a running install, through the provider double standing in for Lark', () => {
  it('passes the reference server on every structural check, and leaves the exact ones untested (live)', async () => {
    const env = botEnv();
    const serve = launch([process.execPath, BIN, 'serve'], { ...env, LARKSPUR_CONTROL_PORT: '0' });
    const controlUrl = await until(
      () => /control API on (http:\/\/127\.0\.0\.1:\d+)/.exec(serve.output().stderr)?.[1],
      'the control API',
    );
    await until(async () => (await connectedClients()) === 1, 'the long connection');
    const controlToken = readFileSync(join(env.LARKSPUR_DATA_DIR!, 'control-token'), 'utf8').trim();
    const control = {
      control: { url: controlUrl, tokenEnv: CONTROL_VAR },
      capabilities: ['reply-threading' as const],
    };

    const chosen = [
      'admission/fifo-private',
      'basics/first-answer',
      'delivery/reply-threading',
      'qualify/follow-up',
    ].flatMap((id) => ['--scenario', id]);
    const { code, stdout, report } = await runQualify(['--profile', profile(control), ...chosen], {
      [CONTROL_VAR]: controlToken,
    });
    expect(code, stdout).toBe(0);
    expect(stdout).toContain('against larkspur-reference 0.1.0 (live)');
    expect(report.scenarios.map((s) => s.id)).toEqual([
      'admission/fifo-private',
      'basics/first-answer',
      'delivery/reply-threading',
      'qualify/follow-up',
    ]);
    const first = report.scenarios.find((s) => s.id === 'basics/first-answer')!;
    expect(first.checks.find((c) => c.id === 'one-reply-seen')).toMatchObject({ status: 'pass' });
    expect(first.checks.find((c) => c.id === 'one-post')).toMatchObject({
      status: 'untested',
      reason: 'live',
    });
    expect(first.verdicts).toMatchObject({
      transport: { status: 'untested', reason: 'live' },
      delivery: { status: 'pass' },
    });
    const structural = report.scenarios.flatMap((s) => s.checks).filter((c) => c.reason !== 'live');
    expect(
      structural.every((c) => c.status === 'pass'),
      JSON.stringify(structural),
    ).toBe(true);

    const pinnedElsewhere = await runQualify(
      [
        '--profile',
        profile({ ...control, install: { name: 'larkspur-reference', version: '9.9.9' } }),
        '--scenario',
        'basics/first-answer',
      ],
      { [CONTROL_VAR]: controlToken },
    );
    expect(pinnedElsewhere.code).toBe(1);
    expect(pinnedElsewhere.report.problems[0]).toMatch(
      /reports larkspur-reference 0\.1\.0; the profile pins 9\.9\.9/,
    );
    await serve.stop('SIGTERM', 2000);
  }, 90_000);

  it('drills QU-001…QU-006 with a person at the drill: the reference passes every structural check', async () => {
    await until(async () => (await connectedClients()) === 0, 'the earlier bot to disconnect');
    // The host the install runs, scripted in the order the drill's turns reach it (scenarios by id).
    const script = join(dir, 'drill-host.json');
    const slow = (text: string, ms: number) => ({ stream: [{ pauseMs: ms }, text] });
    writeFileSync(
      script,
      JSON.stringify({
        turns: [
          {
            stream: [
              { approval: { kind: 'commandExecution', command: 'echo larkspur-drill' } },
              'It printed larkspur-drill.',
            ],
          },
          slow('One to thirty.', 2500),
          { stream: ['Second.'] },
          { stream: ['Corrected.'] },
          { stream: ['First answer'] },
          { stream: ['Second answer'] },
          { stream: ['The image arrived.'] },
          slow('One to thirty, privately.', 3000),
          { stream: ['Group, at once.'] },
          { stream: ['Part one.', { pauseMs: 700 }, ' Part two.', { pauseMs: 700 }, ' Part three.'] },
          slow('Too late.', 4000),
        ],
      }),
    );
    const knobs = join(dir, 'drill-knobs.json');
    writeFileSync(
      knobs,
      JSON.stringify({ feedbackWindowMs: 1000, progressIntervalMs: 200, stopBudgetMs: 3000 }),
    );
    const env = botEnv();
    const serve = launch([process.execPath, BIN, 'serve'], {
      ...env,
      LARKSPUR_HOST_COMMAND: `${env.LARKSPUR_HOST_COMMAND} --script ${JSON.stringify(script)}`,
      LARKSPUR_KNOBS: knobs,
      LARKSPUR_LARK_VERIFICATION_TOKEN: lark.verificationToken,
      LARKSPUR_CONTROL_PORT: '0',
    });
    await until(async () => (await connectedClients()) === 1, 'the long connection');
    // A group with the drill user and the bot: Lark makes one when a member writes in it first.
    const group = await side<{ chatId: string }>('/__double/messages', {
      chat: { type: 'group', name: 'drill' },
      sender: 'alice',
      text: 'the drill group',
    });
    const bot = ((await (await fetch(`${lark.side}/__double/info`)).json()) as { bot: { openId: string } })
      .bot;

    const json = join(dir, 'drill-report.json');
    const drill = launch(
      [
        process.execPath,
        BIN,
        'qualify',
        '--profile',
        profile({
          bot: { appId: lark.appId, openId: bot.openId },
          chats: { p2p: lark.p2p, group: group.chatId },
          // What the reference declares: without them its approval, media and progress drills are untested (capability).
          capabilities: ['approvals', 'media', 'progress', 'reply-threading'],
        }),
        '--tag',
        'qualify',
        '--person-wait-ms',
        '15000',
        '--json',
        json,
      ],
      { [TOKEN_VAR]: lark.userToken },
    );
    const acted = await playThePerson(drill);
    const exit = await drill.exited;
    await serve.stop('SIGTERM', 2000);
    const report = JSON.parse(readFileSync(json, 'utf8')) as Report;
    const { stdout } = drill.output();
    expect(exit.code, stdout).toBe(0);
    expect(report.scenarios.map((s) => s.id)).toEqual([
      'qualify/approval',
      'qualify/busy-feedback',
      'qualify/follow-up',
      'qualify/media',
      'qualify/other-conversation',
      'qualify/progress',
      'qualify/stop-and-duplicates',
    ]);
    // The person was asked twice, clicked Allow and sent an image, and the drill saw both.
    expect(acted).toEqual(['click accept', 'send image']);
    const structural = report.scenarios
      .flatMap((s) => s.checks.map((c) => ({ ...c, scenario: s.id })))
      .filter((c) => c.reason !== 'live');
    expect(
      structural.filter((c) => c.status !== 'pass'),
      JSON.stringify(structural),
    ).toEqual([]);
    const live = Object.fromEntries(
      report.requirements.filter((r) => /^QU-00[1-6]$/.test(r.id)).map((r) => [r.id, r.status]),
    );
    expect(live).toEqual({
      'QU-001': 'pass',
      'QU-002': 'pass',
      'QU-003': 'pass',
      'QU-004': 'pass',
      'QU-005': 'pass',
      'QU-006': 'pass',
    });
  }, 240_000);

  it('fails a bot that answers twice, naming the check and the layer', async () => {
    const bot = await controlBot({ CONTROL_FLAW: 'replies-twice' });

    const { code, stdout, report } = await runQualify([
      '--profile',
      profile(),
      '--scenario',
      'basics/first-answer',
    ]);
    expect(code, stdout).toBe(1);
    expect(stdout).toMatch(/basics\/first-answer#one-reply-seen \[delivery\] expected exactly 1 message/);
    expect(report.scenarios[0]!.verdicts.delivery.status).toBe('fail');
    expect(report.warnings[0]).toMatch(/install version untested/);
    await bot.stop('SIGTERM', 2000);
  }, 60_000);

  it('attributes live as in a run: a bot that posts with create passes, unless the profile declares reply-threading', async () => {
    const bot = await controlBot({ CONTROL_FLAW: 'none', CONTROL_SEND: 'create' });
    const drill = [
      '--scenario',
      'basics/first-answer',
      '--scenario',
      'qualify/follow-up',
      '--scenario',
      'admission/fifo-private',
    ];
    const inOrder = await runQualify(['--profile', profile(), ...drill]);
    expect(inOrder.code, inOrder.stdout).toBe(0);
    expect(inOrder.report.scenarios.map((r) => r.verdicts.delivery.status)).toEqual(['pass', 'pass', 'pass']);

    const threaded = await runQualify([
      '--profile',
      profile({ capabilities: ['reply-threading'] }),
      '--scenario',
      'basics/first-answer',
    ]);
    expect(threaded.code, threaded.stdout).toBe(1);
    expect(threaded.stdout).toMatch(
      /basics\/first-answer#one-reply-seen \[delivery\] expected exactly 1 message/,
    );
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
    writeFileSync(
      file,
      JSON.stringify({
        ...JSON.parse(readFileSync(profile(), 'utf8')),
        lark: { domain: lark.domain, userAccessToken: 'u-inline' },
      }),
    );
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
