import { describe, expect, it } from 'vitest';
import { cardActionEvent } from './card-action.ts';
import { cardButtons } from './card-buttons.ts';
import { IdFactory } from './ids.ts';
import { MessageStore, newMessage } from './store.ts';

const v1 = {
  config: { update_multi: true },
  header: { title: { tag: 'plain_text', content: 'Run this command?' } },
  elements: [
    { tag: 'markdown', content: '`rm -rf build`' },
    {
      tag: 'action',
      actions: [
        {
          tag: 'button',
          text: { tag: 'plain_text', content: 'Allow' },
          value: { decision: 'accept', approval: 'apv_1' },
        },
        {
          tag: 'button',
          text: { tag: 'lark_md', content: 'Allow for session' },
          value: { decision: 'acceptForSession', approval: 'apv_1' },
        },
        {
          tag: 'button',
          text: { tag: 'plain_text', content: 'Deny' },
          value: { decision: 'decline', approval: 'apv_1' },
        },
      ],
    },
  ],
};

const v2 = {
  schema: '2.0',
  body: {
    elements: [
      {
        tag: 'column_set',
        columns: [
          {
            tag: 'column',
            elements: [
              {
                tag: 'button',
                text: { tag: 'plain_text', content: '允许' },
                behaviors: [{ type: 'callback', value: { decision: 'accept' } }],
              },
            ],
          },
          {
            tag: 'column',
            elements: [
              {
                tag: 'button',
                text: { tag: 'plain_text', content: '拒绝' },
                behaviors: [{ type: 'open_url', default_url: 'https://x' }],
              },
            ],
          },
        ],
      },
    ],
  },
};

describe('card buttons', () => {
  it('finds the buttons of card JSON 1.0 and 2.0 in document order, with what a click sends back', () => {
    expect(cardButtons(JSON.stringify(v1))).toEqual([
      { text: 'Allow', value: { decision: 'accept', approval: 'apv_1' } },
      { text: 'Allow for session', value: { decision: 'acceptForSession', approval: 'apv_1' } },
      { text: 'Deny', value: { decision: 'decline', approval: 'apv_1' } },
    ]);
    expect(cardButtons(JSON.stringify(v2))).toEqual([
      { text: '允许', value: { decision: 'accept' } },
      { text: '拒绝' },
    ]);
  });

  it('sees none in a card after its decision, a template, or content that is not JSON', () => {
    expect(
      cardButtons(
        JSON.stringify({
          config: { update_multi: true },
          elements: [{ tag: 'markdown', content: 'Allowed by Alice' }],
        }),
      ),
    ).toEqual([]);
    expect(cardButtons(JSON.stringify({ type: 'template', data: { template_id: 'AAq' } }))).toEqual([]);
    expect(cardButtons('{not json')).toEqual([]);
  });
});

describe('a click on a card', () => {
  const ids = new IdFactory('cli_0123456789abcdef', 'seed');
  const store = new MessageStore();
  const chat = store.addChat({ chatId: ids.p2pChat('alice'), type: 'p2p', name: 'alice' });
  const card = store.add(
    newMessage(
      {
        messageId: ids.message(),
        chat,
        sender: { type: 'app', id: 'cli_0123456789abcdef', name: 'Bot' },
        msgType: 'interactive',
        content: JSON.stringify(v1),
        time: 1,
      },
      true,
    ),
  );
  const ctx = {
    ids,
    store,
    appId: 'cli_0123456789abcdef',
    verificationToken: 'vt-app',
    bot: { openId: 'ou_bot', name: 'Bot', ids: ids.user('bot') },
    wallClock: () => 1000,
  };

  it('carries the value of the button whose value has the decision, or whose text is given', () => {
    const accept = cardActionEvent(
      { messageId: card.messageId, user: 'alice', decision: 'acceptForSession' },
      ctx,
    );
    expect(accept.event.action).toEqual({
      tag: 'button',
      value: { decision: 'acceptForSession', approval: 'apv_1' },
    });
    expect(accept.header.token).toBe('vt-app');
    expect(accept.event.context).toEqual({ open_message_id: card.messageId, open_chat_id: chat.chatId });
    expect(
      cardActionEvent({ messageId: card.messageId, user: 'bob', button: 'Deny' }, ctx).event.action.value,
    ).toEqual({ decision: 'decline', approval: 'apv_1' });
  });

  it('carries another verification token when forged, and refuses a button the card does not have', () => {
    expect(
      cardActionEvent(
        { messageId: card.messageId, user: 'alice', decision: 'accept', token: 'vt-forged' },
        ctx,
      ).header.token,
    ).toBe('vt-forged');
    expect(() =>
      cardActionEvent({ messageId: card.messageId, user: 'alice', decision: 'cancel' }, ctx),
    ).toThrow(
      /has no button whose value has decision cancel \(it has: "Allow", "Allow for session", "Deny"\)/,
    );
  });
});
