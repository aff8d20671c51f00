import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { main } from './ctl.ts';

/** A control API stand-in that records each request and answers 200 with an empty object. */
const seen: Array<{ method: string; url: string; body: unknown }> = [];
let server: Server;
let port: string;
const dir = mkdtempSync(join(tmpdir(), 'larkspur-ctl-'));

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += String(chunk)));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, body: body ? JSON.parse(body) : undefined });
      res.setHeader('content-type', 'application/json');
      res.writeHead(req.url === '/v1/attached' && req.method === 'POST' ? 201 : 200).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = String((server.address() as AddressInfo).port);
});

afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function ctl(...argv: string[]): Promise<{ code: number; err: string }> {
  seen.length = 0;
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  try {
    const code = await main([...argv, '--port', port, '--token', 'tok']);
    return { code, err: err.mock.calls.map((c) => String(c[0])).join('') };
  } finally {
    vi.restoreAllMocks();
  }
}

const HOST = ['--host-surface', 'codex-cli', '--host-session-id', 'h-1'];

describe('larkspur ctl attached and trigger', () => {
  it('binds a private chat, or a group topic, with the exact host', async () => {
    const bind = [
      'attached',
      'bind',
      '--goal-id',
      'g',
      '--agent-id',
      'a',
      '--executor-endpoint-id',
      'e',
      ...HOST,
      '--chat-id',
      'oc_1',
    ];
    expect((await ctl(...bind)).code).toBe(0);
    expect(seen).toEqual([
      {
        method: 'POST',
        url: '/v1/attached',
        body: {
          goalId: 'g',
          agentId: 'a',
          executorEndpointId: 'e',
          hostSurface: 'codex-cli',
          hostSessionId: 'h-1',
          conversation: { chatId: 'oc_1', chatType: 'p2p' },
        },
      },
    ]);
    await ctl(...bind, '--topic-id', 'om_root');
    expect(seen[0]!.body).toMatchObject({
      conversation: { chatId: 'oc_1', chatType: 'group', topicId: 'om_root' },
    });
  });

  it('claims with a wait in seconds, and completes from a response file', async () => {
    await ctl(
      'attached',
      'claim',
      '--session-id',
      'ses_1',
      ...HOST,
      '--claim-id',
      'c1',
      '--wait-seconds',
      '30',
    );
    expect(seen[0]).toEqual({
      method: 'POST',
      url: '/v1/attached/ses_1/claim',
      body: { hostSurface: 'codex-cli', hostSessionId: 'h-1', claimId: 'c1', waitMs: 30_000 },
    });
    const response = join(dir, 'response.json');
    writeFileSync(response, JSON.stringify({ message: 'done', extra: 1 }));
    const args = [
      'attached',
      'complete',
      '--session-id',
      'ses_1',
      '--turn-id',
      't1',
      ...HOST,
      '--claim-id',
      'c1',
      '--completion-id',
      'd1',
    ];
    expect((await ctl(...args, '--response-json', response)).code).toBe(0);
    expect(seen[0]).toMatchObject({
      url: '/v1/attached/ses_1/complete',
      body: { turnId: 't1', claimId: 'c1', completionId: 'd1', message: 'done' },
    });
    writeFileSync(response, '{}');
    expect(await ctl(...args, '--response-json', response)).toEqual({
      code: 3,
      err: `larkspur ctl: ${response} has no "message" string\n`,
    });
    expect(seen).toEqual([]);
  });

  it('names the missing flags in one line and calls nothing', async () => {
    expect(await ctl('attached', 'close', '--session-id', 'ses_1')).toEqual({
      code: 3,
      err: "larkspur ctl: 'attached close' needs --host-surface, --host-session-id\n",
    });
    expect(seen).toEqual([]);
  });

  it('triggers under a turn key, and reads receipts', async () => {
    await ctl('trigger', 'ses_1', '--turn-key', 'k-1', 'do the thing');
    expect(seen[0]).toEqual({
      method: 'POST',
      url: '/v1/sessions/ses_1/triggers',
      body: { turnKey: 'k-1', instruction: 'do the thing' },
    });
    await ctl('trigger-status', 'ses_1', 'k-1');
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/v1/sessions/ses_1/triggers/k-1' });
    await ctl('attached', 'list');
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/v1/attached' });
  });
});
