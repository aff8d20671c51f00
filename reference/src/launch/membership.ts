import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { systemTimers, type TimerHandle, type Timers } from '../../../runtime/src/index.ts';
import { writePrivateFile } from '../store/private-file.ts';
import type { Clock } from '../clock.ts';
import type { Store } from '../store/store.ts';
import { LaunchError } from './launch-error.ts';

export interface MembershipOptions {
  store: Store;
  appId: string;
  installation: string;
  clock: Clock;
  /** A lease not renewed for this long has lapsed: its instance is presumed dead (knob instanceLeaseMs). */
  leaseMs: number;
  /** The lease lapsed and another installation consumes the app now: this instance must stop consuming. */
  onLost: () => void;
  /** The lease lapsed while this instance lived (paused, starved, or cut off from the store), and it joined again. */
  onRejoined?: () => void | Promise<void>;
  /**
   * The instance's data directory, whose consumer lease this process holds: the instance that ran on it
   * before is dead for sure, so its membership and session leases are let go at once, not after a lease.
   */
  dataDir?: string;
  /** Each heartbeat that renewed the lease: what else this instance holds is renewed with it. */
  onRenewed?: () => void | Promise<void>;
  /** The heartbeat's. */
  timers?: Timers;
}

/** The data directory's record of the instance that last ran on it. */
const PREDECESSOR_FILE = 'instance-id';

/**
 * This instance's membership of its installation in the store: joined at start, renewed by a heartbeat
 * three times per lease, left at a clean stop. Joining is refused while another installation has live
 * instances on the same app (TR-006), so that Lark never spreads one app's events over two of them.
 */
export class Membership {
  readonly instanceId = `ins_${randomBytes(6).toString('hex')}`;
  private readonly options: MembershipOptions;
  private startedAt = 0;
  private timer: TimerHandle | undefined;
  private beating = false;
  private readonly timers: Timers;

  private constructor(options: MembershipOptions) {
    this.options = options;
    this.timers = options.timers ?? systemTimers;
  }

  static async join(options: MembershipOptions): Promise<Membership> {
    const membership = new Membership(options);
    const { store, appId, installation, clock, leaseMs } = options;
    const now = clock();
    membership.startedAt = now;
    const result = await store.instances.join(
      { instanceId: membership.instanceId, installation, appId, pid: process.pid, startedAt: now },
      now,
      leaseMs,
    );
    if (!result.joined) {
      const { holder } = result;
      throw new LaunchError(
        'LEASE_HELD',
        `installation ${holder.installation} (instance ${holder.instanceId}, pid ${holder.pid}, since ${new Date(holder.startedAt).toISOString()}) already consumes app ${appId} from this store — stop it first, or give this instance its installation (LARKSPUR_INSTALLATION); a second consumer would compete for the same events`,
      );
    }
    if (options.dataDir !== undefined) await membership.replacePredecessor(options.dataDir, now);
    membership.timer = membership.timers.setInterval(
      () => {
        // One heartbeat at a time: a store slower than the beat must not have two renewals cross.
        if (membership.beating) return;
        membership.beating = true;
        void membership.beat().finally(() => (membership.beating = false));
      },
      Math.max(1, Math.floor(leaseMs / 3)),
      { unref: true },
    );
    return membership;
  }

  /** The live instances of this installation, this one counted whatever its lease says. */
  async alive(): Promise<number> {
    const others = await this.options.store.instances.alive(this.options.installation, this.options.clock());
    return others.filter((i) => i.instanceId !== this.instanceId).length + 1;
  }

  async leave(): Promise<void> {
    this.timers.clearInterval(this.timer);
    this.timer = undefined;
    await this.options.store.instances.leave(this.instanceId);
  }

  /**
   * A restarted instance's sessions go on at once (killed, it released nothing): the one before it on this data
   * directory cannot be alive, since the data directory's consumer lease is held by this process (TR-006).
   */
  private async replacePredecessor(dataDir: string, now: number): Promise<void> {
    const file = join(dataDir, PREDECESSOR_FILE);
    const before = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
    if (before !== '' && before !== this.instanceId) {
      await this.options.store.leases.release(before, now);
      await this.options.store.instances.leave(before);
    }
    writePrivateFile(file, `${this.instanceId}\n`);
  }

  private async beat(): Promise<void> {
    let renewed: boolean;
    try {
      renewed = await this.options.store.instances.renew(
        this.instanceId,
        this.options.clock(),
        this.options.leaseMs,
      );
    } catch {
      // The store is unreachable for now: the lease may yet be renewed before it lapses.
      return;
    }
    if (renewed) {
      await this.renewedWithIt();
      return;
    }
    // Lapsed while this instance lived. Its sessions may have gone to other instances meanwhile — their
    // fencing tokens refuse its writes from then on — but nothing else is wrong with it: it serves on,
    // unless another installation took the app over (TR-006).
    const { store, appId, installation, clock, leaseMs } = this.options;
    const now = clock();
    let result: Awaited<ReturnType<Store['instances']['join']>>;
    try {
      result = await store.instances.join(
        { instanceId: this.instanceId, installation, appId, pid: process.pid, startedAt: this.startedAt },
        now,
        leaseMs,
      );
    } catch {
      // The store is unreachable for now: the next heartbeat tries again.
      return;
    }
    if (result.joined) {
      try {
        await this.options.onRejoined?.();
      } catch {
        // The store went away again: the next heartbeat tries again.
      }
      await this.renewedWithIt();
      return;
    }
    this.timers.clearInterval(this.timer);
    this.timer = undefined;
    this.options.onLost();
  }

  private async renewedWithIt(): Promise<void> {
    try {
      await this.options.onRenewed?.();
    } catch {
      // The store went away between the two: the next heartbeat tries again before the leases run out.
    }
  }
}
