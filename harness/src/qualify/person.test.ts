import { describe, expect, it } from 'vitest';
import type { ProviderMessage } from '../../../generated/types/index.ts';
import { until } from '../../../runtime/src/testing/until.ts';
import { ChangeSignal } from '../runner/signal.ts';
import { ChatView } from './chat-view.ts';
import type { LiveLarkClient } from './lark-client.ts';
import { personClicks, personSends } from './person.ts';

/** A chat whose history the test writes, listed as the real list API would. */
function chat() {
  const items: ProviderMessage[] = [];
  const client = { history: async () => items.map((m) => ({ ...m })) } as unknown as LiveLarkClient;
  const signal = new ChangeSignal();
  const t0 = Date.now();
  const view = new ChatView({
    client,
    botAppId: 'cli_bot',
    since: t0 - 1000,
    now: () => Date.now() - t0,
    signal,
    pollMs: 10,
    replyThreading: true,
  });
  view.watch('oc_1', 'p2p');
  view.start();
  const said: string[] = [];
  const ctx = {
    now: () => Date.now() - t0,
    signal,
    view,
    say: (line: string) => said.push(line),
    waitMs: 300,
  };
  const add = (m: Partial<ProviderMessage>) =>
    items.push({
      message_id: `om_${items.length + 1}`,
      chat_id: 'oc_1',
      create_time: String(Date.now()),
      update_time: String(Date.now()),
      msg_type: 'text',
      deleted: false,
      updated: false,
      ...m,
    } as ProviderMessage);
  return { items, view, ctx, said, add };
}

describe('steps only a person can do live', () => {
  it("sees a card's buttons as the double shows them, so an approval card is told from a card answer", async () => {
    const c = chat();
    const bot = { id: 'cli_bot', id_type: 'app_id', sender_type: 'app', tenant_key: 't' };
    const approval = {
      elements: [
        {
          tag: 'action',
          actions: [
            { tag: 'button', text: { tag: 'plain_text', content: 'Allow' }, value: { decision: 'accept' } },
          ],
        },
      ],
    };
    c.add({
      msg_type: 'interactive',
      sender: bot,
      body: { content: JSON.stringify({ elements: [{ tag: 'markdown', content: 'Working on it.' }] }) },
    });
    c.add({ msg_type: 'interactive', sender: bot, body: { content: JSON.stringify(approval) } });
    c.add({ msg_type: 'text', sender: bot, body: { content: '{"text":"done"}' } });
    await c.view.refresh();
    expect(c.view.messages().map((m) => m.buttons)).toEqual([
      [],
      [{ text: 'Allow', value: { decision: 'accept' } }],
      undefined,
    ]);
    await c.view.stop();
  });

  it('says which button on which card, and waits until the card changes', async () => {
    const c = chat();
    c.add({
      msg_type: 'interactive',
      sender: { id: 'cli_bot', id_type: 'app_id', sender_type: 'app', tenant_key: 't' },
      body: { content: '{"elements":[]}' },
    });
    await c.view.refresh();
    const clicked = personClicks(c.ctx, {
      scenario: 'qualify/approval',
      step: 4,
      card: 'om_1',
      chatId: 'oc_1',
      button: 'Allow (decision accept)',
    });
    // Said once it has looked at the card: a change from then on is the click.
    await until(() => c.said.length === 1, { what: 'the drill line' });
    expect(c.said).toEqual([
      '[person] qualify/approval step 4: click Allow (decision accept) on card om_1 in chat oc_1 — waiting up to 1 s',
    ]);
    c.items[0]!.update_time = String(Date.now() + 5);
    expect((await clicked)?.messageId).toBe('om_1');
    await c.view.stop();
  });

  it('gives up when nobody does it in time, and takes only a new message of the asked type from someone else', async () => {
    const c = chat();
    c.add({
      msg_type: 'image',
      sender: { id: 'cli_bot', id_type: 'app_id', sender_type: 'app', tenant_key: 't' },
    });
    const nobody = await personSends(c.ctx, {
      scenario: 'qualify/media',
      step: 2,
      chatId: 'oc_1',
      msgType: 'image',
    });
    expect(nobody).toBeUndefined();
    expect(c.said[0]).toMatch(
      /^\[person\] qualify\/media step 2: send an image \(image\) to the bot in chat oc_1/,
    );
    const sent = personSends(c.ctx, { scenario: 'qualify/media', step: 2, chatId: 'oc_1', msgType: 'image' });
    // Said once it knows the messages already there: what comes from then on is new.
    await until(() => c.said.length === 2, { what: 'the drill line' });
    c.add({
      msg_type: 'text',
      sender: { id: 'ou_alice', id_type: 'open_id', sender_type: 'user', tenant_key: 't' },
    });
    c.add({
      msg_type: 'image',
      sender: { id: 'ou_alice', id_type: 'open_id', sender_type: 'user', tenant_key: 't' },
    });
    expect((await sent)?.messageId).toBe('om_3');
    await c.view.stop();
  });
});
