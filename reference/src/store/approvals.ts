import { sql } from 'kysely';
import type { SqlDatabase } from './sql.ts';

/** pending until exactly one of: a verified decision, the expiry, or the host retiring the request. */
export type ApprovalState = 'pending' | 'accept' | 'acceptForSession' | 'decline' | 'expired' | 'retired';

export interface ApprovalRow {
  seq: number;
  approvalId: string;
  turnId: string;
  sourceMessageId: string;
  chatId: string;
  /** The user whose message started the turn: the only one who may decide (HO-008). */
  requesterOpenId: string;
  kind: 'commandExecution' | 'fileChange';
  /** JSON of what the host asked to do: command, cwd, paths, reason. */
  operation: string;
  /** Binds a click to this operation: a hash of the host's ids of it and of what it does. */
  digest: string;
  hostThreadId: string;
  hostRequestId: string;
  cardMessageId: string | null;
  state: ApprovalState;
  decidedBy: string | null;
  createdAt: number;
  expiresAt: number;
  decidedAt: number | null;
  /** The instance whose host waits on the answer; null when the store has one instance. */
  holder: string | null;
}

export type NewApproval = Omit<ApprovalRow, 'seq' | 'cardMessageId' | 'state' | 'decidedBy' | 'decidedAt'>;

const COLUMNS =
  sql.raw(`seq, approval_id AS "approvalId", turn_id AS "turnId", source_message_id AS "sourceMessageId", chat_id AS "chatId",
  requester_open_id AS "requesterOpenId", kind, operation, digest, host_thread_id AS "hostThreadId",
  host_request_id AS "hostRequestId", card_message_id AS "cardMessageId", state, decided_by AS "decidedBy",
  created_at AS "createdAt", expires_at AS "expiresAt", decided_at AS "decidedAt", holder`);

/** Approvals: each host approval request, its card and its one decision (HO-008). */
export class Approvals {
  private readonly db: SqlDatabase;

  constructor(db: SqlDatabase) {
    this.db = db;
  }

  async create(approval: NewApproval): Promise<ApprovalRow> {
    await this.db
      .run(sql`INSERT INTO approvals (approval_id, turn_id, source_message_id, chat_id, requester_open_id, kind, operation, digest,
           host_thread_id, host_request_id, state, created_at, expires_at, holder)
         VALUES (${approval.approvalId}, ${approval.turnId}, ${approval.sourceMessageId}, ${approval.chatId}, ${approval.requesterOpenId}, ${approval.kind}, ${approval.operation}, ${approval.digest}, ${approval.hostThreadId}, ${approval.hostRequestId}, 'pending', ${approval.createdAt}, ${approval.expiresAt}, ${approval.holder})`);
    return (await this.get(approval.approvalId))!;
  }

  async get(approvalId: string): Promise<ApprovalRow | undefined> {
    return (await this.db.get(sql`SELECT ${COLUMNS} FROM approvals WHERE approval_id = ${approvalId}`)) as
      ApprovalRow | undefined;
  }

  /** The approval of a host request, as serverRequest/resolved names it. */
  async ofRequest(hostThreadId: string, hostRequestId: string): Promise<ApprovalRow | undefined> {
    return (await this.db.get(
      sql`SELECT ${COLUMNS} FROM approvals WHERE host_thread_id = ${hostThreadId} AND host_request_id = ${hostRequestId} ORDER BY seq DESC LIMIT 1`,
    )) as ApprovalRow | undefined;
  }

  async pending(): Promise<ApprovalRow[]> {
    return (await this.db.all(
      sql`SELECT ${COLUMNS} FROM approvals WHERE state = 'pending' ORDER BY seq`,
    )) as ApprovalRow[];
  }

  /** How many approvals the turn asked for before: numbers each card's delivery uuid. */
  async countOfTurn(turnId: string): Promise<number> {
    return (
      (await this.db.get(sql`SELECT COUNT(*) AS n FROM approvals WHERE turn_id = ${turnId}`)) as { n: number }
    ).n;
  }

  async setCard(approvalId: string, cardMessageId: string): Promise<void> {
    await this.db.run(
      sql`UPDATE approvals SET card_message_id = ${cardMessageId} WHERE approval_id = ${approvalId}`,
    );
  }

  /** Settles a pending approval once; false when it was settled already (a replay, a race with the expiry). */
  async settle(
    approvalId: string,
    state: Exclude<ApprovalState, 'pending'>,
    decidedBy: string | null,
    now: number,
  ): Promise<boolean> {
    const result = await this.db.run(
      sql`UPDATE approvals SET state = ${state}, decided_by = ${decidedBy}, decided_at = ${now} WHERE approval_id = ${approvalId} AND state = 'pending'`,
    );
    return result.changes === 1;
  }
}
