import { afterEach, describe, expect, it } from 'vitest';
import { HostConnectionLostError, HostTimeoutError, ModelProviderMismatchError, SteerRejectedError, ThreadNotFoundError } from './errors.ts';
import { HostDriver, type ApprovalRequest, type HostDriverOptions } from './host-driver.ts';
import { spawnHost, type HostProcess } from './host-process.ts';
import { alive, DoubleProcess, stdioCommand } from './testing/double-process.ts';

const CLIENT = { name: 'larkspur_reference', title: 'Larkspur reference server', version: '0.1.0' };
const drivers: HostDriver[] = [];
const doubles: DoubleProcess[] = [];

afterEach(async () => {
  for (const driver of drivers.splice(0)) await driver.close();
  for (const double of doubles.splice(0)) {
    // The reference driver kept to the host protocol in every exchange, and so did the double.
    expect(double.violations()).toEqual([]);
    double.stop();
  }
});

async function driverFor(command: string, options: Partial<HostDriverOptions> = {}): Promise<HostDriver> {
  const driver = new HostDriver({ command, clientInfo: CLIENT, closeGraceMs: 500, ...options });
  drivers.push(driver);
  await driver.start();
  return driver;
}

async function withDouble(script: object, options: Partial<HostDriverOptions> = {}) {
  const double = await DoubleProcess.start(script);
  doubles.push(double);
  const driver = await driverFor(double.hostCommand, options);
  const { threadId } = await driver.startThread();
  return { double, driver, threadId };
}

const text = (t: string) => [{ type: 'text' as const, text: t }];
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('host driver against the host double: the walking skeleton', () => {
  it('drives `larkspur doubles host --stdio` directly: handshake, thread, echo turn, close', async () => {
    let child: HostProcess | undefined;
    const driver = await driverFor(stdioCommand({}), { spawn: (c) => (child = spawnHost(c)) });
    expect(driver.ready).toBe(true);
    const { threadId, modelProvider } = await driver.startThread();
    expect(modelProvider).toBe('openai');
    const { done } = await driver.startTurn(threadId, text('hello host'), {});
    expect(await done).toEqual({ status: 'completed', text: 'hello host' });
    await driver.close();
    expect(driver.ready).toBe(false);
    expect(alive(child!.pid!)).toBe(false);
  });

  it('streams the scripted deltas to onDelta and completes with the whole text', async () => {
    const { driver, threadId, double } = await withDouble({ turns: [{ stream: ['Hello', ' there'], deltaDelayMs: 20 }] });
    const seen: Array<[string, string]> = [];
    const { turnId, done } = await driver.startTurn(threadId, text('hi'), { onDelta: (d, t) => seen.push([d, t]) });
    expect(await done).toEqual({ status: 'completed', text: 'Hello there' });
    expect(seen).toEqual([
      ['Hello', 'Hello'],
      [' there', 'Hello there'],
    ]);
    expect(turnId).toMatch(/^turn_/);
    expect(double.calls('initialize')).toHaveLength(1);
    expect(double.calls('turn/start')).toHaveLength(1);
  });

  it('fails start() cleanly when the command is no host', async () => {
    const driver = new HostDriver({ command: 'exit 3', clientInfo: CLIENT });
    await expect(driver.start()).rejects.toBeInstanceOf(HostConnectionLostError);
    expect(driver.ready).toBe(false);
  });
});

describe('host driver: threads (HO-001, HO-002)', () => {
  it('resumes its thread after a host restart, and names a thread the host does not know', async () => {
    const { driver, threadId, double } = await withDouble({});
    await driver.close();
    await driver.start();
    expect(await driver.readThread(threadId)).toEqual({ status: 'notLoaded' });
    await expect(driver.resumeThread('thr_404')).rejects.toBeInstanceOf(ThreadNotFoundError);
    expect((await driver.resumeThread(threadId)).threadId).toBe(threadId);
    const { done } = await driver.startTurn(threadId, text('after restart'), {});
    expect((await done).text).toBe('after restart');
    expect(double.records.filter((r) => r.kind === 'connection' && r.event === 'open')).toHaveLength(2);
  });

  it('checks the model provider read back from start and resume', async () => {
    const double = await DoubleProcess.start({ modelProvider: 'azure' });
    doubles.push(double);
    const wrong = await driverFor(double.hostCommand, { modelProvider: 'openai' });
    const refused = wrong.startThread();
    await expect(refused).rejects.toBeInstanceOf(ModelProviderMismatchError);
    await expect(refused).rejects.toMatchObject({ expected: 'openai', actual: 'azure' });
    const right = await driverFor(double.hostCommand, { modelProvider: 'azure' });
    const { threadId } = await right.startThread();
    await expect(wrong.resumeThread(threadId)).rejects.toBeInstanceOf(ModelProviderMismatchError);
    expect(double.calls('thread/start')[0]?.params).toMatchObject({ modelProvider: 'openai' });
  });
});

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

  it('loses the outcome, not the process, when the host dies mid-turn', async () => {
    const exits: unknown[] = [];
    const { driver, threadId } = await withDouble({ turns: [{ end: 'hang' }] }, { onExit: (e) => exits.push(e) });
    const { done } = await driver.startTurn(threadId, text('x'), {});
    await driver.close();
    await expect(done).rejects.toBeInstanceOf(HostConnectionLostError);
    expect(exits).toHaveLength(1);
  });
});

describe('host driver: stop and readback (HO-003, HO-004)', () => {
  it('interrupts promptly: the turn ends interrupted and a fresh read is not active', async () => {
    const { driver, threadId } = await withDouble({ turns: [{ stream: ['so far'], end: 'hang' }] });
    const { turnId, done } = await driver.startTurn(threadId, text('x'), {});
    expect(await driver.readThread(threadId)).toEqual({ status: 'active', activeTurnId: turnId });
    await driver.interrupt(threadId, turnId);
    expect(await done).toEqual({ status: 'interrupted', text: 'so far' });
    expect(await driver.readThread(threadId)).toEqual({ status: 'idle' });
  });

  it('shows a late interrupt as still active until the host ends the turn', async () => {
    const { driver, threadId } = await withDouble({ turns: [{ end: 'hang', onInterrupt: { lateMs: 150 } }] });
    const { turnId, done } = await driver.startTurn(threadId, text('x'), {});
    await driver.interrupt(threadId, turnId);
    expect(await driver.readThread(threadId)).toEqual({ status: 'active', activeTurnId: turnId });
    expect((await done).status).toBe('interrupted');
    expect((await driver.readThread(threadId)).status).toBe('idle');
  });

  it('does not take an acknowledgement for a stop: an ignored interrupt reads active', async () => {
    const { driver, threadId } = await withDouble({ turns: [{ end: 'hang', onInterrupt: 'ignore' }] });
    const { turnId } = await driver.startTurn(threadId, text('x'), {});
    await driver.interrupt(threadId, turnId);
    await pause(50);
    expect(await driver.readThread(threadId)).toEqual({ status: 'active', activeTurnId: turnId });
  });

  it('gives up on an unanswered interrupt within its timeout', async () => {
    const { driver, threadId } = await withDouble({ turns: [{ end: 'hang', onInterrupt: 'unanswered' }] }, { interruptTimeoutMs: 100 });
    const { turnId } = await driver.startTurn(threadId, text('x'), {});
    const t0 = Date.now();
    await expect(driver.interrupt(threadId, turnId)).rejects.toBeInstanceOf(HostTimeoutError);
    expect(Date.now() - t0).toBeLessThan(1_000);
    expect((await driver.readThread(threadId)).status).toBe('active');
  });

  it('reads a host that keeps reporting the turn active as active', async () => {
    const { driver, threadId } = await withDouble({ turns: [{ stream: ['x'], reportActive: true }] });
    const { turnId, done } = await driver.startTurn(threadId, text('x'), {});
    expect((await done).status).toBe('completed');
    expect(await driver.readThread(threadId)).toEqual({ status: 'active', activeTurnId: turnId });
  });

  it('surfaces a lost turn/start answer as unknown, and a fresh read on a new host tells the truth', async () => {
    const { driver, threadId, double } = await withDouble({ turns: [{ stream: ['ran once'], dropConnectionOnStart: true }] });
    await expect(driver.startTurn(threadId, text('x'), {})).rejects.toBeInstanceOf(HostConnectionLostError);
    await double.until((r) => r.kind === 'connection' && r.event === 'close');
    expect(driver.ready).toBe(false);
    const again = await driverFor(double.hostCommand);
    const read = await again.readThread(threadId);
    expect(read.status).not.toBe('active');
    expect(double.calls('turn/start')).toHaveLength(1);
  });
});

describe('host driver: approvals and steer (HO-008, AD-008)', () => {
  it('hands an approval to the core and answers with its decision', async () => {
    const asked: ApprovalRequest[] = [];
    const resolved: unknown[] = [];
    const { driver, threadId } = await withDouble(
      { turns: [{ stream: [{ approval: { kind: 'commandExecution', command: 'rm -rf build', reason: 'clean' } }, 'done'] }] },
      {
        approvals: {
          request: async (a) => {
            asked.push(a);
            return 'accept';
          },
          resolved: (r) => resolved.push(r),
        },
      },
    );
    const { turnId, done } = await driver.startTurn(threadId, text('x'), {});
    expect(await done).toEqual({ status: 'completed', text: 'done' });
    expect(asked).toEqual([
      expect.objectContaining({ kind: 'commandExecution', threadId, turnId, command: 'rm -rf build', reason: 'clean' }),
    ]);
    expect(resolved).toEqual([{ threadId, requestId: asked[0]!.requestId }]);
  });

  it('declines when no one handles approvals, and a cancel interrupts the turn', async () => {
    const script = { turns: [{ stream: [{ approval: { kind: 'fileChange' } }, 'went on'] }, { stream: [{ approval: { kind: 'fileChange' } }, 'never'] }] };
    const { driver, threadId, double } = await withDouble(script);
    expect(await (await driver.startTurn(threadId, text('x'), {})).done).toEqual({ status: 'completed', text: 'went on' });
    const answers = double.records.filter((r) => r.kind === 'rpc' && r.direction === 'in' && (r.message as { result?: unknown }).result !== undefined);
    expect(answers.at(-1)?.message).toMatchObject({ result: { decision: 'decline' } });
    await driver.close();
    const canceller = await driverFor(double.hostCommand, { approvals: { request: async () => 'cancel' } });
    await canceller.resumeThread(threadId);
    expect((await (await canceller.startTurn(threadId, text('y'), {})).done).status).toBe('interrupted');
  });

  it('steers the running turn, and reports a refused steer as a failure', async () => {
    const { driver, threadId } = await withDouble({ turns: [{ end: 'hang' }, { end: 'hang', onSteer: 'reject' }] });
    const first = await driver.startTurn(threadId, text('x'), {});
    expect(await driver.steerTurn(threadId, first.turnId, text('more'))).toEqual({ turnId: first.turnId });
    await driver.interrupt(threadId, first.turnId);
    await first.done;
    const second = await driver.startTurn(threadId, text('y'), {});
    const refused = driver.steerTurn(threadId, second.turnId, text('more'));
    await expect(refused).rejects.toBeInstanceOf(SteerRejectedError);
    await expect(refused).rejects.toMatchObject({ errorClass: 'active_turn_not_steerable' });
  });
});
