import pg from 'pg';
import { flaw } from './flaw.ts';
import type { SourceRecord, SourceState } from './inbox.ts';

/** What the intake records of a source: enough for any instance to run it. */
export type SourceFields = Omit<SourceRecord, 'eventIds' | 'receiveCount' | 'receivedAt' | 'state'>;

/** A source as the shared inbox holds it. */
export interface SharedSource {
  key: string;
  messageId: string;
  eventId: string;
  conversation: string;
  fields: SourceFields;
  state: SourceState;
  hostTurnId: string | undefined;
  answer: string | undefined;
  /** The progress post the answer replaces, whichever instance posted it (DE-003). */
  draftId: string | undefined;
}

/** What a fenced write may change of a source. */
export interface SourceChange {
  state?: SourceState;
  hostTurnId?: string;
  answer?: string;
  draftId?: string;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS control_sources (
  key text PRIMARY KEY,
  message_id text NOT NULL,
  event_id text NOT NULL,
  conversation text NOT NULL,
  create_time bigint NOT NULL,
  seq bigserial,
  fields jsonb NOT NULL,
  state text NOT NULL DEFAULT 'received',
  host_turn_id text,
  answer text,
  draft_id text
);
CREATE INDEX IF NOT EXISTS control_sources_open ON control_sources (conversation, create_time, seq) WHERE state <> 'answered';
CREATE TABLE IF NOT EXISTS control_session_leases (
  conversation text PRIMARY KEY,
  holder text NOT NULL,
  token bigint NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE TABLE IF NOT EXISTS control_threads (conversation text PRIMARY KEY, thread_id text NOT NULL);
`;

/** Any number: the instances of one scenario agree on it, so only one of them creates the tables. */
const MIGRATION_LOCK = 7_311_002;

/**
 * The store the instances of one bot share (LARKSPUR_STORE_URL): the inbox, keyed by message id so that a
 * source any instance received is admitted once (TR-002); a lease per session with a fencing token, so that
 * one instance at a time runs a session and a write under a token taken over is refused (AD-001, AD-002);
 * and each conversation's host thread, so that the instance that takes a session over resumes it.
 */
export class SharedStore {
  private constructor(
    private readonly pool: pg.Pool,
    /** This process: a restarted instance is another holder, and waits out its old leases like anyone. */
    readonly holder: string,
    private readonly leaseMs: number,
  ) {}

  static async open(url: string, holder: string, leaseMs: number): Promise<SharedStore> {
    const pool = new pg.Pool({ connectionString: url, max: 4 });
    // An idle client losing its server (the scenario's database dropped) must not end the bot.
    pool.on('error', (error) => process.stderr.write(`tiny-bot: store: ${error.message}\n`));
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await client.query(SCHEMA);
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    } finally {
      client.release();
    }
    return new SharedStore(pool, holder, leaseMs);
  }

  /**
   * Records a delivery, committed before the ACK. false when the source is already here, whichever instance
   * received it. The flawed dedupe keys the source by instance: only its own deliveries are recognised.
   */
  async record(
    messageId: string,
    eventId: string,
    createTime: number,
    fields: SourceFields,
    dedupeOnly = false,
  ): Promise<boolean> {
    const key = flaw === 'per-instance-dedupe' ? `${messageId}@${this.holder}` : messageId;
    // Recorded as done, the source is never taken from here: the flawed bot that dedupes only runs it itself.
    const inserted = await this.pool.query(
      `INSERT INTO control_sources (key, message_id, event_id, conversation, create_time, fields, state) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (key) DO NOTHING`,
      [
        key,
        messageId,
        eventId,
        fields.conversation,
        createTime,
        JSON.stringify(fields),
        dedupeOnly ? 'answered' : 'received',
      ],
    );
    return inserted.rowCount === 1;
  }

  /** Conversations with a source not answered yet. */
  async openConversations(): Promise<string[]> {
    const { rows } = await this.pool.query<{ conversation: string }>(
      `SELECT DISTINCT conversation FROM control_sources WHERE state <> 'answered'`,
    );
    return rows.map((r) => r.conversation);
  }

  /** The session's oldest source not answered yet, in the provider's order (create_time). */
  async next(conversation: string): Promise<SharedSource | undefined> {
    const { rows } = await this.pool.query<{
      key: string;
      message_id: string;
      event_id: string;
      conversation: string;
      fields: SourceFields;
      state: SourceState;
      host_turn_id: string | null;
      answer: string | null;
      draft_id: string | null;
    }>(
      `SELECT key, message_id, event_id, conversation, fields, state, host_turn_id, answer, draft_id FROM control_sources
       WHERE conversation = $1 AND state <> 'answered' ORDER BY create_time, seq LIMIT 1`,
      [conversation],
    );
    const row = rows[0];
    if (!row) return undefined;
    return {
      key: row.key,
      messageId: row.message_id,
      eventId: row.event_id,
      conversation: row.conversation,
      fields: row.fields,
      state: row.state,
      hostTurnId: row.host_turn_id ?? undefined,
      answer: row.answer ?? undefined,
      draftId: row.draft_id ?? undefined,
    };
  }

  /** When a lease taken or renewed now runs out; the flawed leases never do. */
  private expiry(): string {
    const ms = `$3::double precision * interval '1 millisecond'`;
    return flaw === 'leases-never-expire'
      ? `'infinity'::timestamptz + 0 * ${ms}`
      : `clock_timestamp() + ${ms}`;
  }

  /** Takes the session's lease if nobody holds it, or its holder let it run out: the fencing token, one more than the last. */
  async acquire(conversation: string): Promise<number | undefined> {
    const { rows } = await this.pool.query<{ token: string }>(
      `INSERT INTO control_session_leases AS l (conversation, holder, token, expires_at) VALUES ($1, $2, 1, ${this.expiry()})
       ON CONFLICT (conversation) DO UPDATE SET holder = EXCLUDED.holder, token = l.token + 1, expires_at = EXCLUDED.expires_at
       WHERE l.expires_at < clock_timestamp()
       RETURNING token`,
      [conversation, this.holder, this.leaseMs],
    );
    return rows[0] ? Number(rows[0].token) : undefined;
  }

  /**
   * Extends a lease this instance holds under this token; false once another instance took it over, or
   * this one let it go (a renewal racing the release must not take the session back).
   */
  async renew(conversation: string, token: number): Promise<boolean> {
    const renewed = await this.pool.query(
      `UPDATE control_session_leases SET expires_at = ${this.expiry()}
       WHERE conversation = $1 AND holder = $2 AND token = $4 AND expires_at <> '-infinity'`,
      [conversation, this.holder, this.leaseMs, token],
    );
    return renewed.rowCount === 1;
  }

  /** Lets the session go, its token kept: the next holder's is higher. */
  async release(conversation: string, token: number): Promise<void> {
    await this.pool.query(
      `UPDATE control_session_leases SET expires_at = '-infinity' WHERE conversation = $1 AND holder = $2 AND token = $3`,
      [conversation, this.holder, token],
    );
  }

  /** The fence: does this instance still hold the session under this token? */
  async holds(conversation: string, token: number): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `SELECT 1 FROM control_session_leases WHERE conversation = $1 AND holder = $2 AND token = $3`,
      [conversation, this.holder, token],
    );
    return rowCount === 1;
  }

  /** Changes a source under the session's token; false, and nothing changed, when the token was taken over. */
  async update(source: SharedSource, token: number, change: SourceChange): Promise<boolean> {
    const fenced =
      flaw === 'no-fencing-token'
        ? ''
        : `AND EXISTS (SELECT 1 FROM control_session_leases l WHERE l.conversation = s.conversation AND l.holder = $6 AND l.token = $7)`;
    const updated = await this.pool.query(
      `UPDATE control_sources s
       SET state = COALESCE($2, state), host_turn_id = COALESCE($3, host_turn_id), answer = COALESCE($4, answer), draft_id = COALESCE($5, draft_id)
       WHERE key = $1 ${fenced}`,
      [
        source.key,
        change.state ?? null,
        change.hostTurnId ?? null,
        change.answer ?? null,
        change.draftId ?? null,
        ...(fenced ? [this.holder, token] : []),
      ],
    );
    return updated.rowCount === 1;
  }

  async thread(conversation: string): Promise<string | undefined> {
    const { rows } = await this.pool.query<{ thread_id: string }>(
      'SELECT thread_id FROM control_threads WHERE conversation = $1',
      [conversation],
    );
    return rows[0]?.thread_id;
  }

  async bindThread(conversation: string, threadId: string): Promise<void> {
    await this.pool.query(
      'INSERT INTO control_threads (conversation, thread_id) VALUES ($1, $2) ON CONFLICT (conversation) DO UPDATE SET thread_id = EXCLUDED.thread_id',
      [conversation, threadId],
    );
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}
