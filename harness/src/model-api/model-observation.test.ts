import { afterEach, describe, expect, it } from 'vitest';
import Anthropic from '@anthropic-ai/sdk';
import type { HostRecord } from '../doubles/host/recorder.ts';
import { ModelApiHost } from './model-api-host.ts';
import { turnLog } from '../runner/scenario-host.ts';

const hosts: ModelApiHost[] = [];
afterEach(async () => {
  for (const h of hosts.splice(0)) await h.stop();
});

const turns = (host: ModelApiHost) =>
  host.recorder.records
    .filter((r): r is Extract<HostRecord, { kind: 'turn' }> => r.kind === 'turn')
    .map(({ event, threadId, turnId, input, status }) => ({ event, threadId, turnId, input, status }));

describe('model-api mode: the host layer read from the model calls', () => {
  it('a call with new user input starts a turn in the conversation it continues; its answer ends it', async () => {
    const host = new ModelApiHost({
      script: {
        turns: [
          { responses: [{ output: [{ toolCall: { command: 'ls' } }] }, { output: ['first'] }] },
          { responses: [{ output: ['second'] }] },
        ],
      },
    });
    hosts.push(host);
    await host.start();
    const env = host.launchEnv();
    expect(env).toMatchObject({
      LARKSPUR_HOST_INTERFACE: 'model-api',
      ANTHROPIC_BASE_URL: host.model.origin,
      LARKSPUR_OPENAI_BASE_URL: host.model.baseUrl,
    });
    const client = new Anthropic({
      baseURL: env.ANTHROPIC_BASE_URL,
      apiKey: env.ANTHROPIC_API_KEY,
      maxRetries: 0,
    });
    const ask = (messages: Anthropic.MessageParam[]) =>
      client.messages.create({ model: 'claude-x', max_tokens: 100, messages });
    const asked = await ask([{ role: 'user', content: 'q1' }]);
    const use = asked.content.find((b) => b.type === 'tool_use')!;
    const answered = await ask([
      { role: 'user', content: 'q1' },
      { role: 'assistant', content: asked.content },
      {
        role: 'user',
        content: [{ type: 'tool_result', tool_use_id: use.type === 'tool_use' ? use.id : '', content: 'a' }],
      },
    ]);
    expect(answered.content).toEqual([{ type: 'text', text: 'first' }]);
    // The follow-up carries the first exchange: the same conversation, a new turn.
    await ask([
      { role: 'user', content: 'q1' },
      { role: 'assistant', content: 'first' },
      { role: 'user', content: 'q2' },
    ]);
    expect(turns(host)).toEqual([
      {
        event: 'started',
        threadId: 'm1',
        turnId: 't1',
        input: [{ type: 'text', text: 'q1' }],
        status: undefined,
      },
      { event: 'ended', threadId: 'm1', turnId: 't1', input: undefined, status: 'completed' },
      {
        event: 'started',
        threadId: 'm1',
        turnId: 't2',
        input: [{ type: 'text', text: 'q2' }],
        status: undefined,
      },
      { event: 'ended', threadId: 'm1', turnId: 't2', input: undefined, status: 'completed' },
    ]);
    expect(host.observed()).toEqual(['model-calls']);
    // What each turn said, for the runner's invariants: in every host mode, as the host double logs it.
    expect(turnLog(host).map(({ input, deltas, status }) => ({ input, deltas, status }))).toEqual([
      { input: 'q1', deltas: ['first'], status: 'completed' },
      { input: 'q2', deltas: ['second'], status: 'completed' },
    ]);
  });
});
