import type { SessionFence } from './session-fence.ts';
import { mayWrite, type SqlDatabase, type SqlStatement, type SqlValue } from './sql.ts';

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

  prepare(sql: string): SqlStatement {
    const statement = this.db.prepare(sql);
    if (!mayWrite(sql)) return statement;
    return {
      get: (...params: SqlValue[]) => this.write(() => statement.get(...params)),
      all: (...params: SqlValue[]) => this.write(() => statement.all(...params)),
      run: (...params: SqlValue[]) => this.write(() => statement.run(...params)),
    };
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

  private write<T>(fn: () => T): T {
    return this.depth > 0 || this.fence.grant() === undefined ? fn() : this.atomically(fn);
  }
}
