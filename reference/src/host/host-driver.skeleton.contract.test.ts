import { describe, expect, it } from 'vitest';
import { HostConnectionLostError } from './errors.ts';
import { HostDriver } from './host-driver.ts';
import { spawnHost, type HostProcess } from './host-process.ts';
import { alive } from '../../../runtime/src/testing/alive.ts';
import { stdioCommand } from './testing/double-process.ts';
import { CLIENT, hostContract, text } from './testing/contract.ts';

const { driverFor, withDouble } = hostContract();

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
    const { driver, threadId, double } = await withDouble({
      turns: [{ stream: ['Hello', ' there'], deltaDelayMs: 20 }],
    });
    const seen: Array<[string, string]> = [];
    const { turnId, done } = await driver.startTurn(threadId, text('hi'), {
      onDelta: (d, t) => seen.push([d, t]),
    });
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
