import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderDouble } from './double.ts';
import { loadSdk, SDK_LINES } from './sdk-lines.ts';
import {
  connectedWsClient as connected,
  recordsOf,
  releaseRedirect,
  sdkClient as clientOf,
  sdkLog,
  startedDouble,
  waitFor,
  type ConnectedWsClient,
  type EventHandler,
  type Sdk,
} from './test-support.ts';

/** The official SDK, unchanged, against the double: the proof that the double speaks Lark's wire — every line real bots pin. */
describe.each(SDK_LINES)('provider double with the official SDK $line', (line) => {
  let double: ProviderDouble;
  let sdk: Sdk;
  const clients: ConnectedWsClient[] = [];
  const connectedWsClient = (d: ProviderDouble, handlers: Record<string, EventHandler>, credentials = {}) =>
    connected(d, handlers, credentials, sdk);
  const sdkClient = (d: ProviderDouble) => clientOf(d, sdkLog(), sdk);

  beforeAll(async () => {
    sdk = { line, lark: await loadSdk(line) };
  });

  afterEach(async () => {
    for (const c of clients.splice(0)) c.close();
    releaseRedirect();
    await double?.stop();
  });

  it('delivers a message over the long connection and takes the reply, edit and readback', async () => {
    double = await startedDouble();
    const received: Record<string, unknown>[] = [];
    clients.push(
      await connectedWsClient(double, { 'im.message.receive_v1': (data) => void received.push(data) }),
    );

    const injected = double.sendMessage({
      chat: { type: 'p2p', user: 'alice' },
      sender: 'alice',
      text: 'hi',
      mentionBot: true,
    });
    await waitFor(() => received.length === 1, 3000, 'the event');
    const event = received[0] as {
      event_id: string;
      message: { message_id: string; content: string; chat_type: string };
      sender: { sender_id: { open_id: string } };
    };
    expect(event.event_id).toBe(injected.eventId);
    expect(event.message.message_id).toBe(injected.messageId);
    expect(JSON.parse(event.message.content)).toEqual({ text: '@_user_1 hi' });
    expect(event.message.chat_type).toBe('p2p');
    const ack = await waitFor(() => recordsOf(double, 'ack')[0], 3000, 'the ack');
    expect(ack).toMatchObject({
      eventId: injected.eventId,
      messageId: injected.messageId,
      code: 200,
      attempt: 1,
    });

    const client = sdkClient(double);
    const reply = await client.im.message.reply({
      path: { message_id: injected.messageId },
      data: { msg_type: 'text', content: JSON.stringify({ text: 'hello' }), uuid: 'turn-1' },
    });
    expect(reply.code).toBe(0);
    const replyId = reply.data!.message_id!;
    expect(reply.data).toMatchObject({
      parent_id: injected.messageId,
      root_id: injected.messageId,
      chat_id: injected.chatId,
    });

    const edited = await client.im.message.update({
      path: { message_id: replyId },
      data: { msg_type: 'text', content: JSON.stringify({ text: 'hello, edited' }) },
    });
    expect(edited.code).toBe(0);
    const readback = await client.im.message.get({ path: { message_id: replyId } });
    expect(readback.data?.items?.[0]?.body?.content).toBe(JSON.stringify({ text: 'hello, edited' }));
    expect(double.message(replyId)).toMatchObject({ editCount: 1, fromBot: true, text: 'hello, edited' });

    const created = await client.im.message.create({
      params: { receive_id_type: 'chat_id' },
      data: { receive_id: injected.chatId, msg_type: 'text', content: JSON.stringify({ text: 'one more' }) },
    });
    expect(created.data?.chat_id).toBe(injected.chatId);

    const apis = recordsOf(double, 'http').map((r) => r.api);
    expect(apis).toEqual([
      'callback.wsEndpoint',
      'auth.tenantAccessToken.internal',
      'im.message.reply',
      'im.message.update',
      'im.message.get',
      'im.message.create',
    ]);
    expect(recordsOf(double, 'http').find((r) => r.api === 'im.message.reply')).toMatchObject({
      params: { message_id: injected.messageId },
      body: { msg_type: 'text', uuid: 'turn-1' },
      response: { status: 200, body: { code: 0, data: { message_id: replyId } } },
    });
    expect(double.recorder.harnessErrors()).toEqual([]);
  });

  it('holds events until the client has pinged, then delivers them', async () => {
    double = await startedDouble();
    const injected = double.sendMessage({
      chat: { type: 'group', name: 'ops' },
      sender: 'bob',
      text: 'early',
    });
    expect(recordsOf(double, 'event')).toEqual([]);
    const received: Record<string, unknown>[] = [];
    clients.push(
      await connectedWsClient(double, { 'im.message.receive_v1': (data) => void received.push(data) }),
    );
    await waitFor(() => received.length === 1, 3000, 'the held event');
    const ping = recordsOf(double, 'frame').find(
      (f) => f.direction === 'in' && f.frame.headers.type === 'ping',
    )!;
    const event = recordsOf(double, 'event')[0]!;
    expect(event.seq).toBeGreaterThan(ping.seq);
    expect(event.messageId).toBe(injected.messageId);
    const pong = recordsOf(double, 'frame').find(
      (f) => f.direction === 'out' && f.frame.headers.type === 'pong',
    )!;
    expect(pong.frame.payload).toEqual({
      PingInterval: 1,
      ReconnectCount: -1,
      ReconnectInterval: 0,
      ReconnectNonce: 0,
    });
    expect(double.connectedClients()).toBe(1);
  });

  it('pushes an event again when the handler is slower than the deadline', async () => {
    double = await startedDouble({ ackDeadlineMs: 150, redeliveryScheduleMs: [0] });
    let calls = 0;
    clients.push(
      await connectedWsClient(double, {
        'im.message.receive_v1': async () => {
          calls += 1;
          // The first push is held past the deadline, until the double has pushed it again.
          if (calls === 1)
            await waitFor(() => recordsOf(double, 'event').length === 2, 3000, 'the redelivery');
        },
      }),
    );
    const injected = double.sendMessage({
      chat: { type: 'p2p', user: 'carol' },
      sender: 'carol',
      text: 'slow',
    });
    await waitFor(() => recordsOf(double, 'ack').length === 2, 3000, 'two acks');
    expect(recordsOf(double, 'event').map((e) => e.attempt)).toEqual([1, 2]);
    expect(recordsOf(double, 'event').every((e) => e.eventId === injected.eventId)).toBe(true);
    const acks = recordsOf(double, 'ack').sort((a, b) => a.attempt - b.attempt);
    expect(acks[0]!.latencyMs).toBeGreaterThan(150);
    expect(acks.map((a) => a.code)).toEqual([200, 200]);
  });

  it('records an ACK with code 500 when the handler throws, and redelivers', async () => {
    double = await startedDouble({ ackDeadlineMs: 100, redeliveryScheduleMs: [0] });
    let calls = 0;
    clients.push(
      await connectedWsClient(double, {
        'im.message.receive_v1': () => {
          calls += 1;
          if (calls === 1) throw new Error('handler failed');
        },
      }),
    );
    double.sendMessage({ chat: { type: 'p2p', user: 'dave' }, sender: 'dave', text: 'boom' });
    await waitFor(() => recordsOf(double, 'ack').length === 2, 3000, 'two acks');
    expect(recordsOf(double, 'ack').map((a) => a.code)).toEqual([500, 200]);
  });

  it('refuses a wrong app secret on the token call, as Lark does', async () => {
    double = await startedDouble();
    double.sendMessage({ chat: { type: 'p2p', user: 'erin' }, sender: 'erin', text: 'x' });
    const client = clientOf(double, sdkLog(), sdk, { appSecret: 'wrong' });
    await expect(client.im.message.get({ path: { message_id: 'om_x' } })).rejects.toThrow();
    const token = recordsOf(double, 'http').find((r) => r.api === 'auth.tenantAccessToken.internal')!;
    expect(token.wireError?.code).toBe(10014);
  });

  it('stops a WSClient whose secret is wrong: discovery answers 514 with HTTP 200', async () => {
    double = await startedDouble();
    const errors: Error[] = [];
    const { WSClient, EventDispatcher } = sdk.lark;
    const { closeForGood, domainFor } = await import('./test-support.ts');
    const log = sdkLog();
    const client = new WSClient({
      appId: double.app.appId,
      appSecret: 'wrong',
      domain: domainFor(double, sdk),
      logger: log.logger,
      onError: (e) => void errors.push(e),
    });
    await client.start({ eventDispatcher: new EventDispatcher({ logger: log.logger }) });
    // 1.59 has no onError: it logs the refusal and gives up just the same.
    if (line.readyCallbacks) await waitFor(() => errors.length === 1, 3000, 'onError');
    else
      await waitFor(
        () => log.lines.some((l) => l.startsWith('error') && l.includes('514')),
        3000,
        'the logged refusal',
      );
    closeForGood(client);
    expect(recordsOf(double, 'http').map((r) => [r.api, r.wireError?.code])).toEqual([
      ['callback.wsEndpoint', 514],
    ]);
  });
});
