import { afterEach, describe, expect, it } from 'vitest';
import type { ProviderDouble } from '../doubles/provider/index.ts';
import { startedDouble } from '../doubles/provider/test-support.ts';
import { LiveApiError } from '../runner/errors.ts';
import { LiveLarkClient } from './lark-client.ts';

describe('the drill client, against the provider double standing in for Lark', () => {
  let double: ProviderDouble;
  afterEach(async () => double?.stop());

  it('writes as the drill user, in reply too, and reads the whole history across pages', async () => {
    double = await startedDouble();
    const drill = double.issueUserToken('alice');
    for (let i = 0; i < 55; i++)
      double.sendMessage({ chat: { type: 'p2p', user: 'alice' }, sender: 'alice', text: `old ${i}` });
    const client = new LiveLarkClient(double.url, drill.userAccessToken);
    const first = await client.send(drill.p2pChatId, 'drill: hello');
    const reply = await client.send(drill.p2pChatId, 'drill: more', first.message_id);
    expect(first.sender).toMatchObject({ sender_type: 'user', id: drill.openId });
    expect(reply.parent_id).toBe(first.message_id);
    const history = await client.history(drill.p2pChatId, 0);
    expect(history).toHaveLength(57);
    expect(history.at(-1)?.message_id).toBe(reply.message_id);
  });

  it('names the call and the code when Lark refuses the token', async () => {
    double = await startedDouble();
    const drill = double.issueUserToken('alice');
    const client = new LiveLarkClient(double.url, 'u-not-issued');
    const refused = await client.history(drill.p2pChatId, 0).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(LiveApiError);
    expect((refused as LiveApiError).message).toMatch(/^Lark refused im\.message\.list: 99991663 /);
  });
});
