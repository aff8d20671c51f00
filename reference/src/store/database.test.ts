import { describe, expect, it } from 'vitest';
import { openMemoryDatabase } from './database.ts';

describe('database', () => {
  it('prepares each SQL text once and hands the same statement out again', async () => {
    const db = await openMemoryDatabase();
    const first = db.prepare('SELECT count(*) AS n FROM sources');
    expect(db.prepare('SELECT count(*) AS n FROM sources')).toBe(first);
    expect(db.prepare('SELECT count(*) AS n FROM sessions')).not.toBe(first);
    expect(first.get()).toEqual({ n: 0 });
    await db.close();
  });
});
