import { describe, expect, it } from 'vitest';
import { ModelProviderMismatchError, ThreadNotFoundError } from './errors.ts';
import { hostContract, text } from './testing/contract.ts';

const { driverFor, startDouble, withDouble } = hostContract();

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
    const double = await startDouble({ modelProvider: 'azure' });
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
