import { describe, expect, it } from 'vitest';
import { openMemoryDatabase } from './database.ts';
import {
  changedOne,
  LeaseLostError,
  PostgresQueryError,
  PostgresTimeoutError,
  RowNotChangedError,
} from './errors.ts';

describe('store errors', () => {
  it.each([
    [
      new RowNotChangedError('sources', 'om_\ud83d1'),
      'ROW_NOT_CHANGED',
      'no sources row "om_\\ud83d1" was changed',
    ],
    [
      new PostgresQueryError('duplicate key value violates unique constraint "source_events_pkey"', '23505'),
      '23505',
      'duplicate key value violates unique constraint "source_events_pkey"',
    ],
    [new PostgresTimeoutError(15000), 'STORE_TIMEOUT', 'PostgreSQL did not answer within 15000 ms'],
    [
      new LeaseLostError('p2p:oc_1', 3),
      'LEASE_LOST',
      'the lease of session "p2p:oc_1" under token 3 is no longer held here: another instance took it',
    ],
  ])('%s', (error, code, message) => {
    expect(error.code).toBe(code);
    expect(error.message).toBe(message);
    expect(error.name).toBe(error.constructor.name);
  });

  it('an update that matched no row is an error, one that matched one is not', async () => {
    const db = await openMemoryDatabase();
    const update = db.prepare('UPDATE sessions SET updated_at = 1 WHERE session_id = ?');
    expect(() => changedOne(update.run('ses_none'), 'sessions', 'ses_none')).toThrow(RowNotChangedError);
    db.prepare(
      "INSERT INTO sessions (session_id, conversation_key, chat_id, chat_type, created_at, updated_at) VALUES ('ses_1', 'k', 'oc_1', 'p2p', 0, 0)",
    ).run();
    expect(() => changedOne(update.run('ses_1'), 'sessions', 'ses_1')).not.toThrow();
  });
});
