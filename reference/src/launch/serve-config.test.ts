import { describe, expect, it } from 'vitest';
import { LaunchError } from './launch-error.ts';
import { DEFAULTS, readServeConfig } from './serve-config.ts';

const credentials = { LARKSPUR_LARK_APP_ID: 'cli_0123456789abcdef', LARKSPUR_LARK_APP_SECRET: 's3cret' };
const webhook = {
  ...credentials,
  LARKSPUR_LARK_INTAKE: 'webhook',
  LARKSPUR_LARK_ENCRYPT_KEY: 's3cret-key',
  LARKSPUR_LARK_VERIFICATION_TOKEN: 's3cret-token',
};

function failure(env: NodeJS.ProcessEnv, argv: string[] = []): LaunchError {
  try {
    readServeConfig(env, argv);
  } catch (error) {
    if (error instanceof LaunchError) return error;
    throw error;
  }
  throw new Error('expected a LaunchError');
}

describe('serve configuration', () => {
  it('keeps the store in SQLite unless --store or LARKSPUR_STORE_URL names a PostgreSQL database', () => {
    expect(readServeConfig(credentials, []).storeUrl).toBeUndefined();
    const url = 'postgres://bot@127.0.0.1:5432/larkspur';
    expect(readServeConfig({ ...credentials, LARKSPUR_STORE_URL: url }, []).storeUrl).toBe(url);
    expect(
      readServeConfig({ ...credentials, LARKSPUR_STORE_URL: 'postgres://x@h/other' }, ['--store', url])
        .storeUrl,
    ).toBe(url);
    const bad = failure({ ...credentials }, ['--store', 'mysql://bot:pw@db/larkspur']);
    expect(bad.code).toBe('BAD_SETTING');
    expect(bad.message).toBe(
      "store 'mysql://bot:***@db/larkspur' is not a PostgreSQL URL like postgres://user@host:5432/larkspur (leave it unset for SQLite in the data directory)",
    );
  });

  it('journals the intake locally on SQLite, and on PostgreSQL only when the operator asks', () => {
    const url = 'postgres://bot@127.0.0.1:5432/larkspur';
    expect(readServeConfig(credentials, []).intakeJournal).toBe('local');
    expect(readServeConfig({ ...credentials, LARKSPUR_STORE_URL: url }, []).intakeJournal).toBe('store');
    expect(
      readServeConfig({ ...credentials, LARKSPUR_STORE_URL: url, LARKSPUR_INTAKE_JOURNAL: 'local' }, [])
        .intakeJournal,
    ).toBe('local');
    expect(
      readServeConfig({ ...credentials, LARKSPUR_INTAKE_JOURNAL: 'local' }, [
        '--store',
        url,
        '--intake-journal',
        'store',
      ]).intakeJournal,
    ).toBe('store');
    const bad = failure({ ...credentials, LARKSPUR_STORE_URL: url }, ['--intake-journal=disk']);
    expect(bad.code).toBe('BAD_SETTING');
    expect(bad.message).toBe(
      "intake journal 'disk' is not local (a journal in the data directory) or store (the shared inbox)",
    );
    const sqlite = failure(credentials, ['--intake-journal', 'store']);
    expect(sqlite.code).toBe('BAD_SETTING');
    expect(sqlite.message).toBe(
      'intake journal store is for a PostgreSQL store (--store postgres://…); with SQLite the journal is local',
    );
  });

  it('gives a Lark Bot user sensible defaults', () => {
    expect(readServeConfig(credentials, [])).toMatchObject({
      domain: 'https://open.feishu.cn',
      hostCommand: 'codex app-server',
      dataDir: DEFAULTS.dataDir,
      dataDirFrom: 'the default',
      controlPort: 0,
      drainMs: 10_000,
      stepBack: 10,
    });
    expect(readServeConfig({ ...credentials, LARKSPUR_STEP_BACK: '0' }, []).stepBack).toBe(0);
    expect(readServeConfig(credentials, ['--data-dir', '/tmp/x']).dataDirFrom).toBe('--data-dir');
    expect(readServeConfig({ ...credentials, LARKSPUR_DATA_DIR: '/tmp/y' }, []).dataDirFrom).toBe(
      'LARKSPUR_DATA_DIR',
    );
    expect(readServeConfig(credentials, []).controlToken).toBeUndefined();
  });

  it('reads the launch contract, with flags taking precedence', () => {
    const config = readServeConfig(
      {
        ...credentials,
        LARKSPUR_LARK_DOMAIN: 'http://127.0.0.1:4010/',
        LARKSPUR_HOST_COMMAND: 'node shim.js',
        LARKSPUR_CONTROL_PORT: '8787',
        LARKSPUR_CONTROL_TOKEN: 'tok',
        LARKSPUR_DATA_DIR: '/tmp/lsp',
        LARKSPUR_KNOBS: '/tmp/knobs.json',
        LARKSPUR_MODEL_PROVIDER: 'openai',
      },
      ['--domain', 'lark', '--control-port=9000'],
    );
    expect(config).toMatchObject({
      domain: 'https://open.larksuite.com',
      hostCommand: 'node shim.js',
      controlPort: 9000,
      controlToken: 'tok',
      dataDir: '/tmp/lsp',
      knobsFile: '/tmp/knobs.json',
      modelProvider: 'openai',
    });
    expect(
      readServeConfig({ ...credentials, LARKSPUR_LARK_DOMAIN: 'http://127.0.0.1:4010/' }, []).domain,
    ).toBe('http://127.0.0.1:4010');
  });

  it.each([
    [{}, [], 'MISSING_CREDENTIAL', /set LARKSPUR_LARK_APP_ID and LARKSPUR_LARK_APP_SECRET/],
    [
      { LARKSPUR_LARK_APP_ID: 'cli_0123456789abcdef' },
      [],
      'MISSING_CREDENTIAL',
      /^set LARKSPUR_LARK_APP_SECRET /,
    ],
    [{ ...credentials, LARKSPUR_LARK_APP_ID: 'app1' }, [], 'BAD_SETTING', /not an app id/],
    [{ ...credentials, LARKSPUR_STEP_BACK: '20' }, [], 'BAD_SETTING', /LARKSPUR_STEP_BACK '20' .* 0 to 19/],
    [{ ...credentials, LARKSPUR_STEP_BACK: 'some' }, [], 'BAD_SETTING', /not a whole number/],
    [
      { ...credentials, LARKSPUR_LARK_INTAKE: 'pigeon' },
      [],
      'BAD_SETTING',
      /intake 'pigeon' is not ws .* or webhook/,
    ],
    [
      { ...credentials, LARKSPUR_LARK_INTAKE: 'webhook' },
      [],
      'MISSING_CREDENTIAL',
      /needs LARKSPUR_LARK_ENCRYPT_KEY and LARKSPUR_LARK_VERIFICATION_TOKEN/,
    ],
    [
      { ...webhook, LARKSPUR_LARK_ENCRYPT_KEY: '' },
      [],
      'MISSING_CREDENTIAL',
      /needs LARKSPUR_LARK_ENCRYPT_KEY \(/,
    ],
    [
      { ...webhook, LARKSPUR_LARK_VERIFICATION_TOKEN: '' },
      [],
      'MISSING_CREDENTIAL',
      /needs LARKSPUR_LARK_VERIFICATION_TOKEN \(/,
    ],
    [webhook, ['--webhook-port', '70000'], 'BAD_SETTING', /webhook port '70000' is not a port number/],
    [webhook, ['--webhook-path', 'event'], 'BAD_SETTING', /webhook path 'event' is not a path/],
    [credentials, ['--domain', 'ftp://x'], 'BAD_SETTING', /not feishu, lark or a base URL/],
    [credentials, ['--control-port', 'http'], 'BAD_SETTING', /not a port number/],
    [credentials, ['--nope'], 'BAD_SETTING', /unknown option '--nope'/],
    [credentials, ['--data-dir'], 'BAD_SETTING', /--data-dir needs a value/],
  ] as const)('refuses %j %j in one line', (env, argv, code, message) => {
    const error = failure(env, [...argv]);
    expect(error.code).toBe(code);
    expect(error.message).toMatch(message);
    expect(error.message).not.toContain('\n');
    expect(error.message).not.toContain('s3cret');
  });

  it('takes the long connection unless told webhook', () => {
    expect(readServeConfig(credentials, []).intake).toEqual({ kind: 'ws' });
  });

  it('reads the webhook intake from the environment, with flags taking precedence', () => {
    expect(readServeConfig(webhook, []).intake).toEqual({
      kind: 'webhook',
      host: DEFAULTS.webhookHost,
      port: DEFAULTS.webhookPort,
      path: DEFAULTS.webhookPath,
      encryptKey: 's3cret-key',
      verificationToken: 's3cret-token',
    });
    const env = {
      ...webhook,
      LARKSPUR_LARK_INTAKE: 'ws',
      LARKSPUR_WEBHOOK_HOST: '0.0.0.0',
      LARKSPUR_WEBHOOK_PORT: '8080',
      LARKSPUR_WEBHOOK_PATH: '/lark',
    };
    expect(readServeConfig(env, []).intake).toEqual({ kind: 'ws' });
    expect(readServeConfig(env, ['--intake', 'webhook', '--webhook-port=9090']).intake).toMatchObject({
      kind: 'webhook',
      host: '0.0.0.0',
      port: 9090,
      path: '/lark',
    });
  });
});
