import { compile } from './cold-kysely.ts';
import { mayWrite, type Query, type SqlDatabase } from './sql.ts';
import type { StoreHealth } from './store-health.ts';

/**
 * A store's database whose errors of the environment, and whose writes that went through, are told to its
 * StoreHealth. A read that works proves nothing of a full or read-only disk, nor does a statement inside a
 * transaction that has yet to commit: only a lone write, or a transaction that wrote and committed, clears a
 * failure.
 */
export class HealthWatchedDatabase implements SqlDatabase {
  private readonly db: SqlDatabase;
  private readonly health: StoreHealth;
  private depth = 0;
  private wrote = false;

  constructor(db: SqlDatabase, health: StoreHealth) {
    this.db = db;
    this.health = health;
  }

  get engine(): SqlDatabase['engine'] {
    return this.db.engine;
  }

  get(query: Query): unknown {
    return this.watch(query, () => this.db.get(query));
  }

  all(query: Query): unknown[] {
    return this.watch(query, () => this.db.all(query));
  }

  run(query: Query): { changes: number } {
    return this.watch(query, () => this.db.run(query));
  }

  atomically<T>(fn: () => T): T {
    return this.transaction(() => this.db.atomically(fn));
  }

  within<T>(fn: () => T): T {
    return this.transaction(() => this.db.within(fn));
  }

  close(): void {
    this.db.close();
  }

  private transaction<T>(run: () => T): T {
    if (this.depth === 0) this.wrote = false;
    this.depth++;
    let done = false;
    try {
      const result = run();
      done = true;
      return result;
    } catch (error) {
      this.health.failed(error);
      throw error;
    } finally {
      this.depth--;
      if (done && this.depth === 0 && this.wrote) this.health.answered();
    }
  }

  private watch<T>(query: Query, fn: () => T): T {
    try {
      const write = mayWrite(compile(query, this.engine).sql);
      const result = fn();
      if (write && this.depth === 0) this.health.answered();
      else if (write) this.wrote = true;
      return result;
    } catch (error) {
      this.health.failed(error);
      throw error;
    }
  }
}
