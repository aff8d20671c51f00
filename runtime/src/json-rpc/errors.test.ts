import { describe, expect, it } from 'vitest';
import {
  JsonRpcClosedError,
  JsonRpcError,
  JsonRpcInvalidResponseError,
  JsonRpcRemoteError,
  JsonRpcTimeoutError,
} from './errors.ts';

describe('JSON-RPC errors', () => {
  it.each([
    [
      new JsonRpcRemoteError('turn/start', -32600, 'bad', { x: 1 }),
      'JSON_RPC_REMOTE_ERROR',
      'turn/start failed (-32600): bad',
    ],
    [
      new JsonRpcTimeoutError('thread/read', 250),
      'JSON_RPC_TIMEOUT',
      'no answer to thread/read within 250 ms',
    ],
    [
      new JsonRpcClosedError('turn/start'),
      'JSON_RPC_CLOSED',
      'the connection closed before turn/start was answered',
    ],
    [
      new JsonRpcInvalidResponseError('initialize', ['/result missing userAgent', '/id wrong']),
      'JSON_RPC_INVALID_RESPONSE',
      'the answer to initialize is invalid: /result missing userAgent; /id wrong',
    ],
  ])('%s: a stable code, the method, a message that says what happened', (error, code, message) => {
    expect(error).toBeInstanceOf(JsonRpcError);
    expect(error.code).toBe(code);
    expect(error.message).toBe(message);
    expect(error.name).toBe(error.constructor.name);
    expect(error.method).toBe(message.match(/(turn\/start|thread\/read|initialize)/)![1]);
  });

  it('a remote error keeps the wire code, message and data apart from the local code', () => {
    const error = new JsonRpcRemoteError('m', -32001, 'busy', { retryAfter: 1 });
    expect([error.rpcCode, error.rpcMessage, error.data]).toEqual([-32001, 'busy', { retryAfter: 1 }]);
  });
});
