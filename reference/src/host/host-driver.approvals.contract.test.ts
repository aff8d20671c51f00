import { describe, expect, it } from 'vitest';
import { SteerRejectedError } from './errors.ts';
import type { ApprovalRequest } from '../core/host.ts';
import { hostContract, text } from './testing/contract.ts';

const { driverFor, withDouble } = hostContract();

describe('host driver: approvals and steer (HO-008, AD-008)', () => {
  it('hands an approval to the core and answers with its decision', async () => {
    const asked: ApprovalRequest[] = [];
    const resolved: unknown[] = [];
    const { driver, threadId } = await withDouble(
      {
        turns: [
          {
            stream: [
              { approval: { kind: 'commandExecution', command: 'rm -rf build', reason: 'clean' } },
              'done',
            ],
          },
        ],
      },
      {
        approvals: {
          request: async (a) => {
            asked.push(a);
            return 'accept';
          },
          resolved: (r) => {
            resolved.push(r);
          },
        },
      },
    );
    const { turnId, done } = await driver.startTurn(threadId, text('x'), {});
    expect(await done).toEqual({ status: 'completed', text: 'done' });
    expect(asked).toEqual([
      expect.objectContaining({
        kind: 'commandExecution',
        threadId,
        turnId,
        command: 'rm -rf build',
        reason: 'clean',
      }),
    ]);
    expect(resolved).toEqual([{ threadId, requestId: asked[0]!.requestId }]);
  });

  it('declines when no one handles approvals, and a cancel interrupts the turn', async () => {
    const script = {
      turns: [
        { stream: [{ approval: { kind: 'fileChange' } }, 'went on'] },
        { stream: [{ approval: { kind: 'fileChange' } }, 'never'] },
      ],
    };
    const { driver, threadId, double } = await withDouble(script);
    expect(await (await driver.startTurn(threadId, text('x'), {})).done).toEqual({
      status: 'completed',
      text: 'went on',
    });
    const answers = double.records.filter(
      (r) =>
        r.kind === 'rpc' && r.direction === 'in' && (r.message as { result?: unknown }).result !== undefined,
    );
    expect(answers.at(-1)?.message).toMatchObject({ result: { decision: 'decline' } });
    await driver.close();
    const canceller = await driverFor(double.hostCommand, { approvals: { request: async () => 'cancel' } });
    await canceller.resumeThread(threadId);
    expect((await (await canceller.startTurn(threadId, text('y'), {})).done).status).toBe('interrupted');
  });

  it('steers the running turn, and reports a refused steer as a failure', async () => {
    const { driver, threadId } = await withDouble({
      turns: [{ end: 'hang' }, { end: 'hang', onSteer: 'reject' }],
    });
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
