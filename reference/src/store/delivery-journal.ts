import { sql, type RawBuilder } from 'kysely';
import type { SqlDatabase } from './sql.ts';
import { RowNotChangedError } from './errors.ts';
import type { SessionFence } from './session-fence.ts';

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
 *
 * Each write is one statement that carries the fence of the work making it (AD-002) — not a transaction
 * around a check, nor under the store's write lock: no read-then-write transaction reads the journal, and
 * only the lease holder of its session writes a source's entries. The journal is written around every
 * provider call, and on PostgreSQL, where the write lock spans every instance, a transaction per entry
 * write would make most of a turn's round trips and hold every other write back.
 */
export class DeliveryJournal {
  private readonly db: SqlDatabase;
  private readonly fence: SessionFence;

  constructor(db: SqlDatabase, fence: SessionFence) {
    this.db = db;
    this.fence = fence;
  }

  /**
   * Counts an attempt on the entry for (source, kind, part), created pending by its first — unless the
   * entry is in one of the `settled` states: then it is as it was, and `attempted` is false. Recorded before
   * the provider call it counts.
   */
  async attempt(
    sourceMessageId: string,
    turnId: string | null,
    kind: DeliveryKind,
    part: number,
    now: number,
    settled: readonly DeliveryState[] = [],
  ): Promise<{ entry: DeliveryRow; attempted: boolean }> {
    const unless = settled.length > 0 ? sql` WHERE deliveries.state NOT IN (${sql.join(settled)})` : sql``;
    // Values in a SELECT take no type from the columns they go to on PostgreSQL: the numbers say theirs.
    const entry = (await this.db
      .get(sql`INSERT INTO deliveries (source_message_id, turn_id, kind, part, state, attempts, created_at, updated_at)
         SELECT ${sourceMessageId}, ${turnId}, ${kind}, CAST(${part} AS INTEGER), 'pending', 1, CAST(${now} AS BIGINT), CAST(${now} AS BIGINT)
         WHERE ${this.fence.held()}
         ON CONFLICT (source_message_id, kind, part) DO UPDATE SET attempts = deliveries.attempts + 1, updated_at = excluded.updated_at${unless}
         RETURNING ${COLUMNS}`)) as DeliveryRow | undefined;
    if (entry) return { entry, attempted: true };
    await this.fence.check();
    const found = await this.find(sourceMessageId, kind, part);
    if (!found) throw new RowNotChangedError('deliveries', `${sourceMessageId} ${kind} ${part}`);
    return { entry: found, attempted: false };
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

  /** Counts another attempt on an entry, before the provider call it counts. */
  async attempted(seq: number, now: number): Promise<void> {
    await this.changeOne(
      seq,
      sql`UPDATE deliveries SET attempts = attempts + 1, updated_at = ${now} WHERE seq = ${seq} AND ${this.fence.held()}`,
    );
  }

  async update(
    seq: number,
    change: { state: DeliveryState; messageId?: string; errorCode?: string | null },
    now: number,
  ): Promise<void> {
    await this.changeOne(
      seq,
      sql`UPDATE deliveries SET state = ${change.state}, message_id = COALESCE(${change.messageId ?? null}, message_id),
           error_code = CASE WHEN ${change.errorCode === undefined ? 0 : 1} THEN ${change.errorCode ?? null} ELSE error_code END, updated_at = ${now}
           WHERE seq = ${seq} AND ${this.fence.held()}`,
    );
  }

  /** Runs an update of one entry that carries the fence: one that changed nothing lost its lease, or its row. */
  private async changeOne(seq: number, update: RawBuilder<unknown>): Promise<void> {
    if ((await this.db.run(update)).changes === 1) return;
    await this.fence.check();
    throw new RowNotChangedError('deliveries', seq);
  }
}
