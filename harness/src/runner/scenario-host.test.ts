import { describe, expect, it } from 'vitest';
import { HostRecorder } from '../doubles/host/recorder.ts';
import { turnLog, type ScenarioHost } from './scenario-host.ts';

describe('turnLog: the turns of a host in any host mode', () => {
  it("reads a host's records: each turn's input, its end, and the agent message deltas sent on for it", () => {
    let now = 0;
    const recorder = new HostRecorder(() => now);
    const delta = (turnId: string, text: string) =>
      recorder.add({
        kind: 'rpc',
        direction: 'out',
        connectionId: 'h1',
        message: {
          method: 'item/agentMessage/delta',
          params: { threadId: 'th', turnId, itemId: 'i', delta: text },
        },
      });
    now = 10;
    recorder.add({
      kind: 'turn',
      event: 'started',
      connectionId: 'h1',
      threadId: 'th',
      turnId: 't1',
      input: [
        { type: 'text', text: 'hello' },
        { type: 'localImage', path: '/x.png' },
        { type: 'text', text: 'there' },
      ],
    });
    delta('t1', 'partial ');
    delta('t1', 'answer');
    now = 50;
    recorder.add({
      kind: 'turn',
      event: 'ended',
      connectionId: 'h1',
      threadId: 'th',
      turnId: 't1',
      status: 'interrupted',
    });
    recorder.add({
      kind: 'turn',
      event: 'started',
      connectionId: 'h1',
      threadId: 'th',
      turnId: 't2',
      input: [],
    });
    const host = { recorder } as unknown as ScenarioHost;
    expect(turnLog(host)).toEqual([
      {
        turnId: 't1',
        threadId: 'th',
        input: 'hello\nthere',
        deltas: ['partial ', 'answer'],
        status: 'interrupted',
        startedAt: 10,
        endedAt: 50,
      },
      { turnId: 't2', threadId: 'th', input: '', deltas: [], status: 'inProgress', startedAt: 50 },
    ]);
  });

  it('takes the words of what a turn said at its end for its deltas', () => {
    const recorder = new HostRecorder(() => 0);
    recorder.add({
      kind: 'turn',
      event: 'started',
      connectionId: 'model',
      threadId: 'm1',
      turnId: 't1',
      input: [],
    });
    recorder.add({
      kind: 'turn',
      event: 'ended',
      connectionId: 'model',
      threadId: 'm1',
      turnId: 't1',
      status: 'failed',
      text: 'a partial answer\ncut off',
    });
    expect(turnLog({ recorder } as unknown as ScenarioHost)[0]!.deltas).toEqual([
      'a ',
      'partial ',
      'answer\n',
      'cut ',
      'off',
    ]);
  });

  it("takes the host double's own log where there is one", () => {
    const logged = [
      { turnId: 't', threadId: 'th', input: 'x', deltas: ['y'], status: 'completed' as const, startedAt: 1 },
    ];
    const host = { recorder: new HostRecorder(() => 0), turns: () => logged } as unknown as ScenarioHost;
    expect(turnLog(host)).toBe(logged);
  });
});
