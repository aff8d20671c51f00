import * as lark from '@larksuiteoapi/node-sdk';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProviderDouble } from './double.ts';
import {
  connectedWsClient,
  sdkClient,
  startedDouble,
  waitFor,
  type ConnectedWsClient,
} from './test-support.ts';

/** The drill's calls — write as a user, list a chat's history — with the official SDK, unchanged. */
describe('provider double: a user access token', () => {
  let double: ProviderDouble;
  const clients: ConnectedWsClient[] = [];

  afterEach(async () => {
    for (const c of clients.splice(0)) c.close();
    await double?.stop();
  });

  it('sends as the user: the bot gets the event, and the history lists both sides in pages', async () => {
    double = await startedDouble();
    const received: {
      message: { message_id: string; parent_id?: string; content: string };
      sender: { sender_type: string };
    }[] = [];
    clients.push(
      await connectedWsClient(double, {
        'im.message.receive_v1': (data) => void received.push(data as never),
      }),
    );
    const drill = double.issueUserToken('alice');
    const client = sdkClient(double);
    const asUser = lark.withUserAccessToken(drill.userAccessToken);

    const sent = await client.im.message.create(
      {
        params: { receive_id_type: 'chat_id' },
        data: { receive_id: drill.p2pChatId, msg_type: 'text', content: JSON.stringify({ text: 'hi' }) },
      },
      asUser,
    );
    expect(sent.code).toBe(0);
    expect(sent.data?.sender).toMatchObject({ sender_type: 'user', id: drill.openId });
    await waitFor(() => received.length === 1, 3000, 'the event');
    expect(received[0]!.message.message_id).toBe(sent.data!.message_id);
    expect(received[0]!.sender.sender_type).toBe('user');

    const answer = await client.im.message.reply({
      path: { message_id: sent.data!.message_id! },
      data: { msg_type: 'text', content: JSON.stringify({ text: 'hello' }) },
    });
    const followUp = await client.im.message.reply(
      {
        path: { message_id: answer.data!.message_id! },
        data: { msg_type: 'text', content: JSON.stringify({ text: 'and?' }) },
      },
      asUser,
    );
    expect(followUp.code).toBe(0);
    await waitFor(() => received.length === 2, 3000, 'the follow-up event');
    expect(received[1]!.message.parent_id).toBe(answer.data!.message_id);

    const start = String(Math.floor(Date.now() / 1000) - 60);
    const page = (page_token?: string) =>
      client.im.message.list(
        {
          params: {
            container_id_type: 'chat',
            container_id: drill.p2pChatId,
            start_time: start,
            sort_type: 'ByCreateTimeAsc',
            page_size: 2,
            ...(page_token ? { page_token } : {}),
          },
        },
        asUser,
      );
    const first = await page();
    expect(first.code).toBe(0);
    expect(first.data?.has_more).toBe(true);
    const second = await page(first.data!.page_token);
    expect(second.data?.has_more).toBe(false);
    const items = [...first.data!.items!, ...second.data!.items!];
    expect(items.map((m) => m.sender?.sender_type)).toEqual(['user', 'app', 'user']);
    expect(items[1]).toMatchObject({ parent_id: sent.data!.message_id, sender: { id: double.app.appId } });
    expect(double.harnessErrors()).toEqual([]);
  });

  it("refuses a user outside the chat, and a user token on the bot's own calls", async () => {
    double = await startedDouble();
    const bob = double.issueUserToken('bob');
    const alice = double.issueUserToken('alice');
    const client = sdkClient(double);
    // A refusal is HTTP 400, on which the SDK throws.
    await expect(
      client.im.message.list(
        { params: { container_id_type: 'chat', container_id: alice.p2pChatId } },
        lark.withUserAccessToken(bob.userAccessToken),
      ),
    ).rejects.toMatchObject({ response: { data: { code: 230002 } } });
    const reacted = await fetch(`${double.url}/open-apis/bot/v3/info`, {
      headers: { authorization: `Bearer ${bob.userAccessToken}` },
    });
    expect(((await reacted.json()) as { code: number }).code).toBe(99991663);
  });
});
