import { describe, expect, it } from 'vitest';
import { Attribution, type Attributable } from './attribution.ts';

let n = 0;
const user = (id: string, more: Partial<Attributable> = {}): Attributable => ({
  messageId: id,
  chatId: 'oc_1',
  fromBot: false,
  sender: { type: 'user' },
  deleted: false,
  ...more,
});
const bot = (more: Partial<Attributable> = {}): Attributable => ({
  messageId: `b${++n}`,
  chatId: 'oc_1',
  fromBot: true,
  sender: { type: 'app' },
  deleted: false,
  ...more,
});
const answers = (messages: Attributable[], replyThreading: boolean) => {
  const attribution = new Attribution(messages, replyThreading);
  return Object.fromEntries(
    messages.filter((m) => m.fromBot).map((m) => [m.messageId, attribution.answerTo(m.messageId) ?? null]),
  );
};

describe('attribution (DE-010)', () => {
  it('with reply-threading, a reply answers its parent and nothing else answers anything', () => {
    const r1 = bot({ messageId: 'r1', parentId: 'm2' });
    const c1 = bot({ messageId: 'c1' });
    expect(answers([user('m1'), user('m2'), r1, c1], true)).toEqual({ r1: 'm2', c1: null });
  });

  it('without it, one source: every message of the bot after it in the conversation is its — a second one is a second answer', () => {
    expect(
      answers(
        [bot({ messageId: 'before' }), user('m1'), bot({ messageId: 'a' }), bot({ messageId: 'b' })],
        false,
      ),
    ).toEqual({
      before: null,
      a: 'm1',
      b: 'm1',
    });
  });

  it('several sources in flight: in order, the first message not yet taken by an earlier source', () => {
    const msgs = [
      user('m1'),
      user('m2'),
      user('m3'),
      bot({ messageId: 'a1' }),
      bot({ messageId: 'a2' }),
      bot({ messageId: 'a3' }),
    ];
    expect(answers(msgs, false)).toEqual({ a1: 'm1', a2: 'm2', a3: 'm3' });
  });

  it('once every earlier source has one, a further message is the latest source’s', () => {
    const msgs = [
      user('m1'),
      bot({ messageId: 'a1' }),
      user('m2'),
      bot({ messageId: 'a2' }),
      bot({ messageId: 'dup' }),
    ];
    expect(answers(msgs, false)).toEqual({ a1: 'm1', a2: 'm2', dup: 'm2' });
  });

  it('a recalled message takes no place in the order; a reply still answers its parent', () => {
    const msgs = [
      user('m1'),
      user('m2'),
      bot({ messageId: 'gone', deleted: true }),
      bot({ messageId: 'r2', parentId: 'm2' }),
      bot({ messageId: 'a1' }),
    ];
    expect(answers(msgs, false)).toEqual({ gone: null, r2: 'm2', a1: 'm1' });
  });

  it('a source answered by a reply has its message: the next one in order is the next source’s', () => {
    const msgs = [
      user('m1'),
      bot({ messageId: 'r1', parentId: 'm1' }),
      user('m2'),
      bot({ messageId: 'c2' }),
      bot({ messageId: 'c3' }),
    ];
    expect(answers(msgs, false)).toEqual({ r1: 'm1', c2: 'm2', c3: 'm2' });
  });

  it('conversations are apart: a thread is its own, and another chat is another', () => {
    const msgs = [
      user('t1', { threadId: 'omt_1' }),
      user('g1'),
      bot({ messageId: 'inThread', threadId: 'omt_1' }),
      bot({ messageId: 'otherChat', chatId: 'oc_2' }),
      bot({ messageId: 'inChat' }),
    ];
    expect(answers(msgs, false)).toEqual({ inThread: 't1', otherChat: null, inChat: 'g1' });
  });

  it("another bot's message is no source", () => {
    const msgs = [
      user('m1'),
      bot({ messageId: 'a1' }),
      { ...user('other'), sender: { type: 'app' } },
      bot({ messageId: 'a2' }),
    ];
    expect(answers(msgs, false)).toEqual({ a1: 'm1', a2: 'm1' });
  });

  it('a call is about the source its posted message answers, or the message it names', () => {
    const attribution = new Attribution([user('m1'), bot({ messageId: 'a1' })], false);
    expect(attribution.callAnswerTo('a1', undefined)).toBe('m1');
    expect(attribution.callAnswerTo(undefined, 'm1')).toBe('m1');
    expect(attribution.callAnswerTo(undefined, 'a1')).toBe('m1');
    expect(attribution.callAnswerTo('unknown', undefined)).toBeUndefined();
  });
});
