import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type * as lark from '@larksuiteoapi/node-sdk';
import type { ProviderDouble } from './double.ts';
import { loadSdk, SDK_LINES } from './sdk-lines.ts';
import {
  connectedWsClient,
  recordsOf,
  releaseRedirect,
  sdkClient,
  sdkLog,
  startedDouble,
  waitFor,
  type ConnectedWsClient,
  type Sdk,
} from './test-support.ts';

const card = (text: string, shared = true) =>
  JSON.stringify({ config: { update_multi: shared }, elements: [{ tag: 'markdown', content: text }] });

/** The IM calls through the official SDK Client, with faults and Lark's limits — every SDK line real bots pin. */
describe.each(SDK_LINES)('provider double IM API with SDK $line', (line) => {
  let sdk: Sdk;
  let double: ProviderDouble;
  let client: lark.Client;
  let chatId: string;
  let userMessage: string;
  const clients: ConnectedWsClient[] = [];

  beforeAll(async () => {
    sdk = { line, lark: await loadSdk(line) };
  });

  beforeEach(async () => {
    // A frozen monotonic clock: the per-second limits below then never depend on machine load.
    double = await startedDouble({ now: () => 0 });
    client = sdkClient(double, sdkLog(), sdk);
    ({ chatId, messageId: userMessage } = double.sendMessage({
      chat: { type: 'group', name: 'ops' },
      sender: 'alice',
      text: 'hi',
    }));
  });
  afterEach(async () => {
    for (const c of clients.splice(0)) c.close();
    releaseRedirect();
    await double.stop();
  });

  const create = (content: string, msgType = 'text', uuid?: string) =>
    client.im.message.create({
      params: { receive_id_type: 'chat_id' },
      data: { receive_id: chatId, msg_type: msgType, content, ...(uuid ? { uuid } : {}) },
    });

  it('applies a create whose answer is lost: the caller fails, get finds the message, the uuid retry returns it', async () => {
    const fault = double.addHttpFault({
      match: { api: 'im.message.create' },
      action: { kind: 'drop-response' },
    });
    await expect(create(JSON.stringify({ text: 'answer' }), 'text', 'turn-1')).rejects.toThrow();
    const lost = recordsOf(double, 'http').find((r) => r.fault === fault)!;
    const id = (lost.response.body as { data: { message_id: string } }).data.message_id;
    const readback = await client.im.message.get({ path: { message_id: id } });
    expect(readback.data?.items?.[0]?.body?.content).toBe(JSON.stringify({ text: 'answer' }));
    const retry = await create(JSON.stringify({ text: 'answer' }), 'text', 'turn-1');
    expect(retry.data?.message_id).toBe(id);
    expect(double.messages().filter((m) => m.fromBot)).toHaveLength(1);
    expect(lost.wireError).toBeUndefined();
  });

  it('answers a programmed error, status, delay or reset without applying the call', async () => {
    double.addHttpFault({
      match: { api: 'im.message.reply', params: { message_id: userMessage } },
      action: { kind: 'error', code: 230020 },
    });
    const limited = await client.im.message
      .reply({ path: { message_id: userMessage }, data: { msg_type: 'text', content: '{"text":"x"}' } })
      .catch((e: { response?: { status: number; data: unknown } }) => e.response);
    expect(limited).toMatchObject({ status: 400, data: { code: 230020 } });
    double.addHttpFault({ match: { api: 'im.message.create' }, action: { kind: 'status', status: 503 } });
    await expect(create('{"text":"y"}')).rejects.toThrow(/503/);
    double.addHttpFault({ match: { api: 'im.message.create' }, action: { kind: 'reset' } });
    await expect(create('{"text":"z"}')).rejects.toThrow();
    double.addHttpFault({
      match: { api: 'im.message.create', body: { content: '{"text":"slow"}' } },
      action: { kind: 'delay', ms: 150 },
    });
    const started = Date.now();
    await create('{"text":"slow"}');
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(
      double
        .messages()
        .filter((m) => m.fromBot)
        .map((m) => m.text),
    ).toEqual(['slow']);
    expect(
      recordsOf(double, 'http')
        .filter((r) => r.fault)
        .map((r) => r.response.status),
    ).toEqual([400, 503, 0, 200]);
  });

  it('updates a shared card with PATCH, and refuses beyond 5 per second or an unshared card', async () => {
    const sent = await create(card('working'), 'interactive');
    const id = sent.data!.message_id!;
    for (let i = 0; i < 5; i += 1) {
      const ok = await client.im.message.patch({
        path: { message_id: id },
        data: { content: card(`step ${i}`) },
      });
      expect(ok.code).toBe(0);
    }
    const limited = await client.im.message
      .patch({ path: { message_id: id }, data: { content: card('too fast') } })
      .catch((e: { response: { data: unknown } }) => e.response.data);
    expect(limited).toMatchObject({ code: 230020 });
    expect(double.message(id)).toMatchObject({ patchCount: 5, content: card('step 4'), text: 'step 4' });
    const unshared = await client.im.message
      .patch({ path: { message_id: id }, data: { content: card('x', false) } })
      .catch((e: { response: { data: unknown } }) => e.response.data);
    expect(unshared).toMatchObject({ code: 230001 });
  });

  it('keeps the visible text of the current content: a post edited with PUT, a card 2.0 patched in place, a template unknown', async () => {
    const post = (md: string) =>
      JSON.stringify({ zh_cn: { title: '', content: [[{ tag: 'md', text: md }]] } });
    const sentPost = await create(post('**draft**'), 'post');
    expect(double.message(sentPost.data!.message_id!)).toMatchObject({ msgType: 'post', text: '**draft**' });
    await client.im.message.update({
      path: { message_id: sentPost.data!.message_id! },
      data: { msg_type: 'post', content: post('final') },
    });
    expect(double.message(sentPost.data!.message_id!)).toMatchObject({ editCount: 1, text: 'final' });

    // Card JSON 2.0 is shared by default: no config.update_multi is needed to patch it.
    const card2 = (md: string) =>
      JSON.stringify({ schema: '2.0', body: { elements: [{ tag: 'markdown', content: md }] } });
    const sentCard = await create(card2('thinking'), 'interactive');
    const patched = await client.im.message.patch({
      path: { message_id: sentCard.data!.message_id! },
      data: { content: card2('the answer') },
    });
    expect(patched.code).toBe(0);
    expect(double.message(sentCard.data!.message_id!)).toMatchObject({ patchCount: 1, text: 'the answer' });

    const template = await create(
      JSON.stringify({ type: 'template', data: { template_id: 'AAq1' } }),
      'interactive',
    );
    const stored = double.message(template.data!.message_id!)!;
    expect(stored.text).toBeUndefined();
    expect(stored.textUnknown).toMatch(/template/);
  });

  it('refuses the sixth message within a second to one chat', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        create(`{"text":"${i}"}`).then(
          (r) => r.code,
          (e: { response: { data: { code: number } } }) => e.response.data.code,
        ),
      ),
    );
    expect(answers.filter((c) => c === 0)).toHaveLength(5);
    expect(answers.filter((c) => c === 230020)).toHaveLength(1);
  });

  it('adds and removes a reaction', async () => {
    const added = await client.im.messageReaction.create({
      path: { message_id: userMessage },
      data: { reaction_type: { emoji_type: 'OnIt' } },
    });
    expect(added.data?.reaction_type?.emoji_type).toBe('OnIt');
    expect(double.message(userMessage)?.reactions).toMatchObject([
      { emojiType: 'OnIt', operatorType: 'app' },
    ]);
    const removed = await client.im.messageReaction.delete({
      path: { message_id: userMessage, reaction_id: added.data!.reaction_id! },
    });
    expect(removed.code).toBe(0);
    expect(double.message(userMessage)?.reactions).toEqual([]);
  });

  it('serves the bytes of an image in a received message', async () => {
    const image = double.sendMessage({
      chat: { type: 'p2p', user: 'bob' },
      sender: 'bob',
      msgType: 'image',
      content: { image_key: 'img_v3_abc' },
    });
    double.putResource('img_v3_abc', Buffer.from('PNG bytes'), 'image/png');
    const resource = await client.im.messageResource.get({
      path: { message_id: image.messageId, file_key: 'img_v3_abc' },
      params: { type: 'image' },
    });
    const chunks: Buffer[] = [];
    for await (const chunk of resource.getReadableStream()) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('PNG bytes');
    expect(recordsOf(double, 'http').at(-1)).toMatchObject({
      api: 'im.messageResource.get',
      response: { status: 200, body: { bytes: 9, contentType: 'image/png' } },
    });
  });

  it('answers bot info with the bot open_id', async () => {
    const info = (await client.request({ method: 'GET', url: '/open-apis/bot/v3/info' })) as {
      bot: { open_id: string; app_name: string };
    };
    expect(info.bot).toMatchObject({ open_id: double.bot.openId, app_name: double.bot.name });
  });

  it('keeps refusing a revoked token: the SDK never refreshes on 99991663', async () => {
    await create('{"text":"ok"}');
    double.revokeTokens();
    const refused = await create('{"text":"no"}').catch(
      (e: { response: { data: unknown } }) => e.response.data,
    );
    expect(refused).toMatchObject({ code: 99991663 });
  });

  it('delivers a card action as an event frame and records the answer', async () => {
    const sent = await create(card('approve?'), 'interactive');
    clients.push(
      await connectedWsClient(
        double,
        {
          'card.action.trigger': (data) => {
            const action = (data as { action: { value: { choice: string } } }).action;
            return { toast: { type: 'success', content: `chose ${action.value.choice}` } };
          },
        },
        {},
        sdk,
      ),
    );
    const injected = double.cardAction({
      messageId: sent.data!.message_id!,
      user: 'alice',
      value: { choice: 'yes' },
    });
    const ack = await waitFor(
      () => recordsOf(double, 'ack').find((a) => a.eventId === injected.eventId),
      3000,
      'the ack',
    );
    expect(ack).toMatchObject({
      eventId: injected.eventId,
      messageId: sent.data!.message_id,
      code: 200,
      response: { toast: { type: 'success', content: 'chose yes' } },
    });
    expect(ack.wireError).toBeUndefined();
    expect(recordsOf(double, 'event').find((e) => e.eventId === injected.eventId)).toMatchObject({
      eventType: 'card.action.trigger',
    });
    expect(double.harnessErrors()).toEqual([]);
  });
});
