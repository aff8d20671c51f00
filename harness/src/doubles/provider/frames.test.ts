import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ProviderDouble } from './double.ts';
import { decodeFrame, encodeFrame, headerMap } from './frame-codec.ts';
import { recordsOf, startedDouble, waitFor } from './test-support.ts';

/** The frame codec, and a client that breaks the long-connection contract. */
describe('long-connection frames', () => {
  let double: ProviderDouble;
  let socket: WebSocket | undefined;

  afterEach(async () => {
    socket?.terminate();
    await double?.stop();
  });

  it('round-trips a frame with ids, headers and payload', () => {
    const frame = {
      SeqID: 2 ** 40,
      LogID: 7,
      service: 100001,
      method: 1,
      headers: [{ key: 'type', value: 'event' }],
      payload: Buffer.from('{"a":1}'),
    };
    const decoded = decodeFrame(encodeFrame(frame));
    expect(decoded).toMatchObject({ SeqID: 2 ** 40, LogID: 7, service: 100001, method: 1 });
    expect(headerMap(decoded)).toEqual({ type: 'event' });
    expect(Buffer.from(decoded.payload!).toString()).toBe('{"a":1}');
  });

  it('refuses a frame without its required fields', () => {
    expect(() => decodeFrame(Buffer.from([0x08, 0x01]))).toThrow(/required/);
  });

  async function rawClient(): Promise<WebSocket> {
    const discovery = await fetch(`${double.url}/callback/ws/endpoint`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ AppID: double.app.appId, AppSecret: double.app.appSecret }),
    });
    const { data } = (await discovery.json()) as { data: { URL: string } };
    const ws = new WebSocket(data.URL);
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    return ws;
  }

  it('records garbage, a text message and an unknown acknowledgement as the client’s wire errors, and keeps serving', async () => {
    double = await startedDouble();
    socket = await rawClient();
    socket.send(Buffer.from([0xff, 0xff, 0xff]));
    socket.send('hello');
    socket.send(
      encodeFrame({
        SeqID: 1,
        LogID: 1,
        service: 1,
        method: 1,
        headers: [{ key: 'message_id', value: 'nope' }],
        payload: Buffer.from('{"code":200}'),
      }),
    );
    await waitFor(
      () => recordsOf(double, 'frame').filter((f) => f.wireError).length === 3,
      3000,
      'three refused frames',
    );
    expect(recordsOf(double, 'frame').every((f) => f.wireError?.code === -1)).toBe(true);
    socket.send(
      encodeFrame({ SeqID: 0, LogID: 0, service: 1, method: 0, headers: [{ key: 'type', value: 'ping' }] }),
    );
    await waitFor(() => double.connectedClients() === 1, 3000, 'the ping to count');
    expect(double.harnessErrors()).toEqual([]);
  });

  it('refuses an upgrade without a ticket from discovery', async () => {
    double = await startedDouble();
    const ws = new WebSocket(`${double.url.replace('http', 'ws')}/ws/v2?device_id=1&ticket=forged`);
    const status = await new Promise<number>((resolve) =>
      ws
        .once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0))
        .once('error', () => resolve(-1)),
    );
    ws.terminate();
    expect(status).toBe(403);
    expect(recordsOf(double, 'connection')).toMatchObject([{ event: 'close', connectionId: 'refused' }]);
  });
});
