import { afterEach, describe, expect, it } from 'vitest';
import type { ModelScript } from '../../../../generated/types/index.ts';
import { ModelDouble } from './model-double.ts';

const doubles: ModelDouble[] = [];
afterEach(async () => {
  for (const d of doubles.splice(0)) {
    expect(d.fault()).toBeUndefined();
    await d.stop();
  }
});

async function double(
  script: ModelScript = {},
  onCheckpoint?: (key: string, call: { turnId?: string }) => Promise<void>,
  onCall?: () => void,
) {
  const d = new ModelDouble({
    script,
    ...(onCheckpoint ? { onCheckpoint } : {}),
    ...(onCall ? { onCall } : {}),
  });
  doubles.push(d);
  await d.start();
  return d;
}

const body = (text: string, extra: unknown[] = []) => ({
  model: 'larkspur-model',
  stream: true,
  input: [
    { type: 'message', role: 'developer', content: [{ type: 'input_text', text: 'be helpful' }] },
    { type: 'message', role: 'user', content: [{ type: 'input_text', text }] },
    ...extra,
  ],
});

/** A model call as Codex makes it; the events of its stream, or its HTTP error. */
async function call(
  d: ModelDouble,
  text: string,
  turnId?: string,
  extra: unknown[] = [],
  signal?: AbortSignal,
) {
  const res = await fetch(`${d.baseUrl}/responses`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(turnId
        ? { 'x-codex-turn-metadata': JSON.stringify({ turn_id: turnId, request_kind: 'turn' }) }
        : {}),
    },
    body: JSON.stringify(body(text, extra)),
    ...(signal ? { signal } : {}),
  });
  if (res.headers.get('content-type') !== 'text/event-stream')
    return { status: res.status, error: (await res.json()) as unknown, events: [] };
  const events: Array<{ type: string; [k: string]: any }> = [];
  let dropped = false;
  try {
    for (const block of (await res.text()).split('\n\n').filter(Boolean)) {
      const [event, data] = block.split('\n');
      const parsed = JSON.parse(data!.slice('data: '.length)) as { type: string };
      expect(event).toBe(`event: ${parsed.type}`);
      events.push(parsed);
    }
  } catch {
    dropped = true;
  }
  return { status: res.status, events, dropped };
}

const text = (events: Array<{ type: string; delta?: string }>) =>
  events
    .filter((e) => e.type === 'response.output_text.delta')
    .map((e) => e.delta)
    .join('');
const types = (events: Array<{ type: string }>) => events.map((e) => e.type);

describe('model double: the Responses API as Codex uses it', () => {
  it('echoes the last user message by default: created, item added, deltas, item done, completed', async () => {
    const d = await double();
    const { events } = await call(d, 'hello there', 't1');
    expect(types(events)).toEqual([
      'response.created',
      'response.output_item.added',
      'response.output_text.delta',
      'response.output_item.done',
      'response.completed',
    ]);
    expect(events[3]!.item).toMatchObject({
      type: 'message',
      role: 'assistant',
      content: [{ type: 'output_text', text: 'hello there' }],
    });
    expect(d.recorder.records).toEqual([
      expect.objectContaining({
        kind: 'request',
        turnId: 't1',
        requestKind: 'turn',
        turn: 1,
        call: 1,
        answer: 'completed',
        body: body('hello there'),
      }),
    ]);
  });

  it('plays the nth Codex turn from turns[n-1] and its kth call from responses[k-1], then default, then echo', async () => {
    const d = await double({
      turns: [{ responses: [{ output: ['first call'], end: 'drop' }, { output: ['second call'] }] }],
      default: { responses: [{ output: ['by default'] }] },
    });
    expect((await call(d, 'x', 'a')).dropped).toBe(true);
    expect(text((await call(d, 'x', 'a')).events)).toBe('second call');
    expect(text((await call(d, 'x', 'a')).events)).toBe('x');
    expect(text((await call(d, 'y', 'b')).events)).toBe('by default');
    expect(d.recorder.records.map((r) => [r.turn, r.call, r.answer])).toEqual([
      [1, 1, 'dropped'],
      [1, 2, 'completed'],
      [1, 3, 'completed'],
      [2, 1, 'completed'],
    ]);
  });

  it('fails with response.failed, or answers an HTTP error with the OpenAI error body', async () => {
    const d = await double({
      turns: [
        {
          responses: [
            { output: ['partial'], end: { failed: { code: 'rate_limit_exceeded', message: 'slow down' } } },
          ],
        },
        { responses: [{ http: { status: 401, message: 'bad key' } }] },
      ],
    });
    const failed = await call(d, 'x', 'a');
    expect(text(failed.events)).toBe('partial');
    expect(failed.events.at(-1)).toMatchObject({
      type: 'response.failed',
      response: { error: { code: 'rate_limit_exceeded', message: 'slow down' } },
    });
    expect(await call(d, 'x', 'b')).toMatchObject({
      status: 401,
      error: { error: { message: 'bad key', type: 'larkspur_model_double', param: null, code: null } },
    });
  });

  it('blocks until released, and a release that came first passes at once', async () => {
    const d = await double({
      default: { responses: [{ output: ['before ', { waitForRelease: 'go' }, 'after'] }] },
    });
    const res = await fetch(`${d.baseUrl}/responses`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body('x')),
    });
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let streamed = '';
    const readUntil = async (ended: (text: string) => boolean) => {
      while (!ended(streamed)) {
        const { value, done } = await reader.read();
        if (done) return;
        streamed += decoder.decode(value, { stream: true });
      }
    };
    // The step before the release has been streamed: the double is at the release, and waits there.
    await readUntil((t) => t.includes('before '));
    expect(streamed).not.toContain('after');
    expect(d.recorder.records).toEqual([]);
    d.release('go');
    await readUntil(() => false);
    expect(streamed).toContain('after');
    expect(streamed).toContain('response.completed');
    expect(text((await call(d, 'y', 'b')).events)).toBe('before after');
  });

  it('ends a hanging or blocked answer when the client goes (an interrupt), and records it', async () => {
    let arrived!: () => void;
    const inFlight = new Promise<void>((r) => (arrived = r));
    const d = await double({ default: { responses: [{ output: ['so far'], end: 'hang' }] } }, undefined, () =>
      arrived(),
    );
    const abort = new AbortController();
    const pending = call(d, 'x', 'a', [], abort.signal).catch(() => ({ dropped: true }));
    // Gone once the double has the call: an abort before it arrives would be no interrupt at all.
    await inFlight;
    abort.abort();
    expect(await pending).toMatchObject({ dropped: true });
    await expect.poll(() => d.recorder.records.map((r) => r.answer)).toEqual(['client-gone']);
  });

  it('ends a response with an exec_command tool call, and answers the call that carries its output', async () => {
    const d = await double({
      turns: [
        {
          responses: [
            {
              output: [
                'let me ',
                { toolCall: { command: 'rm -rf build', escalate: true, justification: 'clean' } },
              ],
            },
            { output: ['done'] },
          ],
        },
      ],
    });
    const first = await call(d, 'clean up', 'a');
    const calls = first.events.filter((e) => e.type === 'response.output_item.done').map((e) => e.item);
    expect(calls[1]).toMatchObject({ type: 'function_call', name: 'exec_command' });
    expect(JSON.parse(calls[1].arguments)).toEqual({
      cmd: 'rm -rf build',
      sandbox_permissions: 'require_escalated',
      justification: 'clean',
    });
    const output = { type: 'function_call_output', call_id: calls[1].call_id, output: 'rejected by user' };
    expect(text((await call(d, 'clean up', 'a', [calls[1], output])).events)).toBe('done');
    expect(d.recorder.records.map((r) => r.answer)).toEqual(['tool-call', 'completed']);
  });

  it('waits at a checkpoint for the runner, naming the Codex turn', async () => {
    const reached: Array<[string, string | undefined]> = [];
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const d = await double(
      { default: { responses: [{ output: ['x', { checkpoint: 'end-unheard' }, 'y'] }] } },
      async (key, c) => {
        reached.push([key, c.turnId]);
        await gate;
      },
    );
    const pending = call(d, 'q', 't9');
    await expect.poll(() => reached).toEqual([['end-unheard', 't9']]);
    open();
    expect(text((await pending).events)).toBe('xy');
    expect(d.recorder.records[0]).toMatchObject({
      kind: 'checkpoint',
      checkpoint: 'end-unheard',
      turnId: 't9',
    });
  });

  it('matches a call with no turn id to its turn by what it carries, never by arrival: a tool result, a retry', async () => {
    const d = await double({
      turns: [
        { responses: [{ output: [{ toolCall: { command: 'ls' } }] }, { output: ['one, after its tool'] }] },
        { responses: [{ http: { status: 500 } }, { output: ['two, retried'] }] },
      ],
    });
    const asked = await call(d, 'first');
    const tool = asked.events.find((e) => e.type === 'response.output_item.done')!.item;
    // The second conversation starts while the first waits on its tool, and fails once.
    expect((await call(d, 'second')).status).toBe(500);
    // The first turn's tool result arrives after the second turn began: still the first turn's.
    const output = { type: 'function_call_output', call_id: tool.call_id, output: 'a b' };
    expect(text((await call(d, 'first', undefined, [tool, output])).events)).toBe('one, after its tool');
    // The same conversation again after the failure is the second turn's retry.
    expect(text((await call(d, 'second')).events)).toBe('two, retried');
    expect(d.recorder.records.map((r) => [r.turn, r.call])).toEqual([
      [1, 1],
      [2, 1],
      [1, 2],
      [2, 2],
    ]);
  });

  it('refuses what is not POST /v1/responses, and records a request that breaks spec/schemas/model as the kit’s fault', async () => {
    const d = await double();
    expect((await fetch(`${d.baseUrl}/models`)).status).toBe(404);
    await fetch(`${d.baseUrl}/responses`, { method: 'POST', body: JSON.stringify({ input: 'hi' }) });
    expect(d.fault()).toMatch(/^the agent sent a model call that breaks spec\/schemas\/model/);
    d.recorder.records.length = 0;
  });
});
