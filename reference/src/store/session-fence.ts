import { AsyncLocalStorage } from 'node:async_hooks';
import type { RawBuilder } from 'kysely';
import { LeaseLostError } from './errors.ts';
import type { SessionLeases } from './session-leases.ts';
import { UNGUARDED } from './sql.ts';

/** The grant a piece of work runs under: the session's conversation, this instance, the fencing token. */
export interface SessionGrant {
  conversationKey: string;
  holder: string;
  token: number;
}

/**
 * The fencing token carried by a session's work: the dispatcher runs a source's admission and its turn
 * under the grant it was given, and every write that work makes — turns, inputs, the delivery journal, the
 * source's state — checks that grant in the transaction of the write (FencedDatabase). Work outside any
 * grant (one instance alone, the intake) is not fenced.
 */
export class SessionFence {
  private readonly current = new AsyncLocalStorage<SessionGrant>();
  private readonly leases: SessionLeases;

  constructor(leases: SessionLeases) {
    this.leases = leases;
  }

  /** Runs `fn` — and whatever it goes on to do, across awaits and timers — under `grant`. */
  run<T>(grant: SessionGrant, fn: () => T): T {
    return this.current.run(grant, fn);
  }

  /**
   * Runs `fn` under no grant: work that serves every session (the host process, the dispatcher's pump)
   * must not carry the grant of the one whose work happened to start it.
   */
  outside<T>(fn: () => T): T {
    return this.current.exit(fn);
  }

  grant(): SessionGrant | undefined {
    return this.current.getStore();
  }

  /**
   * Throws LeaseLostError when the current work's grant is stale: another instance was granted its
   * session since. Called inside the write's transaction, where no grant can come between the check and
   * the write (SessionLeases.held says how); or after a lone write that carried `held` changed nothing, to
   * tell a lost lease from a missing row.
   */
  async check(): Promise<void> {
    const grant = this.current.getStore();
    if (grant && !(await this.leases.holds(grant.conversationKey, grant.holder, grant.token))) {
      throw new LeaseLostError(grant.conversationKey, grant.token);
    }
  }

  /**
   * The condition a lone write carries instead of a transaction around a check (SessionLeases.held): true
   * while the current work's grant is held, and always under no grant. A write it kept from changing
   * anything tells why with `check`.
   */
  held(): RawBuilder<unknown> {
    const grant = this.current.getStore();
    return grant ? this.leases.held(grant.conversationKey, grant.holder, grant.token) : UNGUARDED;
  }
}
