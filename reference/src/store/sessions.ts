import { sql } from 'kysely';
import type { SqlDatabase } from './sql.ts';
import { changedOne, RowNotChangedError } from './errors.ts';

export interface Conversation {
  chatId: string;
  chatType: 'p2p' | 'group';
  /** In a group: the provider message id of the topic root. */
  topicId?: string;
}

export interface SessionRow {
  sessionId: string;
  conversationKey: string;
  chatId: string;
  chatType: 'p2p' | 'group';
  topicId: string | null;
  hostThreadId: string | null;
  kind: SessionKind;
  createdAt: number;
  updatedAt: number;
  /** Set once the conversation moved on (/new, an attached session closed); it then routes elsewhere. */
  closedAt: number | null;
}

/** managed: turns run on a host thread this server drives; attached: an already-running host claims them (AS-001). */
export type SessionKind = 'managed' | 'attached';

const COLUMNS =
  sql.raw(`session_id AS "sessionId", conversation_key AS "conversationKey", chat_id AS "chatId",
  chat_type AS "chatType", topic_id AS "topicId", host_thread_id AS "hostThreadId", kind, created_at AS "createdAt",
  updated_at AS "updatedAt", closed_at AS "closedAt"`);

/** The exact key a conversation binds by (AD-005): a private chat, or one topic of a group. */
export function conversationKey(c: Conversation): string {
  return c.chatType === 'p2p' ? `p2p:${c.chatId}` : `topic:${c.chatId}:${c.topicId ?? ''}`;
}

/** conversationKey of a source row, in SQL both engines speak: a private chat, or the topic its root opens. */
export const SOURCE_CONVERSATION_KEY = sql.raw(
  `CASE WHEN chat_type = 'p2p' THEN 'p2p:' || chat_id ELSE 'topic:' || chat_id || ':' || COALESCE(root_id, message_id) END`,
);

/**
 * Sessions: one open session per conversation, each bound to one host thread once it has one (AD-004,
 * HO-001). A closed session is kept; its conversation binds a new one.
 */
export class Sessions {
  private readonly db: SqlDatabase;
  private readonly newId: () => string;

  constructor(db: SqlDatabase, newId: () => string) {
    this.db = db;
    this.newId = newId;
  }

  async find(conversation: Conversation): Promise<SessionRow | undefined> {
    return (await this.db.get(
      sql`SELECT ${COLUMNS} FROM sessions WHERE conversation_key = ${conversationKey(conversation)} AND closed_at IS NULL`,
    )) as SessionRow | undefined;
  }

  /** The conversation's open session, created (managed) on first use. */
  async bind(conversation: Conversation, now: number): Promise<SessionRow> {
    return (await this.find(conversation)) ?? (await this.open(conversation, 'managed', now));
  }

  /** A new open session for a conversation that has none. */
  async open(conversation: Conversation, kind: SessionKind, now: number): Promise<SessionRow> {
    const sessionId = this.newId();
    const bound = (await this.db
      .get(sql`INSERT INTO sessions (session_id, conversation_key, chat_id, chat_type, topic_id, kind, created_at, updated_at)
         VALUES (${sessionId}, ${conversationKey(conversation)}, ${conversation.chatId}, ${conversation.chatType}, ${conversation.topicId ?? null}, ${kind}, ${now}, ${now})
         RETURNING ${COLUMNS}`)) as SessionRow | undefined;
    if (!bound) throw new RowNotChangedError('sessions', sessionId);
    return bound;
  }

  /** Closes a session: its conversation binds a new one from now on. */
  async close(sessionId: string, now: number): Promise<boolean> {
    return (
      (
        await this.db.run(
          sql`UPDATE sessions SET closed_at = ${now}, updated_at = ${now} WHERE session_id = ${sessionId} AND closed_at IS NULL`,
        )
      ).changes === 1
    );
  }

  async get(sessionId: string): Promise<SessionRow | undefined> {
    return (await this.db.get(sql`SELECT ${COLUMNS} FROM sessions WHERE session_id = ${sessionId}`)) as
      SessionRow | undefined;
  }

  async list(chatId?: string): Promise<SessionRow[]> {
    const where = chatId === undefined ? sql`` : sql`WHERE chat_id = ${chatId}`;
    return (await this.db.all(
      sql`SELECT ${COLUMNS} FROM sessions ${where} ORDER BY created_at, rowid`,
    )) as SessionRow[];
  }

  async setHostThread(sessionId: string, hostThreadId: string, now: number): Promise<void> {
    const result = await this.db.run(
      sql`UPDATE sessions SET host_thread_id = ${hostThreadId}, updated_at = ${now} WHERE session_id = ${sessionId}`,
    );
    changedOne(result, 'sessions', sessionId);
  }

  async touch(sessionId: string, now: number): Promise<void> {
    changedOne(
      await this.db.run(sql`UPDATE sessions SET updated_at = ${now} WHERE session_id = ${sessionId}`),
      'sessions',
      sessionId,
    );
  }
}
