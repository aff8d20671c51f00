import { describe, expect, it } from 'vitest';
import { HostRecorder, type HostRecord } from '../doubles/host/recorder.ts';
import { ClaudeClient } from './claude-client.ts';
import { StreamTurnOrder } from './stream-turn-order.ts';

const turns = (recorder: HostRecorder) =>
  recorder.records
    .filter((r): r is Extract<HostRecord, { kind: 'turn' }> => r.kind === 'turn')
    .map(({ event, threadId, turnId, input, status }) => ({
      event,
      threadId,
      turnId,
      ...(input ? { input } : {}),
      ...(status ? { status } : {}),
    }));

const line = (d: 'in' | 'out', message: unknown) => ({ d, line: JSON.stringify(message) });
const user = (content: unknown) => line('in', { type: 'user', message: { role: 'user', content } });
const init = (session: string) => line('out', { type: 'system', subtype: 'init', session_id: session });
const result = (subtype: string, isError = false) =>
  line('out', { type: 'result', subtype, is_error: isError, session_id: 's1', result: 'x' });

describe('a kit claude, read from its stream-json', () => {
  it('records every line both ways, and a turn per user message in the session Claude Code names', () => {
    const recorder = new HostRecorder(() => 0);
    const client = new ClaudeClient(
      'c1',
      ['--output-format', 'stream-json', '--input-format', 'stream-json'],
      recorder,
      new StreamTurnOrder(),
    );
    client.report(
      line('in', { type: 'control_request', request_id: 'r', request: { subtype: 'initialize' } }),
    );
    client.report(user([{ type: 'text', text: 'first' }]));
    // The session is named after the user message: the start waits for it.
    expect(turns(recorder)).toEqual([]);
    client.report(init('s1'));
    client.report(result('success'));
    client.report(user('second'));
    client.report(result('error_during_execution', true));
    expect(turns(recorder)).toEqual([
      { event: 'started', threadId: 's1', turnId: 'c1-t1', input: [{ type: 'text', text: 'first' }] },
      { event: 'ended', threadId: 's1', turnId: 'c1-t1', status: 'completed' },
      { event: 'started', threadId: 's1', turnId: 'c1-t2', input: [{ type: 'text', text: 'second' }] },
      { event: 'ended', threadId: 's1', turnId: 'c1-t2', status: 'failed' },
    ]);
    expect(
      recorder.records.filter((r) => r.kind === 'rpc').map((r) => r.kind === 'rpc' && r.direction),
    ).toEqual(['in', 'in', 'out', 'out', 'in', 'out']);
  });

  it('takes a resumed session from the command line, a -p prompt as a turn, and a tool result as no turn', () => {
    const recorder = new HostRecorder(() => 0);
    const order = new StreamTurnOrder();
    const client = new ClaudeClient('c2', ['-p', 'hello', '--resume', 'old-session'], recorder, order);
    client.report(user([{ type: 'tool_result', tool_use_id: 'toolu_1', content: 'ok' }]));
    expect(turns(recorder)).toEqual([
      {
        event: 'started',
        threadId: 'old-session',
        turnId: 'c2-t1',
        input: [{ type: 'text', text: 'hello' }],
      },
    ]);
  });

  it('ends a turn interrupted after an interrupt, and a running turn when the claude exits', async () => {
    const recorder = new HostRecorder(() => 0);
    const client = new ClaudeClient('c3', ['--session-id=s9'], recorder, new StreamTurnOrder());
    client.report(user('long'));
    client.report(
      line('in', { type: 'control_request', request_id: 'i', request: { subtype: 'interrupt' } }),
    );
    client.report(result('error_during_execution', true));
    client.report(user('another'));
    client.report({ exit: null, signal: 'SIGKILL' });
    client.closed();
    expect(
      turns(recorder)
        .filter((t) => t.event === 'ended')
        .map((t) => t.status),
    ).toEqual(['interrupted', 'interrupted']);
    expect(recorder.records.at(-1)).toMatchObject({ kind: 'connection', event: 'close', connectionId: 'c3' });
  });

  it('ends a turn with what it said: its streamed text, else its assistant messages', () => {
    const recorder = new HostRecorder(() => 0);
    const client = new ClaudeClient('c4', ['--session-id=s4'], recorder, new StreamTurnOrder());
    const delta = (text: string) =>
      line('out', {
        type: 'stream_event',
        event: { type: 'content_block_delta', delta: { type: 'text_delta', text } },
      });
    const said = (text: string) =>
      line('out', { type: 'assistant', message: { role: 'assistant', content: [{ type: 'text', text }] } });
    client.report(user('streamed'));
    client.report(delta('partial '));
    client.report(delta('answer'));
    client.report(said('partial answer'));
    client.report(result('success'));
    client.report(user('whole'));
    client.report(said('all at once'));
    client.report(result('success'));
    expect(
      recorder.records.flatMap((r) => (r.kind === 'turn' && r.event === 'ended' ? [r.text] : [])),
    ).toEqual(['partial answer', 'all at once']);
  });
});

describe('the order of turns across kit claudes', () => {
  it("gives each claude's next model turn the place of its oldest user message, whichever claude calls first", async () => {
    const order = new StreamTurnOrder();
    order.reserve('c1');
    order.reserve('c2');
    order.reserve('c1');
    expect(await order.take('c2', 0)).toBe(2);
    expect(await order.take('c1', 0)).toBe(1);
    expect(await order.take('c1', 0)).toBe(3);
    const later = order.take('c3', 1000);
    order.reserve('c3');
    expect(await later).toBe(4);
    expect(await order.take('c2', 10)).toBeUndefined();
  });
});
