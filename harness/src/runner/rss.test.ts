import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { killGroup } from '../../../runtime/src/index.ts';
import { GroupRssSampler, groupRssMb } from './rss.ts';

/** The pids of group `pgid`, from every process on the machine. */
function members(pgid: number): number[] {
  return readdirSync('/proc')
    .filter((e) => /^\d+$/.test(e))
    .filter((e) => {
      try {
        const stat = readFileSync(`/proc/${e}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) === pgid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

describe.runIf(process.platform === 'linux')('a process group sampled again and again', () => {
  let pgid: number | undefined;
  afterEach(() => {
    if (pgid !== undefined) killGroup(pgid, 'SIGKILL');
  });

  it('weighs every member, one re-parented out of the leader’s tree too, as a look at every process does', async () => {
    // The leader (a shell), a child of it, and a process whose parent ended: still in the group, no longer
    // below the leader.
    const leader = spawn('sh', ['-c', '(sleep 60 &); sleep 60 & wait'], { detached: true, stdio: 'ignore' });
    leader.on('error', () => undefined);
    pgid = leader.pid!;
    // Settled: the subshell gone and both sleeps exec'd — a member still forking or exec'ing changes its
    // memory between the two looks compared below.
    const names = () =>
      members(pgid!)
        .map((pid) => {
          try {
            return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
          } catch {
            return 'gone';
          }
        })
        .sort();
    await vi.waitFor(() => expect(names()).toEqual(['sh', 'sleep', 'sleep']), {
      timeout: 10_000,
      interval: 20,
    });
    const sampler = new GroupRssSampler(pgid);
    // Across a full look and the cheaper ones after it (one in twenty is full).
    for (let n = 0; n < 25; n++) expect(sampler.sampleMb()).toBe(groupRssMb(pgid));
    expect(groupRssMb(pgid)).toBeGreaterThan(0);
  });

  it('weighs nothing for a group with no member left', () => {
    // No process has pid 2^22 + 1 (above Linux's pid_max): no member at any look.
    const sampler = new GroupRssSampler(4_194_305);
    for (let n = 0; n < 3; n++) expect(sampler.sampleMb()).toBe(0);
  });
});
