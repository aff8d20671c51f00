import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ModelScript } from '../../../generated/types/index.ts';
import type { HostRecord } from '../doubles/host/recorder.ts';
import { claudeInstall } from './claude-install.ts';
import { ClaudeCodeHost } from './claude-code-host.ts';

const hosts: ClaudeCodeHost[] = [];
afterEach(async () => {
  for (const h of hosts.splice(0)) await h.stop();
});

async function started(script: ModelScript) {
  const host = new ClaudeCodeHost({
    install: await claudeInstall(),
    script,
    dir: mkdtempSync(join(tmpdir(), 'larkspur-claude-')),
  });
  hosts.push(host);
  await host.start();
  return host;
}

const turns = (host: ClaudeCodeHost) =>
  host.recorder.records.filter((r): r is Extract<HostRecord, { kind: 'turn' }> => r.kind === 'turn');

/** What the kit claude does on its socket, without a Claude Code behind it: its hello, then a line in. */
async function fakeClaude(port: number, token: string, text: string) {
  const socket = connect({ host: '127.0.0.1', port });
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(`${JSON.stringify({ larkspurClaude: 1, token, argv: ['-p', text], cwd: '/' })}\n`);
  const { baseUrl } = JSON.parse(
    await new Promise<string>((resolve) => socket.once('data', (b) => resolve(b.toString()))),
  ) as { baseUrl: string };
  return { socket, baseUrl };
}

const messages = (baseUrl: string, text: string) =>
  fetch(`${baseUrl}/v1/messages?beta=true`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'claude-x', max_tokens: 10, messages: [{ role: 'user', content: text }] }),
  }).then(async (r) => ((await r.json()) as { content: Array<{ text: string }> }).content[0]!.text);

describe('claude-code mode: the host', () => {
  it('gives the bridge the kit claude first on PATH, its own HOME and config, and the double as its model', async () => {
    const host = await started({});
    const env = host.launchEnv(undefined, { PATH: '/usr/bin:/bin' });
    expect(env).toMatchObject({
      LARKSPUR_HOST_INTERFACE: 'claude-code',
      ANTHROPIC_BASE_URL: host.model.origin,
      CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
      HOME: expect.stringMatching(/home$/),
      CLAUDE_CONFIG_DIR: expect.stringMatching(/home\/\.claude$/),
    });
    expect(env.PATH).toBe(`${join(env.LARKSPUR_CLAUDE_PATH!, '..')}:/usr/bin:/bin`);
  });

  it(
    "runs the real Claude Code as the kit's claude: its stream-json recorded, its turn read there, its model the script",
    { timeout: 60_000 },
    async () => {
      const host = await started({ turns: [{ responses: [{ output: ['scripted ', 'answer'] }] }] });
      const env = host.launchEnv(undefined, { PATH: process.env.PATH });
      const child = spawn(
        env.LARKSPUR_CLAUDE_PATH!,
        ['-p', 'hello there', '--output-format', 'stream-json', '--verbose'],
        { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let out = '';
      child.stdout.on('data', (b: Buffer) => (out += b.toString()));
      const code = await new Promise((resolve) => child.once('close', resolve));
      expect(code).toBe(0);
      expect(out).toContain('"result":"scripted answer"');
      await expect
        .poll(() => turns(host).map((t) => [t.event, t.status]))
        .toEqual([
          ['started', undefined],
          ['ended', 'completed'],
        ]);
      expect(turns(host)[0]).toMatchObject({
        connectionId: 'c1',
        input: [{ type: 'text', text: 'hello there' }],
      });
      expect(host.recorder.records.some((r) => r.kind === 'rpc' && r.direction === 'out')).toBe(true);
      expect(host.model.recorder.records.find((r) => r.kind === 'request')).toMatchObject({
        api: 'messages',
        client: 'c1',
        turn: 1,
      });
      expect(host.observed()).toEqual(['stream-json']);
      expect(host.fault()).toBeUndefined();
    },
  );

  it('numbers turns in the order the bridge gave them to its claudes, whichever calls the model first', async () => {
    const host = await started({
      turns: [
        { responses: [{ output: ['for the first'] }] },
        { responses: [{ output: ['for the second'] }] },
      ],
    });
    const bin = join(host.launchEnv(undefined, {}).LARKSPUR_CLAUDE_PATH!, '..');
    const config = JSON.parse(readFileSync(join(bin, 'kit-claude.json'), 'utf8')) as {
      port: number;
      token: string;
    };
    const first = await fakeClaude(config.port, config.token, 'one');
    const second = await fakeClaude(config.port, config.token, 'two');
    // The second claude reaches the model first: it still plays the second turn.
    expect(await messages(second.baseUrl, 'two')).toBe('for the second');
    expect(await messages(first.baseUrl, 'one')).toBe('for the first');
    first.socket.destroy();
    second.socket.destroy();
  });
});
