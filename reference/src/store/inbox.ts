import { sql } from 'kysely';
import type { SqlDatabase, StoreEngine } from './sql.ts';
import { changedOne, RowNotChangedError } from './errors.ts';
import { SOURCE_CONVERSATION_KEY } from './sessions.ts';

/**
 * Content that cannot be taken as it came, decided at intake: not what its type says (malformed), or far
 * over any bound (oversized, kept out of the store). Admission refuses such a source explicitly (AD-010).
 */
export type ContentDefect = 'malformed' | 'oversized';

/** An event that can never be a source (TR-010): what was readable of it, and why it was turned away. */
export interface Rejection {
  /** Only an id as Lark issues them is kept; anything else is left out. */
  eventId?: string;
  messageId?: string;
  reason: string;
}

/** One inbound provider message as the intake read it from an event. */
export interface InboundSource {
  eventId: string;
  messageId: string;
  chatId: string;
  chatType: 'p2p' | 'group';
  rootId?: string;
  parentId?: string;
  threadId?: string;
  senderType: string;
  senderOpenId?: string;
  messageType: string;
  /** The provider's content JSON string, as first received; empty when it has a defect. */
  content: string;
  contentDefect?: ContentDefect;
  mentions: Array<{ key: string; openId?: string; name?: string }>;
  /** Provider create time, ms since the epoch. */
  createTime: number;
}

/** waiting: admitted to an attached session, for its host to claim; the dispatcher leaves it to the broker. */
export type SourceState = 'received' | 'queued' | 'running' | 'waiting' | 'answered' | 'ignored' | 'failed';
export type AdmissionOutcome = 'turn' | 'command' | 'ignored' | 'refused';
export type Command = 'stop' | 'status' | 'new' | 'help';

export interface SourceRow {
  seq: number;
  messageId: string;
  chatId: string;
  chatType: 'p2p' | 'group';
  rootId: string | null;
  parentId: string | null;
  threadId: string | null;
  senderType: string;
  senderOpenId: string | null;
  messageType: string;
  content: string;
  contentDefect: ContentDefect | null;
  mentions: string;
  createTime: number;
  receiveCount: number;
  state: SourceState;
  admission: AdmissionOutcome | null;
  reason: string | null;
  command: Command | null;
  sessionId: string | null;
  turnId: string | null;
  input: string | null;
  receivedAt: number;
  admittedAt: number | null;
  answeredAt: number | null;
}

export interface Admission {
  state: SourceState;
  admission: AdmissionOutcome;
  reason?: string;
  command?: Command;
  sessionId?: string;
  turnId?: string;
  input?: string;
}

const COLUMNS =
  sql.raw(`seq, message_id AS "messageId", chat_id AS "chatId", chat_type AS "chatType", root_id AS "rootId",
  parent_id AS "parentId", thread_id AS "threadId", sender_type AS "senderType", sender_open_id AS "senderOpenId",
  message_type AS "messageType", content, content_defect AS "contentDefect", mentions, create_time AS "createTime", receive_count AS "receiveCount",
  state, admission, reason, command, session_id AS "sessionId", turn_id AS "turnId", input,
  received_at AS "receivedAt", admitted_at AS "admittedAt", answered_at AS "answeredAt"`);

/** The fields of a source in a batch of new ones (Inbox.recordNew), as its JSON and its input rows name them. */
const BATCH_FIELDS = [
  'ord',
  'event_id',
  'message_id',
  'chat_id',
  'chat_type',
  'root_id',
  'parent_id',
  'thread_id',
  'sender_type',
  'sender_open_id',
  'message_type',
  'content',
  'content_defect',
  'mentions',
  'create_time',
  'command',
];

const UNFINISHED = sql.raw(`('received', 'queued', 'running')`);

/** The numbers of a JSON array as rows, in each engine's words. */
const heldSeqs = (engine: StoreEngine, seqs: Iterable<number>) => {
  const json = JSON.stringify([...seqs]);
  return engine === 'sqlite'
    ? sql`SELECT value FROM json_each(${json})`
    : sql`SELECT json_array_elements_text(${json}::json)::bigint`;
};

/**
 * Whose sources to take when several instances share the inbox: this holder's, and those of sessions nobody
 * holds a current lease of. Another instance's sessions are its own to run (AD-002).
 */
export interface LeaseFilter {
  holder: string;
  now: number;
}

const notLeasedElsewhere = (leases: LeaseFilter) =>
  sql`NOT EXISTS (SELECT 1 FROM session_leases l WHERE l.conversation_key = ${SOURCE_CONVERSATION_KEY}
  AND l.holder <> ${leases.holder} AND l.expires_at > ${leases.now})`;

/**
 * An earlier source (in the provider's order) of a command's chat not admitted yet, other than those
 * `passed` (their admission failed or waits): when several instances share the inbox, another instance's
 * request that came before a /stop may still be settling (reorderMs) — the stop waits for it, and then
 * finds its turn to cancel, as it would alone (HO-005).
 */
const earlierUnadmitted = (engine: StoreEngine, passed: Iterable<number>) =>
  sql`SELECT 1 FROM sources e WHERE e.chat_id = sources.chat_id AND e.state = 'received' AND e.command IS NULL
     AND (e.create_time < sources.create_time OR (e.create_time = sources.create_time AND e.seq < sources.seq))
     AND e.seq NOT IN (${heldSeqs(engine, passed)})`;

/**
 * The durable inbox of sources, keyed by provider message id and by event id: a redelivered event
 * (same event id, or same message id under a new event id) is the same source (TR-002).
 */
export class Inbox {
  private readonly db: SqlDatabase;

  constructor(db: SqlDatabase) {
    this.db = db;
  }

  /**
   * Records a receipt; the caller acknowledges the event only after this returns. `command` marks a
   * control command read from the message's own text, so that it goes ahead of the queue (AD-009).
   */
  async record(
    inbound: InboundSource,
    now: number,
    command?: Command,
  ): Promise<{ source: SourceRow; duplicate: boolean }> {
    // It reads before it writes, and another connection may write meanwhile (Store.atomically). Within a
    // group's transaction (the journal drainer's), its failure fails the group, which is then recorded one by one.
    return await this.db.within(async () => {
      // A new source — neither its event nor its message known — is the common case, and a burst's: one
      // statement inserts it and returns its row (on PostgreSQL every statement is a round trip before the
      // ACK, so there the same statement records its event id too).
      const insert = sql`INSERT INTO sources (message_id, chat_id, chat_type, root_id, parent_id, thread_id, sender_type,
            sender_open_id, message_type, content, content_defect, mentions, create_time, command, state, received_at)
           SELECT ${inbound.messageId}, ${inbound.chatId}, ${inbound.chatType}, ${inbound.rootId ?? null},
             ${inbound.parentId ?? null}, ${inbound.threadId ?? null}, ${inbound.senderType}, ${inbound.senderOpenId ?? null},
             ${inbound.messageType}, ${inbound.content}, ${inbound.contentDefect ?? null}, ${JSON.stringify(inbound.mentions)},
             CAST(${inbound.createTime} AS BIGINT), ${command ?? null}, 'received', CAST(${now} AS BIGINT)
           WHERE NOT EXISTS (SELECT 1 FROM source_events WHERE event_id = ${inbound.eventId})
           ON CONFLICT (message_id) DO NOTHING`;
      if (this.db.engine === 'postgres') {
        const fresh = (await this.db.get(
          sql`WITH fresh AS (${insert} RETURNING *),
               event AS (INSERT INTO source_events (event_id, message_id, received_at) SELECT CAST(${inbound.eventId} AS TEXT), message_id, CAST(${now} AS BIGINT) FROM fresh)
             SELECT ${COLUMNS} FROM fresh`,
        )) as SourceRow | undefined;
        if (fresh) return { source: fresh, duplicate: false };
      } else {
        const fresh = (await this.db.get(sql`${insert} RETURNING ${COLUMNS}`)) as SourceRow | undefined;
        if (fresh) {
          await this.insertEvent(inbound.eventId, inbound.messageId, now);
          return { source: fresh, duplicate: false };
        }
      }
      // A redelivery: the same event id (whatever message id it carries now), or the same message.
      const byEvent = (await this.db.get(
        sql`SELECT message_id AS "messageId" FROM source_events WHERE event_id = ${inbound.eventId}`,
      )) as { messageId: string } | undefined;
      const messageId = byEvent?.messageId ?? inbound.messageId;
      changedOne(
        await this.db.run(
          sql`UPDATE sources SET receive_count = receive_count + 1 WHERE message_id = ${messageId}`,
        ),
        'sources',
        messageId,
      );
      if (!byEvent) await this.insertEvent(inbound.eventId, messageId, now);
      return { source: await this.stored(messageId), duplicate: true };
    });
  }

  /**
   * Records new sources in one statement (the intake's batches, issue 22): for each of `batch`, in order,
   * whether it is now in the inbox as a new source. One already known — its message or its event id, or one
   * another instance's intake records meanwhile — is left alone and reads false, for the caller to record on
   * its own (`record`), so that it alone is counted or refused. The batch's message and event ids are
   * distinct. The rows go as one JSON parameter, whatever their number.
   */
  async recordNew(
    batch: ReadonlyArray<{ source: InboundSource; command?: Command }>,
    now: number,
  ): Promise<boolean[]> {
    const json = JSON.stringify(
      batch.map(({ source: s, command }, ord) => ({
        ord,
        event_id: s.eventId,
        message_id: s.messageId,
        chat_id: s.chatId,
        chat_type: s.chatType,
        root_id: s.rootId ?? null,
        parent_id: s.parentId ?? null,
        thread_id: s.threadId ?? null,
        sender_type: s.senderType,
        sender_open_id: s.senderOpenId ?? null,
        message_type: s.messageType,
        content: s.content,
        content_defect: s.contentDefect ?? null,
        mentions: JSON.stringify(s.mentions),
        create_time: s.createTime,
        command: command ?? null,
      })),
    );
    const input =
      this.db.engine === 'postgres'
        ? sql`SELECT * FROM json_to_recordset(CAST(${json} AS json)) AS r(ord integer, event_id text, message_id text,
            chat_id text, chat_type text, root_id text, parent_id text, thread_id text, sender_type text,
            sender_open_id text, message_type text, content text, content_defect text, mentions text,
            create_time bigint, command text)`
        : sql`SELECT ${sql.join(BATCH_FIELDS.map((f) => sql`json_extract(value, ${`$.${f}`}) AS ${sql.raw(f)}`))}
            FROM json_each(${json})`;
    const insert = sql`INSERT INTO sources (message_id, chat_id, chat_type, root_id, parent_id, thread_id, sender_type,
        sender_open_id, message_type, content, content_defect, mentions, create_time, command, state, received_at)
      SELECT message_id, chat_id, chat_type, root_id, parent_id, thread_id, sender_type, sender_open_id, message_type,
        content, content_defect, mentions, create_time, command, 'received', CAST(${now} AS BIGINT) FROM input i
      WHERE NOT EXISTS (SELECT 1 FROM source_events e WHERE e.event_id = i.event_id) ORDER BY ord
      ON CONFLICT (message_id) DO NOTHING RETURNING message_id AS "messageId"`;
    const fresh = (
      this.db.engine === 'postgres'
        ? await this.db.all(sql`WITH input AS (${input}), fresh AS (${insert}),
            events AS (INSERT INTO source_events (event_id, message_id, received_at)
              SELECT i.event_id, i.message_id, CAST(${now} AS BIGINT) FROM input i JOIN fresh f ON f."messageId" = i.message_id)
            SELECT "messageId" FROM fresh`)
        : await this.db.within(async () => {
            const rows = (await this.db.all(sql`WITH input AS (${input}) ${insert}`)) as Array<{
              messageId: string;
            }>;
            const ids = new Set(rows.map((r) => r.messageId));
            for (const { source } of batch)
              if (ids.has(source.messageId)) await this.insertEvent(source.eventId, source.messageId, now);
            return rows;
          })
    ) as Array<{ messageId: string }>;
    const inserted = new Set(fresh.map((r) => r.messageId));
    return batch.map(({ source }) => inserted.has(source.messageId));
  }

  /** Records an event turned away at intake, so that it is acknowledged and never admitted (TR-010). */
  async reject(rejection: Rejection, now: number): Promise<void> {
    await this.db.run(
      sql`INSERT INTO rejected_events (event_id, message_id, reason, received_at) VALUES (${rejection.eventId ?? null}, ${rejection.messageId ?? null}, ${rejection.reason}, ${now})`,
    );
  }

  /** The rejections recorded, oldest first. */
  async rejections(): Promise<Array<Rejection & { receivedAt: number }>> {
    const rows = (await this.db.all(
      sql`SELECT event_id AS "eventId", message_id AS "messageId", reason, received_at AS "receivedAt" FROM rejected_events ORDER BY seq`,
    )) as Array<{
      eventId: string | null;
      messageId: string | null;
      reason: string;
      receivedAt: number;
    }>;
    return rows.map((r) => ({
      ...(r.eventId ? { eventId: r.eventId } : {}),
      ...(r.messageId ? { messageId: r.messageId } : {}),
      reason: r.reason,
      receivedAt: r.receivedAt,
    }));
  }

  async get(messageId: string): Promise<SourceRow | undefined> {
    return (await this.db.get(sql`SELECT ${COLUMNS} FROM sources WHERE message_id = ${messageId}`)) as
      SourceRow | undefined;
  }

  async eventIds(messageId: string): Promise<string[]> {
    const rows = (await this.db.all(
      sql`SELECT event_id AS "eventId" FROM source_events WHERE message_id = ${messageId} ORDER BY rowid`,
    )) as Array<{ eventId: string }>;
    return rows.map((r) => r.eventId);
  }

  /**
   * Sources not finished yet, oldest first, leaving out those the caller already holds (by seq, which
   * reads back as it was written, whatever a message id holds): admitted ones first come back after a
   * restart, then those still waiting for admission. Shared with other instances, in the provider's order
   * (create_time): sources of one chat received by several instances are recorded in no reliable order.
   */
  async unfinished(held: Iterable<number>, limit: number, leases?: LeaseFilter): Promise<SourceRow[]> {
    return (await this.db.all(
      sql`SELECT ${COLUMNS} FROM sources
         WHERE state IN ${UNFINISHED} AND seq NOT IN (${heldSeqs(this.db.engine, held)}) ${leases ? sql`AND ${notLeasedElsewhere(leases)}` : sql``}
         ORDER BY ${leases ? sql`create_time, seq` : sql`seq`} LIMIT ${limit}`,
    )) as SourceRow[];
  }

  /** How many sources are not finished: held in memory or waiting in the inbox. */
  async unfinishedCount(): Promise<number> {
    return (
      (await this.db.get(sql`SELECT COUNT(*) AS n FROM sources WHERE state IN ${UNFINISHED}`)) as {
        n: number;
      }
    ).n;
  }

  /**
   * Control commands waiting for admission; they go ahead of the queue (AD-009). Shared with other
   * instances, a command waits for the earlier sources of its chat to be admitted, but those `passed`.
   */
  async waitingCommands(leases?: LeaseFilter, passed: Iterable<number> = []): Promise<SourceRow[]> {
    const shared = leases
      ? sql`AND ${notLeasedElsewhere(leases)} AND NOT EXISTS (${earlierUnadmitted(this.db.engine, passed)})`
      : sql``;
    return (await this.db.all(
      sql`SELECT ${COLUMNS} FROM sources WHERE state = 'received' AND command IS NOT NULL ${shared} ORDER BY seq`,
    )) as SourceRow[];
  }

  async admit(messageId: string, admission: Admission, now: number): Promise<void> {
    const result = await this.db
      .run(sql`UPDATE sources SET state = ${admission.state}, admission = ${admission.admission}, reason = ${admission.reason ?? null}, command = COALESCE(${admission.command ?? null}, command), session_id = ${admission.sessionId ?? null},
           turn_id = ${admission.turnId ?? null}, input = COALESCE(input, ${admission.input ?? null}), admitted_at = ${now} WHERE message_id = ${messageId}`);
    changedOne(result, 'sources', messageId);
  }

  async setState(messageId: string, state: SourceState, now: number): Promise<void> {
    const result = await this.db.runGuarded(
      (
        guard,
      ) => sql`UPDATE sources SET state = ${state}, answered_at = CASE WHEN ${state} = 'answered' THEN ${now} ELSE answered_at END
         WHERE message_id = ${messageId} AND ${guard}`,
    );
    changedOne(result, 'sources', messageId);
  }

  /** The row just written: one that does not read back by its own key is an error, never a guess. */
  private async stored(messageId: string): Promise<SourceRow> {
    const row = await this.get(messageId);
    if (!row) throw new RowNotChangedError('sources', messageId);
    return row;
  }

  private async insertEvent(eventId: string, messageId: string, now: number): Promise<void> {
    await this.db.run(
      sql`INSERT INTO source_events (event_id, message_id, received_at) VALUES (${eventId}, ${messageId}, ${now})`,
    );
  }
}
