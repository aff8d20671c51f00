import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { killGroup } from '../../../runtime/src/process/live-groups.ts';
import { describe, expect, it } from 'vitest';
import { until } from '../../../runtime/src/testing/until.ts';
import { processStopped } from './stopped-process.ts';

describe.skipIf(process.platform !== 'linux')('processStopped', () => {
  it('tells a stopped process, or a stopped child of it, from a running one', async () => {
    // A shell that waits on a child, as the host command runs under one.
    const shell = spawn('/bin/sh', ['-c', 'sleep 30 & wait'], { detached: true, stdio: 'ignore' });
    shell.on('error', () => undefined);
    const pid = shell.pid!;
    try {
      const child = await until(
        () => {
          try {
            return Number(readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim()) || undefined;
          } catch {
            return undefined;
          }
        },
        { what: 'the shell started its child' },
      );
      expect(processStopped(pid)).toBe(false);
      process.kill(child, 'SIGSTOP');
      await until(() => processStopped(pid), { what: 'the child seen stopped' });
      process.kill(child, 'SIGCONT');
      await until(() => !processStopped(pid), { what: 'the child seen running' });
      killGroup(pid, 'SIGSTOP');
      await until(() => processStopped(pid), { what: 'the group seen stopped' });
      killGroup(pid, 'SIGCONT');
      await until(() => !processStopped(pid), { what: 'the group seen running' });
    } finally {
      killGroup(pid, 'SIGKILL');
    }
    expect(processStopped(999_999_999)).toBe(false);
  });
});
