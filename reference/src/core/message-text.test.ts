import { describe, expect, it } from 'vitest';
import { MalformedContentError, messageText } from './message-text.ts';

const read = (messageType: string, content: string) =>
  messageText({ messageType, content, mentions: '[]' }, () => false);

describe('message text (AD-010)', () => {
  it('reads a text and a post', () => {
    expect(read('text', '{"text":"hi  there"}')).toBe('hi there');
    expect(
      read(
        'post',
        '{"zh_cn":{"title":"T","content":[[{"tag":"text","text":"a"},{"tag":"at","user_id":"@_user_1"}]]}}',
      ),
    ).toBe('T\na@_user_1');
  });

  it.each([
    ['text', 'not json'],
    ['text', 'null'],
    ['text', '{"text":null}'],
    ['text', '{"text":42}'],
    ['text', '{"text":"\\ud83d"}'],
    ['post', '[[null]]'],
    ['post', '{"title":"","content":[[null]]}'],
    ['post', '{"title":"","content":[null]}'],
    ['post', '{"title":7,"content":[]}'],
    ['post', '{"content":[[{"tag":"text","text":{}}]]}'],
  ])('a %s with content %s is malformed, never a crash', (type, content) => {
    expect(() => read(type, content)).toThrow(MalformedContentError);
  });
});
