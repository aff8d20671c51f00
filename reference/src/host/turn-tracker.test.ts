import { describe, expect, it } from 'vitest';
import { HostConnectionLostError } from './errors.ts';
import { TurnTracker } from './turn-tracker.ts';

const turn = (status: 'completed' | 'interrupted' | 'failed', error: unknown = null) =>
  ({ id: 'turn_1', items: [], status, error }) as Parameters<TurnTracker['completed']>[0];

describe('turn tracker', () => {
  it('replays, in order, what was read before the turn/start answer was attached', async () => {
    const tracker = new TurnTracker();
    tracker.delta('item_1', 'Hel');
    tracker.retry({ httpConnectionFailed: { httpStatusCode: 503 } });
    tracker.delta('item_1', 'lo');
    tracker.completed(turn('completed'));
    const events: string[] = [];
    tracker.attach({
      onDelta: (d, t) => events.push(`delta ${d} ${t}`),
      onRetry: (e) => events.push(`retry ${e.class}`),
    });
    expect(events).toEqual(['delta Hel Hel', 'retry upstream_transport_failure', 'delta lo Hello']);
    expect(await tracker.done).toEqual({ status: 'completed', text: 'Hello' });
    expect(tracker.settled).toBe(true);
  });

  it('answers with the last agent message, as item/completed has it', async () => {
    const tracker = new TurnTracker();
    tracker.attach({});
    tracker.delta('item_1', 'thinking aloud');
    tracker.item('completed', { type: 'agentMessage', id: 'item_1', text: 'thinking aloud' });
    tracker.delta('item_2', 'draft');
    tracker.item('completed', { type: 'agentMessage', id: 'item_2', text: 'final answer' });
    tracker.completed(turn('completed'));
    expect((await tracker.done).text).toBe('final answer');
  });

  it('reports coarse item phases without content', () => {
    const tracker = new TurnTracker();
    const phases: string[] = [];
    tracker.attach({ onItem: (e) => phases.push(`${e.phase} ${e.type}`) });
    tracker.item('started', { type: 'userMessage', id: 'i0', content: [] });
    tracker.item('started', {
      type: 'commandExecution',
      id: 'i1',
      command: 'ls',
      cwd: '/',
      status: 'inProgress',
    });
    expect(phases).toEqual(['started commandExecution']);
  });

  it('rejects done when the host goes away, without an unhandled rejection', async () => {
    const tracker = new TurnTracker();
    tracker.lost(new HostConnectionLostError('turn'));
    await expect(tracker.done).rejects.toBeInstanceOf(HostConnectionLostError);
  });
});
