import { describe, expect, it } from 'vitest';
import { Attribution, type Attributable, type AnswerTimeline } from './attribution.ts';
import { shows } from './shows.ts';

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

describe('status messages (DE-010)', () => {
  /** m1's turn ran from 10 to 20 and answered "the answer"; m2 (a command) carried no turn. */
  const timeline = (created: Record<string, number>): AnswerTimeline => ({
    createdAt: (id) => created[id],
    due: (source) => (source === 'm1' ? { at: 20, answer: 'the answer' } : { at: -Infinity }),
    shows,
  });
  const roles = (messages: Attributable[], created: Record<string, number>, replyThreading = false) => {
    const attribution = new Attribution(messages, replyThreading, timeline(created));
    return Object.fromEntries(
      messages
        .filter((m) => m.fromBot)
        .map((m) => [
          m.messageId,
          attribution.answerTo(m.messageId)
            ? `answer ${attribution.answerTo(m.messageId)}`
            : attribution.statusOf(m.messageId)
              ? `status ${attribution.statusOf(m.messageId)}`
              : null,
        ]),
    );
  };

  it('a status card before the answer is no answer: the answer after it is the first', () => {
    const status = bot({ messageId: 'status', text: '⏳ 处理中' });
    const answer = bot({ messageId: 'answer', text: 'the answer\n—— footer' });
    expect(roles([user('m1'), status, answer], { status: 12, answer: 21 })).toEqual({
      status: 'status m1',
      answer: 'answer m1',
    });
  });

  it('two messages once the answer was due are two answers, whatever their text', () => {
    const a = bot({ messageId: 'a', text: 'OK' });
    const b = bot({ messageId: 'b', text: 'OK' });
    expect(roles([user('m1'), a, b], { a: 21, b: 22 })).toEqual({ a: 'answer m1', b: 'answer m1' });
  });

  it('a progress post edited into the outcome, with nothing after it, is the answer', () => {
    const post = bot({ messageId: 'post', text: 'stopped' });
    expect(roles([user('m1'), post], { post: 12 })).toEqual({ post: 'answer m1' });
  });

  it('a command answered at once while a request runs answers the command', () => {
    const status = bot({ messageId: 'status', text: 'working' });
    const help = bot({ messageId: 'help', text: '/stop /new /help' });
    const answer = bot({ messageId: 'answer', text: 'the answer' });
    expect(
      roles([user('m1'), status, user('m2'), help, answer], { status: 11, help: 15, answer: 21 }),
    ).toEqual({ status: 'status m1', help: 'answer m2', answer: 'answer m1' });
  });

  it('with no timeline (a live chat) every message about a source is an answer', () => {
    const a = bot({ messageId: 'a', parentId: 'm1' });
    const b = bot({ messageId: 'b', parentId: 'm1' });
    expect(answers([user('m1'), a, b], true)).toEqual({ a: 'm1', b: 'm1' });
  });
});
