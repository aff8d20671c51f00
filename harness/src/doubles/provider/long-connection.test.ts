import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderDouble } from './double.ts';
import { loadSdk, SDK_LINES } from './sdk-lines.ts';
import {
  connectedWsClient,
  recordsOf,
  releaseRedirect,
  startedDouble,
  waitFor,
  type ConnectedWsClient,
  type Sdk,
} from './test-support.ts';

type Received = { event_id: string; message: { message_id: string; content: string } };

/** Long-connection behaviour of the double, seen through the official SDK WSClient of every line real bots pin. */
describe.each(SDK_LINES)('provider double long connection with SDK $line', (line) => {
  let sdk: Sdk;
  let double: ProviderDouble;
  const clients: ConnectedWsClient[] = [];

  beforeAll(async () => {
    sdk = { line, lark: await loadSdk(line) };
  });

  afterEach(async () => {
    for (const c of clients.splice(0)) c.close();
    releaseRedirect();
    await double?.stop();
  });

  async function client(handler: (data: Received) => unknown = () => undefined): Promise<Received[]> {
    const received: Received[] = [];
    clients.push(
      await connectedWsClient(
        double,
        {
          'im.message.receive_v1': (data) => {
            received.push(data as unknown as Received);
            return handler(data as unknown as Received);
          },
        },
        {},
        sdk,
      ),
    );
    return received;
  }

  const send = (text: string, user = 'alice') =>
    double.sendMessage({ chat: { type: 'p2p', user }, sender: user, text });

  it('keeps delivering after the server closes the connection and the SDK reconnects', async () => {
    double = await startedDouble();
    const received = await client();
    send('before');
    await waitFor(() => received.length === 1, 3000, 'the first event');
    expect(double.closeConnections()).toBe(1);
    await waitFor(
      () =>
        double.connectedClients() === 1 &&
        recordsOf(double, 'connection').filter((c) => c.event === 'open').length === 2,
      5000,
      'the reconnect',
    );
    send('after');
    await waitFor(() => received.length === 2, 3000, 'the event after the reconnect');
    expect(JSON.parse(received[1]!.message.content)).toEqual({ text: 'after' });
    expect(recordsOf(double, 'http').filter((r) => r.api === 'callback.wsEndpoint')).toHaveLength(2);
  });

  it('a closed client stays closed: a reconnect loop under way when it closed ends', async () => {
    double = await startedDouble();
    await client();
    const { client: ws, close } = clients.at(-1)!;
    const sdkClient = ws as unknown as { pullConnectConfig: () => Promise<unknown> };
    const pull = sdkClient.pullConnectConfig.bind(ws);
    let pulls = 0;
    let release = () => undefined as unknown;
    // The third attempt is held until the client closed: the loop is under way as it closes.
    sdkClient.pullConnectConfig = () => {
      pulls++;
      if (pulls !== 3) return pull();
      return new Promise((resolve) => (release = () => resolve(pull())));
    };
    // The double gone, the SDK tries again at once (FAST_CLIENT_CONFIG), each attempt refused.
    await double.stop();
    await waitFor(() => pulls >= 3, 3000, 'a reconnect loop under way');
    close();
    release();
    const closedAt = pulls;
    await expect(waitFor(() => pulls > closedAt + 1, 500, 'another attempt')).rejects.toThrow();
  });

  it('drops connections periodically when asked, as Lark does', async () => {
    double = await startedDouble({ dropConnectionsEveryMs: 150 });
    await client();
    await waitFor(
      () => recordsOf(double, 'connection').filter((c) => c.event === 'open').length >= 3,
      5000,
      'two reconnects',
    );
    expect(
      recordsOf(double, 'connection').some((c) => c.reason === 'server drops connections periodically'),
    ).toBe(true);
  });

  it('splits an event into parts the SDK joins, and takes one acknowledgement', async () => {
    double = await startedDouble();
    const received = await client();
    const injected = double.sendMessage({
      chat: { type: 'p2p', user: 'bob' },
      sender: 'bob',
      text: 'x'.repeat(2000),
      parts: 3,
    });
    await waitFor(() => recordsOf(double, 'ack').length === 1, 3000, 'the ack');
    const frames = recordsOf(double, 'frame').filter(
      (f) => f.direction === 'out' && f.frame.headers.type === 'event',
    );
    expect(frames.map((f) => [f.frame.headers.sum, f.frame.headers.seq])).toEqual([
      ['3', '0'],
      ['3', '1'],
      ['3', '2'],
    ]);
    expect(new Set(frames.map((f) => f.frame.headers.message_id)).size).toBe(1);
    expect(received.map((r) => r.message.message_id)).toEqual([injected.messageId]);
    expect(recordsOf(double, 'ack')[0]).toMatchObject({ code: 200, attempt: 1 });
  });

  it('gives each event to exactly one of several clients', async () => {
    let r = 0;
    double = await startedDouble({ random: () => (r += 0.37) % 1 });
    const first = await client();
    const second = await client();
    for (let i = 0; i < 12; i += 1) send(`m${i}`, `user${i}`);
    await waitFor(() => recordsOf(double, 'ack').length === 12, 5000, 'twelve acks');
    expect(first.length + second.length).toBe(12);
    expect(first.length).toBeGreaterThan(0);
    expect(second.length).toBeGreaterThan(0);
    const ids = [...first, ...second].map((e) => e.event_id);
    expect(new Set(ids).size).toBe(12);
  });

  it('redelivers when the acknowledgement is lost (drop-ack)', async () => {
    double = await startedDouble({ ackDeadlineMs: 100, redeliveryScheduleMs: [0] });
    const received = await client();
    const id = double.addPushFault({ kind: 'drop-ack' });
    const injected = send('lost ack');
    await waitFor(() => recordsOf(double, 'ack').length === 1, 3000, 'the second ack');
    expect(received.map((e) => e.event_id)).toEqual([injected.eventId, injected.eventId]);
    expect(recordsOf(double, 'ack')[0]).toMatchObject({ attempt: 2, code: 200 });
    expect(recordsOf(double, 'frame').filter((f) => f.fault === id)).toHaveLength(1);
  });

  it('delays an acknowledgement (delay-ack), so a quick handler still misses the deadline', async () => {
    double = await startedDouble({ ackDeadlineMs: 100, redeliveryScheduleMs: [50] });
    const received = await client();
    double.addPushFault({ kind: 'delay-ack', ms: 300 });
    send('late ack');
    await waitFor(() => recordsOf(double, 'ack').length === 2, 3000, 'two acks');
    expect(received).toHaveLength(2);
    const late = recordsOf(double, 'ack').find((a) => a.attempt === 1)!;
    expect(late.latencyMs).toBeGreaterThanOrEqual(290);
  });

  it('delivers an event twice (deliver-twice); the SDK does not deduplicate', async () => {
    double = await startedDouble();
    const received = await client();
    double.addPushFault({ kind: 'deliver-twice' });
    const injected = send('twice');
    await waitFor(() => received.length === 2, 3000, 'both copies');
    expect(received.map((e) => e.event_id)).toEqual([injected.eventId, injected.eventId]);
  });

  it('delivers out of order (out-of-order)', async () => {
    double = await startedDouble();
    const received = await client();
    double.addPushFault({ kind: 'out-of-order' });
    const first = send('first', 'ann');
    const second = send('second', 'ben');
    await waitFor(() => received.length === 2, 3000, 'both events');
    expect(received.map((e) => e.message.message_id)).toEqual([second.messageId, first.messageId]);
  });

  it('closes the socket right after a push (close-socket); the event comes again after the reconnect', async () => {
    double = await startedDouble({ ackDeadlineMs: 300, redeliveryScheduleMs: [0, 0, 0] });
    // The handler answers only once the double has closed the socket: the ACK finds it gone.
    const received = await client(async () => {
      await waitFor(
        () => recordsOf(double, 'connection').some((c) => c.event === 'close'),
        3000,
        'the closed socket',
      );
    });
    double.addPushFault({ kind: 'close-socket' });
    const injected = send('cut');
    await waitFor(
      () => recordsOf(double, 'ack').some((a) => a.code === 200),
      5000,
      'an ack after the reconnect',
    );
    expect(received.every((e) => e.event_id === injected.eventId)).toBe(true);
    expect(
      recordsOf(double, 'connection').some((c) => c.event === 'close' && c.reason?.includes('close-socket')),
    ).toBe(true);
  });

  it('redelivers an acknowledged event on request, with the same or a fresh event_id', async () => {
    double = await startedDouble();
    const received = await client();
    const injected = send('again');
    await waitFor(() => recordsOf(double, 'ack').length === 1, 3000, 'the ack');
    expect(double.redeliver({ messageId: injected.messageId })).toMatchObject({
      eventId: injected.eventId,
      messageId: injected.messageId,
    });
    const fresh = double.redeliver({ messageId: injected.messageId }, { newEventId: true });
    expect(fresh.eventId).not.toBe(injected.eventId);
    await waitFor(() => received.length === 3, 3000, 'two redeliveries');
    expect(received.map((e) => e.message.message_id)).toEqual([
      injected.messageId,
      injected.messageId,
      injected.messageId,
    ]);
    expect(recordsOf(double, 'event').map((e) => e.attempt)).toEqual([1, 2, 1]);
  });
});
