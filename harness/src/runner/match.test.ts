import { describe, expect, it } from 'vitest';
import { isMatch, mismatches, parsePath, valueAt } from './match.ts';

const record = {
  api: 'im.message.reply',
  params: { message_id: 'om_1' },
  body: { content: '{"text":"Hello there"}', uuid: 'u1', nothing: null },
  items: [
    { id: 'a', n: 1 },
    { id: 'b', n: 2.5 },
  ],
  'dotted.key': 'yes',
};

describe('matcher semantics (spec/schemas/scenario/match.schema.json)', () => {
  it.each([
    ['dot path', { 'params.message_id': 'om_1' }, true],
    ['dot path, wrong value', { 'params.message_id': 'om_2' }, false],
    ['array index as a segment', { 'items.1.id': 'b' }, true],
    ['index out of range is absent', { 'items.5.id': { $absent: true } }, true],
    ['numbers by value', { 'items.0.n': 1.0 }, true],
    ['a number never equals a string', { 'items.0.n': '1' }, false],
    ['absent is not null', { 'body.missing': null }, false],
    ['null matches a present null', { 'body.nothing': null }, true],
    ['$absent fails on a present null', { 'body.nothing': { $absent: true } }, false],
    ['$exists counts null', { 'body.nothing': { $exists: true } }, true],
    ['nested partial object', { body: { uuid: 'u1' } }, true],
    ['array: same length, in order', { items: [{ id: 'a' }, { id: 'b' }] }, true],
    ['array: other length fails', { items: [{ id: 'a' }] }, false],
    ['$contains on an array with a partial match', { items: { $contains: { id: 'b' } } }, true],
    ['$contains on a string', { 'body.content': { $contains: 'Hello' } }, true],
    ['$json parses a JSON string', { 'body.content': { $json: { text: 'Hello there' } } }, true],
    ['$json mismatch', { 'body.content': { $json: { text: 'Hello' } } }, false],
    ['$regex', { 'params.message_id': { $regex: '^om_\\d$' } }, true],
    ['$gte/$lte', { 'items.1.n': { $gte: 2 } }, true],
    ['$lte fails above', { 'items.1.n': { $lte: 2 } }, false],
    ['$ne', { api: { $ne: 'im.message.create' } }, true],
    ['$ne on an absent path passes', { 'x.y': { $ne: 1 } }, true],
    ['$anyOf', { api: { $anyOf: ['im.message.create', 'im.message.reply'] } }, true],
    ['$length', { items: { $length: 2 } }, true],
    ['escaped dot in a key', { 'dotted\\.key': 'yes' }, true],
  ])('%s', (_name, match, expected) => {
    expect(isMatch(match, record)).toBe(expected);
  });

  it('$text compares the visible text of a message, whatever its type', () => {
    const post = JSON.stringify({ zh_cn: { title: '', content: [[{ tag: 'md', text: 'Hello there' }]] } });
    const read = { data: { items: [{ msg_type: 'post', body: { content: post } }] } };
    expect(isMatch({ 'data.items.0': { $text: 'Hello there' } }, read)).toBe(true);
    expect(isMatch({ 'data.items.0': { $text: { $regex: '^Hello' } } }, read)).toBe(true);
    // A string asks what a user reads: each of its lines shown, in order — not the whole message byte for byte.
    expect(isMatch({ 'data.items.0': { $text: 'Hello' } }, read)).toBe(true);
    expect(isMatch({ 'data.items.0': { $text: 'there\nHello' } }, read)).toBe(false);
    expect(isMatch({ 'data.items.0': { $text: 'Hello world' } }, read)).toBe(false);
    expect(isMatch({ body: { $text: 'Hello there' } }, record)).toBe(false);
    expect(
      isMatch(
        { body: { $text: 'Hello there' } },
        { body: { msg_type: 'text', content: '{"text":"Hello there"}' } },
      ),
    ).toBe(true);
    const patch = {
      body: {
        content: JSON.stringify({
          schema: '2.0',
          body: { elements: [{ tag: 'markdown', content: 'done' }] },
        }),
      },
    };
    expect(isMatch({ body: { $text: 'done' } }, patch)).toBe(true);
    expect(mismatches({ params: { $text: 'x' } }, record)[0]?.rule).toBe(
      '$text (not a message with a visible text)',
    );
  });

  it('$text of a template card is unknown: a mismatch that says why', () => {
    const template = {
      body: {
        msg_type: 'interactive',
        content: JSON.stringify({ type: 'template', data: { template_id: 'AAq1' } }),
      },
    };
    expect(mismatches({ body: { $text: 'Hello there' } }, template)).toEqual([
      expect.objectContaining({
        path: 'body',
        rule: '$text (unknown)',
        unknown: expect.stringMatching(/template/),
      }),
    ]);
  });

  it('an unknown operator is a mismatch, never a pass', () => {
    expect(mismatches({ api: { $startsWith: 'im' } }, record)[0]?.rule).toBe('unknown operator $startsWith');
  });

  it('reports the path, rule and actual value of each mismatch', () => {
    expect(mismatches({ 'params.message_id': 'om_9', 'body.missing': 1 }, record)).toEqual([
      { path: 'params.message_id', expected: 'om_9', actual: 'om_1', rule: 'equal' },
      { path: 'body.missing', expected: 1, actual: '<absent>', rule: 'equal' },
    ]);
  });

  it('parses and reads dot paths', () => {
    expect(parsePath('a\\.b.c')).toEqual(['a.b', 'c']);
    expect(valueAt(record, 'items.1.n')).toBe(2.5);
    expect(valueAt(record, 'items.x')).toBeUndefined();
  });

  it('an empty or missing match accepts any record', () => {
    expect(isMatch(undefined, record)).toBe(true);
    expect(isMatch({}, record)).toBe(true);
  });
});
