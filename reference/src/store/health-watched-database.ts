import { AsyncLocalStorage } from 'node:async_hooks';
import { compile } from './cold-kysely.ts';
import type { RawBuilder } from 'kysely';
import { mayWrite, UNGUARDED, type Query, type SqlDatabase } from './sql.ts';
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
  /** The outermost transaction of the calling work: whether it wrote. */
  private readonly transaction = new AsyncLocalStorage<{ wrote: boolean }>();

  constructor(db: SqlDatabase, health: StoreHealth) {
    this.db = db;
    this.health = health;
  }

  get engine(): SqlDatabase['engine'] {
    return this.db.engine;
  }

  get inTransaction(): boolean {
    return this.db.inTransaction;
  }

  async get(query: Query): Promise<unknown> {
    return this.watch(query, async () => this.db.get(query));
  }

  async all(query: Query): Promise<unknown[]> {
    return this.watch(query, async () => this.db.all(query));
  }

  async run(query: Query): Promise<{ changes: number }> {
    return this.watch(query, async () => this.db.run(query));
  }

  async runGuarded(build: (guard: RawBuilder<unknown>) => Query): Promise<{ changes: number }> {
    return this.run(build(UNGUARDED));
  }

  async atomically<T>(fn: () => Promise<T>): Promise<T> {
    return this.transact(async (inner) => this.db.atomically(inner), fn);
  }

  async within<T>(fn: () => Promise<T>): Promise<T> {
    return this.transact(async (inner) => this.db.within(inner), fn);
  }

  async close(): Promise<void> {
    return this.db.close();
  }

  private async transact<T>(run: (inner: () => Promise<T>) => Promise<T>, fn: () => Promise<T>): Promise<T> {
    const outer = this.db.inTransaction ? this.transaction.getStore() : undefined;
    const mine = outer ?? { wrote: false };
    let result: T;
    try {
      result = await run(async () => (outer ? await fn() : this.transaction.run(mine, fn)));
    } catch (error) {
      this.health.failed(error);
      throw error;
    }
    if (!outer && mine.wrote) this.health.answered();
    return result;
  }

  private async watch<T>(query: Query, fn: () => Promise<T>): Promise<T> {
    try {
      const write = mayWrite(compile(query, this.engine).sql);
      const result = await fn();
      const transaction = this.db.inTransaction ? this.transaction.getStore() : undefined;
      if (write && !transaction) this.health.answered();
      else if (write) transaction!.wrote = true;
      return result;
    } catch (error) {
      this.health.failed(error);
      throw error;
    }
  }
}
