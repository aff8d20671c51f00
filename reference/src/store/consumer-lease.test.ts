import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LaunchError } from '../launch/launch-error.ts';
import { tempDataDir } from '../testing/harness.ts';
import { ConsumerLease } from './consumer-lease.ts';

const cleanups: Array<() => void> = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));

describe('consumer lease (TR-006)', () => {
  it('refuses a second holder and names the first, until it is released', () => {
    const data = tempDataDir();
    cleanups.push(data.remove);
    const first = ConsumerLease.acquire(data.dir, 'cli_0123456789abcdef', Date.parse('2026-11-30T00:00:00Z'));
    cleanups.unshift(() => first.release());
    let refused: unknown;
    try {
      ConsumerLease.acquire(data.dir, 'cli_0123456789abcdef', Date.now());
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(LaunchError);
    expect((refused as LaunchError).code).toBe('LEASE_HELD');
    expect((refused as LaunchError).message).toMatch(
      new RegExp(`pid ${process.pid}, app cli_0123456789abcdef, since 2026-11-30T00:00:00.000Z`),
    );
    const holder = join(data.dir, 'consumer-lease.json');
    expect(statSync(holder).mode & 0o777).toBe(0o600);
    expect(statSync(join(data.dir, 'consumer.lock')).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(holder, 'utf8'))).toMatchObject({ pid: process.pid });
    first.release();
    ConsumerLease.acquire(data.dir, 'cli_0123456789abcdef', Date.now()).release();
  });
});
