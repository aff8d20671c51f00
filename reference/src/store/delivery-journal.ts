import type { SqlDatabase } from './sql.ts';
import { changedOne, RowNotChangedError } from './errors.ts';

export type DeliveryKind =
  | 'reaction'
  | 'queued-feedback'
  | 'progress'
  | 'answer'
  | 'continuation'
  | 'command-reply'
  | 'refusal'
  | 'failure-notice';
export type DeliveryState = 'pending' | 'sent' | 'read-back' | 'failed';

export interface DeliveryRow {
  seq: number;
  sourceMessageId: string;
  turnId: string | null;
  kind: DeliveryKind;
  part: number;
  messageId: string | null;
  state: DeliveryState;
  attempts: number;
  errorCode: string | null;
  createdAt: number;
  updatedAt: number;
}

const COLUMNS = `seq, source_message_id AS sourceMessageId, turn_id AS turnId, kind, part, message_id AS messageId,
  state, attempts, error_code AS errorCode, created_at AS createdAt, updated_at AS updatedAt`;

/**
 * The delivery journal: one entry per thing the user is sent for a source, with its attempts, so that
 * a restart reconciles a saved attempt instead of sending again (DE-005, DE-006).
 */
export class DeliveryJournal {
  private readonly db: SqlDatabase;

  constructor(db: SqlDatabase) {
    this.db = db;
  }

  /** The entry for (source, kind, part), created pending on first use. */
  entry(
    sourceMessageId: string,
    turnId: string | null,
    kind: DeliveryKind,
    part: number,
    now: number,
  ): DeliveryRow {
    this.db
      .prepare(
        `INSERT INTO deliveries (source_message_id, turn_id, kind, part, state, created_at, updated_at)
         VALUES (?, ?, ?, ?, 'pending', ?, ?) ON CONFLICT DO NOTHING`,
      )
      .run(sourceMessageId, turnId, kind, part, now, now);
    const entry = this.find(sourceMessageId, kind, part);
    if (!entry) throw new RowNotChangedError('deliveries', `${sourceMessageId} ${kind} ${part}`);
    return entry;
  }

  find(sourceMessageId: string, kind: DeliveryKind, part = 0): DeliveryRow | undefined {
    return this.db
      .prepare(`SELECT ${COLUMNS} FROM deliveries WHERE source_message_id = ? AND kind = ? AND part = ?`)
      .get(sourceMessageId, kind, part) as DeliveryRow | undefined;
  }

  ofSource(sourceMessageId: string): DeliveryRow[] {
    return this.db
      .prepare(`SELECT ${COLUMNS} FROM deliveries WHERE source_message_id = ? ORDER BY seq`)
      .all(sourceMessageId) as DeliveryRow[];
  }

  attempted(seq: number, now: number): void {
    changedOne(
      this.db
        .prepare('UPDATE deliveries SET attempts = attempts + 1, updated_at = ? WHERE seq = ?')
        .run(now, seq),
      'deliveries',
      seq,
    );
  }

  update(
    seq: number,
    change: { state: DeliveryState; messageId?: string; errorCode?: string | null },
    now: number,
  ): void {
    const result = this.db
      .prepare(
        `UPDATE deliveries SET state = ?, message_id = COALESCE(?, message_id),
           error_code = CASE WHEN ? THEN ? ELSE error_code END, updated_at = ? WHERE seq = ?`,
      )
      .run(
        change.state,
        change.messageId ?? null,
        change.errorCode === undefined ? 0 : 1,
        change.errorCode ?? null,
        now,
        seq,
      );
    changedOne(result, 'deliveries', seq);
  }
}
