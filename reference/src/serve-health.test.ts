import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ControlClient } from '../../generated/clients/control.ts';
import type { ControlReady } from '../../generated/types/index.ts';
import { killGroup } from '../../runtime/src/process/live-groups.ts';
import { until } from '../../runtime/src/testing/until.ts';
import { tempDataDir } from './testing/harness.ts';
import { StartedProcesses, type Started } from './testing/processes.ts';

const processes = new StartedProcesses();
const { cleanups } = processes;
afterEach(() => processes.stopAll());

const TOKEN = 'tok';
const HOST = `${JSON.stringify(process.execPath)} bin/larkspur.js doubles host --stdio`;

/** A tmpfs of `size` mounted at `dir`, or why not (no privilege to mount here). */
function mountTmpfs(dir: string, size: string): string | undefined {
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${size},mode=0700`, 'tmpfs', dir], {
    encoding: 'utf8',
  });
  if (mounted.status === 0) return undefined;
  return (mounted.stderr || mounted.error?.message || 'mount failed').trim();
}

async function serveOver(env: NodeJS.ProcessEnv): Promise<{ serve: Started; control: ControlClient }> {
  const serve = processes.run(['serve'], { ...process.env, ...env });
  await until(() => /control API on http:\/\/127\.0\.0\.1:\d+/.test(serve.stderr()), {
    timeoutMs: 30_000,
    what: `the control API (${serve.stderr()})`,
  });
  const port = /control API on http:\/\/127\.0\.0\.1:(\d+)/.exec(serve.stderr())![1]!;
  return { serve, control: new ControlClient({ baseUrl: `http://127.0.0.1:${port}`, token: TOKEN }) };
}

const readyOf = async (control: ControlClient) =>
  ((await control.getReady().catch(() => undefined))?.body as ControlReady | undefined) ?? undefined;

describe('larkspur serve tells its environment as it is (issue 22)', () => {
  it('a data directory it cannot write: one line that says what to do, exit 3', async () => {
    const work = tempDataDir();
    cleanups.push(work.remove);
    const file = join(work.dir, 'a-file');
    writeFileSync(file, '');
    const serve = processes.run(['serve'], {
      PATH: process.env.PATH,
      HOME: work.dir,
      LARKSPUR_LARK_APP_ID: 'cli_0123456789abcdef',
      LARKSPUR_LARK_APP_SECRET: 'secret',
      LARKSPUR_HOST_COMMAND: 'true',
      LARKSPUR_DATA_DIR: join(file, 'data'),
    });
    expect(await serve.exited).toBe(3);
    expect(serve.stderr().trim().split('\n')).toEqual([
      expect.stringMatching(
        /^larkspur serve: cannot write the data directory .*a-file\/data \(ENOTDIR: .*\) — make it writable, or set LARKSPUR_DATA_DIR/,
      ),
    ]);
  });

  it('a host stopped with SIGSTOP is not ready while it is stopped, and ready again once continued', async () => {
    const { env: providerEnv } = await processes.providerDouble();
    const data = tempDataDir();
    cleanups.push(data.remove);
    const pidFile = join(data.dir, 'host.pid');
    const env = {
      ...providerEnv,
      LARKSPUR_LARK_INTAKE: 'ws',
      // The host's shell says its pid, then becomes the host.
      LARKSPUR_HOST_COMMAND: `echo $$ > ${JSON.stringify(pidFile)}; exec ${HOST}`,
      LARKSPUR_CONTROL_PORT: '0',
      LARKSPUR_CONTROL_TOKEN: TOKEN,
      LARKSPUR_DATA_DIR: join(data.dir, 'data'),
    };
    const { control } = await serveOver(env);
    // doctor, given the serve's settings, reads its /v1/ready.
    const doctor = async () => {
      const run = processes.run(['doctor'], { ...process.env, ...env, LARKSPUR_HOST_COMMAND: HOST });
      await run.exited;
      return run.stdout();
    };
    await until(async () => (await readyOf(control))?.hostReady === true, {
      timeoutMs: 30_000,
      what: 'the host ready',
    });
    expect((await readyOf(control))?.host).toEqual({ state: 'ok' });
    expect(await doctor()).toMatch(/^ok +store now +answers\n(.|\n)*^ok +host now +answers$/m);
    const pid = Number(readFileSync(pidFile, 'utf8').trim());
    killGroup(pid, 'SIGSTOP');
    try {
      const stopped = await until(
        async () => {
          const ready = await readyOf(control);
          return ready?.hostReady === false ? ready : undefined;
        },
        { timeoutMs: 15_000, what: 'the stopped host seen on /v1/ready' },
      );
      expect(stopped.host).toEqual({
        state: 'failing',
        since: expect.any(Number),
        error: 'the host process is stopped (SIGSTOP, or a debugger)',
      });
      expect(await doctor()).toMatch(
        /^fail +host now +failing since \S+: the host process is stopped \(SIGSTOP, or a debugger\)$/m,
      );
    } finally {
      killGroup(pid, 'SIGCONT');
    }
    await until(async () => (await readyOf(control))?.hostReady === true, {
      timeoutMs: 15_000,
      what: 'the continued host ready again',
    });
  });

  const dir = tempDataDir();
  const cannotMount = mountTmpfs(dir.dir, '8m');
  if (cannotMount === undefined) {
    spawnSync('umount', [dir.dir]);
  } else {
    console.warn(`SKIPPED the full-disk test: cannot mount a tmpfs here (${cannotMount})`);
  }
  dir.remove();

  it.skipIf(cannotMount !== undefined)(
    'a full disk: /v1/ready says the store fails and why, the log says it once, and it is ok again once a write goes through',
    async () => {
      const { side, env: providerEnv } = await processes.providerDouble();
      const work = tempDataDir();
      const data = join(work.dir, 'data');
      mkdirSync(data);
      expect(mountTmpfs(data, '8m')).toBeUndefined();
      cleanups.push(() => {
        spawnSync('umount', ['-l', data]);
        work.remove();
      });
      const { serve, control } = await serveOver({
        ...providerEnv,
        LARKSPUR_LARK_INTAKE: 'ws',
        LARKSPUR_HOST_COMMAND: HOST,
        LARKSPUR_CONTROL_PORT: '0',
        LARKSPUR_CONTROL_TOKEN: TOKEN,
        LARKSPUR_DATA_DIR: data,
      });
      await until(async () => (await readyOf(control))?.providerReady === true, {
        timeoutMs: 30_000,
        what: 'the provider connected',
      });
      // Fill the disk to its last byte.
      const filler = join(data, 'filler');
      spawnSync('dd', ['if=/dev/zero', `of=${filler}`, 'bs=64k'], { stdio: 'ignore' });
      const send = (text: string) =>
        fetch(`${side}/__double/messages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ chat: { type: 'p2p', user: 'alice' }, sender: 'alice', text }),
        }).then((r) => r.json() as Promise<{ messageId: string }>);
      await send('hello on a full disk');
      const failing = await until(
        async () => {
          const ready = await readyOf(control);
          return ready?.store?.state === 'failing' ? ready.store : undefined;
        },
        { timeoutMs: 30_000, what: `the store seen failing (${serve.stderr().slice(-2000)})` },
      );
      expect(failing.error).toMatch(/SQLITE_FULL|ENOSPC|full/i);
      rmSync(filler);
      // A write that goes through clears it: the next event recorded.
      await send('hello with room again');
      await until(async () => (await readyOf(control))?.store?.state === 'ok', {
        timeoutMs: 60_000,
        what: `the store ok again (${serve.stderr().slice(-2000)})`,
      });
      expect(serve.child.exitCode).toBeNull();
      expect(serve.stderr()).toMatch(/is failing \(.*\): what it cannot record is not acknowledged/);
    },
    120_000,
  );
});
