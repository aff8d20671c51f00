import { Kysely, PostgresDialect, type QueryResult } from 'kysely';
import pg from 'pg';
import { LaunchError } from '../launch/launch-error.ts';
import { KyselyDatabase } from './kysely-database.ts';
import { migrate, WRITE_LOCK_KEY } from './migrate.ts';
import { PostgresQueryError, PostgresTimeoutError } from './errors.ts';
import { storeName } from './store-name.ts';

export interface PostgresOptions {
  /** Longest wait for one answer of the server; past it the call fails (the store is unreachable). */
  answerTimeoutMs?: number;
  /** Connections the pool keeps (a transaction holds one). */
  poolSize?: number;
  /**
   * Whether transactions take the store's write lock (default true). Off only for a writer whose every
   * write is keyed by a unique id, so that a race is a unique violation rather than a wrong row: the
   * intake's inbox record, which must not wait behind admission and delivery for its ACK.
   */
  lockWrites?: boolean;
  /**
   * The server ends a session that stays inside a transaction, silent, for this long — and with it the write
   * lock it holds. An instance paused or cut off mid-transaction then cannot hold every other instance up.
   */
  idleInTransactionMs?: number;
}

const DEFAULT_ANSWER_TIMEOUT_MS = 15_000;
const CONNECT_TIMEOUT_MS = 5_000;
/**
 * Connections of one pool: a transaction holds one for its length, every other statement takes one for its
 * own. The main thread's work — admission, turns, delivery, the control API — runs a few transactions at a
 * time, and write transactions wait on one lock anyway; 8 lets reads and lone writes go on beside them
 * while two instances (and their intake threads' pools of 2, INTAKE_POSTGRES) stay far inside PostgreSQL's
 * default 100 connections.
 */
const DEFAULT_POOL_SIZE = 8;

// Times in ms and counts are BIGINT: as JavaScript numbers, like better-sqlite3 gives them.
const numbers: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8 || oid === pg.types.builtins.NUMERIC
      ? Number
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

/**
 * A PostgreSQL database behind the store's interface (sql.ts): Kysely's PostgreSQL driver over a `pg` pool,
 * on the caller's own event loop — a statement waits for the server without stopping anything else. Write
 * transactions take one advisory lock: they run one at a time across every connection and every instance,
 * which is SQLite's BEGIN IMMEDIATE, and so the store's read-then-write transactions stay correct under
 * READ COMMITTED.
 */
export class PostgresDatabase extends KyselyDatabase {
  readonly engine = 'postgres' as const;
  readonly #answerTimeoutMs: number;
  readonly #lockKey: number | undefined;
  #closed = false;

  private constructor(url: string, options: PostgresOptions) {
    const answerTimeoutMs = options.answerTimeoutMs ?? DEFAULT_ANSWER_TIMEOUT_MS;
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? DEFAULT_POOL_SIZE,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      query_timeout: answerTimeoutMs,
      types: numbers,
      ...(options.idleInTransactionMs !== undefined
        ? { options: `-c idle_in_transaction_session_timeout=${options.idleInTransactionMs}` }
        : {}),
    });
    // An idle client whose connection broke: the pool drops it, and the next query gets a fresh one.
    pool.on('error', () => undefined);
    // A client handed out (a transaction holds one) whose connection breaks between statements hears of it
    // as an event: unheard, it would end the process. The next statement on it fails instead.
    pool.on('connect', (client) => client.on('error', () => undefined));
    super(new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) }));
    this.#answerTimeoutMs = answerTimeoutMs;
    this.#lockKey = options.lockWrites === false ? undefined : WRITE_LOCK_KEY;
  }

  /** Connects and brings the schema up to date; a server that cannot be reached is a LaunchError. */
  static async open(url: string, options: PostgresOptions = {}): Promise<PostgresDatabase> {
    const db = new PostgresDatabase(url, options);
    try {
      await migrate(db);
    } catch (error) {
      await db.close();
      if (error instanceof PostgresQueryError || error instanceof PostgresTimeoutError) {
        throw new LaunchError(
          'STORE_UNREACHABLE',
          `the store at ${storeName(url)} cannot be used: ${error.message} — start PostgreSQL, or check --store / LARKSPUR_STORE_URL`,
        );
      }
      throw error;
    }
    return db;
  }

  /** Connects (at the first statement) to the schema as it is, never migrating it: for a look that changes nothing. */
  static openAsIs(url: string, options: PostgresOptions = {}): PostgresDatabase {
    return new PostgresDatabase(url, options);
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    try {
      await this.kysely.destroy();
    } catch {
      // A server gone away has nothing left to close.
    }
  }

  protected async begin(db: Kysely<unknown>): Promise<void> {
    await this.statement(db, 'BEGIN');
    if (this.#lockKey !== undefined)
      await this.statement(db, 'SELECT pg_advisory_xact_lock($1)', [this.#lockKey]);
  }

  /** PostgreSQL answers a COMMIT of a transaction an earlier error aborted with ROLLBACK. */
  protected override committed(result: QueryResult<unknown>): void {
    if ((result.rows[0] as { command?: string } | undefined)?.command === 'ROLLBACK')
      throw new PostgresQueryError(
        'the transaction was aborted by an earlier error and rolled back',
        '25P02',
      );
  }

  protected override translate(error: unknown): unknown {
    if (error instanceof PostgresQueryError || error instanceof PostgresTimeoutError) return error;
    if (this.#closed) return new PostgresQueryError('the store is closed', 'STORE_CLOSED');
    const e = error as { message?: string; code?: unknown };
    if (e.message === 'Query read timeout') return new PostgresTimeoutError(this.#answerTimeoutMs);
    return new PostgresQueryError(
      e.message ?? String(error),
      typeof e.code === 'string' ? e.code : 'PG_CLIENT',
    );
  }
}
