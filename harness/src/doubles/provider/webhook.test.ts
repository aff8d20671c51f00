import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderDouble, ProviderDoubleOptions } from './double.ts';
import { loadSdk, SDK_LINES, type LarkSdk } from './sdk-lines.ts';
import { signature } from './webhook/webhook-crypto.ts';
import { recordsOf, sdkLog, startedDouble, waitFor } from './test-support.ts';

type Handler = (data: Record<string, unknown>) => unknown;

/** Webhook push against the SDK's own adapter of every line real bots pin: decryption, signature, challenge, retries. */
describe.each(SDK_LINES)('provider double webhook push with SDK $line', (line) => {
  let lark: LarkSdk;
  let double: ProviderDouble;
  let receiver: Server;

  beforeAll(async () => {
    lark = await loadSdk(line);
  });

  afterEach(async () => {
    await double?.stop();
    receiver?.closeAllConnections();
    await new Promise((resolve) => receiver?.close(resolve));
  });

  async function setUp(
    handler: Handler,
    encryptKey: string | undefined,
    options: ProviderDoubleOptions = {},
  ): Promise<string> {
    double = await startedDouble(options);
    const log = sdkLog();
    const dispatcher = new lark.EventDispatcher({
      ...(encryptKey ? { encryptKey } : {}),
      logger: log.logger,
    }).register({
      'im.message.receive_v1': handler,
    } as never);
    const adapter = lark.adaptDefault('/webhook/event', dispatcher, { autoChallenge: true });
    // When a handler throws, the adapter rejects without answering; keep the rejection out of the test run.
    receiver = createServer((request, response) => void adapter(request, response).catch(() => undefined));
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhook/event`;
    double.setWebhook({ url, encryptKey });
    return url;
  }

  const send = (text: string) =>
    double.sendMessage({ chat: { type: 'p2p', user: 'alice' }, sender: 'alice', text });

  it('pushes an encrypted, signed event that the SDK accepts', async () => {
    const received: Record<string, unknown>[] = [];
    await setUp((data) => void received.push(data), 'enc-key-1');
    const injected = send('by webhook');
    await waitFor(() => received.length === 1, 3000, 'the handler');
    expect(received[0]).toMatchObject({
      event_id: injected.eventId,
      message: { message_id: injected.messageId },
    });
    await waitFor(() => recordsOf(double, 'ack').length === 1, 3000, 'the answer');
    expect(recordsOf(double, 'ack')[0]).toMatchObject({ code: 200, connectionId: 'webhook', attempt: 1 });
    expect(recordsOf(double, 'event')[0]).toMatchObject({ via: 'webhook' });
    expect(double.harnessErrors()).toEqual([]);
  });

  it('pushes a wrongly signed event that the SDK does not hand to the handler', async () => {
    const received: Record<string, unknown>[] = [];
    await setUp((data) => void received.push(data), 'enc-key-2');
    double.addPushFault({ kind: 'bad-signature' });
    send('forged');
    // The SDK answers a push after its handler has run: by the answer, a handed event would be here.
    await waitFor(() => recordsOf(double, 'ack').length === 1, 3000, 'the answer');
    expect(received).toEqual([]);
    expect(recordsOf(double, 'ack')[0]).toMatchObject({ code: 200 });
    expect(recordsOf(double, 'ack')[0]?.response).toBeUndefined();
  });

  it('pushes an event signed correctly but long ago, which the SDK still hands to the handler', async () => {
    const received: Record<string, unknown>[] = [];
    const url = await setUp((data) => void received.push(data), 'enc-key-4');
    const seen: Array<{ headers: Record<string, unknown>; body: string }> = [];
    const spy = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        seen.push({ headers: request.headers, body });
        response.writeHead(401).end();
      });
    });
    await new Promise<void>((resolve) => spy.listen(0, '127.0.0.1', resolve));
    try {
      double.setWebhook({
        url: `http://127.0.0.1:${(spy.address() as AddressInfo).port}/webhook/event`,
        encryptKey: 'enc-key-4',
      });
      double.addPushFault({ kind: 'stale-timestamp', ms: 600_000 });
      send('replayed');
      await waitFor(() => seen.length === 1, 3000, 'the stale push');
      const { headers, body } = seen[0]!;
      const timestamp = String(headers['x-lark-request-timestamp']);
      expect(Date.now() / 1000 - Number(timestamp)).toBeGreaterThanOrEqual(599);
      expect(headers['x-lark-signature']).toBe(
        signature(timestamp, String(headers['x-lark-request-nonce']), 'enc-key-4', body),
      );
      double.setWebhook({ url, encryptKey: 'enc-key-4' });
      double.addPushFault({ kind: 'stale-timestamp' });
      send('replayed again');
      await waitFor(() => received.length === 1, 3000, 'the handler');
    } finally {
      spy.closeAllConnections();
      await new Promise((resolve) => spy.close(resolve));
    }
  });

  it('passes url verification with the challenge, encrypted', async () => {
    await setUp(() => undefined, 'enc-key-3');
    expect(await double.verifyWebhook()).toBe(true);
    expect(recordsOf(double, 'event')[0]).toMatchObject({ eventType: 'url_verification' });
  });

  it('pushes again when the receiver does not answer 200 within the deadline', async () => {
    let calls = 0;
    await setUp(
      async () => {
        calls += 1;
        // The first push is held past the deadline, until the double has pushed it again.
        if (calls === 1) await waitFor(() => recordsOf(double, 'event').length === 2, 3000, 'the retry');
      },
      undefined,
      { ackDeadlineMs: 100, webhookRetryScheduleMs: [50] },
    );
    const injected = send('slow receiver');
    await waitFor(() => recordsOf(double, 'ack').length === 1, 3000, 'an answer in time');
    expect(recordsOf(double, 'event').map((e) => [e.eventId, e.attempt])).toEqual([
      [injected.eventId, 1],
      [injected.eventId, 2],
    ]);
    expect(recordsOf(double, 'ack')[0]).toMatchObject({ attempt: 2, code: 200 });
  });

  it('pushes again when the handler throws and the SDK never answers', async () => {
    let calls = 0;
    await setUp(
      () => {
        calls += 1;
        if (calls === 1) throw new Error('handler failed');
      },
      'enc-key-4',
      { ackDeadlineMs: 100, webhookRetryScheduleMs: [0] },
    );
    send('throws once');
    await waitFor(() => recordsOf(double, 'ack').length === 1, 3000, 'the answer to the retry');
    expect(calls).toBe(2);
  });
});
