/** Errors of the store's PostgreSQL engine; each has a stable code. */

/** The server refused a statement, or the connection failed: code is PostgreSQL's SQLSTATE or the client's. */
export class PostgresQueryError extends Error {
  readonly code: string;

  constructor(message: string, code: string) {
    super(message);
    this.name = 'PostgresQueryError';
    this.code = code;
  }
}

/** No answer from the server within the timeout: it is gone, or the network to it is. */
export class PostgresTimeoutError extends Error {
  readonly code = 'STORE_TIMEOUT';

  constructor(ms: number) {
    super(`PostgreSQL did not answer within ${ms} ms`);
    this.name = 'PostgresTimeoutError';
  }
}
