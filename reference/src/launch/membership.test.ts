import { describe, expect, it } from 'vitest';
import { ManualTime } from '../../../runtime/src/index.ts';
import { openMemoryDatabase } from '../store/database.ts';
import { Store } from '../store/store.ts';
import { tempDataDir } from '../testing/harness.ts';
import { LaunchError } from './launch-error.ts';
import { Membership } from './membership.ts';

const APP = 'cli_0123456789abcdef';

describe('membership of an installation', () => {
  it('refuses a second installation in one line that names the holder and what to do', async () => {
    const store = new Store(await openMemoryDatabase());
    const clock = () => Date.parse('2026-12-01T00:00:00Z');
    await Membership.join({
      store,
      appId: APP,
      installation: 'prod',
      clock,
      leaseMs: 15_000,
      onLost: () => undefined,
    });
    let refused: unknown;
    try {
      await Membership.join({
        store,
        appId: APP,
        installation: 'staging',
        clock,
        leaseMs: 15_000,
        onLost: () => undefined,
      });
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(LaunchError);
    expect((refused as LaunchError).code).toBe('LEASE_HELD');
    expect((refused as LaunchError).message).toMatch(
      new RegExp(
        `^installation prod \\(instance ins_[0-9a-f]{12}, pid ${process.pid}, since 2026-12-01T00:00:00.000Z\\) already consumes app ${APP} from this store — stop it first`,
      ),
    );
  });

  it('renews its lease by heartbeat; lapsed, it joins again, and it says it must stop once another installation took the app', async () => {
    // The heartbeat runs on `time`; the clock is set apart from it, so that a pause can outlast the lease.
    const time = new ManualTime();
    const store = new Store(await openMemoryDatabase());
    let now = 0;
    let lost = 0;
    let rejoined = 0;
    let renewed = 0;
    const membership = await Membership.join({
      store,
      appId: APP,
      installation: 'prod',
      clock: () => now,
      leaseMs: 300,
      onLost: () => lost++,
      onRejoined: () => {
        rejoined++;
      },
      onRenewed: () => {
        renewed++;
      },
      timers: time,
    });
    for (let i = 0; i < 10; i++) {
      now += 100;
      await time.advance(100);
    }
    expect([lost, rejoined, renewed]).toEqual([0, 0, 10]);
    expect(await membership.alive()).toBe(1);
    // Starved past its lease (a loaded machine, a long pause): nobody else came, so it serves on.
    now += 1000;
    await time.advance(100);
    expect([lost, rejoined, renewed]).toEqual([0, 1, 11]);
    expect(await store.instances.isAlive(membership.instanceId, now)).toBe(true);
    // Paused past its lease again (SIGSTOP, or cut off from the store): another installation came in meanwhile.
    now += 1000;
    await store.instances.join(
      { instanceId: 'ins_other', installation: 'staging', appId: APP, pid: 2, startedAt: now },
      now,
      300,
    );
    now += 100;
    await time.advance(100);
    expect([lost, rejoined, renewed]).toEqual([1, 1, 11]);
    // It stopped beating: nothing more is asked of the store.
    await time.advance(1000);
    expect([lost, rejoined, renewed]).toEqual([1, 1, 11]);
    await membership.leave();
  });

  it('lets go at once of the sessions of the instance that ran on its data directory before (killed, it released nothing)', async () => {
    const store = new Store(await openMemoryDatabase());
    const data = tempDataDir();
    try {
      const options = {
        store,
        appId: APP,
        installation: 'prod',
        clock: () => 0,
        leaseMs: 15_000,
        onLost: () => undefined,
        dataDir: data.dir,
      };
      const killed = await Membership.join(options);
      await store.leases.grant('p2p:oc_alice', killed.instanceId, 0, 15_000);
      const other = await Membership.join({ ...options, dataDir: undefined });
      await store.leases.grant('p2p:oc_bob', other.instanceId, 0, 15_000);
      const restarted = await Membership.join({ ...options, clock: () => 10 });
      // Its own session is free again (granted under the next token); another instance's is left alone.
      expect(await store.leases.grant('p2p:oc_alice', restarted.instanceId, 10, 15_000)).toMatchObject({
        token: 2,
      });
      expect(await store.leases.grant('p2p:oc_bob', restarted.instanceId, 10, 15_000)).toBeUndefined();
      expect((await store.instances.alive('prod', 10)).map((i) => i.instanceId).sort()).toEqual(
        [other.instanceId, restarted.instanceId].sort(),
      );
      for (const m of [killed, other, restarted]) await m.leave();
    } finally {
      data.remove();
    }
  });
});
