import { sql } from 'kysely';
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

const COLUMNS =
  sql.raw(`receipt_id AS "receiptId", session_id AS "sessionId", turn_key AS "turnKey", turn_id AS "turnId", dispatch,
  error_class AS "errorClass", created_at AS "createdAt", updated_at AS "updatedAt"`);

/** Trigger receipts: one per (session, turn key), ever (BM-001). */
export class TriggerReceipts {
  private readonly db: SqlDatabase;
  private readonly newId: () => string;

  constructor(db: SqlDatabase, newId: () => string) {
    this.db = db;
    this.newId = newId;
  }

  /** The attempting receipt, written before anything reaches the host (BM-002). */
  async create(sessionId: string, turnKey: string, turnId: string, now: number): Promise<TriggerReceiptRow> {
    await this.db
      .run(sql`INSERT INTO trigger_receipts (receipt_id, session_id, turn_key, turn_id, dispatch, created_at, updated_at)
         VALUES (${this.newId()}, ${sessionId}, ${turnKey}, ${turnId}, 'attempting', ${now}, ${now})`);
    return (await this.byKey(sessionId, turnKey))!;
  }

  async byKey(sessionId: string, turnKey: string): Promise<TriggerReceiptRow | undefined> {
    return (await this.db.get(
      sql`SELECT ${COLUMNS} FROM trigger_receipts WHERE session_id = ${sessionId} AND turn_key = ${turnKey}`,
    )) as TriggerReceiptRow | undefined;
  }

  async ofSession(sessionId: string): Promise<TriggerReceiptRow[]> {
    return (await this.db.all(
      sql`SELECT ${COLUMNS} FROM trigger_receipts WHERE session_id = ${sessionId} ORDER BY seq`,
    )) as TriggerReceiptRow[];
  }

  async attempting(): Promise<TriggerReceiptRow[]> {
    return (await this.db.all(
      sql`SELECT ${COLUMNS} FROM trigger_receipts WHERE dispatch = 'attempting' ORDER BY seq`,
    )) as TriggerReceiptRow[];
  }

  /** Settles an attempting receipt once; a settled receipt never changes again. */
  async settle(
    receiptId: string,
    dispatch: Exclude<DispatchState, 'attempting'>,
    errorClass: string | null,
    now: number,
  ): Promise<boolean> {
    return (
      (
        await this.db.run(
          sql`UPDATE trigger_receipts SET dispatch = ${dispatch}, error_class = ${errorClass}, updated_at = ${now} WHERE receipt_id = ${receiptId} AND dispatch = 'attempting'`,
        )
      ).changes === 1
    );
  }
}
