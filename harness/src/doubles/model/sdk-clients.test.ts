import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';
import { afterEach, describe, expect, it } from 'vitest';
import type { ModelScript } from '../../../../generated/types/index.ts';
import { modelApiEnv } from './api-env.ts';
import { ModelDouble } from './model-double.ts';

/** The official clients, unchanged, against the model double: every wire, streamed and not, every error class. */
const doubles: ModelDouble[] = [];
afterEach(async () => {
  for (const d of doubles.splice(0)) {
    expect(d.fault()).toBeUndefined();
    await d.stop();
  }
});

async function started(script: ModelScript = {}) {
  const d = new ModelDouble({ script, client: 'implementation' });
  doubles.push(d);
  await d.start();
  const env = modelApiEnv(d);
  // What a bridge does: the SDKs' own variables, and no retries so that each error class shows once.
  const openai = new OpenAI({ baseURL: env.OPENAI_BASE_URL, apiKey: env.OPENAI_API_KEY, maxRetries: 0 });
  const anthropic = new Anthropic({
    baseURL: env.ANTHROPIC_BASE_URL,
    apiKey: env.ANTHROPIC_API_KEY,
    maxRetries: 0,
  });
  return { d, openai, anthropic };
}

const answer = (...output: string[]): ModelScript => ({ default: { responses: [{ output }] } });
const tool: ModelScript = {
  default: {
    responses: [
      { output: ['let me look', { toolCall: { command: 'ls', name: 'shell', input: { cmd: 'ls -la' } } }] },
      { output: ['found ', 'two files'] },
    ],
  },
};
const failing = (status: number): ModelScript => ({ default: { responses: [{ http: { status } }] } });
const midStream = (code: string): ModelScript => ({
  default: { responses: [{ output: ['partial'], end: { failed: { code, message: 'went wrong' } } }] },
});

describe('the official openai client against the model double', () => {
  it('Chat Completions, not streamed and streamed, with the usage chunk it asks for', async () => {
    const { d, openai } = await started(answer('Hello', ' there'));
    const messages = [{ role: 'user' as const, content: 'hi' }];
    const whole = await openai.chat.completions.create({ model: 'gpt-x', messages });
    expect(whole.choices[0]!.message.content).toBe('Hello there');
    expect(whole.choices[0]!.finish_reason).toBe('stop');
    const stream = await openai.chat.completions.create({
      model: 'gpt-x',
      messages,
      stream: true,
      stream_options: { include_usage: true },
    });
    const pieces: string[] = [];
    let usage: unknown;
    for await (const chunk of stream) {
      pieces.push(chunk.choices[0]?.delta.content ?? '');
      if (chunk.usage) usage = chunk.usage;
    }
    expect(pieces.join('')).toBe('Hello there');
    expect(usage).toMatchObject({ completion_tokens: expect.any(Number) });
    expect(d.recorder.records.map((r) => [r.api, r.stream, r.turn, r.answer])).toEqual([
      ['chat', false, 1, 'completed'],
      ['chat', true, 2, 'completed'],
    ]);
  });

  it('Chat Completions tool_calls, streamed and not; the call with the result continues the turn', async () => {
    const { openai } = await started(tool);
    const first = await openai.chat.completions.create({
      model: 'gpt-x',
      messages: [{ role: 'user', content: 'what is here?' }],
    });
    const call = first.choices[0]!.message.tool_calls![0]!;
    expect(first.choices[0]!.finish_reason).toBe('tool_calls');
    expect(call.type === 'function' && JSON.parse(call.function.arguments)).toEqual({ cmd: 'ls -la' });
    expect(call.type === 'function' && call.function.name).toBe('shell');
    const runner = openai.chat.completions.stream({
      model: 'gpt-x',
      messages: [
        { role: 'user', content: 'what is here?' },
        first.choices[0]!.message,
        { role: 'tool', tool_call_id: call.id, content: 'a b' },
      ],
    });
    expect((await runner.finalContent()) ?? '').toBe('found two files');
    // Streamed, the tool call comes in pieces the client puts together.
    const again = await openai.chat.completions
      .stream({ model: 'gpt-x', messages: [{ role: 'user', content: 'again?' }] })
      .finalMessage();
    const streamedCall = again.tool_calls![0]!;
    expect(streamedCall.type === 'function' && JSON.parse(streamedCall.function.arguments)).toEqual({
      cmd: 'ls -la',
    });
  });

  it('Responses, not streamed and streamed', async () => {
    const { openai } = await started(answer('Hello', ' there'));
    const whole = await openai.responses.create({ model: 'gpt-x', input: 'hi' });
    expect(whole.output_text).toBe('Hello there');
    const stream = await openai.responses.create({ model: 'gpt-x', input: 'hi', stream: true });
    let text = '';
    for await (const event of stream) if (event.type === 'response.output_text.delta') text += event.delta;
    expect(text).toBe('Hello there');
  });

  it.each([
    [429, OpenAI.RateLimitError],
    [401, OpenAI.AuthenticationError],
    [500, OpenAI.InternalServerError],
  ])('an HTTP %i raises its error class, on both wires, streamed or not', async (status, ErrorClass) => {
    const { openai } = await started(failing(status));
    await expect(
      openai.chat.completions.create({ model: 'gpt-x', messages: [{ role: 'user', content: 'hi' }] }),
    ).rejects.toBeInstanceOf(ErrorClass);
    // Another conversation each time: the same one again would be the first call's retry, which the script lets through.
    await expect(
      openai.chat.completions.create({
        model: 'gpt-x',
        messages: [{ role: 'user', content: 'hey' }],
        stream: true,
      }),
    ).rejects.toBeInstanceOf(ErrorClass);
    await expect(openai.responses.create({ model: 'gpt-x', input: 'hello' })).rejects.toBeInstanceOf(
      ErrorClass,
    );
    await expect(
      openai.responses.create({ model: 'gpt-x', input: 'hello again', stream: true }),
    ).rejects.toBeInstanceOf(ErrorClass);
  });

  it('a failure mid-stream raises an APIError in the stream, after the text so far', async () => {
    const { openai } = await started(midStream('server_error'));
    const stream = await openai.chat.completions.create({
      model: 'gpt-x',
      messages: [{ role: 'user', content: 'hi' }],
      stream: true,
    });
    let text = '';
    await expect(
      (async () => {
        for await (const chunk of stream) text += chunk.choices[0]?.delta.content ?? '';
      })(),
    ).rejects.toBeInstanceOf(OpenAI.APIError);
    expect(text).toBe('partial');
  });
});

describe('the official @anthropic-ai/sdk client against the model double', () => {
  it('Messages, not streamed and streamed, and count_tokens', async () => {
    const { d, anthropic } = await started(answer('Hello', ' there'));
    const messages = [{ role: 'user' as const, content: 'hi' }];
    const whole = await anthropic.messages.create({ model: 'claude-x', max_tokens: 100, messages });
    expect(whole.content).toEqual([{ type: 'text', text: 'Hello there' }]);
    expect(whole.stop_reason).toBe('end_turn');
    const stream = await anthropic.messages.create({
      model: 'claude-x',
      max_tokens: 100,
      messages,
      stream: true,
    });
    const types: string[] = [];
    let text = '';
    for await (const event of stream) {
      types.push(event.type);
      if (event.type === 'content_block_delta' && event.delta.type === 'text_delta') text += event.delta.text;
    }
    expect(text).toBe('Hello there');
    expect(types).toEqual([
      'message_start',
      'content_block_start',
      'content_block_delta',
      'content_block_delta',
      'content_block_stop',
      'message_delta',
      'message_stop',
    ]);
    expect(await anthropic.messages.countTokens({ model: 'claude-x', messages })).toEqual({
      input_tokens: expect.any(Number),
    });
    expect(d.recorder.records.map((r) => r.api)).toEqual(['messages', 'messages', 'count-tokens']);
  });

  it('tool_use, streamed and not; the tool_result continues the turn', async () => {
    const { anthropic } = await started(tool);
    const asked = await anthropic.messages
      .stream({ model: 'claude-x', max_tokens: 100, messages: [{ role: 'user', content: 'what is here?' }] })
      .finalMessage();
    expect(asked.stop_reason).toBe('tool_use');
    const use = asked.content.find((b) => b.type === 'tool_use')!;
    expect(use).toMatchObject({ type: 'tool_use', name: 'shell', input: { cmd: 'ls -la' } });
    expect(asked.content[0]).toEqual({ type: 'text', text: 'let me look' });
    const done = await anthropic.messages.create({
      model: 'claude-x',
      max_tokens: 100,
      messages: [
        { role: 'user', content: 'what is here?' },
        { role: 'assistant', content: asked.content },
        {
          role: 'user',
          content: [
            { type: 'tool_result', tool_use_id: use.type === 'tool_use' ? use.id : '', content: 'a b' },
          ],
        },
      ],
    });
    expect(done.content).toEqual([{ type: 'text', text: 'found two files' }]);
    const whole = await anthropic.messages.create({
      model: 'claude-x',
      max_tokens: 100,
      messages: [{ role: 'user', content: 'again?' }],
    });
    expect(whole.stop_reason).toBe('tool_use');
  });

  it.each([
    [429, Anthropic.RateLimitError, 'rate_limit_error'],
    [529, Anthropic.OverloadedError, 'overloaded_error'],
    [401, Anthropic.AuthenticationError, 'authentication_error'],
    [500, Anthropic.InternalServerError, 'api_error'],
  ])('an HTTP %i raises %o with error.type %s, streamed or not', async (status, ErrorClass, type) => {
    const { anthropic } = await started(failing(status));
    const params = {
      model: 'claude-x',
      max_tokens: 100,
      messages: [{ role: 'user' as const, content: 'hi' }],
    };
    const raised = await anthropic.messages.create(params).catch((e: unknown) => e);
    expect(raised).toBeInstanceOf(ErrorClass);
    expect((raised as InstanceType<typeof Anthropic.APIError>).error).toMatchObject({
      type: 'error',
      error: { type },
    });
    expect((raised as InstanceType<typeof Anthropic.APIError>).requestID).toMatch(/^req_/);
    const other = {
      ...params,
      messages: [{ role: 'user' as const, content: 'hello' }],
      stream: true as const,
    };
    await expect(anthropic.messages.create(other)).rejects.toBeInstanceOf(ErrorClass);
  });

  it('an overloaded_error event mid-stream raises an APIError after the text so far', async () => {
    const { anthropic } = await started(midStream('overloaded_error'));
    const stream = anthropic.messages.stream({
      model: 'claude-x',
      max_tokens: 100,
      messages: [{ role: 'user', content: 'hi' }],
    });
    let text = '';
    stream.on('text', (piece) => (text += piece));
    const raised = await stream.finalMessage().catch((e: unknown) => e);
    expect(raised).toBeInstanceOf(Anthropic.APIError);
    expect(String(raised)).toContain('overloaded_error');
    expect(text).toBe('partial');
  });

  it('a retry of a failed call (the same conversation again) is the same turn, and gets its next response', async () => {
    const { d } = await started({
      default: { responses: [{ http: { status: 529 } }, { output: ['second try'] }] },
    });
    const retrying = new Anthropic({ baseURL: d.origin, apiKey: 'k', maxRetries: 1 });
    const whole = await retrying.messages.create({
      model: 'claude-x',
      max_tokens: 100,
      messages: [{ role: 'user', content: 'hi' }],
    });
    expect(whole.content).toEqual([{ type: 'text', text: 'second try' }]);
    expect(d.recorder.records.map((r) => [r.turn, r.call, r.retry, r.answer])).toEqual([
      [1, 1, undefined, 'http'],
      [1, 2, 1, 'completed'],
    ]);
  });

  it('a request the API would refuse is answered 400 invalid_request_error, and recorded as the bridge’s', async () => {
    const { d, anthropic } = await started();
    const raised = await anthropic.messages
      .create({ model: 'claude-x', max_tokens: 100, messages: [] })
      .catch((e: unknown) => e);
    expect(raised).toBeInstanceOf(Anthropic.BadRequestError);
    expect(d.recorder.records.find((r) => r.kind === 'violation')).toMatchObject({ by: 'implementation' });
  });
});
