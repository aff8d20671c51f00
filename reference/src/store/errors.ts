/** The store's errors; each has a stable code. */

/** A state change by key that did not happen. Never a silent no-op: the caller parks or fails the work. */
export class RowNotChangedError extends Error {
  readonly code = 'ROW_NOT_CHANGED';

  constructor(table: string, key: string | number) {
    // The key as JSON: a key that cannot be stored as it is (a lone surrogate) shows as an escape.
    super(`no ${table} row ${JSON.stringify(key)} was changed`);
    this.name = 'RowNotChangedError';
  }
}

/** Checks that an update by key changed exactly one row: a key the store cannot match must not pass in silence. */
export function changedOne(result: { changes: number }, table: string, key: string | number): void {
  if (result.changes !== 1) throw new RowNotChangedError(table, key);
}

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

/**
 * A write of a session's work under a lease this instance no longer holds: another instance was granted the
 * session since (a newer fencing token), so this work stops here and nothing more of it is written or sent.
 */
export class LeaseLostError extends Error {
  readonly code = 'LEASE_LOST';
  readonly conversationKey: string;

  constructor(conversationKey: string, token: number) {
    super(
      `the lease of session ${JSON.stringify(conversationKey)} under token ${token} is no longer held here: another instance took it`,
    );
    this.name = 'LeaseLostError';
    this.conversationKey = conversationKey;
  }
}
