import { describe, expect, it } from 'vitest';
import { HostConnectionLostError } from './errors.ts';
import { hostContract, pause, text } from './testing/contract.ts';

const { withDouble } = hostContract();

describe('host driver: turn outcomes and errors (HO-007)', () => {
  it('classifies a failed turn and never passes on the upstream prose', async () => {
    const { driver, threadId } = await withDouble({
      turns: [
        { stream: ['partial'], end: { failed: { message: 'upstream said: 502 from edge-7', codexErrorInfo: { responseStreamDisconnected: { httpStatusCode: 502 } } } } },
        { end: { failed: { message: 'too long', codexErrorInfo: 'contextWindowExceeded' } } },
        { end: { failed: { message: 'no idea' } } },
      ],
    });
    const first = await (await driver.startTurn(threadId, text('a'), {})).done;
    expect(first).toEqual({
      status: 'failed',
      text: 'partial',
      error: { class: 'upstream_transport_failure', message: 'The agent could not reach its model service.' },
    });
    expect(JSON.stringify(first)).not.toContain('edge-7');
    const second = await (await driver.startTurn(threadId, text('b'), {})).done;
    expect(second.error?.class).toBe('context_window_exceeded');
    const third = await (await driver.startTurn(threadId, text('c'), {})).done;
    expect(third.error?.class).toBe('unclassified');
  });

  it('reports a retryable error and lets the turn go on', async () => {
    const { driver, threadId } = await withDouble({
      turns: [{ stream: [{ error: { message: 'retrying', codexErrorInfo: { httpConnectionFailed: { httpStatusCode: 503 } } } }, 'fine'] }],
    });
    const retries: string[] = [];
    const { done } = await driver.startTurn(threadId, text('x'), { onRetry: (e) => retries.push(e.class) });
    expect(await done).toEqual({ status: 'completed', text: 'fine' });
    expect(retries).toEqual(['upstream_transport_failure']);
  });

  it('waits on a turn blocked until the scenario releases it', async () => {
    const { driver, threadId, double } = await withDouble({ turns: [{ stream: ['one', { waitForRelease: 'go' }, ' two'] }] });
    const { done } = await driver.startTurn(threadId, text('x'), {});
    let settled = false;
    void done.then(() => (settled = true));
    await pause(100);
    expect(settled).toBe(false);
    expect((await driver.readThread(threadId)).status).toBe('active');
    double.release('go');
    expect(await done).toEqual({ status: 'completed', text: 'one two' });
  });

  it('waits on a host that hangs with no events, until an interrupt ends the turn', async () => {
    const { driver, threadId } = await withDouble({ turns: [{ end: 'hang' }] });
    const deltas: string[] = [];
    const { turnId, done } = await driver.startTurn(threadId, text('x'), { onDelta: (d) => deltas.push(d) });
    let settled = false;
    void done.then(() => (settled = true));
    await pause(150);
    expect(settled).toBe(false);
    expect(deltas).toEqual([]);
    await driver.interrupt(threadId, turnId);
    expect(await done).toEqual({ status: 'interrupted', text: '' });
  });

  it('loses the outcome, not the process, when the host dies mid-turn', async () => {
    const exits: unknown[] = [];
    const { driver, threadId } = await withDouble({ turns: [{ end: 'hang' }] }, { onExit: (e) => exits.push(e) });
    const { done } = await driver.startTurn(threadId, text('x'), {});
    await driver.close();
    await expect(done).rejects.toBeInstanceOf(HostConnectionLostError);
    expect(exits).toHaveLength(1);
  });
});
