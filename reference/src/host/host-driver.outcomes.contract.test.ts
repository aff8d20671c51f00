import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HostConnectionLostError } from './errors.ts';
import { until } from '../../../runtime/src/testing/until.ts';
import { hostContract, text } from './testing/contract.ts';

const { withDouble } = hostContract();

describe('host driver: turn outcomes and errors (HO-007)', () => {
  it('classifies a failed turn and never passes on the upstream prose', async () => {
    const { driver, threadId } = await withDouble({
      turns: [
        {
          stream: ['partial'],
          end: {
            failed: {
              message: 'upstream said: 502 from edge-7',
              codexErrorInfo: { responseStreamDisconnected: { httpStatusCode: 502 } },
            },
          },
        },
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
      turns: [
        {
          stream: [
            {
              error: {
                message: 'retrying',
                codexErrorInfo: { httpConnectionFailed: { httpStatusCode: 503 } },
              },
            },
            'fine',
          ],
        },
      ],
    });
    const retries: string[] = [];
    const { done } = await driver.startTurn(threadId, text('x'), { onRetry: (e) => retries.push(e.class) });
    expect(await done).toEqual({ status: 'completed', text: 'fine' });
    expect(retries).toEqual(['upstream_transport_failure']);
  });

  it('waits on a turn blocked until the scenario releases it', async () => {
    const { driver, threadId, double } = await withDouble({
      turns: [{ stream: ['one', { waitForRelease: 'go' }, ' two'] }],
    });
    const deltas: string[] = [];
    const { done } = await driver.startTurn(threadId, text('x'), { onDelta: (d) => deltas.push(d) });
    let settled = false;
    void done.then(() => (settled = true));
    // What came before the release has arrived: the turn waits at the release.
    await until(() => deltas.length === 1, { what: 'the delta before the release' });
    expect(settled).toBe(false);
    expect((await driver.readThread(threadId)).status).toBe('active');
    double.release('go');
    expect(await done).toEqual({ status: 'completed', text: 'one two' });
  });

  it('waits on a host that hangs with no events, until an interrupt ends the turn', async () => {
    const { driver, threadId, double } = await withDouble({ turns: [{ end: 'hang' }] });
    const deltas: string[] = [];
    const { turnId, done } = await driver.startTurn(threadId, text('x'), { onDelta: (d) => deltas.push(d) });
    let settled = false;
    void done.then(() => (settled = true));
    await double.until((r) => r.kind === 'turn' && r.event === 'started');
    // Answered after the turn started: the driver has heard whatever the host sent before.
    expect((await driver.readThread(threadId)).status).toBe('active');
    expect(settled).toBe(false);
    expect(deltas).toEqual([]);
    await driver.interrupt(threadId, turnId);
    expect(await done).toEqual({ status: 'interrupted', text: '' });
  });

  it('loses the outcome, not the process, when the host dies mid-turn', async () => {
    const exits: unknown[] = [];
    const { driver, threadId } = await withDouble(
      { turns: [{ end: 'hang' }] },
      { onExit: (e) => exits.push(e) },
    );
    const { done } = await driver.startTurn(threadId, text('x'), {});
    await driver.close();
    await expect(done).rejects.toBeInstanceOf(HostConnectionLostError);
    expect(exits).toHaveLength(1);
  });
});

describe('host driver: no value the host sends leaves a turn unsettled (HO-007)', () => {
  const { driverFor } = hostContract();

  /** A host that answers the handshake and thread/turn starts, then ends the turn with a turn/completed it made up. */
  function hostEnding(completed: object): string {
    const script = `
      const rl = require('node:readline').createInterface({ input: process.stdin });
      const send = (m) => process.stdout.write(JSON.stringify(m) + '\\n');
      const thread = { id: 'thr_1', preview: '', modelProvider: 'openai', createdAt: 1, updatedAt: 1, status: { type: 'idle' }, cwd: '/w', ephemeral: false, cliVersion: '0.171.0', turns: [] };
      rl.on('line', (line) => {
        const m = JSON.parse(line);
        if (m.method === 'initialize') send({ id: m.id, result: { userAgent: 'x', codexHome: '/h', platformFamily: 'unix', platformOs: 'linux' } });
        if (m.method === 'thread/start') send({ id: m.id, result: { thread, model: 'm', modelProvider: 'openai', cwd: '/w', approvalPolicy: 'never', sandbox: { type: 'readOnly' } } });
        if (m.method === 'turn/start') {
          send({ id: m.id, result: { turn: { id: 'turn_1', items: [], status: 'inProgress', error: null } } });
          send({ method: 'item/agentMessage/delta', params: { threadId: 'thr_1', turnId: 'turn_1', itemId: 'i1', delta: 'partial' } });
          send(${JSON.stringify({ method: 'turn/completed', params: { threadId: 'thr_1', turn: { id: 'turn_1', items: [], ...completed } } })});
        }
      });`;
    const file = join(mkdtempSync(join(tmpdir(), 'larkspur-made-up-host-')), 'host.cjs');
    writeFileSync(file, script);
    return `exec '${process.execPath}' '${file}'`;
  }

  it.each([
    [
      'a class it does not know',
      { status: 'failed', error: { message: 'm', codexErrorInfo: 'brandNewClass' } },
    ],
    ['a status outside the protocol', { status: 'exploded', error: null }],
    ['an error of the wrong shape', { status: 'failed', error: 'rate limited' }],
  ])('a turn/completed with %s ends the turn failed, unclassified', async (_what, completed) => {
    const driver = await driverFor(hostEnding(completed));
    const { threadId } = await driver.startThread();
    const { done } = await driver.startTurn(threadId, text('x'), {});
    expect(await done).toEqual({
      status: 'failed',
      text: 'partial',
      error: { class: 'unclassified', message: 'The agent failed.' },
    });
  });
});
