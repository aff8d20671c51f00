import { sql } from 'kysely';
import type { SqlDatabase } from './sql.ts';
import { changedOne } from './errors.ts';

/** The exact binding of an attached session (AS-001); the host session id is owner-local and never projected. */
export interface AttachedRow {
  sessionId: string;
  goalId: string;
  agentId: string;
  executorEndpointId: string;
  hostSurface: string;
  hostSessionId: string;
  createdAt: number;
  updatedAt: number;
}

export interface ClaimRow {
  seq: number;
  sessionId: string;
  claimId: string;
  turnId: string;
  completionId: string | null;
  completedAt: number | null;
  createdAt: number;
}

const COLUMNS =
  sql.raw(`session_id AS "sessionId", goal_id AS "goalId", agent_id AS "agentId", executor_endpoint_id AS "executorEndpointId",
  host_surface AS "hostSurface", host_session_id AS "hostSessionId", created_at AS "createdAt", updated_at AS "updatedAt"`);
const CLAIM_COLUMNS =
  sql.raw(`seq, session_id AS "sessionId", claim_id AS "claimId", turn_id AS "turnId", completion_id AS "completionId",
  completed_at AS "completedAt", created_at AS "createdAt"`);

/** Attached sessions and their claims: which host claimed which turn, and the completion that answered it. */
export class AttachedSessions {
  private readonly db: SqlDatabase;

  constructor(db: SqlDatabase) {
    this.db = db;
  }

  async create(row: Omit<AttachedRow, 'createdAt' | 'updatedAt'>, now: number): Promise<AttachedRow> {
    await this.db
      .run(sql`INSERT INTO attached_sessions (session_id, goal_id, agent_id, executor_endpoint_id, host_surface, host_session_id, created_at, updated_at)
         VALUES (${row.sessionId}, ${row.goalId}, ${row.agentId}, ${row.executorEndpointId}, ${row.hostSurface}, ${row.hostSessionId}, ${now}, ${now})`);
    return (await this.get(row.sessionId))!;
  }

  async get(sessionId: string): Promise<AttachedRow | undefined> {
    return (await this.db.get(
      sql`SELECT ${COLUMNS} FROM attached_sessions WHERE session_id = ${sessionId}`,
    )) as AttachedRow | undefined;
  }

  /** The open attached session of a host session, if it is bound. */
  async openByHostSession(hostSurface: string, hostSessionId: string): Promise<AttachedRow | undefined> {
    return (await this.db
      .get(sql`SELECT ${COLUMNS} FROM attached_sessions WHERE host_surface = ${hostSurface} AND host_session_id = ${hostSessionId}
         AND session_id IN (SELECT session_id FROM sessions WHERE closed_at IS NULL)`)) as
      AttachedRow | undefined;
  }

  async list(): Promise<AttachedRow[]> {
    return (await this.db.all(
      sql`SELECT ${COLUMNS} FROM attached_sessions ORDER BY created_at, rowid`,
    )) as AttachedRow[];
  }

  async touch(sessionId: string, now: number): Promise<void> {
    changedOne(
      await this.db.run(
        sql`UPDATE attached_sessions SET updated_at = ${now} WHERE session_id = ${sessionId}`,
      ),
      'attached_sessions',
      sessionId,
    );
  }

  async claim(sessionId: string, claimId: string, turnId: string, now: number): Promise<ClaimRow> {
    await this.db.run(
      sql`INSERT INTO attached_claims (session_id, claim_id, turn_id, created_at) VALUES (${sessionId}, ${claimId}, ${turnId}, ${now})`,
    );
    return (await this.claimById(sessionId, claimId))!;
  }

  async claimById(sessionId: string, claimId: string): Promise<ClaimRow | undefined> {
    return (await this.db.get(
      sql`SELECT ${CLAIM_COLUMNS} FROM attached_claims WHERE session_id = ${sessionId} AND claim_id = ${claimId}`,
    )) as ClaimRow | undefined;
  }

  /** The claim not completed yet; a session has at most one. */
  async activeClaim(sessionId: string): Promise<ClaimRow | undefined> {
    return (await this.db.get(
      sql`SELECT ${CLAIM_COLUMNS} FROM attached_claims WHERE session_id = ${sessionId} AND completion_id IS NULL`,
    )) as ClaimRow | undefined;
  }

  /** Records the completion of an active claim; false when it was completed already. */
  async complete(seq: number, completionId: string, now: number): Promise<boolean> {
    return (
      (
        await this.db.run(
          sql`UPDATE attached_claims SET completion_id = ${completionId}, completed_at = ${now} WHERE seq = ${seq} AND completion_id IS NULL`,
        )
      ).changes === 1
    );
  }
}
