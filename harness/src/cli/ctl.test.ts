import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { main } from './ctl.ts';

/** A control API stand-in: records each request and answers as a bridge would. */
const seen: Array<{ method: string; url: string; auth: string | undefined; body: string }> = [];
let server: Server;
let port: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += String(chunk)));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, auth: req.headers.authorization, body });
      const request = body ? (JSON.parse(body) as { clientInputId: string; mode: string }) : undefined;
      res.setHeader('content-type', 'application/json');
      if (request?.mode === 'steer') {
        res.writeHead(409).end(JSON.stringify({ error: { code: 'STEER_REJECTED', message: 'refused' } }));
        return;
      }
      const at = '2026-11-30T08:00:00.000Z';
      const input = {
        inputId: 'in_1',
        clientInputId: request?.clientInputId ?? 'x',
        sessionId: 'ses_1',
        mode: 'queue',
        state: 'pending',
        chars: 4,
        createdAt: at,
        updatedAt: at,
      };
      res.writeHead(200).end(JSON.stringify(req.method === 'POST' ? input : { inputs: [input] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = String((server.address() as AddressInfo).port);
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function ctl(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  try {
    const code = await main([...argv, '--port', port, '--token', 'tok']);
    return {
      code,
      out: out.mock.calls.map((c) => String(c[0])).join(''),
      err: err.mock.calls.map((c) => String(c[0])).join(''),
    };
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
}

describe('larkspur ctl send / inputs', () => {
  it('sends input with its mode and a fresh client id, and prints the answer', async () => {
    seen.length = 0;
    const first = await ctl('send', 'ses_1', 'queue', 'also this');
    const second = await ctl('send', 'ses_1', 'queue', 'also this');
    expect(first.code).toBe(0);
    expect(JSON.parse(first.out)).toMatchObject({ state: 'pending' });
    expect(seen.map((s) => [s.method, s.url, s.auth])).toEqual([
      ['POST', '/v1/sessions/ses_1/inputs', 'Bearer tok'],
      ['POST', '/v1/sessions/ses_1/inputs', 'Bearer tok'],
    ]);
    const bodies = seen.map(
      (s) => JSON.parse(s.body) as { clientInputId: string; mode: string; text: string },
    );
    expect(bodies[0]).toMatchObject({ mode: 'queue', text: 'also this' });
    expect(bodies[0]!.clientInputId).not.toBe(bodies[1]!.clientInputId);
    expect(second.code).toBe(0);
  });

  it('exits 1 on a refused steer, and prints the error body', async () => {
    const res = await ctl('send', 'ses_1', 'steer', 'now');
    expect(res.code).toBe(1);
    expect(JSON.parse(res.out)).toEqual({ error: { code: 'STEER_REJECTED', message: 'refused' } });
  });

  it('refuses an unknown mode before calling anything', async () => {
    seen.length = 0;
    const res = await ctl('send', 'ses_1', 'interrupt', 'now');
    expect(res.code).toBe(3);
    expect(res.err).toBe("larkspur ctl: mode 'interrupt' is not queue, inbox or steer\n");
    expect(seen).toEqual([]);
  });

  it('lists the inputs of a session', async () => {
    const res = await ctl('inputs', 'ses_1');
    expect(res.code).toBe(0);
    expect(JSON.parse(res.out)).toMatchObject({ inputs: [{ inputId: 'in_1' }] });
    expect(seen.at(-1)).toMatchObject({ method: 'GET', url: '/v1/sessions/ses_1/inputs' });
  });
});
