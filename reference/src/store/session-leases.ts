import { sql, type RawBuilder } from 'kysely';
import type { SqlDatabase } from './sql.ts';

/** A session's lease as granted: who holds it, under which fencing token, until when. */
export interface SessionLease {
  conversationKey: string;
  holder: string;
  token: number;
  expiresAt: number;
}

const COLUMNS = sql.raw('conversation_key AS "conversationKey", holder, token, expires_at AS "expiresAt"');

/**
 * Session leases: each conversation's session — keyed by the conversation it binds (AD-005), so that the
 * lease exists before its first session does and carries over to the next one after /new — is leased to
 * one instance at a time. Every new grant takes a larger fencing token; a renewal keeps it. A lease runs
 * out when its holder stops renewing (its heartbeat), and only then can another instance be granted it.
 */
export class SessionLeases {
  private readonly db: SqlDatabase;

  constructor(db: SqlDatabase) {
    this.db = db;
  }

  /**
   * Grants the session's lease to `holder` when nobody holds it, its lease ran out, or `holder` holds it
   * already, under the next token; undefined while another holder's lease is current. One statement: two
   * instances asking at once get one grant. A holder asks for a lease it holds only when it does not know it
   * does — a grant committed whose answer never reached it (the store went away mid-answer): its heartbeat
   * renews every lease it holds, so refused, that session would be left to nobody for as long as it lives.
   * The next token fences off whatever work of the old one it may still have.
   */
  async grant(
    conversationKey: string,
    holder: string,
    now: number,
    leaseMs: number,
  ): Promise<SessionLease | undefined> {
    return (await this.db
      .get(sql`INSERT INTO session_leases (conversation_key, holder, token, expires_at) VALUES (${conversationKey}, ${holder}, 1, CAST(${now + leaseMs} AS BIGINT))
         ON CONFLICT (conversation_key) DO UPDATE SET holder = excluded.holder, token = session_leases.token + 1, expires_at = excluded.expires_at
         WHERE session_leases.expires_at <= CAST(${now} AS BIGINT) OR session_leases.holder = excluded.holder
         RETURNING ${COLUMNS}`)) as SessionLease | undefined;
  }

  /**
   * Renews every lease `holder` still holds — its token unchanged, since no other instance wrote meanwhile —
   * and returns them. A lease that ran out is renewed too while nobody else took it: the token fences it.
   */
  async renew(holder: string, now: number, leaseMs: number): Promise<SessionLease[]> {
    // One statement, outside the store's write lock: a guarded write waits for that lock while it holds its
    // lease's row, and a renewal that waited for the row while holding the lock would close the circle.
    const renewed = (await this.db.all(
      sql`UPDATE session_leases SET expires_at = ${now + leaseMs} WHERE holder = ${holder} RETURNING ${COLUMNS}`,
    )) as SessionLease[];
    return renewed.sort((a, b) => (a.conversationKey < b.conversationKey ? -1 : 1));
  }

  /** Lets every lease of `holder` run out now (a clean stop): another instance is granted them at once. */
  async release(holder: string, now: number): Promise<void> {
    await this.db.run(
      sql`UPDATE session_leases SET expires_at = ${now} WHERE holder = ${holder} AND expires_at > ${now}`,
    );
  }

  /**
   * Whether `holder` still holds the session under `token`: no other instance was granted it since. Checked
   * inside the transaction of the write it fences (SessionFence.check), or carried by a lone write (held).
   */
  async holds(conversationKey: string, holder: string, token: number): Promise<boolean> {
    return (
      (await this.db.get(sql`SELECT 1 AS held WHERE ${this.held(conversationKey, holder, token)}`)) !==
      undefined
    );
  }

  /**
   * The condition that `holder` still holds the session under `token`, for a statement to carry. On
   * PostgreSQL the lease's row stays locked to the end of the statement's transaction: a grant (a lone upsert,
   * outside the store's write lock) then waits for the write the condition fences to commit — or, committed
   * first, is what the condition sees. SQLite runs one write at a time, and has no such clause.
   */
  held(conversationKey: string, holder: string, token: number): RawBuilder<unknown> {
    const locked = this.db.engine === 'postgres' ? sql` FOR SHARE` : sql``;
    return sql`EXISTS (SELECT 1 FROM session_leases WHERE conversation_key = ${conversationKey} AND holder = ${holder} AND token = ${token}${locked})`;
  }

  /** The current lease of a session by its id, whoever holds it: none when the session is not leased now. */
  async ofSession(sessionId: string, now: number): Promise<SessionLease | undefined> {
    return (await this.db
      .get(sql`SELECT l.conversation_key AS "conversationKey", l.holder, l.token, l.expires_at AS "expiresAt"
         FROM sessions s JOIN session_leases l ON l.conversation_key = s.conversation_key WHERE s.session_id = ${sessionId} AND l.expires_at > ${now}`)) as
      SessionLease | undefined;
  }

  async get(conversationKey: string): Promise<SessionLease | undefined> {
    return (await this.db.get(
      sql`SELECT ${COLUMNS} FROM session_leases WHERE conversation_key = ${conversationKey}`,
    )) as SessionLease | undefined;
  }

  async heldBy(holder: string): Promise<SessionLease[]> {
    return (await this.db.all(
      sql`SELECT ${COLUMNS} FROM session_leases WHERE holder = ${holder} ORDER BY conversation_key`,
    )) as SessionLease[];
  }
}
