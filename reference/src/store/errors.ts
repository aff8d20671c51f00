import type Database from 'better-sqlite3';

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
export function changedOne(result: Database.RunResult, table: string, key: string | number): void {
  if (result.changes !== 1) throw new RowNotChangedError(table, key);
}
