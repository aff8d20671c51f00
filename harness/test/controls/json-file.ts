import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { flaw } from './flaw.ts';

/**
 * A JSON value kept in one file of the data directory. Every save rewrites it atomically (a temporary,
 * then a rename), so a kill leaves the old file or the new one, never half of one (OB-002). A file that
 * is not durable lives in memory only and starts empty in every process: that is how a flawed control
 * forgets across a restart.
 */
export class JsonFile<T> {
  readonly value: T;

  constructor(
    private readonly path: string,
    empty: T,
    private readonly durable: boolean,
  ) {
    this.value = durable && existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : empty;
  }

  save(): void {
    if (!this.durable) return;
    const temporary = `${this.path}.${process.pid}.tmp`;
    try {
      // Owner-only (OB-002): the inbox holds what users wrote.
      writeFileSync(temporary, JSON.stringify(this.value), {
        mode: flaw === 'world-readable-state' ? 0o644 : 0o600,
      });
      renameSync(temporary, this.path);
    } catch (error) {
      rmSync(temporary, { force: true });
      throw error;
    }
  }
}
