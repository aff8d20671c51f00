import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type * as lark from '@larksuiteoapi/node-sdk';
import type { ProviderDouble } from './double.ts';
import { LATEST_SDK, recordsOf, sdkClient, sdkLog, startedDouble } from './test-support.ts';

/**
 * The documented reads bots make at start and per message (issue 20): answered as Lark answers them, and a
 * documented call the double does not implement is never the bridge's wire error — only what Lark refuses is.
 */
describe('provider double: documented reads and what Lark refuses', () => {
  let double: ProviderDouble;
  let client: lark.Client;
  let group: string;
  let p2p: string;
  let alice: string;

  beforeEach(async () => {
    double = await startedDouble();
    client = sdkClient(double, sdkLog(), LATEST_SDK);
    group = double.sendMessage({ chat: { type: 'group', name: 'ops' }, sender: 'alice', text: 'hi' }).chatId;
    p2p = double.sendMessage({ chat: { type: 'p2p', user: 'bob' }, sender: 'bob', text: 'yo' }).chatId;
    alice = double.messages()[0]!.sender.id;
  });
  afterEach(() => double.stop());

  /** The SDK throws on Lark's HTTP 400: the code is in the answer's body. */
  const codeOf = (call: Promise<{ code?: number }>) =>
    call.then(
      (answer) => answer.code,
      (error: { response?: { data?: { code?: number } } }) => error.response?.data?.code,
    );
  const wireErrors = () => recordsOf(double, 'http').filter((r) => r.wireError);

  it('tells a group from a private chat, with its members', async () => {
    const g = await client.im.chat.get({ path: { chat_id: group } });
    expect(g).toMatchObject({ code: 0, data: { chat_mode: 'group', name: 'ops', owner_id: alice } });
    const p = await client.im.chat.get({ path: { chat_id: p2p } });
    expect(p).toMatchObject({ code: 0, data: { chat_mode: 'p2p' } });
    const members = await client.im.chatMembers.get({ path: { chat_id: group } });
    expect(members.data?.items).toEqual([expect.objectContaining({ member_id: alice, name: 'alice' })]);
    expect(wireErrors()).toEqual([]);
  });

  it("answers the app's own name and a sender's name", async () => {
    const app = await client.application.application.get({
      path: { app_id: double.app.appId },
      params: { lang: 'zh_cn' },
    });
    expect(app).toMatchObject({ code: 0, data: { app: { app_id: double.app.appId } } });
    const user = await client.contact.user.get({
      path: { user_id: alice },
      params: { user_id_type: 'open_id' },
    });
    expect(user).toMatchObject({ code: 0, data: { user: { open_id: alice, name: 'alice' } } });
    expect(wireErrors()).toEqual([]);
  });

  it('answers a documented call it does not implement with success, and records it as documented', async () => {
    const answer = await client.im.pin.list({ params: { chat_id: group } });
    expect(answer).toMatchObject({ code: 0 });
    expect(recordsOf(double, 'http').at(-1)).toMatchObject({ api: 'documented GET /open-apis/im/v1/pins' });
    expect(wireErrors()).toEqual([]);
  });

  it('still refuses a path Lark does not know', async () => {
    const response = await fetch(`${double.url}/open-apis/im/v9/nothing`);
    expect(response.status).toBe(404);
    expect(wireErrors()).toEqual([expect.objectContaining({ api: 'unknown' })]);
  });

  it.each(['bogus', 'TEXT', 'text\u0000'])(
    'refuses msg_type %j on create and reply, as Lark does',
    async (msgType) => {
      const content = JSON.stringify({ text: 'x' });
      const created = client.im.message.create({
        params: { receive_id_type: 'chat_id' },
        data: { receive_id: group, msg_type: msgType, content },
      });
      expect(await codeOf(created)).toBe(230001);
      const source = double.messages().find((m) => !m.fromBot)!;
      const replied = client.im.message.reply({
        path: { message_id: source.messageId },
        data: { msg_type: msgType, content },
      });
      expect(await codeOf(replied)).toBe(230001);
      expect(double.messages().filter((m) => m.fromBot)).toEqual([]);
      expect(wireErrors().map((r) => r.wireError!.code)).toEqual([230001, 230001]);
    },
  );
});
