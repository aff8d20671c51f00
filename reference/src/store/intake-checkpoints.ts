import { sql } from 'kysely';
import type { SqlDatabase } from './sql.ts';

/** How far an intake journal has been drained into the inbox: a segment, and a byte offset in it. */
export interface IntakeCheckpoint {
  segment: number;
  offset: number;
}

/**
 * The intake journal's checkpoints, one per journal. One is written in the transaction that records the
 * sources it drained, so the inbox and the checkpoint never disagree: a restart replays only what is past it.
 */
export class IntakeCheckpoints {
  private readonly db: SqlDatabase;

  constructor(db: SqlDatabase) {
    this.db = db;
  }

  async get(journal: string): Promise<IntakeCheckpoint | undefined> {
    const row = (await this.db.get(
      sql`SELECT segment, byte_offset AS "byteOffset" FROM intake_checkpoints WHERE journal = ${journal}`,
    )) as { segment: number | string; byteOffset: number | string } | undefined;
    return row && { segment: Number(row.segment), offset: Number(row.byteOffset) };
  }

  async set(journal: string, at: IntakeCheckpoint): Promise<void> {
    await this.db.run(
      sql`INSERT INTO intake_checkpoints (journal, segment, byte_offset) VALUES (${journal}, ${at.segment}, ${at.offset})
         ON CONFLICT (journal) DO UPDATE SET segment = excluded.segment, byte_offset = excluded.byte_offset`,
    );
  }
}
