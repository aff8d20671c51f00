import type { MessagePort } from 'node:worker_threads';
import type { SqlValue } from './sql.ts';

/** What the PostgreSQL thread is given at its start. */
export interface PostgresThreadData {
  url: string;
  poolSize: number;
  connectTimeoutMs: number;
  /** idle_in_transaction_session_timeout of every connection, when given. */
  idleInTransactionMs?: number;
  /** Requests come and replies go over it. */
  port: MessagePort;
  /** A SharedArrayBuffer of one Int32: the count of replies sent, which the caller sleeps on. */
  answered: SharedArrayBuffer;
}

export type PgRequest = { id: number } & (
  | { op: 'query'; sql: string; params: SqlValue[] }
  /** lockKey: an advisory lock held to the transaction's end (one writer at a time). */
  | { op: 'begin'; lockKey?: number }
  | { op: 'commit' }
  | { op: 'rollback' }
  | { op: 'close' }
);

export interface PgReply {
  id: number;
  rows?: unknown[];
  changes?: number;
  /** code: PostgreSQL's SQLSTATE (23505 a unique violation), or the client's (ECONNREFUSED). */
  error?: { message: string; code: string };
}
