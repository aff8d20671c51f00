import type Database from 'better-sqlite3';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { LaunchError } from '../launch/launch-error.ts';
import { writePrivateFile } from './private-file.ts';
import { sqlite } from './sqlite.ts';

const LOCK_FILE = 'consumer.lock';
const HOLDER_FILE = 'consumer-lease.json';

interface Holder {
  pid: number;
  appId: string;
  since: string;
}

/**
 * The consumer lease: one provider consumer per app per installation (TR-006). It is an exclusive
 * SQLite lock held for the life of the process, so the operating system frees it when the holder
 * dies, even by SIGKILL. A second instance reads who holds it and says so instead of competing.
 */
export class ConsumerLease {
  private readonly db: Database.Database;
  private readonly holderFile: string;

  private constructor(db: Database.Database, holderFile: string) {
    this.db = db;
    this.holderFile = holderFile;
  }

  static acquire(dataDir: string, appId: string, now: number): ConsumerLease {
    // The driver first: without it, say what to install before anything is made on disk.
    const Sqlite = sqlite();
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const lockFile = join(dataDir, LOCK_FILE);
    const db = new Sqlite(lockFile);
    // Its journal takes the lock file's mode: owner-only before the first lock (OB-002).
    chmodSync(lockFile, 0o600);
    db.pragma('busy_timeout = 0');
    try {
      db.exec('BEGIN EXCLUSIVE');
    } catch (error) {
      db.close();
      if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
      throw new LaunchError('LEASE_HELD', heldMessage(dataDir, readHolder(join(dataDir, HOLDER_FILE))));
    }
    const holderFile = join(dataDir, HOLDER_FILE);
    const holder: Holder = { pid: process.pid, appId, since: new Date(now).toISOString() };
    writePrivateFile(holderFile, `${JSON.stringify(holder)}\n`);
    return new ConsumerLease(db, holderFile);
  }

  /**
   * Who holds the lease of the data directory, in words, or undefined when it is free. It takes the lock
   * for an instant and lets go at once, writing nothing (larkspur doctor).
   */
  static holder(dataDir: string): string | undefined {
    const lockFile = join(dataDir, LOCK_FILE);
    if (!existsSync(lockFile)) return undefined;
    const db = new (sqlite())(lockFile);
    try {
      db.pragma('busy_timeout = 0');
      db.exec('BEGIN EXCLUSIVE');
      db.exec('ROLLBACK');
      return undefined;
    } catch (error) {
      if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
      return heldMessage(dataDir, readHolder(join(dataDir, HOLDER_FILE)));
    } finally {
      db.close();
    }
  }

  release(): void {
    if (!this.db.open) return;
    rmSync(this.holderFile, { force: true });
    this.db.exec('ROLLBACK');
    this.db.close();
  }
}

function readHolder(file: string): Holder | undefined {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Holder;
  } catch {
    return undefined;
  }
}

function heldMessage(dataDir: string, holder: Holder | undefined): string {
  const who = holder
    ? `larkspur (pid ${holder.pid}, app ${holder.appId}, since ${holder.since})`
    : 'another larkspur';
  return `${who} already consumes events with the data directory ${dataDir} — stop it first; a second consumer would compete for the same events`;
}
