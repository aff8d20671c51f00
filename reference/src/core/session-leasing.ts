import type { Clock } from '../clock.ts';
import { LeaseLostError } from '../store/errors.ts';
import type { LeaseFilter, SourceRow } from '../store/inbox.ts';
import type { SessionGrant } from '../store/session-fence.ts';
import type { SessionLease } from '../store/session-leases.ts';
import { conversationKey } from '../store/sessions.ts';
import type { Store } from '../store/store.ts';
import { conversationOf } from './admission.ts';

/** What came of a session's work run under its grant: its result, or why it was not run to its end here. */
export type SessionWork<T> = { ran: T } | { refused: 'held-elsewhere' | 'lease-lost' };

export interface SessionLeasingOptions {
  store: Store;
  /** This instance, as the installation's store knows it. */
  instanceId: string;
  clock: Clock;
  /** A lease not renewed for this long runs out (knob instanceLeaseMs): the heartbeat renews it. */
  leaseMs: number;
}

/**
 * This instance's share of the sessions when several instances serve one bot over one store: it takes a
 * source only when it holds — or is granted — the lease of the source's session, and runs the source's
 * work under that grant's fencing token. Leases are kept while the instance lives (its heartbeat renews
 * them) and run out when it dies or stalls; another instance is then granted them and takes the sessions
 * over from the store: their turns reconciled from the host, their deliveries from the journal.
 */
export class SessionLeasing {
  private readonly options: SessionLeasingOptions;
  /** The grants this instance believes it holds, by conversation key: its token for each. */
  private readonly grants = new Map<string, number>();
  /** Asks of the store for a session's grant that are out now, by session. */
  private readonly claiming = new Map<string, Promise<SessionGrant | undefined>>();
  private controlUrl: string | undefined;

  constructor(options: SessionLeasingOptions) {
    this.options = options;
  }

  get instanceId(): string {
    return this.options.instanceId;
  }

  /** The sources to look at: this instance's sessions' and those of sessions nobody holds. */
  filter(): LeaseFilter {
    return { holder: this.options.instanceId, now: this.options.clock() };
  }

  /** The session a source belongs to, as leases key it: the conversation it binds (AD-005). */
  conversationOf(source: SourceRow): string {
    return conversationKey(conversationOf(source));
  }

  /** The session a turn without a source belongs to, as leases key it; none when the store has no such session. */
  async conversationOfSession(sessionId: string): Promise<string | undefined> {
    return (await this.options.store.sessions.get(sessionId))?.conversationKey;
  }

  /**
   * The grant to run a source's work under: the one held, or a new one when the session's lease is free
   * or ran out — undefined while another instance holds it.
   */
  claim(key: string): Promise<SessionGrant | undefined> {
    const { instanceId } = this.options;
    const held = this.grants.get(key);
    if (held !== undefined) return Promise.resolve({ conversationKey: key, holder: instanceId, token: held });
    // One ask of the store per session at a time: a second ask while the first is out would be granted the
    // lease again under the next token, fencing off the work of the first grant.
    let asking = this.claiming.get(key);
    if (!asking) {
      asking = this.ask(key).finally(() => this.claiming.delete(key));
      this.claiming.set(key, asking);
    }
    return asking;
  }

  private async ask(key: string): Promise<SessionGrant | undefined> {
    const { store, instanceId, clock, leaseMs } = this.options;
    const granted = await store.leases.grant(key, instanceId, clock(), leaseMs);
    if (!granted) return undefined;
    this.grants.set(key, granted.token);
    return { conversationKey: key, holder: instanceId, token: granted.token };
  }

  /** Whether this instance holds the lease of a session now, as far as it knows. */
  async holdsSession(sessionId: string): Promise<boolean> {
    const key = await this.conversationOfSession(sessionId);
    return key !== undefined && this.grants.has(key);
  }

  /** Whether this instance still believes it holds `grant` (the heartbeat and a refused write tell it otherwise). */
  holds(grant: SessionGrant): boolean {
    return this.grants.get(grant.conversationKey) === grant.token;
  }

  /** A write under `grant` was refused: another instance took the session. */
  lost(grant: SessionGrant): void {
    if (this.holds(grant)) this.grants.delete(grant.conversationKey);
  }

  /** The heartbeat: renews the leases held, and forgets those another instance was granted meanwhile. */
  async renew(): Promise<void> {
    const { store, instanceId, clock, leaseMs } = this.options;
    // Only the grants held before the store was asked are judged by its answer: one granted while the answer
    // was on its way is not in it, and forgetting it would have the next claim take the session again under a
    // new token (SessionLeases.grant), fencing off the work under this one.
    const before = new Map(this.grants);
    const current = new Map(
      (await store.leases.renew(instanceId, clock(), leaseMs)).map((l) => [l.conversationKey, l.token]),
    );
    for (const [key, token] of before) {
      if (current.get(key) !== token && this.grants.get(key) === token) this.grants.delete(key);
    }
  }

  /**
   * The control API of the other instance that holds a session now: a request about the session (an input,
   * a stop) is that instance's to serve, since it alone runs the session's turns. None when it is this one's
   * or nobody's.
   */
  async elsewhere(sessionId: string): Promise<string | undefined> {
    const { store, instanceId, clock } = this.options;
    const lease = await store.leases.ofSession(sessionId, clock());
    if (!lease || lease.holder === instanceId) return undefined;
    return store.instances.controlUrl(lease.holder, clock());
  }

  /** Says where this instance's control API listens, for the others' requests about its sessions. */
  async listening(controlUrl: string): Promise<void> {
    this.controlUrl = controlUrl;
    await this.options.store.instances.setControlUrl(this.options.instanceId, controlUrl);
  }

  /** Joined again after its lease lapsed: says again where it listens, in case its row was cleared meanwhile. */
  async rejoined(): Promise<void> {
    if (this.controlUrl !== undefined) await this.listening(this.controlUrl);
  }

  /** Whether another instance lives: what it waits on (an approval) is its own to answer. */
  async isAlive(instanceId: string): Promise<boolean> {
    return this.options.store.instances.isAlive(instanceId, this.options.clock());
  }

  /** Runs a session's work under its grant: every write it makes carries the token (FencedDatabase). */
  run<T>(grant: SessionGrant, fn: () => T): T {
    return this.options.store.fence.run(grant, fn);
  }

  /**
   * Runs a control request's write work for one session (an attached host's completion or close) under the
   * session's grant, as the dispatcher runs a turn: not run while another instance holds the session (the
   * request is forwarded there first; this covers a lease that moved meanwhile), and stopped when the grant
   * is lost during the work. The caller is told to send it again; a completion is idempotent by its id.
   */
  async underSession<T>(sessionId: string, work: () => Promise<T>): Promise<SessionWork<T>> {
    const key = await this.conversationOfSession(sessionId);
    // No such session: the work says so itself, and writes nothing.
    if (key === undefined) return { ran: await work() };
    const grant = await this.claim(key);
    if (!grant) return { refused: 'held-elsewhere' };
    try {
      return { ran: await this.run(grant, work) };
    } catch (error) {
      if (!(error instanceof LeaseLostError)) throw error;
      this.lost(grant);
      return { refused: 'lease-lost' };
    }
  }

  /** Runs work that serves every session under no session's grant. */
  outside<T>(fn: () => T): T {
    return this.options.store.fence.outside(fn);
  }

  /** At a clean stop: every lease runs out now, so that another instance takes the sessions at once. */
  async release(): Promise<void> {
    this.grants.clear();
    await this.options.store.leases.release(this.options.instanceId, this.options.clock());
  }

  /** The leases this instance holds now, for GET /v1/ready. */
  async held(): Promise<SessionLease[]> {
    return (await this.options.store.leases.heldBy(this.options.instanceId)).filter(
      (l) => this.grants.get(l.conversationKey) === l.token,
    );
  }
}

/** The leases an instance holds, as GET /v1/ready reports them. */
export async function leasesOf(leasing: SessionLeasing): Promise<{
  leasesHeld: number;
  leases: Array<{ session: string; token: number; expiresAt: number }>;
}> {
  const leases = (await leasing.held()).map((l) => ({
    session: l.conversationKey,
    token: l.token,
    expiresAt: l.expiresAt,
  }));
  return { leasesHeld: leases.length, leases };
}
