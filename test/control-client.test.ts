import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ControlClient, ControlProtocolError, ControlTimeoutError } from '../generated/clients/control.ts';

let server: Server | undefined;
const timers: NodeJS.Timeout[] = [];

async function serve(answer: (response: ServerResponse) => void): Promise<string> {
  server = createServer((_request, response) => answer(response));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  for (const timer of timers.splice(0)) clearInterval(timer);
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

/** The generated client reads an implementation's answers in bounded time and memory, whatever it sends. */
describe('generated control client', () => {
  it('gives up on an answer that drips one byte at a time once its deadline passes (the idle timeout never fires)', async () => {
    const baseUrl = await serve((response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      timers.push(setInterval(() => response.write(' '), 20));
    });
    const client = new ControlClient({ baseUrl, token: 't', timeoutMs: 300 });
    const t0 = Date.now();
    await expect(client.getReady()).rejects.toBeInstanceOf(ControlTimeoutError);
    // A liveness bound, generous: without the hard deadline the call never ends.
    expect(Date.now() - t0).toBeLessThan(5000);
  });

  it('refuses an answer larger than its bound without holding it', async () => {
    const baseUrl = await serve((response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(`{"pad":"${'x'.repeat(64 * 1024)}"}`);
    });
    const client = new ControlClient({ baseUrl, token: 't', maxBodyBytes: 1024 });
    const refused = await client.getReady().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ControlProtocolError);
    expect(refused).toMatchObject({
      code: 'CONTROL_BODY_TOO_LARGE',
      status: 200,
      message: 'GET /v1/ready answered more than 1024 bytes',
    });
  });

  it('still reads an ordinary answer whole', async () => {
    const baseUrl = await serve((response) => {
      response.writeHead(401, { 'content-type': 'application/json' });
      response.end('{"error":{"code":"unauthorized","message":"no"}}');
    });
    const answer = await new ControlClient({ baseUrl, token: 't' }).getReady();
    expect(answer).toMatchObject({ status: 401, body: { error: { code: 'unauthorized' } } });
  });
});
