import { describe, expect, it } from 'vitest';
import { HostConnectionLostError, HostTimeoutError } from './errors.ts';
import { hostContract, text } from './testing/contract.ts';

const { driverFor, withDouble } = hostContract();

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
    const { driver, threadId } = await withDouble({ turns: [{ end: 'hang', onInterrupt: { lateMs: 800 } }] });
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
    // The host answers in order: the read comes after whatever the interrupt did.
    expect(await driver.readThread(threadId)).toEqual({ status: 'active', activeTurnId: turnId });
  });

  it('gives up on an unanswered interrupt within its timeout', async () => {
    const { driver, threadId } = await withDouble(
      { turns: [{ end: 'hang', onInterrupt: 'unanswered' }] },
      { interruptTimeoutMs: 100 },
    );
    const { turnId } = await driver.startTurn(threadId, text('x'), {});
    const t0 = Date.now();
    await expect(driver.interrupt(threadId, turnId)).rejects.toBeInstanceOf(HostTimeoutError);
    expect(Date.now() - t0).toBeLessThan(2_000);
    expect((await driver.readThread(threadId)).status).toBe('active');
  });

  it('reads a host that keeps reporting the turn active as active', async () => {
    const { driver, threadId } = await withDouble({ turns: [{ stream: ['x'], reportActive: true }] });
    const { turnId, done } = await driver.startTurn(threadId, text('x'), {});
    expect((await done).status).toBe('completed');
    expect(await driver.readThread(threadId)).toEqual({ status: 'active', activeTurnId: turnId });
  });

  it('surfaces a lost turn/start answer as unknown, and a fresh read on a new host tells the truth', async () => {
    const { driver, threadId, double } = await withDouble({
      turns: [{ stream: ['ran once'], dropConnectionOnStart: true }],
    });
    await expect(driver.startTurn(threadId, text('x'), {})).rejects.toBeInstanceOf(HostConnectionLostError);
    await double.until((r) => r.kind === 'connection' && r.event === 'close');
    expect(driver.ready).toBe(false);
    const again = await driverFor(double.hostCommand);
    await again.resumeThread(threadId);
    expect(await again.readThread(threadId)).toEqual({ status: 'idle' });
    expect(await again.listTurns(threadId, 5)).toEqual([
      { id: expect.any(String), status: 'completed', input: 'x', answer: 'ran once' },
    ]);
    expect(double.calls('turn/start')).toHaveLength(1);
  });
});
