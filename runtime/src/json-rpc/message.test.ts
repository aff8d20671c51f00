import { describe, expect, it } from 'vitest';
import { readMessage } from './message.ts';

describe('reading a JSON-RPC line', () => {
  it.each([
    ['{"id":1,"method":"a","params":{"x":1}}', { kind: 'request', id: 1, method: 'a', params: { x: 1 } }],
    ['{"id":"k","method":"a"}', { kind: 'request', id: 'k', method: 'a', params: undefined }],
    ['{"method":"n","params":[1]}', { kind: 'notification', method: 'n', params: [1] }],
    ['{"id":2,"result":null}', { kind: 'response', id: 2, result: null }],
    [
      '{"id":2,"error":{"code":-1,"message":"no"}}',
      { kind: 'error-response', id: 2, error: { code: -1, message: 'no' } },
    ],
  ])('%s', (line, expected) => {
    expect(readMessage(line)).toMatchObject(expected);
  });

  it.each([
    ['{"id":1', 'not JSON'],
    ['[1,2]', 'not a JSON-RPC object'],
    ['"text"', 'not a JSON-RPC object'],
    ['null', 'not a JSON-RPC object'],
    ['{"id":1.5,"method":"a"}', 'id 1.5 is neither a string nor an integer'],
    ['{"id":null,"result":1}', 'id null is neither a string nor an integer'],
    ['{"id":{},"method":"a"}', 'id {} is neither a string nor an integer'],
    ['{"id":1e400,"method":"a"}', 'id Infinity is neither a string nor an integer'],
    ['{"id":3}', 'neither a request, a notification nor a response'],
    ['{"params":{}}', 'neither a request, a notification nor a response'],
  ])('%s is malformed: %s', (line, problem) => {
    expect(readMessage(line)).toMatchObject({ kind: 'malformed', problem });
  });

  it('keeps what a malformed line held: the parsed value, or the line when it was not JSON', () => {
    expect(readMessage('[1]')).toMatchObject({ value: [1] });
    expect(readMessage('oops')).toMatchObject({ value: 'oops' });
  });
});
