import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProviderDouble } from '../doubles/provider/double.ts';
import { recordsOf, startedDouble, waitFor } from '../doubles/provider/test-support.ts';
import { SDK_LINES } from '../doubles/provider/sdk-lines.ts';
import { freePort } from '../runner/free-port.ts';
import { redirectNodeOptions } from '../runner/redirect-env.ts';
import { killGroup } from '../../../runtime/src/index.ts';

const BOT = fileURLToPath(new URL('./fixtures/hard-coded-bot.mjs', import.meta.url));

interface Child {
  process: ChildProcess;
  stdout: string;
  stderr: string;
  exited: Promise<number | null>;
}

/** A Node.js child started as the harness starts a bot with "redirectLarkHosts": NODE_OPTIONS with the preload. */
function started(double: ProviderDouble, args: string[], extraEnv: NodeJS.ProcessEnv = {}): Child {
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      NODE_OPTIONS: redirectNodeOptions(undefined),
      LARKSPUR_LARK_DOMAIN: double.url,
      LARKSPUR_LARK_APP_ID: double.app.appId,
      LARKSPUR_LARK_APP_SECRET: double.app.appSecret,
      ...extraEnv,
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out: Child = {
    process: child,
    stdout: '',
    stderr: '',
    exited: new Promise((resolve) => {
      child.on('exit', (code) => resolve(code));
      child.on('error', () => resolve(null));
    }),
  };
  child.stdout!.setEncoding('utf8').on('data', (c: string) => (out.stdout += c));
  child.stderr!.setEncoding('utf8').on('data', (c: string) => (out.stderr += c));
  return out;
}

/** Evaluates an ES module body in a redirected child and returns what it printed. */
async function evaluated(
  double: ProviderDouble,
  source: string,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<string> {
  const child = started(double, ['--input-type=module', '-e', source], extraEnv);
  const code = await child.exited;
  expect(child.stderr).toBe('');
  expect(code).toBe(0);
  return child.stdout.trim();
}

describe('redirect preload for bots that hard-code Lark hosts', () => {
  let double: ProviderDouble;
  const children: Child[] = [];

  afterEach(async () => {
    for (const child of children.splice(0)) {
      if (child.process.pid !== undefined && child.process.exitCode === null) {
        killGroup(child.process.pid, 'SIGKILL');
      }
      await child.exited;
    }
    await double?.stop();
  });

  it.each(SDK_LINES.map((l) => [l.line, l.module]))(
    'SDK %s with Domain.Feishu: long connection, token and reply reach the double',
    async (_line, module) => {
      double = await startedDouble();
      const bot = started(double, [BOT, module]);
      children.push(bot);
      await waitFor(() => double.connectedClients() === 1, 10_000, 'the bot on the long connection');
      const injected = double.sendMessage({
        chat: { type: 'p2p', user: 'alice' },
        sender: 'alice',
        text: 'ping',
      });
      await waitFor(() => bot.stdout.includes('replied '), 10_000, `the reply (stderr: ${bot.stderr})`);
      const reply = double.messages().find((m) => m.fromBot)!;
      expect(reply).toMatchObject({ parentId: injected.messageId, text: 'echo: ping' });
      expect(recordsOf(double, 'http').map((r) => r.api)).toEqual([
        'callback.wsEndpoint',
        'auth.tenantAccessToken.internal',
        'im.message.reply',
      ]);
      // The SDK acknowledges after its handler returns, so the ACK can follow the reply.
      await waitFor(() => recordsOf(double, 'ack').length > 0, 10_000, 'the ACK');
      expect(recordsOf(double, 'ack')[0]).toMatchObject({ messageId: injected.messageId, code: 200 });
    },
  );

  it('redirects global fetch for both hosts, and leaves other hosts alone', async () => {
    double = await startedDouble();
    const printed = await evaluated(
      double,
      `const body = JSON.stringify({ app_id: process.env.LARKSPUR_LARK_APP_ID, app_secret: process.env.LARKSPUR_LARK_APP_SECRET });
       const headers = { 'content-type': 'application/json' };
       const feishu = await (await fetch('https://open.feishu.cn/open-apis/auth/v3/tenant_access_token/internal', { method: 'POST', body, headers })).json();
       const lark = await (await fetch(new Request('https://open.larksuite.com/open-apis/auth/v3/tenant_access_token/internal', { method: 'POST', body, headers }))).json();
       const other = await fetch('http://127.0.0.1:' + process.env.CLOSED_PORT + '/').then(() => 'reached', (e) => e.cause?.code ?? 'failed');
       console.log(JSON.stringify([feishu.code, typeof feishu.tenant_access_token, lark.code, other]));`,
      { CLOSED_PORT: String(await freePort()) },
    );
    expect(JSON.parse(printed)).toEqual([0, 'string', 0, 'ECONNREFUSED']);
    expect(recordsOf(double, 'http').map((r) => r.api)).toEqual([
      'auth.tenantAccessToken.internal',
      'auth.tenantAccessToken.internal',
    ]);
  });

  it('redirects https.request, https.get and a wss connection of the ws package', async () => {
    double = await startedDouble();
    const printed = await evaluated(
      double,
      `import https from 'node:https';
       import { get } from 'node:https';
       import WebSocket from 'ws';
       const read = (res) => new Promise((resolve) => { let s = ''; res.on('data', (c) => (s += c)); res.on('end', () => resolve(JSON.parse(s))); });
       const body = JSON.stringify({ AppID: process.env.LARKSPUR_LARK_APP_ID, AppSecret: process.env.LARKSPUR_LARK_APP_SECRET });
       const endpoint = await new Promise((resolve, reject) => {
         const req = https.request('https://open.feishu.cn/callback/ws/endpoint', { method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => resolve(read(res)));
         req.on('error', reject);
         req.end(body);
       });
       const info = await new Promise((resolve, reject) => get({ hostname: 'open.larksuite.com', path: '/open-apis/bot/v3/info' }, (res) => { res.resume(); resolve(res.statusCode); }).on('error', reject));
       const url = new URL(endpoint.data.URL);
       const opened = await new Promise((resolve) => {
         const socket = new WebSocket('wss://open.feishu.cn' + url.pathname + url.search);
         socket.on('open', () => { socket.terminate(); resolve('open'); });
         socket.on('error', (e) => resolve(e.message));
       });
       console.log(JSON.stringify([endpoint.code, info, opened]));`,
    );
    expect(JSON.parse(printed)).toEqual([0, 400, 'open']);
    expect(recordsOf(double, 'connection').filter((c) => c.event === 'open')).toHaveLength(1);
  });
});
