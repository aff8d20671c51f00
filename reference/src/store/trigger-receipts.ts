import type { SqlDatabase } from './sql.ts';

export type DispatchState =
  'attempting' | 'dispatched' | 'not_dispatched' | 'dispatch_outcome_unknown' | 'cancelled';

export interface TriggerReceiptRow {
  receiptId: string;
  sessionId: string;
  turnKey: string;
  turnId: string;
  dispatch: DispatchState;
  errorClass: string | null;
  createdAt: number;
  updatedAt: number;
}

const COLUMNS = `receipt_id AS receiptId, session_id AS sessionId, turn_key AS turnKey, turn_id AS turnId, dispatch,
  error_class AS errorClass, created_at AS createdAt, updated_at AS updatedAt`;

/** Trigger receipts: one per (session, turn key), ever (BM-001). */
export class TriggerReceipts {
  private readonly db: SqlDatabase;
  private readonly newId: () => string;

  constructor(db: SqlDatabase, newId: () => string) {
    this.db = db;
    this.newId = newId;
  }

  /** The attempting receipt, written before anything reaches the host (BM-002). */
  create(sessionId: string, turnKey: string, turnId: string, now: number): TriggerReceiptRow {
    this.db
      .prepare(
        `INSERT INTO trigger_receipts (receipt_id, session_id, turn_key, turn_id, dispatch, created_at, updated_at)
         VALUES (?, ?, ?, ?, 'attempting', ?, ?)`,
      )
      .run(this.newId(), sessionId, turnKey, turnId, now, now);
    return this.byKey(sessionId, turnKey)!;
  }

  byKey(sessionId: string, turnKey: string): TriggerReceiptRow | undefined {
    return this.db
      .prepare(`SELECT ${COLUMNS} FROM trigger_receipts WHERE session_id = ? AND turn_key = ?`)
      .get(sessionId, turnKey) as TriggerReceiptRow | undefined;
  }

  ofSession(sessionId: string): TriggerReceiptRow[] {
    return this.db
      .prepare(`SELECT ${COLUMNS} FROM trigger_receipts WHERE session_id = ? ORDER BY seq`)
      .all(sessionId) as TriggerReceiptRow[];
  }

  attempting(): TriggerReceiptRow[] {
    return this.db
      .prepare(`SELECT ${COLUMNS} FROM trigger_receipts WHERE dispatch = 'attempting' ORDER BY seq`)
      .all() as TriggerReceiptRow[];
  }

  /** Settles an attempting receipt once; a settled receipt never changes again. */
  settle(
    receiptId: string,
    dispatch: Exclude<DispatchState, 'attempting'>,
    errorClass: string | null,
    now: number,
  ): boolean {
    return (
      this.db
        .prepare(
          `UPDATE trigger_receipts SET dispatch = ?, error_class = ?, updated_at = ? WHERE receipt_id = ? AND dispatch = 'attempting'`,
        )
        .run(dispatch, errorClass, now, receiptId).changes === 1
    );
  }
}
