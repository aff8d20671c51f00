import { describe, expect, it } from 'vitest';
import { eventOf, textSource } from '../testing/fake-intake.ts';
import { MalformedEventError, MAX_CONTENT_CHARS, sourceFromEvent } from './receive-event.ts';

const good = () => eventOf(textSource('hi', { eventId: 'ev_good', messageId: 'om_good' }));
const withMessage = (fields: Record<string, unknown>) => {
  const event = good();
  return { ...event, message: { ...(event.message as object), ...fields } };
};

function rejection(data: unknown): string {
  try {
    sourceFromEvent(data);
  } catch (error) {
    if (error instanceof MalformedEventError) return error.rejection.reason;
    throw error;
  }
  throw new Error('expected a rejection');
}

describe('reading an im.message.receive_v1 (TR-010)', () => {
  it('reads a good event', () => {
    expect(sourceFromEvent(good())).toMatchObject({
      eventId: 'ev_good',
      messageId: 'om_good',
      chatId: 'oc_alice',
      content: '{"text":"hi"}',
    });
  });

  it.each([
    ['not an object', null, 'not-an-event'],
    ['an array', [], 'not-an-event'],
    ['no event id', { ...good(), event_id: null }, 'no-event-id'],
    ['an event id that is a number', { ...good(), event_id: 42 }, 'bad-event-id'],
    ['no message', { ...good(), message: null }, 'no-message-id'],
    ['a message id with a lone surrogate', withMessage({ message_id: 'om_\ud83d1' }), 'bad-message-id'],
    [
      'a message id of a megabyte',
      withMessage({ message_id: `om_${'f'.repeat(1_000_000)}` }),
      'bad-message-id',
    ],
    ['a message id with a space', withMessage({ message_id: 'om_ 1' }), 'bad-message-id'],
    ['a message id that is an object', withMessage({ message_id: {} }), 'bad-message-id'],
    ['no chat id', withMessage({ chat_id: '' }), 'no-chat-id'],
    ['a chat id that is a list', withMessage({ chat_id: ['oc_1'] }), 'bad-chat-id'],
    ['a root id that is a number', withMessage({ root_id: 7 }), 'bad-root-id'],
    ['a parent id with a lone surrogate', withMessage({ parent_id: 'om_\udc00' }), 'bad-parent-id'],
  ])('turns away an event with %s, keeping only ids Lark could issue', (_, data, reason) => {
    expect(rejection(data)).toBe(reason);
  });

  it('keeps the ids that are good in the rejection, never a bad one', () => {
    try {
      sourceFromEvent(withMessage({ message_id: 'om_\ud83d1' }));
    } catch (error) {
      expect((error as MalformedEventError).rejection).toEqual({
        reason: 'bad-message-id',
        eventId: 'ev_good',
      });
    }
  });

  it('reads every optional field defensively: null, missing or of another type', () => {
    const source = sourceFromEvent({
      ...good(),
      sender: null,
      message: {
        ...withMessage({}).message,
        mentions: [
          null,
          'x',
          { key: null },
          { key: '@_user_1', id: null, name: 42 },
          { key: '@_user_2', id: { open_id: 'ou_bot' }, name: 'Bot' },
        ],
        chat_type: 7,
        message_type: null,
        create_time: 'soon',
        root_id: null,
      },
    });
    expect(source).toMatchObject({
      senderType: 'unknown',
      chatType: 'group',
      messageType: 'unknown',
      createTime: 0,
      mentions: [{ key: '@_user_1' }, { key: '@_user_2', openId: 'ou_bot', name: 'Bot' }],
    });
    expect(source).not.toHaveProperty('senderOpenId');
    expect(source).not.toHaveProperty('rootId');
    expect(
      sourceFromEvent({ ...good(), message: { ...withMessage({}).message, mentions: null } }).mentions,
    ).toEqual([]);
  });

  it('keeps content it cannot take out of the source, and says why', () => {
    expect(sourceFromEvent(withMessage({ content: null }))).toMatchObject({
      content: '',
      contentDefect: 'malformed',
    });
    expect(sourceFromEvent(withMessage({ content: { text: 'an object' } }))).toMatchObject({
      content: '',
      contentDefect: 'malformed',
    });
    expect(sourceFromEvent(withMessage({ content: '{"text":"\ud83d"}' }))).toMatchObject({
      content: '',
      contentDefect: 'malformed',
    });
    const huge = JSON.stringify({ text: 'x'.repeat(MAX_CONTENT_CHARS) });
    expect(sourceFromEvent(withMessage({ content: huge }))).toMatchObject({
      content: '',
      contentDefect: 'oversized',
    });
    expect(sourceFromEvent(good())).not.toHaveProperty('contentDefect');
  });
});
