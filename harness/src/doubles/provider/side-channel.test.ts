import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProviderDouble } from './double.ts';
import { connectedWsClient, startedDouble, waitFor, type ConnectedWsClient } from './test-support.ts';

/** The /__double/ contract, driven over HTTP the way a person or another tool would. */
describe('provider double side channel', () => {
  let double: ProviderDouble;
  const clients: ConnectedWsClient[] = [];

  beforeEach(async () => {
    double = await startedDouble();
  });
  afterEach(async () => {
    for (const c of clients.splice(0)) c.close();
    await double.stop();
  });

  async function side(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
    const response = await fetch(`${double.sideChannelUrl}/__double/${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: await response.json() };
  }

  it('injects a message, serves it and its records, and redelivers it', async () => {
    const received: unknown[] = [];
    clients.push(await connectedWsClient(double, { 'im.message.receive_v1': (d) => void received.push(d) }));
    expect((await side('GET', 'info')).body).toMatchObject({ appId: double.app.appId, connectedClients: 1 });
    const injected = await side('POST', 'messages', {
      chat: { type: 'group', name: 'ops', topic: 'deploy' },
      sender: 'alice',
      text: 'hi',
    });
    expect(injected.status).toBe(200);
    expect(injected.body.threadId).toMatch(/^omt_/);
    await waitFor(() => received.length === 1, 3000, 'the event');
    expect((await side('GET', `messages/${injected.body.messageId}`)).body).toMatchObject({
      text: 'hi',
      chatType: 'group',
      fromBot: false,
    });
    expect((await side('GET', `messages?chat_id=${injected.body.chatId}`)).body.messages).toHaveLength(1);
    await waitFor(() => double.recorder.records.some((r) => r.kind === 'ack'), 3000, 'the ack');
    const acks = await side('GET', 'records?kind=ack');
    expect(acks.body.records).toMatchObject([{ kind: 'ack', messageId: injected.body.messageId, code: 200 }]);
    const later = await side('GET', `records?since=${acks.body.records[0].seq}`);
    expect(later.body.records.every((r: { seq: number }) => r.seq > acks.body.records[0].seq)).toBe(true);
    expect((await side('POST', 'redeliver', { messageId: injected.body.messageId })).body.eventId).toBe(
      injected.body.eventId,
    );
    await waitFor(() => received.length === 2, 3000, 'the redelivery');
  });

  it('programs faults and clears them', async () => {
    expect(
      (await side('POST', 'faults/http', { match: { api: 'im.message.create' }, action: { kind: 'reset' } }))
        .body.id,
    ).toBe('http-fault-1');
    expect((await side('POST', 'faults/push', { kind: 'drop-ack', times: 0 })).body.id).toBe('push-fault-1');
    expect((await side('DELETE', 'faults')).body).toEqual({ count: 2 });
  });

  it('switches to webhook push and back', async () => {
    expect((await side('POST', 'webhook', { url: 'http://127.0.0.1:9/hook', encryptKey: 'k' })).body).toEqual(
      { url: 'http://127.0.0.1:9/hook', encrypted: true },
    );
    expect((await side('DELETE', 'webhook')).body).toEqual({ url: null, encrypted: false });
  });

  it('answers bad input with a double-error', async () => {
    expect(await side('POST', 'messages', { chat: { type: 'p2p' }, sender: 'x' })).toMatchObject({
      status: 400,
      body: { error: { code: 'BAD_REQUEST' } },
    });
    expect(await side('POST', 'messages', { chat: { type: 'p2p', user: 'x' }, sender: 'x' })).toMatchObject({
      status: 400,
      body: { error: { code: 'BAD_REQUEST', message: 'a text message needs text' } },
    });
    expect(await side('POST', 'redeliver', { messageId: 'om_nothing' })).toMatchObject({
      status: 404,
      body: { error: { code: 'NOT_FOUND' } },
    });
    expect(await side('GET', 'messages/om_nothing')).toMatchObject({ status: 404 });
    expect(await side('GET', 'nowhere')).toMatchObject({ status: 404 });
    expect(double.harnessErrors()).toEqual([]);
  });
});
