import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProviderDouble } from './double.ts';
import { recordsOf, startedDouble } from './test-support.ts';

/** Requests Lark would refuse are refused the same way, and recorded as the implementation's wire error. */
describe('provider double refusals', () => {
  let double: ProviderDouble;
  let token: string;

  beforeEach(async () => {
    double = await startedDouble();
    const answer = await call('POST', '/open-apis/auth/v3/tenant_access_token/internal', {
      body: { app_id: double.app.appId, app_secret: double.app.appSecret },
    });
    token = (answer.body as { tenant_access_token: string }).tenant_access_token;
  });
  afterEach(() => double.stop());

  async function call(
    method: string,
    path: string,
    options: { body?: unknown; raw?: string; auth?: string } = {},
  ) {
    const response = await fetch(`${double.url}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(options.auth ? { authorization: options.auth } : {}),
      },
      ...(options.raw !== undefined
        ? { body: options.raw }
        : options.body !== undefined
          ? { body: JSON.stringify(options.body) }
          : {}),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // a plain-text answer stays text
    }
    return { status: response.status, body };
  }

  const lastHttp = () => recordsOf(double, 'http').at(-1)!;

  it.each([
    ['no token', { auth: undefined }, 99991661],
    ['an unknown token', { auth: 'Bearer t-forged' }, 99991663],
  ])('refuses %s with the auth code', async (_, { auth }, code) => {
    const answer = await call('GET', '/open-apis/im/v1/messages/om_x', auth ? { auth } : {});
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code, error: { log_id: expect.any(String) } });
    expect(lastHttp()).toMatchObject({ api: 'im.message.get', wireError: { code } });
  });

  it('refuses a body that breaks the schema with field validation', async () => {
    const answer = await call('POST', '/open-apis/im/v1/messages?receive_id_type=chat_id', {
      body: { receive_id: 'oc_x' },
      auth: `Bearer ${token}`,
    });
    expect(answer.body).toMatchObject({
      code: 99992402,
      error: { field_violations: [{ field: 'msg_type' }, { field: 'content' }] },
    });
  });

  it('refuses a body that is not JSON', async () => {
    const answer = await call('POST', '/open-apis/im/v1/messages?receive_id_type=chat_id', {
      raw: '{nope',
      auth: `Bearer ${token}`,
    });
    expect(answer).toMatchObject({ status: 400, body: { code: 9499 } });
    expect(lastHttp().body).toBe('{nope');
  });

  it('refuses content that is not JSON, and an unknown chat', async () => {
    const { chatId } = double.sendMessage({ chat: { type: 'group', name: 'ops' }, sender: 'ann', text: 'x' });
    const bad = await call('POST', '/open-apis/im/v1/messages?receive_id_type=chat_id', {
      body: { receive_id: chatId, msg_type: 'text', content: 'hi' },
      auth: `Bearer ${token}`,
    });
    expect(bad.body).toMatchObject({ code: 230001 });
    const unknown = await call('POST', '/open-apis/im/v1/messages?receive_id_type=chat_id', {
      body: { receive_id: 'oc_unknown', msg_type: 'text', content: '{"text":"x"}' },
      auth: `Bearer ${token}`,
    });
    expect(unknown.body).toMatchObject({ code: 230002 });
  });

  it('refuses an edit of a message the bot did not send, and a 21st edit', async () => {
    const { messageId, chatId } = double.sendMessage({
      chat: { type: 'p2p', user: 'ann' },
      sender: 'ann',
      text: 'x',
    });
    const notMine = await call('PUT', `/open-apis/im/v1/messages/${messageId}`, {
      body: { msg_type: 'text', content: '{"text":"y"}' },
      auth: `Bearer ${token}`,
    });
    expect(notMine.body).toMatchObject({ code: 230001 });
    const created = await call('POST', '/open-apis/im/v1/messages?receive_id_type=chat_id', {
      body: { receive_id: chatId, msg_type: 'text', content: '{"text":"0"}' },
      auth: `Bearer ${token}`,
    });
    const id = (created.body as { data: { message_id: string } }).data.message_id;
    for (let i = 1; i <= 20; i += 1) {
      const ok = await call('PUT', `/open-apis/im/v1/messages/${id}`, {
        body: { msg_type: 'text', content: `{"text":"${i}"}` },
        auth: `Bearer ${token}`,
      });
      expect(ok.body).toMatchObject({ code: 0 });
    }
    const over = await call('PUT', `/open-apis/im/v1/messages/${id}`, {
      body: { msg_type: 'text', content: '{"text":"21"}' },
      auth: `Bearer ${token}`,
    });
    expect(over.body).toMatchObject({ code: 230072 });
    expect(double.message(id)).toMatchObject({ editCount: 20, text: '20' });
  });

  it('refuses a tenant token after its expiry', async () => {
    let now = 0;
    const clocked = await startedDouble({ now: () => now, tokenTtlSeconds: 10 });
    try {
      const issued = await fetch(`${clocked.url}/open-apis/auth/v3/tenant_access_token/internal`, {
        method: 'POST',
        body: JSON.stringify({ app_id: clocked.app.appId, app_secret: clocked.app.appSecret }),
      });
      const { tenant_access_token: fresh, expire } = (await issued.json()) as {
        tenant_access_token: string;
        expire: number;
      };
      expect(expire).toBe(10);
      const get = () =>
        fetch(`${clocked.url}/open-apis/bot/v3/info`, { headers: { authorization: `Bearer ${fresh}` } }).then(
          (r) => r.json(),
        );
      expect(await get()).toMatchObject({ code: 0 });
      now = 10_001;
      expect(await get()).toMatchObject({ code: 99991663 });
    } finally {
      await clocked.stop();
    }
  });

  it('refuses an edit after 14 days, and any change of a recalled message', async () => {
    let wall = Date.UTC(2026, 0, 1);
    const clocked = await startedDouble({ wallClock: () => wall });
    try {
      const { chatId } = clocked.sendMessage({
        chat: { type: 'p2p', user: 'ann' },
        sender: 'ann',
        text: 'x',
      });
      const issued = await fetch(`${clocked.url}/open-apis/auth/v3/tenant_access_token/internal`, {
        method: 'POST',
        body: JSON.stringify({ app_id: clocked.app.appId, app_secret: clocked.app.appSecret }),
      });
      const auth = {
        authorization: `Bearer ${((await issued.json()) as { tenant_access_token: string }).tenant_access_token}`,
      };
      const send = async (method: string, path: string, body?: unknown) =>
        (
          await fetch(`${clocked.url}/open-apis/im/v1/messages${path}`, {
            method,
            headers: auth,
            ...(body ? { body: JSON.stringify(body) } : {}),
          })
        ).json() as Promise<{ code: number; data: { message_id: string } }>;
      const old = (
        await send('POST', '?receive_id_type=chat_id', {
          receive_id: chatId,
          msg_type: 'text',
          content: '{"text":"a"}',
        })
      ).data.message_id;
      const recalled = (
        await send('POST', '?receive_id_type=chat_id', {
          receive_id: chatId,
          msg_type: 'text',
          content: '{"text":"b"}',
        })
      ).data.message_id;
      expect(await send('DELETE', `/${recalled}`)).toMatchObject({ code: 0 });
      expect(await send('PUT', `/${recalled}`, { msg_type: 'text', content: '{"text":"c"}' })).toMatchObject({
        code: 230011,
      });
      wall += 15 * 24 * 60 * 60 * 1000;
      expect(await send('PUT', `/${old}`, { msg_type: 'text', content: '{"text":"late"}' })).toMatchObject({
        code: 230031,
      });
    } finally {
      await clocked.stop();
    }
  });

  it('answers an unknown path with a plain 404', async () => {
    const answer = await call('GET', '/open-apis/im/v9/nothing');
    expect(answer).toEqual({ status: 404, body: '404 page not found' });
    expect(lastHttp()).toMatchObject({ api: 'unknown', wireError: { code: 404 } });
  });

  it('creates one message for a repeated uuid and answers with the original', async () => {
    const { chatId } = double.sendMessage({ chat: { type: 'p2p', user: 'ann' }, sender: 'ann', text: 'x' });
    const body = { receive_id: chatId, msg_type: 'text', content: '{"text":"once"}', uuid: 'turn-7' };
    const first = await call('POST', '/open-apis/im/v1/messages?receive_id_type=chat_id', {
      body,
      auth: `Bearer ${token}`,
    });
    const second = await call('POST', '/open-apis/im/v1/messages?receive_id_type=chat_id', {
      body,
      auth: `Bearer ${token}`,
    });
    expect(second.body).toEqual(first.body);
    expect(double.messages().filter((m) => m.fromBot)).toHaveLength(1);
    expect(double.recorder.harnessErrors()).toEqual([]);
  });
});
