/** The server cannot start as configured. The message is one line that says what to do. */
export class LaunchError extends Error {
  readonly code:
    | 'MISSING_CREDENTIAL'
    | 'BAD_SETTING'
    | 'KNOBS_UNREADABLE'
    | 'KNOBS_INVALID'
    | 'LEASE_HELD'
    | 'DATA_DIR_UNUSABLE'
    | 'SQLITE_MISSING'
    | 'SQLITE_UNUSABLE'
    | 'STORE_SCHEMA_OLD'
    | 'STORE_UNREACHABLE'
    | 'HOST_UNAVAILABLE';

  constructor(code: LaunchError['code'], message: string) {
    super(message);
    this.name = 'LaunchError';
    this.code = code;
  }
}
