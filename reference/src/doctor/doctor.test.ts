import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsumerLease } from '../store/consumer-lease.ts';
import { tempDataDir, until } from '../testing/harness.ts';
import { larkspur, type Started } from '../testing/processes.ts';
import {
  hostChecks,
  localChecks,
  providerChecks,
  variablesCheck,
  type DoctorConfig,
  type DoctorLine,
} from './checks.ts';

const HOST_DOUBLE = `${JSON.stringify(process.execPath)} bin/larkspur.js doubles host --stdio`;
/** A host that answers initialize with another Codex version than the pinned one. */
const OLD_HOST = `${JSON.stringify(process.execPath)} -e ${JSON.stringify(
  "require('readline').createInterface({input:process.stdin}).on('line',l=>{const m=JSON.parse(l);if(m.id!==undefined)console.log(JSON.stringify({id:m.id,result:{userAgent:'codex_cli_rs/0.100.0 (linux)',codexHome:'/tmp/codex',platformFamily:'unix',platformOs:'linux'}}))})",
)}`;

const started: Started[] = [];
const work = tempDataDir();
let env: Record<string, string> = {};
let aliceChat = '';
/** The double's side channel, on a port of its own: the bot under test never sees it. */
let side = '';

beforeAll(async () => {
  const double = larkspur(['doubles', 'provider', '--port', '0'], process.env);
  started.push(double);
  await until(() => /private chat with the bot: oc_/.test(double.stdout()), 15_000, 'the provider double');
  env = Object.fromEntries(
    double
      .stdout()
      .split('\n')
      .filter((l) => l.startsWith('LARKSPUR_'))
      .map((l) => l.split(/=(.*)/s, 2) as [string, string]),
  );
  aliceChat = /private chat with the bot: (oc_\w+)/.exec(double.stdout())![1]!;
  side = /side channel: (\S+)\/__double\/info/.exec(double.stdout())![1]!;
}, 30_000);

afterAll(async () => {
  for (const p of started) {
    p.signal('SIGKILL');
    await p.exited;
  }
  work.remove();
});

function config(change: Partial<DoctorConfig> = {}): DoctorConfig {
  return {
    domain: env.LARKSPUR_LARK_DOMAIN!,
    appId: env.LARKSPUR_LARK_APP_ID!,
    appSecret: env.LARKSPUR_LARK_APP_SECRET!,
    intake: { kind: 'ws' },
    hostCommand: HOST_DOUBLE,
    modelProvider: 'openai',
    dataDir: join(work.dir, 'absent'),
    intakeJournal: 'local',
    installation: 'default',
    controlPort: 0,
    drainMs: 0,
    stepBack: 0,
    logLevel: 'error',
    chats: [aliceChat],
    ...change,
  };
}

const statusOf = (lines: DoctorLine[]) => Object.fromEntries(lines.map((l) => [l.check, l.status]));

function ownerOnlyDir(name: string): string {
  const dir = join(work.dir, name);
  mkdirSync(dir, { mode: 0o700 });
  writeFileSync(join(dir, 'larkspur.sqlite'), '', { mode: 0o600 });
  return dir;
}

describe('larkspur doctor', () => {
  it('passes every check of a working install, one line each, exit 0', async () => {
    const dataDir = ownerOnlyDir('good');
    const doctor = larkspur(['doctor', '--chat', aliceChat, '--model-provider', 'openai'], {
      ...process.env,
      ...env,
      LARKSPUR_HOST_COMMAND: HOST_DOUBLE,
      LARKSPUR_DATA_DIR: dataDir,
    });
    started.push(doctor);
    expect(await doctor.exited).toBe(0);
    const lines = doctor.stdout().trim().split('\n');
    expect(lines.map((l) => l.split(/\s{2,}/).slice(0, 2))).toEqual([
      ['ok', 'variables'],
      ['ok', 'credentials'],
      ['ok', 'bot identity'],
      ['ok', `chat ${aliceChat}`],
      ['ok', 'host'],
      ['ok', 'model provider'],
      ['ok', 'data directory'],
      ['ok', 'consumer lease'],
      ['skip', 'running serve'],
      ['ok', 'intake journal'],
    ]);
    expect(doctor.stdout()).not.toContain(env.LARKSPUR_LARK_APP_SECRET!);
  }, 30_000);

  it('fails credentials on a wrong secret, and skips what needs the token', async () => {
    const lines = await providerChecks(config({ appSecret: 'wrong-secret' }), 5_000);
    expect(statusOf(lines)).toEqual({
      credentials: 'fail',
      'bot identity': 'skip',
      [`chat ${aliceChat}`]: 'skip',
    });
    expect(lines[0]!.detail).toMatch(/LARKSPUR_LARK_APP_SECRET/);
  });

  it('fails bot identity when bot info is refused', async () => {
    await fetch(`${side}/__double/faults/http`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        match: { api: 'bot.info' },
        action: { kind: 'error', code: 10003, msg: 'bot not enabled' },
      }),
    });
    expect(statusOf(await providerChecks(config(), 5_000))).toMatchObject({
      credentials: 'ok',
      'bot identity': 'fail',
    });
  });

  it('fails a chat the bot is not in, and asks the provider nothing but reads', async () => {
    const lines = await providerChecks(
      config({ chats: [aliceChat, 'oc_00000000000000000000000000000000'] }),
      5_000,
    );
    expect(statusOf(lines)).toMatchObject({
      [`chat ${aliceChat}`]: 'ok',
      'chat oc_00000000000000000000000000000000': 'fail',
    });
    const records = (await (await fetch(`${side}/__double/records?kind=http`)).json()) as {
      records: Array<{ api?: string; method?: string }>;
    };
    const writes = records.records.filter(
      (r) => r.method !== 'GET' && r.api !== 'auth.tenantAccessToken.internal',
    );
    expect(writes).toEqual([]);
  });

  it('fails the host line for a command that does not start, or reports another version', async () => {
    expect(statusOf(await hostChecks(config({ hostCommand: 'exit 7' }), 5_000))).toEqual({
      host: 'fail',
      'model provider': 'skip',
    });
    const old = await hostChecks(config({ hostCommand: OLD_HOST, modelProvider: undefined }), 5_000);
    expect(statusOf(old)).toEqual({ host: 'fail', 'model provider': 'skip' });
    expect(old[0]!.detail).toMatch(/codex_cli_rs\/0\.100\.0.*pinned/);
  }, 20_000);

  it('fails the model provider line when a thread reads back another one', async () => {
    const script = join(work.dir, 'other-provider.json');
    writeFileSync(script, JSON.stringify({ modelProvider: 'someone-else' }));
    const lines = await hostChecks(config({ hostCommand: `${HOST_DOUBLE} --script ${script}` }), 5_000);
    expect(statusOf(lines)).toEqual({ host: 'ok', 'model provider': 'fail' });
  }, 20_000);

  it('names the folder it checked and where that setting came from, as serve reads it', () => {
    const absent = localChecks(config({ dataDir: join(work.dir, 'never'), dataDirFrom: 'the default' }));
    expect(statusOf(absent)).toEqual({ 'data directory': 'ok', 'consumer lease': 'skip' });
    expect(absent[0]!.detail).toContain(`${join(work.dir, 'never')} (the default) does not exist yet`);
    expect(absent[0]!.detail).toContain('give doctor the same');
    expect(absent[1]!.detail).toBe(`no serve has run on ${join(work.dir, 'never')}`);
    const there = ownerOnlyDir('named');
    const lines = localChecks(config({ dataDir: there, dataDirFrom: '--data-dir' }));
    expect(lines.map((l) => l.detail)).toEqual([
      `${there} (--data-dir) is owner-only`,
      `free: no serve runs on ${there}`,
    ]);
    // Where no folder was named, a free lease says that a serve on another folder is not seen from here.
    const byDefault = localChecks(config({ dataDir: there, dataDirFrom: 'the default' }));
    expect(byDefault[1]).toMatchObject({ status: 'ok' });
    expect(byDefault[1]!.detail).toBe(
      `free: no serve runs on ${there} — a serve given another folder (--data-dir or LARKSPUR_DATA_DIR) is not seen here: give doctor the same`,
    );
  });

  it('fails a variable a slip away from one serve reads, and names the one it is near', () => {
    expect(
      variablesCheck({ ...env, LARKSPUR_DATA_DIRS: '/srv/larkspur', LARKSPUR_MODEL_API_KEY: 'k' }),
    ).toEqual({
      check: 'variables',
      status: 'fail',
      detail: 'LARKSPUR_DATA_DIRS is ignored — did you mean LARKSPUR_DATA_DIR?',
    });
    expect(variablesCheck(env).status).toBe('ok');
  });

  it('fails a data directory others can read, and a consumer lease that is held', () => {
    const open = ownerOnlyDir('open');
    chmodSync(open, 0o755);
    expect(statusOf(localChecks(config({ dataDir: open })))).toEqual({
      'data directory': 'fail',
      'consumer lease': 'ok',
    });
    const held = ownerOnlyDir('held');
    const lease = ConsumerLease.acquire(held, env.LARKSPUR_LARK_APP_ID!, Date.now());
    try {
      const lines = localChecks(config({ dataDir: held }));
      expect(statusOf(lines)).toEqual({ 'data directory': 'ok', 'consumer lease': 'fail' });
      expect(lines[1]!.detail).toMatch(new RegExp(`pid ${process.pid}`));
    } finally {
      lease.release();
    }
    expect(statusOf(localChecks(config({ dataDir: held })))).toEqual({
      'data directory': 'ok',
      'consumer lease': 'ok',
    });
  });
});
