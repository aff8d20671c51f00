import { AsyncLocalStorage } from 'node:async_hooks';
import type { SessionFence } from './session-fence.ts';
import { compile } from './cold-kysely.ts';
import { sql, type RawBuilder } from 'kysely';
import { WRITE_LOCK_KEY } from './migrate.ts';
import { mayWrite, UNGUARDED, type Query, type SqlDatabase } from './sql.ts';

/**
 * The store's tables over a database whose writes carry the current work's fencing token: a transaction
 * begun under a grant checks it first, and a lone write under a grant becomes a transaction that checks it
 * first — or, written for it (runGuarded), one statement that carries the check in its condition. A stale
 * grant fails the write with LeaseLostError before anything is written (AD-002). The check is written once
 * (SessionLeases.held), and no grant comes between it and the write: SQLite writes one transaction at a time,
 * and on PostgreSQL the check keeps the lease's row locked to the end.
 */
export class FencedDatabase implements SqlDatabase {
  private readonly db: SqlDatabase;
  private readonly fence: SessionFence;
  /** Set inside a transaction this database began (and checked the fence of). */
  private readonly checked = new AsyncLocalStorage<true>();

  constructor(db: SqlDatabase, fence: SessionFence) {
    this.db = db;
    this.fence = fence;
  }

  get engine(): SqlDatabase['engine'] {
    return this.db.engine;
  }

  get inTransaction(): boolean {
    return this.db.inTransaction;
  }

  async get(query: Query): Promise<unknown> {
    return this.write(query, async () => this.db.get(query));
  }

  async all(query: Query): Promise<unknown[]> {
    return this.write(query, async () => this.db.all(query));
  }

  async run(query: Query): Promise<{ changes: number }> {
    return this.write(query, async () => this.db.run(query));
  }

  /**
   * A lone write under a grant as one statement — one round trip, where a transaction around a check is five
   * — whose guard is the fencing check (SessionFence.held) and, on PostgreSQL, the store's write lock, taken
   * by the statement itself, so that it still runs after any write transaction under way, never inside one.
   * One its guard kept from changing anything is told from one that matched no row by the fence's check.
   */
  async runGuarded(build: (guard: RawBuilder<unknown>) => Query): Promise<{ changes: number }> {
    if (this.inChecked() || this.fence.grant() === undefined) return this.db.run(build(UNGUARDED));
    if (this.db.inTransaction) return this.run(build(UNGUARDED));
    const locked =
      this.engine === 'postgres'
        ? sql`(SELECT true FROM pg_advisory_xact_lock(${WRITE_LOCK_KEY})) AND `
        : sql``;
    const result = await this.db.run(build(sql`${locked}${this.fence.held()}`));
    if (result.changes === 0) await this.fence.check();
    return result;
  }

  async atomically<T>(fn: () => Promise<T>): Promise<T> {
    if (this.inChecked()) return this.db.atomically(fn);
    return this.db.atomically(async () => {
      await this.fence.check();
      return this.checked.run(true, fn);
    });
  }

  async within<T>(fn: () => Promise<T>): Promise<T> {
    return this.inChecked() ? await fn() : await this.atomically(fn);
  }

  async close(): Promise<void> {
    return this.db.close();
  }

  private inChecked(): boolean {
    return this.checked.getStore() === true && this.db.inTransaction;
  }

  private async write<T>(query: Query, fn: () => Promise<T>): Promise<T> {
    return this.inChecked() || this.fence.grant() === undefined || !mayWrite(compile(query, this.engine).sql)
      ? await fn()
      : await this.atomically(fn);
  }
}
