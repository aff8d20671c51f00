import { sql } from 'kysely';
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

const COLUMNS =
  sql.raw(`seq, source_message_id AS "sourceMessageId", turn_id AS "turnId", kind, part, message_id AS "messageId",
  state, attempts, error_code AS "errorCode", created_at AS "createdAt", updated_at AS "updatedAt"`);

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
  async entry(
    sourceMessageId: string,
    turnId: string | null,
    kind: DeliveryKind,
    part: number,
    now: number,
  ): Promise<DeliveryRow> {
    await this.db
      .run(sql`INSERT INTO deliveries (source_message_id, turn_id, kind, part, state, created_at, updated_at)
         VALUES (${sourceMessageId}, ${turnId}, ${kind}, ${part}, 'pending', ${now}, ${now}) ON CONFLICT DO NOTHING`);
    const entry = await this.find(sourceMessageId, kind, part);
    if (!entry) throw new RowNotChangedError('deliveries', `${sourceMessageId} ${kind} ${part}`);
    return entry;
  }

  async find(sourceMessageId: string, kind: DeliveryKind, part = 0): Promise<DeliveryRow | undefined> {
    return (await this.db.get(
      sql`SELECT ${COLUMNS} FROM deliveries WHERE source_message_id = ${sourceMessageId} AND kind = ${kind} AND part = ${part}`,
    )) as DeliveryRow | undefined;
  }

  async ofSource(sourceMessageId: string): Promise<DeliveryRow[]> {
    return (await this.db.all(
      sql`SELECT ${COLUMNS} FROM deliveries WHERE source_message_id = ${sourceMessageId} ORDER BY seq`,
    )) as DeliveryRow[];
  }

  async attempted(seq: number, now: number): Promise<void> {
    changedOne(
      await this.db.run(
        sql`UPDATE deliveries SET attempts = attempts + 1, updated_at = ${now} WHERE seq = ${seq}`,
      ),
      'deliveries',
      seq,
    );
  }

  async update(
    seq: number,
    change: { state: DeliveryState; messageId?: string; errorCode?: string | null },
    now: number,
  ): Promise<void> {
    const result = await this.db
      .run(sql`UPDATE deliveries SET state = ${change.state}, message_id = COALESCE(${change.messageId ?? null}, message_id),
           error_code = CASE WHEN ${change.errorCode === undefined ? 0 : 1} THEN ${change.errorCode ?? null} ELSE error_code END, updated_at = ${now} WHERE seq = ${seq}`);
    changedOne(result, 'deliveries', seq);
  }
}
