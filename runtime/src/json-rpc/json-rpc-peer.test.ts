import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ManualTime } from '../time/manual-time.ts';
import {
  JsonRpcClosedError,
  JsonRpcInvalidResponseError,
  JsonRpcRemoteError,
  JsonRpcTimeoutError,
} from './errors.ts';
import { JsonRpcPeer, type JsonRpcHandlers } from './json-rpc-peer.ts';
import { LineChannel } from './line-channel.ts';

/** Two peers joined back to back over a pair of in-memory pipes. */
function pair(
  left: JsonRpcHandlers = {},
  right: JsonRpcHandlers = {},
  options: { timers?: ManualTime; maxLineBytes?: number } = {},
) {
  const leftToRight = new PassThrough();
  const rightToLeft = new PassThrough();
  const a = JsonRpcPeer.overStreams(rightToLeft, leftToRight, () => leftToRight.end(), left, options);
  const b = JsonRpcPeer.overStreams(leftToRight, rightToLeft, () => rightToLeft.end(), right, options);
  return { a, b, leftToRight, rightToLeft };
}

/** A peer whose other side is the test, writing and reading raw lines. */
function againstLines(handlers: JsonRpcHandlers = {}, options: { timers?: ManualTime } = {}) {
  const input = new PassThrough();
  const output = new PassThrough();
  const sent: unknown[] = [];
  output.setEncoding('utf8').on('data', (chunk: string) => {
    for (const line of chunk.split('\n')) if (line) sent.push(JSON.parse(line));
  });
  const peer = new JsonRpcPeer(new LineChannel(input, output, () => output.end()), handlers, options);
  return { peer, input, sent, write: (line: string) => input.write(`${line}\n`) };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('JSON-RPC peer', () => {
  it('requests with ids get their answers, notifications go both ways', async () => {
    const heard: unknown[] = [];
    const { a, b } = pair(
      { notification: (method, params) => heard.push(['a', method, params]) },
      {
        request: (method, params, reply) => reply.result({ echo: [method, params] }),
        notification: (method, params) => heard.push(['b', method, params]),
      },
    );
    const [one, two] = await Promise.all([a.request('first', { n: 1 }), a.request('second')]);
    expect(one).toEqual({ echo: ['first', { n: 1 }] });
    // No params went out, and the echo's undefined came back as JSON's null.
    expect(two).toEqual({ echo: ['second', null] });
    a.notify('hello', { x: 1 });
    b.notify('bare');
    await turn();
    expect(heard).toEqual([
      ['b', 'hello', { x: 1 }],
      ['a', 'bare', undefined],
    ]);
  });

  it('sends what the wire expects: no "jsonrpc" member, params only when given, increasing ids', async () => {
    const { peer, sent, write } = againstLines();
    const answered = peer.request('a', { x: 1 });
    void peer.request('b').catch(() => undefined);
    peer.notify('n');
    await turn();
    expect(sent).toEqual([{ id: 1, method: 'a', params: { x: 1 } }, { id: 2, method: 'b' }, { method: 'n' }]);
    write('{"id":1,"result":{"ok":true}}');
    await expect(answered).resolves.toEqual({ ok: true });
  });

  it('an error answer rejects with JsonRpcRemoteError, keeping code, message and data', async () => {
    const { a } = pair(
      {},
      {
        request: (_m, _p, reply) =>
          reply.error({ code: -32001, message: 'busy', data: { codexErrorInfo: 'x' } }),
      },
    );
    const error = (await a.request('turn/steer', {}).catch((e: unknown) => e)) as JsonRpcRemoteError;
    expect(error).toBeInstanceOf(JsonRpcRemoteError);
    expect([error.method, error.rpcCode, error.rpcMessage, error.data]).toEqual([
      'turn/steer',
      -32001,
      'busy',
      { codexErrorInfo: 'x' },
    ]);
  });

  it('a request without a handler is answered "method not found"; a handler that throws, "internal error"', async () => {
    const { a } = pair();
    await expect(a.request('nothing')).rejects.toMatchObject({ rpcCode: -32601 });
    const { a: c } = pair(
      {},
      {
        request: () => {
          throw new Error('broken handler');
        },
      },
    );
    await expect(c.request('x')).rejects.toMatchObject({ rpcCode: -32603, rpcMessage: 'broken handler' });
  });

  it('a request may be answered later, or never; only the first answer is sent', async () => {
    const replies: Array<{ result(v: unknown): void }> = [];
    const { peer, sent, write } = againstLines({
      request: (method, _params, reply) => {
        if (method === 'later') replies.push(reply);
      },
    });
    write('{"id":"k","method":"later"}');
    write('{"id":9,"method":"never"}');
    await turn();
    expect(sent).toEqual([]);
    replies[0]!.result({ decision: 'accept' });
    replies[0]!.result({ decision: 'twice' });
    await turn();
    expect(sent).toEqual([{ id: 'k', result: { decision: 'accept' } }]);
    peer.close();
  });

  it('a request unanswered within its time rejects with JsonRpcTimeoutError; its late answer is a stray', async () => {
    const time = new ManualTime();
    const strays: unknown[] = [];
    const { peer, write } = againstLines({ stray: (m) => strays.push(m) }, { timers: time });
    const asked = peer.request('slow', {}, { timeoutMs: 500 }).catch((e: unknown) => e);
    await time.advance(499);
    write('{"id":7,"result":1}');
    await time.advance(1);
    const error = (await asked) as JsonRpcTimeoutError;
    expect(error).toBeInstanceOf(JsonRpcTimeoutError);
    expect(error.timeoutMs).toBe(500);
    write('{"id":1,"result":"late"}');
    await turn();
    expect(strays).toEqual([
      { id: 7, result: 1 },
      { id: 1, result: 'late' },
    ]);
    expect(time.pending).toBe(0);
  });

  it("a request's check refuses a result that breaks the protocol, but never an error answer", async () => {
    const { peer, write } = againstLines();
    const check = (answer: Record<string, unknown>) =>
      typeof (answer.result as { userAgent?: unknown }).userAgent === 'string'
        ? []
        : ['/result/userAgent missing'];
    const refused = peer.request('initialize', {}, { check }).catch((e: unknown) => e);
    const errored = peer.request('initialize', {}, { check }).catch((e: unknown) => e);
    const taken = peer.request('initialize', {}, { check });
    write('{"id":1,"result":{}}');
    write('{"id":2,"error":{"code":-32600,"message":"no"}}');
    write('{"id":3,"result":{"userAgent":"codex/0.171.0"}}');
    expect(await refused).toBeInstanceOf(JsonRpcInvalidResponseError);
    expect(((await refused) as JsonRpcInvalidResponseError).problems).toEqual(['/result/userAgent missing']);
    expect(await errored).toBeInstanceOf(JsonRpcRemoteError);
    await expect(taken).resolves.toEqual({ userAgent: 'codex/0.171.0' });
  });

  it('lines that are no message go to `malformed`, and the peer goes on', async () => {
    const malformed: Array<[string, unknown]> = [];
    const { peer, write } = againstLines({ malformed: (problem, value) => malformed.push([problem, value]) });
    const asked = peer.request('a');
    write('not json');
    write('[1]');
    write('{"id":1.5,"result":1}');
    write('{"id":1,"result":"still fine"}');
    await expect(asked).resolves.toBe('still fine');
    expect(malformed).toEqual([
      ['not JSON', 'not json'],
      ['not a JSON-RPC object', [1]],
      ['id 1.5 is neither a string nor an integer', { id: 1.5, result: 1 }],
    ]);
  });

  it('when the other side ends, every open request fails with JsonRpcClosedError, and later ones at once', async () => {
    const { peer, input } = againstLines();
    const open = peer.request('turn/start', {}).catch((e: unknown) => e);
    input.end();
    const error = (await open) as JsonRpcClosedError;
    expect(error).toBeInstanceOf(JsonRpcClosedError);
    expect(error.method).toBe('turn/start');
    expect(peer.closed).toBe(true);
    await expect(peer.request('again')).rejects.toBeInstanceOf(JsonRpcClosedError);
  });

  it('a failing stream (ECONNRESET) closes the peer instead of crashing the process', async () => {
    const { peer, input } = againstLines();
    const open = peer.request('x').catch((e: unknown) => e);
    input.destroy(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }));
    expect(await open).toBeInstanceOf(JsonRpcClosedError);
  });

  it('a line over the bound is reported and closes the connection', async () => {
    const malformed: string[] = [];
    const { a, leftToRight } = pair(
      {},
      { malformed: (problem) => malformed.push(problem) },
      { maxLineBytes: 64 },
    );
    const closed = new Promise<void>((resolve) => a.onClose(resolve));
    leftToRight.write('x'.repeat(200));
    await closed;
    expect(malformed).toEqual(['a line of more than 64 bytes without a newline; the connection is closed']);
  });

  it('close() fails the open requests and ends our side of the transport', async () => {
    const input = new PassThrough();
    const output = new PassThrough().resume();
    const peer = new JsonRpcPeer(new LineChannel(input, output, () => output.end()));
    const open = peer.request('x').catch((e: unknown) => e);
    const ended = once(output, 'end');
    peer.close();
    expect(await open).toBeInstanceOf(JsonRpcClosedError);
    await ended;
  });
});
