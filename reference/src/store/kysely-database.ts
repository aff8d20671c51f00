import { AsyncLocalStorage } from 'node:async_hooks';
import { CompiledQuery, type Kysely, type QueryResult, type RawBuilder } from 'kysely';
import { compile } from './cold-kysely.ts';
import { UNGUARDED, type Query, type SqlDatabase, type StoreEngine } from './sql.ts';

/** A transaction in progress: the one connection it holds, and how deep its savepoints go. */
interface OpenTransaction {
  readonly db: Kysely<unknown>;
  depth: number;
  /** False once it committed or rolled back: work its caller left running after it no longer belongs to it. */
  open: boolean;
}

/**
 * The store's database over one of Kysely's own drivers (better-sqlite3's single connection, or a `pg`
 * pool): each call returns a promise that settles once the engine has answered, so a write has committed
 * (or its transaction has) when the awaiting caller goes on.
 *
 * A transaction holds one connection from BEGIN to COMMIT — SQLite's only one, behind the driver's mutex,
 * so no statement from outside runs inside another caller's open transaction; or one client of the pool.
 * The work of `fn`, across its awaits, finds that connection through an AsyncLocalStorage of this
 * database: the store's tables need not be handed a transaction to take part in it.
 */
export abstract class KyselyDatabase implements SqlDatabase {
  abstract readonly engine: StoreEngine;
  protected readonly kysely: Kysely<unknown>;
  readonly #transaction = new AsyncLocalStorage<OpenTransaction>();

  protected constructor(kysely: Kysely<unknown>) {
    this.kysely = kysely;
  }

  get inTransaction(): boolean {
    return this.current() !== undefined;
  }

  async get(query: Query): Promise<unknown> {
    return (await this.execute(query)).rows[0];
  }

  async all(query: Query): Promise<unknown[]> {
    return (await this.execute(query)).rows;
  }

  async run(query: Query): Promise<{ changes: number }> {
    const result = await this.execute(query);
    // A statement that returns rows (RETURNING) reads as a query on SQLite: its rows are its changes.
    return { changes: Number(result.numAffectedRows ?? result.rows.length) };
  }

  async runGuarded(build: (guard: RawBuilder<unknown>) => Query): Promise<{ changes: number }> {
    return this.run(build(UNGUARDED));
  }

  async atomically<T>(fn: () => Promise<T>): Promise<T> {
    const open = this.current();
    if (open) return this.savepoint(open, fn);
    // What `fn` throws is its caller's as it is; only the driver's own failures (a connection that cannot be
    // had, say) are put in the store's terms.
    let failed: { error: unknown } | undefined;
    const work = async () => {
      try {
        return await fn();
      } catch (error) {
        failed = { error };
        throw error;
      }
    };
    try {
      return await this.transaction(work);
    } catch (error) {
      throw failed?.error === error ? error : this.translate(error);
    }
  }

  private transaction<T>(fn: () => Promise<T>): Promise<T> {
    return this.kysely.connection().execute(async (db) => {
      const transaction: OpenTransaction = { db, depth: 1, open: true };
      let result: T;
      try {
        await this.begin(db);
        result = await this.#transaction.run(transaction, fn);
      } catch (error) {
        transaction.open = false;
        try {
          await this.statement(db, 'ROLLBACK');
        } catch {
          // The connection broke with the transaction, or the engine rolled it back itself: the first error says why.
        }
        throw error;
      }
      transaction.open = false;
      const committed = await this.statement(db, 'COMMIT');
      this.committed(committed);
      return result;
    });
  }

  async within<T>(fn: () => Promise<T>): Promise<T> {
    return this.current() ? await fn() : await this.atomically(fn);
  }

  abstract close(): Promise<void>;

  /** BEGIN, and whatever lock the engine's write transactions take. */
  protected abstract begin(db: Kysely<unknown>): Promise<void>;

  /** What a COMMIT answered: an engine may say there that the transaction was rolled back instead. */
  protected committed(_result: QueryResult<unknown>): void {}

  /** An error of the driver in the store's own terms (a stable code). */
  protected translate(error: unknown): unknown {
    return error;
  }

  protected async statement(db: Kysely<unknown>, text: string, parameters: readonly unknown[] = []) {
    try {
      return await db.executeQuery(CompiledQuery.raw(text, [...parameters]));
    } catch (error) {
      throw this.translate(error);
    }
  }

  private async execute(query: Query): Promise<QueryResult<unknown>> {
    const { sql, parameters } = compile(query, this.engine);
    return this.statement(this.current()?.db ?? this.kysely, sql, parameters);
  }

  private current(): OpenTransaction | undefined {
    const transaction = this.#transaction.getStore();
    return transaction?.open ? transaction : undefined;
  }

  private async savepoint<T>(transaction: OpenTransaction, fn: () => Promise<T>): Promise<T> {
    const name = `s${transaction.depth}`;
    await this.statement(transaction.db, `SAVEPOINT ${name}`);
    transaction.depth++;
    try {
      const result = await fn();
      await this.statement(transaction.db, `RELEASE SAVEPOINT ${name}`);
      return result;
    } catch (error) {
      await this.statement(transaction.db, `ROLLBACK TO SAVEPOINT ${name}`);
      throw error;
    } finally {
      transaction.depth--;
    }
  }
}
