import { afterEach, describe, expect, it } from 'vitest';
import type { HostScript } from '../../../../generated/types/index.ts';
import { until } from '../../../../runtime/src/testing/until.ts';
import { echoDeltas } from './echo.ts';
import { HostDouble } from './host-double.ts';
import { TestHostClient } from './test-client.ts';

const doubles: HostDouble[] = [];

async function started(script: HostScript) {
  const double = new HostDouble({ script });
  doubles.push(double);
  const client = new TestHostClient();
  double.attach(client.channel);
  await client.initialize();
  const threadId = (await client.request('thread/start', {})).result.thread.id as string;
  return { double, client, threadId };
}

afterEach(async () => {
  for (const double of doubles.splice(0)) await double.stop();
});

describe('host double: echo turns and the turn log', () => {
  it('splits text into about equal pieces without breaking a character, never more pieces than characters', () => {
    expect(echoDeltas('abcdefgh', 4)).toEqual(['ab', 'cd', 'ef', 'gh']);
    expect(echoDeltas('abcdefghi', 4)).toEqual(['abc', 'def', 'ghi']);
    expect(echoDeltas('a😀b', 3)).toEqual(['a', '😀', 'b']);
    expect(echoDeltas('ab', 5)).toEqual(['a', 'b']);
    expect(echoDeltas('', 3)).toEqual(['']);
  });

  it('an echo turn streams its input in pieces, and the log keeps the input, every delta and the end', async () => {
    const { double, client, threadId } = await started({
      default: { stream: [{ echo: 3 }], deltaDelayMs: 5 },
    });
    const turn = (
      await client.request('turn/start', { threadId, input: [{ type: 'text', text: 'one two three' }] })
    ).result.turn.id as string;
    await client.notification('turn/completed', (p) => p.turn.id === turn);
    const streamed = client.received
      .filter((m) => m.method === 'item/agentMessage/delta')
      .map((m) => m.params.delta);
    expect(streamed).toEqual(['one t', 'wo th', 'ree']);
    const [logged] = double.turns();
    expect(logged).toMatchObject({
      turnId: turn,
      threadId,
      input: 'one two three',
      deltas: streamed,
      status: 'completed',
    });
    expect(logged!.endedAt).toBeGreaterThanOrEqual(logged!.startedAt);
  });

  it('a turn whose connection is gone still runs to its end in the log, as it does on the host', async () => {
    const { double, client, threadId } = await started({
      default: { stream: [{ echo: 2 }], deltaDelayMs: 30 },
    });
    await client.request('turn/start', { threadId, input: [{ type: 'text', text: 'nobody listens' }] });
    client.channel.close();
    await until(() => double.turns()[0]?.status === 'completed', { what: 'the turn run to its end' });
    expect(double.turns()[0]).toMatchObject({ status: 'completed', deltas: ['nobody ', 'listens'] });
  });
});
