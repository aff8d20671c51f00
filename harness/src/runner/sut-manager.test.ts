import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { ControlClient } from '../../../generated/clients/control.ts';
import { ProviderDouble } from '../doubles/provider/double.ts';
import { freePort } from './free-port.ts';
import { SutManager, type InstanceLaunch } from './sut-manager.ts';

/** An instance that is ready at once: its control API answers GET /v1/ready, nothing else. */
const READY_BOT = `
const body = JSON.stringify({
  implementation: { name: 'ready-bot', version: '0' },
  versions: { spec: '0.1.0', control: '0', host: '0', provider: '0', launch: '0' },
  capabilities: ['control'], providerReady: true, hostReady: true,
});
require('node:http').createServer((q, r) => { r.setHeader('content-type', 'application/json'); r.end(body); })
  .listen(Number(process.env.LARKSPUR_CONTROL_PORT), '127.0.0.1');
`;

async function instance(): Promise<InstanceLaunch> {
  const port = await freePort();
  return {
    launch: {
      argv: [process.execPath, '-e', READY_BOT],
      cwd: process.cwd(),
      env: { ...process.env, LARKSPUR_CONTROL_PORT: String(port) },
    },
    control: new ControlClient({ baseUrl: `http://127.0.0.1:${port}`, token: 't', timeoutMs: 500 }),
  };
}

/** The state letter of a process (R, S, T for stopped, …), from /proc. */
function state(pid: number): string {
  return readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '')[0]!;
}

const managers: SutManager[] = [];
afterEach(async () => {
  for (const m of managers.splice(0)) await m.stopAll();
});

async function manager(count: number): Promise<SutManager> {
  const instances = await Promise.all(Array.from({ length: count }, instance));
  const sut = new SutManager({
    instances,
    secondInstallation: instance,
    startupTimeoutMs: 10_000,
    stopGraceMs: 1000,
    provider: new ProviderDouble({}),
    intake: 'ws',
    now: () => performance.now(),
    onEvent: () => undefined,
  });
  managers.push(sut);
  return sut;
}

describe('several instances of one implementation', () => {
  it('starts every instance and waits until each is ready; kills and starts one alone', async () => {
    const sut = await manager(2);
    expect((await sut.start()).ready).toBe(true);
    const processes = () => sut.outputs().length;
    expect(processes()).toBe(2);
    const first = sut.current!;
    const stopped = await sut.stop('SIGKILL', 2);
    expect(stopped).toMatchObject({ signal: 'SIGKILL' });
    expect(first.running).toBe(true);
    expect((await sut.start(2)).ready).toBe(true);
    // Instance 2 is a new process; instance 1 was never touched.
    expect(processes()).toBe(3);
    expect(sut.current).toBe(first);
  });

  it('pauses one instance with SIGSTOP and resumes it with SIGCONT; a paused one still dies with stopAll', async () => {
    const sut = await manager(2);
    await sut.start();
    const pid = sut.current!.pid!;
    sut.signal(1, 'SIGSTOP');
    await expect.poll(() => state(pid)).toBe('T');
    sut.signal(1, 'SIGCONT');
    await expect.poll(() => state(pid)).not.toBe('T');
    sut.signal(1, 'SIGSTOP');
    await sut.stopAll();
    expect(sut.current!.running).toBe(false);
  });

  it('refuses an instance that does not exist, naming how many there are', async () => {
    const sut = await manager(2);
    await expect(sut.stop('SIGKILL', 3)).rejects.toThrow(
      'instance 3 does not exist: the implementation runs 2 instance(s)',
    );
  });
});
