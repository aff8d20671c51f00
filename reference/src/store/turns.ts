import { sql } from 'kysely';
import type { SqlDatabase } from './sql.ts';
import { changedOne, RowNotChangedError } from './errors.ts';

export type TurnState =
  'queued' | 'running' | 'completed' | 'interrupted' | 'cancelled' | 'failed' | 'timed_out' | 'unknown';

export const FINAL_TURN_STATES: ReadonlySet<TurnState> = new Set([
  'completed',
  'interrupted',
  'cancelled',
  'failed',
  'timed_out',
  'unknown',
]);

/** Where a turn's input came from: a Lark source, web input to an attached session, or a trigger. */
export type TurnOrigin = 'lark' | 'web' | 'trigger';

export interface TurnRow {
  seq: number;
  turnId: string;
  sessionId: string;
  origin: TurnOrigin;
  /** The source it answers; null for web input and triggers, whose answer goes into the conversation. */
  sourceMessageId: string | null;
  /** The frozen input of the source (AD-006). */
  input: string;
  state: TurnState;
  hostTurnId: string | null;
  /** The host's answer text, saved before delivery so that delivery never needs the model again (HO-009). */
  answer: string | null;
  errorClass: string | null;
  /** The host said the session's thread was gone; this turn ran on a new one, and says so (HO-001). */
  threadReplaced: 0 | 1;
  createdAt: number;
  startedAt: number | null;
  endedAt: number | null;
}

export interface TurnEnd {
  state: Exclude<TurnState, 'queued' | 'running'>;
  answer?: string;
  errorClass?: string;
}

const COLUMNS =
  sql.raw(`seq, turn_id AS "turnId", session_id AS "sessionId", origin, source_message_id AS "sourceMessageId", input,
  state, host_turn_id AS "hostTurnId", answer, error_class AS "errorClass", thread_replaced AS "threadReplaced", created_at AS "createdAt",
  started_at AS "startedAt", ended_at AS "endedAt"`);

/** Turns: one per admitted source, serialized within their session. */
export class Turns {
  private readonly db: SqlDatabase;
  private readonly newId: () => string;

  constructor(db: SqlDatabase, newId: () => string) {
    this.db = db;
    this.newId = newId;
  }

  /** A queued turn answering a source; `origin` web or trigger has none (sourceMessageId null). */
  async create(
    sessionId: string,
    sourceMessageId: string | null,
    input: string,
    now: number,
    origin: TurnOrigin = 'lark',
  ): Promise<TurnRow> {
    const turnId = this.newId();
    // RETURNING: admission creates a turn while it holds the write lock, and a read after is one more round trip.
    const turn = (await this.db
      .get(sql`INSERT INTO turns (turn_id, session_id, origin, source_message_id, input, state, created_at)
         VALUES (${turnId}, ${sessionId}, ${origin}, ${sourceMessageId}, ${input}, 'queued', ${now}) RETURNING ${COLUMNS}`)) as
      TurnRow | undefined;
    if (!turn) throw new RowNotChangedError('turns', turnId);
    return turn;
  }

  async get(turnId: string): Promise<TurnRow | undefined> {
    return (await this.db.get(sql`SELECT ${COLUMNS} FROM turns WHERE turn_id = ${turnId}`)) as
      TurnRow | undefined;
  }

  async ofSession(sessionId: string): Promise<TurnRow[]> {
    return (await this.db.all(
      sql`SELECT ${COLUMNS} FROM turns WHERE session_id = ${sessionId} ORDER BY seq`,
    )) as TurnRow[];
  }

  /** Turns of the session that have not ended, oldest first: the running one, then the queue. */
  async unfinished(sessionId: string): Promise<TurnRow[]> {
    return (await this.db.all(
      sql`SELECT ${COLUMNS} FROM turns WHERE session_id = ${sessionId} AND state IN ('queued', 'running') ORDER BY seq`,
    )) as TurnRow[];
  }

  async count(sessionId: string): Promise<number> {
    return (
      (await this.db.get(sql`SELECT COUNT(*) AS n FROM turns WHERE session_id = ${sessionId}`)) as {
        n: number;
      }
    ).n;
  }

  /** Persisted before turn/start is sent, so that a restart never runs the model for it again (HO-009). */
  async markRunning(turnId: string, now: number): Promise<void> {
    const result = await this.db.run(
      sql`UPDATE turns SET state = 'running', started_at = ${now} WHERE turn_id = ${turnId} AND state = 'queued'`,
    );
    changedOne(result, 'turns', turnId);
  }

  async markThreadReplaced(turnId: string): Promise<void> {
    changedOne(
      await this.db.run(sql`UPDATE turns SET thread_replaced = 1 WHERE turn_id = ${turnId}`),
      'turns',
      turnId,
    );
  }

  async setHostTurnId(turnId: string, hostTurnId: string): Promise<void> {
    changedOne(
      await this.db.runGuarded(
        (guard) => sql`UPDATE turns SET host_turn_id = ${hostTurnId} WHERE turn_id = ${turnId} AND ${guard}`,
      ),
      'turns',
      turnId,
    );
  }

  /** Ends a turn once; a later end (a late outcome after a stop) does not overwrite the first. */
  async end(turnId: string, end: TurnEnd, now: number): Promise<boolean> {
    const result = await this.db.runGuarded(
      (
        guard,
      ) => sql`UPDATE turns SET state = ${end.state}, answer = ${end.answer ?? null}, error_class = ${end.errorClass ?? null}, ended_at = ${now}
         WHERE turn_id = ${turnId} AND state IN ('queued', 'running') AND ${guard}`,
    );
    return result.changes === 1;
  }
}
