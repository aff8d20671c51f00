/**
 * The PostgreSQL engine's own thread (PostgresDatabase starts it): node-postgres is asynchronous, the
 * store is not, so the caller's thread posts each request and sleeps on a shared counter until this
 * thread has answered. Requests come one at a time; a transaction holds one client of the pool from
 * BEGIN to COMMIT or ROLLBACK, every other statement takes any idle one.
 */
import { workerData } from 'node:worker_threads';
import pg from 'pg';
import type { PgReply, PgRequest, PostgresThreadData } from './postgres-protocol.ts';

const data = workerData as PostgresThreadData;
const { port } = data;
const answered = new Int32Array(data.answered);

// Times in ms and counts are BIGINT: as JavaScript numbers, like better-sqlite3 gives them.
pg.types.setTypeParser(pg.types.builtins.INT8, Number);
pg.types.setTypeParser(pg.types.builtins.NUMERIC, Number);

const pool = new pg.Pool({
  connectionString: data.url,
  max: data.poolSize,
  connectionTimeoutMillis: data.connectTimeoutMs,
  ...(data.idleInTransactionMs !== undefined
    ? { options: `-c idle_in_transaction_session_timeout=${data.idleInTransactionMs}` }
    : {}),
});
// An idle client whose connection broke: the pool drops it, and the next query gets a fresh one.
pool.on('error', () => undefined);
let transaction: pg.PoolClient | undefined;
/** The pool's clients this thread listens to for errors; the pool hands the same one out again. */
const heard = new WeakSet<pg.PoolClient>();

async function serve(request: PgRequest): Promise<Omit<PgReply, 'id'>> {
  switch (request.op) {
    case 'query': {
      const result = await (transaction ?? pool).query(request.sql, request.params);
      return { rows: result.rows as unknown[], changes: result.rowCount ?? 0 };
    }
    case 'begin': {
      const client = await pool.connect();
      // A client held for a transaction is the caller's, not the pool's: when its connection breaks between
      // statements (the server killed), the error comes as an event on it — unheard, it would end this
      // thread, and every later call would wait out its timeout. The next statement on it fails instead.
      if (!heard.has(client)) client.on('error', () => undefined);
      heard.add(client);
      try {
        await client.query('BEGIN');
        if (request.lockKey !== undefined)
          await client.query('SELECT pg_advisory_xact_lock($1)', [request.lockKey]);
      } catch (error) {
        client.release(error as Error);
        throw error;
      }
      transaction = client;
      return {};
    }
    case 'commit':
    case 'rollback': {
      const client = transaction;
      transaction = undefined;
      if (!client) return {};
      try {
        await client.query(request.op === 'commit' ? 'COMMIT' : 'ROLLBACK');
        client.release();
      } catch (error) {
        // A connection that failed mid-transaction is not handed out again.
        client.release(error as Error);
        throw error;
      }
      return {};
    }
    case 'close':
      transaction?.release(true);
      transaction = undefined;
      await pool.end();
      return {};
  }
}

port.on('message', (request: PgRequest) => {
  void serve(request).then(
    (reply) => answer({ id: request.id, ...reply }),
    (error: Error & { code?: string }) =>
      answer({ id: request.id, error: { message: error.message, code: error.code ?? 'PG_CLIENT' } }),
  );
});

function answer(reply: PgReply): void {
  port.postMessage(reply);
  // After the reply is queued: the caller that wakes finds it.
  Atomics.add(answered, 0, 1);
  Atomics.notify(answered, 0);
}
