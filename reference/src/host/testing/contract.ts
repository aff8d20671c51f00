import { afterEach, expect } from 'vitest';
import { HostDriver, type HostDriverOptions } from '../host-driver.ts';
import { DoubleProcess } from './double-process.ts';

export const CLIENT = { name: 'larkspur_reference', title: 'Larkspur reference server', version: '0.1.0' };

export const text = (t: string) => [{ type: 'text' as const, text: t }];

/**
 * Contract tests of the host driver against the host double as a separate process. Registers the
 * cleanup: every driver closed, every double killed, and neither side broke the host protocol.
 */
export function hostContract() {
  const drivers: HostDriver[] = [];
  const doubles: DoubleProcess[] = [];

  afterEach(async () => {
    for (const driver of drivers.splice(0)) await driver.close();
    for (const double of doubles.splice(0)) {
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

  async function startDouble(script: object): Promise<DoubleProcess> {
    const started = await DoubleProcess.start(script);
    doubles.push(started);
    return started;
  }

  /** A double playing script, a started driver on it, and a thread. */
  async function withDouble(script: object, options: Partial<HostDriverOptions> = {}) {
    const started = await startDouble(script);
    const driver = await driverFor(started.hostCommand, options);
    const { threadId } = await driver.startThread();
    return { double: started, driver, threadId };
  }

  return { driverFor, startDouble, withDouble };
}
