import { describe, expect, it } from 'vitest';
import { LaunchError } from './launch-error.ts';
import { DEFAULTS, readServeConfig } from './serve-config.ts';

const credentials = { LARKSPUR_LARK_APP_ID: 'cli_0123456789abcdef', LARKSPUR_LARK_APP_SECRET: 's3cret' };

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
  it('gives a Lark Bot user sensible defaults', () => {
    expect(readServeConfig(credentials, [])).toMatchObject({
      domain: 'https://open.feishu.cn',
      hostCommand: 'codex app-server',
      dataDir: DEFAULTS.dataDir,
      controlPort: 0,
      drainMs: 10_000,
    });
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
    expect(readServeConfig({ ...credentials, LARKSPUR_LARK_DOMAIN: 'http://127.0.0.1:4010/' }, []).domain).toBe(
      'http://127.0.0.1:4010',
    );
  });

  it.each([
    [{}, [], 'MISSING_CREDENTIAL', /set LARKSPUR_LARK_APP_ID and LARKSPUR_LARK_APP_SECRET/],
    [{ LARKSPUR_LARK_APP_ID: 'cli_0123456789abcdef' }, [], 'MISSING_CREDENTIAL', /^set LARKSPUR_LARK_APP_SECRET /],
    [{ ...credentials, LARKSPUR_LARK_APP_ID: 'app1' }, [], 'BAD_SETTING', /not an app id/],
    [{ ...credentials, LARKSPUR_LARK_INTAKE: 'webhook' }, [], 'BAD_SETTING', /set it to ws/],
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
});
