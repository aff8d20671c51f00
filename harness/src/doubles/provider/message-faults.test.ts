import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type * as lark from '@larksuiteoapi/node-sdk';
import type { ProviderDouble } from './double.ts';
import {
  connectedWsClient,
  recordsOf,
  sdkClient,
  startedDouble,
  waitFor,
  type ConnectedWsClient,
} from './test-support.ts';

/** Faults that concern one message: programmed with it, about it, counted on its own calls and pushes. */
describe('provider double: faults of one message', () => {
  let double: ProviderDouble;
  let client: lark.Client;
  const clients: ConnectedWsClient[] = [];

  beforeEach(async () => {
    double = await startedDouble({ ackDeadlineMs: 300, redeliveryScheduleMs: [0] });
    client = sdkClient(double);
  });
  afterEach(async () => {
    for (const c of clients.splice(0)) c.close();
    await double.stop();
  });

  const reply = (to: string, text: string) =>
    client.im.message.reply({
      path: { message_id: to },
      data: { msg_type: 'text', content: JSON.stringify({ text }) },
    });
  const update = (id: string, text: string) =>
    client.im.message.update({
      path: { message_id: id },
      data: { msg_type: 'text', content: JSON.stringify({ text }) },
    });

  it('an HTTP fault about a message takes only calls about it: a reply to it, an edit of a bot reply to it', async () => {
    const mine = double.sendMessage({
      chat: { type: 'p2p', user: 'alice' },
      sender: 'alice',
      text: 'mine',
      faults: { http: [{ match: { api: 'im.message.update' }, action: { kind: 'reset' }, skip: 1 }] },
    });
    const other = double.sendMessage({ chat: { type: 'p2p', user: 'bob' }, sender: 'bob', text: 'other' });
    const myPost = (await reply(mine.messageId, 'draft')).data!.message_id!;
    const otherPost = (await reply(other.messageId, 'draft')).data!.message_id!;
    await update(otherPost, 'edit of another message');
    await update(otherPost, 'again');
    await update(myPost, 'first edit about mine');
    await expect(update(myPost, 'second edit about mine')).rejects.toThrow();
    await update(myPost, 'third');
    const faulted = recordsOf(double, 'http').filter((r) => r.fault !== undefined);
    expect(faulted.map((r) => r.params.message_id)).toEqual([myPost]);
    expect(double.firedFaults()).toEqual([
      { id: faulted[0]!.fault, kind: 'reset', messageId: mine.messageId },
    ]);
  });

  it("a push fault of a message is set on that message's pushes before its event goes out", async () => {
    const seen: string[] = [];
    clients.push(
      await connectedWsClient(double, {
        'im.message.receive_v1': (e) =>
          void seen.push(String((e.message as { message_id: string }).message_id)),
      }),
    );
    double.sendMessage({ chat: { type: 'p2p', user: 'bob' }, sender: 'bob', text: 'before' });
    const sent = double.sendMessage({
      chat: { type: 'p2p', user: 'alice' },
      sender: 'alice',
      text: 'lost ack',
      faults: { push: [{ kind: 'drop-ack' }] },
    });
    expect(double.pendingEvents()).toBeGreaterThan(0);
    await waitFor(
      () => seen.filter((id) => id === sent.messageId).length >= 2,
      4000,
      'the redelivery after the dropped ACK',
    );
    await waitFor(() => double.pendingEvents() === 0, 2000, 'nothing pending');
    const dropped = recordsOf(double, 'frame').filter((r) => r.fault !== undefined);
    expect(dropped).toHaveLength(1);
    expect(double.firedFaults()).toEqual([
      { id: dropped[0]!.fault, kind: 'drop-ack', messageId: sent.messageId },
    ]);
  });
});
