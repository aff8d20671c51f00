import type { SessionFence } from './session-fence.ts';
import { compile } from './cold-kysely.ts';
import { mayWrite, type Query, type SqlDatabase } from './sql.ts';

/**
 * The store's tables over a database whose writes carry the current work's fencing token: a transaction
 * begun under a grant checks it first, and a lone write under a grant becomes a transaction that checks it
 * first. A stale grant fails the write with LeaseLostError before anything is written (AD-002).
 */
export class FencedDatabase implements SqlDatabase {
  private readonly db: SqlDatabase;
  private readonly fence: SessionFence;
  private depth = 0;

  constructor(db: SqlDatabase, fence: SessionFence) {
    this.db = db;
    this.fence = fence;
  }

  get engine(): SqlDatabase['engine'] {
    return this.db.engine;
  }

  get(query: Query): unknown {
    return this.write(query, () => this.db.get(query));
  }

  all(query: Query): unknown[] {
    return this.write(query, () => this.db.all(query));
  }

  run(query: Query): { changes: number } {
    return this.write(query, () => this.db.run(query));
  }

  atomically<T>(fn: () => T): T {
    return this.db.atomically(() => {
      if (this.depth === 0) this.fence.check();
      this.depth++;
      try {
        return fn();
      } finally {
        this.depth--;
      }
    });
  }

  within<T>(fn: () => T): T {
    return this.depth > 0 ? fn() : this.atomically(fn);
  }

  close(): void {
    this.db.close();
  }

  private write<T>(query: Query, fn: () => T): T {
    return this.depth > 0 || this.fence.grant() === undefined || !mayWrite(compile(query, this.engine).sql)
      ? fn()
      : this.atomically(fn);
  }
}
