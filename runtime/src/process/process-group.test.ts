import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { alive } from '../testing/alive.ts';
import { until } from '../testing/until.ts';
import { ManualTime } from '../time/manual-time.ts';
import { spawnGroup, type ProcessGroup } from './process-group.ts';

/** The first line the group writes: here, the pid of a process the shell started in the background. */
async function firstLine(group: ProcessGroup): Promise<string> {
  const [chunk] = (await once(group.stdout.setEncoding('utf8'), 'data')) as [string];
  return chunk.split('\n')[0]!;
}

const gone = (pid: number, what: string) => until(() => !alive(pid), { what, timeoutMs: 10_000 });

describe('process group', () => {
  it('kill: SIGTERM to the whole group; a leader that ends on it takes its children along', async () => {
    const group = spawnGroup('sh', ['-c', 'sleep 60 & echo $!; wait']);
    const child = Number(await firstLine(group));
    expect(alive(child)).toBe(true);
    const exit = await group.kill({ graceMs: 60_000 });
    expect(exit.signal).toBe('SIGTERM');
    await gone(child, 'the background sleep');
    expect(group.running).toBe(false);
  });

  it('kill: a group that ignores SIGTERM gets SIGKILL once the grace has passed, not before', async () => {
    const time = new ManualTime();
    const group = spawnGroup('sh', ['-c', 'trap "" TERM; sleep 60 & echo $!; wait']);
    const child = Number(await firstLine(group));
    const killed = group.kill({ graceMs: 5_000, timers: time });
    await time.advance(4_999);
    expect(group.running).toBe(true);
    expect(alive(child)).toBe(true);
    await time.advance(1);
    expect((await killed).signal).toBe('SIGKILL');
    await gone(child, 'the sleep that ignored SIGTERM');
  });

  it('kill with SIGKILL skips the grace; another first signal (SIGQUIT) is taken as given', async () => {
    const now = spawnGroup('sleep', ['60']);
    expect((await now.kill({ signal: 'SIGKILL' })).signal).toBe('SIGKILL');
    const quit = spawnGroup('sleep', ['60']);
    expect((await quit.kill({ signal: 'SIGQUIT', graceMs: 60_000 })).signal).toBe('SIGQUIT');
    expect(await quit.kill()).toEqual(quit.exit);
  });

  it('nothing outlives its leader: what a leader that ended by itself left running is killed', async () => {
    const group = spawnGroup('sh', ['-c', 'sleep 60 & echo $!']);
    const child = Number(await firstLine(group));
    expect((await group.exited).code).toBe(0);
    await gone(child, 'the orphaned sleep');
  });

  it('a command that cannot start resolves exited with the error; nothing is thrown or left unhandled', async () => {
    const group = spawnGroup(join('/nonexistent', 'program'), []);
    const exit = await group.exited;
    expect(exit).toMatchObject({ code: null, signal: null });
    expect((exit.error as NodeJS.ErrnoException).code).toBe('ENOENT');
    expect(group.running).toBe(false);
    expect(group.signal('SIGTERM')).toBe(false);
    await expect(group.kill()).resolves.toBe(exit);
  });

  it('writing to a child that died fails on the pipe quietly (EPIPE is handled where it is spawned)', async () => {
    const group = spawnGroup('true');
    await group.exited;
    group.stdin.write('x'.repeat(1 << 20));
    await once(group.stdin, 'close');
  });

  it('a pipe the child was not given is an error that says so', () => {
    const group = spawnGroup('true', [], { stdio: ['ignore', 'pipe', 'inherit'] });
    expect(() => group.stdin).toThrow(/stdin is not a pipe/);
    expect(() => group.stderr).toThrow(/stderr is not a pipe/);
    return group.exited;
  });

  it('when this process exits, every group it left running is killed', async () => {
    const script = [
      `import { spawnGroup } from ${JSON.stringify(join(import.meta.dirname, 'process-group.ts'))};`,
      "const g = spawnGroup('sh', ['-c', 'sleep 60 & echo $!; wait'], { stdio: ['ignore', 'pipe', 'ignore'] });",
      "g.stdout.once('data', (pid) => { process.stdout.write(String(pid)); process.exit(0); });",
    ].join('\n');
    const parent = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    parent.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
    const [code] = (await once(parent, 'exit')) as [number];
    expect(code).toBe(0);
    const sleeper = Number(out.trim());
    expect(sleeper).toBeGreaterThan(0);
    await gone(sleeper, 'the sleep of a group whose starter exited');
  });
});
