import type { Db } from './database.ts';
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
  createdAt: number;
  updatedAt: number;
}

const COLUMNS = `session_id AS sessionId, conversation_key AS conversationKey, chat_id AS chatId,
  chat_type AS chatType, topic_id AS topicId, host_thread_id AS hostThreadId, created_at AS createdAt,
  updated_at AS updatedAt`;

/** The exact key a conversation binds by (AD-005): a private chat, or one topic of a group. */
export function conversationKey(c: Conversation): string {
  return c.chatType === 'p2p' ? `p2p:${c.chatId}` : `topic:${c.chatId}:${c.topicId ?? ''}`;
}

/** Sessions: one per conversation, each bound to one host thread once it has one (AD-004, HO-001). */
export class Sessions {
  private readonly db: Db;
  private readonly newId: () => string;

  constructor(db: Db, newId: () => string) {
    this.db = db;
    this.newId = newId;
  }

  find(conversation: Conversation): SessionRow | undefined {
    return this.db
      .prepare(`SELECT ${COLUMNS} FROM sessions WHERE conversation_key = ?`)
      .get(conversationKey(conversation)) as SessionRow | undefined;
  }

  /** The conversation's session, created on first use. */
  bind(conversation: Conversation, now: number): SessionRow {
    const found = this.find(conversation);
    if (found) return found;
    this.db
      .prepare(
        `INSERT INTO sessions (session_id, conversation_key, chat_id, chat_type, topic_id, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        this.newId(),
        conversationKey(conversation),
        conversation.chatId,
        conversation.chatType,
        conversation.topicId ?? null,
        now,
        now,
      );
    const bound = this.find(conversation);
    if (!bound) throw new RowNotChangedError('sessions', conversationKey(conversation));
    return bound;
  }

  get(sessionId: string): SessionRow | undefined {
    return this.db.prepare(`SELECT ${COLUMNS} FROM sessions WHERE session_id = ?`).get(sessionId) as
      | SessionRow
      | undefined;
  }

  list(chatId?: string): SessionRow[] {
    const where = chatId === undefined ? '' : 'WHERE chat_id = ?';
    const params = chatId === undefined ? [] : [chatId];
    return this.db
      .prepare(`SELECT ${COLUMNS} FROM sessions ${where} ORDER BY created_at, rowid`)
      .all(...params) as SessionRow[];
  }

  setHostThread(sessionId: string, hostThreadId: string, now: number): void {
    const result = this.db.prepare('UPDATE sessions SET host_thread_id = ?, updated_at = ? WHERE session_id = ?').run(hostThreadId, now, sessionId);
    changedOne(result, 'sessions', sessionId);
  }

  touch(sessionId: string, now: number): void {
    changedOne(this.db.prepare('UPDATE sessions SET updated_at = ? WHERE session_id = ?').run(now, sessionId), 'sessions', sessionId);
  }
}
