import { MessageChannel, receiveMessageOnPort, type MessagePort, type Worker } from 'node:worker_threads';
import { LaunchError } from '../launch/launch-error.ts';
import { startThread } from '../start-thread.ts';
import { compile } from './cold-kysely.ts';
import { migrate, WRITE_LOCK_KEY } from './migrate.ts';
import type { PgReply, PgRequest, PostgresThreadData } from './postgres-protocol.ts';
import type { Query, SqlDatabase, SqlValue } from './sql.ts';
import { PostgresQueryError, PostgresTimeoutError } from './errors.ts';

export interface PostgresOptions {
  /** Longest wait for one answer of the server; past it the call fails (the store is unreachable). */
  answerTimeoutMs?: number;
  /** Connections the engine's thread keeps (a transaction holds one). */
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

type Distributed<T> = T extends unknown ? Omit<T, 'id'> : never;

/**
 * A PostgreSQL database behind the store's synchronous interface (sql.ts). node-postgres runs on a thread
 * of its own (postgres-thread.ts) with a pool of connections; each call here posts its request and sleeps
 * (Atomics.wait) until the answer is back, so the caller's event loop waits on the server the way it waits
 * on SQLite's disk. Write transactions take one advisory lock: they run one at a time across every
 * connection and every instance, which is SQLite's BEGIN IMMEDIATE, and so the store's read-then-write
 * transactions stay correct under READ COMMITTED.
 */
export class PostgresDatabase implements SqlDatabase {
  readonly engine = 'postgres' as const;
  #worker!: Worker;
  #port!: MessagePort;
  #answered!: Int32Array;
  readonly #url: string;
  readonly #options: PostgresOptions;
  readonly #answerTimeoutMs: number;
  readonly #lockKey: number | undefined;
  #nextId = 0;
  #depth = 0;
  #closed = false;
  /** The engine's thread ended on its own (it should not): the next call starts another. */
  #threadEnded = false;

  private constructor(url: string, options: PostgresOptions) {
    this.#url = url;
    this.#options = options;
    this.#answerTimeoutMs = options.answerTimeoutMs ?? DEFAULT_ANSWER_TIMEOUT_MS;
    this.#lockKey = options.lockWrites === false ? undefined : WRITE_LOCK_KEY;
    this.startThread();
  }

  private startThread(): void {
    const { port1, port2 } = new MessageChannel();
    const answered = new SharedArrayBuffer(4);
    const options = this.#options;
    const data: PostgresThreadData = {
      url: this.#url,
      poolSize: options.poolSize ?? 4,
      ...(options.idleInTransactionMs !== undefined
        ? { idleInTransactionMs: options.idleInTransactionMs }
        : {}),
      connectTimeoutMs: CONNECT_TIMEOUT_MS,
      port: port2,
      answered,
    };
    const worker = startThread(import.meta.url, 'postgres-thread', {
      workerData: data,
      transferList: [port2],
    });
    // The thread never keeps the process alive on its own; close() ends it.
    worker.unref();
    worker.on('error', () => undefined);
    worker.once('exit', () => {
      if (!this.#closed) this.#threadEnded = true;
    });
    this.#worker = worker;
    this.#port = port1;
    this.#answered = new Int32Array(answered);
  }

  /** Connects and brings the schema up to date; a server that cannot be reached is a LaunchError. */
  static open(url: string, options: PostgresOptions = {}): PostgresDatabase {
    const db = new PostgresDatabase(url, options);
    try {
      migrate(db);
    } catch (error) {
      db.close();
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

  get(query: Query): unknown {
    return this.compiled(query).rows[0];
  }

  all(query: Query): unknown[] {
    return this.compiled(query).rows;
  }

  run(query: Query): { changes: number } {
    return { changes: this.compiled(query).changes };
  }

  atomically<T>(fn: () => T): T {
    if (this.#depth > 0) return this.savepoint(fn);
    this.call(this.#lockKey === undefined ? { op: 'begin' } : { op: 'begin', lockKey: this.#lockKey });
    this.#depth = 1;
    try {
      const result = fn();
      this.#depth = 0;
      this.call({ op: 'commit' });
      return result;
    } catch (error) {
      if (this.#depth > 0) {
        this.#depth = 0;
        try {
          this.call({ op: 'rollback' });
        } catch {
          // The connection broke with the transaction: the server rolled it back; the first error says why.
        }
      }
      throw error;
    }
  }

  within<T>(fn: () => T): T {
    return this.#depth > 0 ? fn() : this.atomically(fn);
  }

  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    try {
      this.call({ op: 'close' });
    } catch {
      // A server gone away has nothing left to close.
    }
    this.#port.close();
    void this.#worker.terminate();
  }

  private savepoint<T>(fn: () => T): T {
    const name = `s${this.#depth}`;
    this.query(`SAVEPOINT ${name}`, []);
    this.#depth++;
    try {
      const result = fn();
      this.query(`RELEASE SAVEPOINT ${name}`, []);
      return result;
    } catch (error) {
      this.query(`ROLLBACK TO SAVEPOINT ${name}`, []);
      throw error;
    } finally {
      this.#depth--;
    }
  }

  private compiled(query: Query): { rows: unknown[]; changes: number } {
    const { sql, parameters } = compile(query, 'postgres');
    return this.query(sql, parameters);
  }

  private query(sql: string, params: SqlValue[]): { rows: unknown[]; changes: number } {
    const reply = this.call({ op: 'query', sql, params });
    return { rows: reply.rows ?? [], changes: reply.changes ?? 0 };
  }

  /** One request to the thread, and its answer; the calling thread sleeps until it is back. */
  private call(request: Distributed<PgRequest>): PgReply {
    if (this.#closed && request.op !== 'close')
      throw new PostgresQueryError('the store is closed', 'STORE_CLOSED');
    if (this.#threadEnded) {
      // Whatever it held went with it, an open transaction included.
      this.#threadEnded = false;
      this.#port.close();
      this.startThread();
    }
    const id = ++this.#nextId;
    this.#port.postMessage({ ...request, id });
    const deadline = Date.now() + this.#answerTimeoutMs;
    for (;;) {
      // Loaded before looking: a reply that lands in between changes it, and the wait returns at once.
      const seen = Atomics.load(this.#answered, 0);
      const message = receiveMessageOnPort(this.#port)?.message as PgReply | undefined;
      if (message?.id === id) {
        if (message.error) throw new PostgresQueryError(message.error.message, message.error.code);
        return message;
      }
      // A reply to an earlier request that timed out: dropped.
      if (message) continue;
      const left = deadline - Date.now();
      if (left <= 0) throw new PostgresTimeoutError(this.#answerTimeoutMs);
      Atomics.wait(this.#answered, 0, seen, left);
    }
  }
}

/** A PostgreSQL URL in words for a log line or a message: host:port/database, never its credentials. */
export function storeName(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return '(an unreadable URL)';
  }
}
