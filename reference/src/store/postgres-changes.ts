import pg from 'pg';
import { backoffMs, sleep, systemTimers, type Timers } from '../../../runtime/src/index.ts';
import type { Logger } from '../logger.ts';
import { CHANGES_CHANNEL } from './migrations.ts';

/** What an instance hears of the shared store: something another instance (or it) waits on changed. */
export interface StoreChanges {
  /**
   * Calls `listener` with the table's name after each committed change of a noticed table — and with none
   * after the feed (re)connects, since what changed while it was away was not told. Returns the unsubscribe.
   */
  subscribe(listener: (table?: string) => void): () => void;
  close(): Promise<void>;
}

export interface PostgresChangesOptions {
  url: string;
  logger: Logger;
  timers?: Timers;
}

const CONNECT_TIMEOUT_MS = 5_000;
const RECONNECT = { baseMs: 100, capMs: 5_000, jitter: 0.5 };

/**
 * LISTEN on the store's changes channel (the 0003-change-notices migration's triggers notify it), on one
 * connection of its own outside the pool: a pooled connection would be handed to other work, and LISTEN
 * holds only while its session lasts. A connection that breaks is made again with backoff, for as long as
 * the instance runs; meanwhile its listeners hear nothing, and the instance's slow look (pollMs) still finds
 * what changed — the feed makes an instance prompt and idle, never correct.
 */
export class PostgresChanges implements StoreChanges {
  readonly #options: PostgresChangesOptions;
  readonly #timers: Timers;
  readonly #listeners = new Set<(table?: string) => void>();
  readonly #stopped = new AbortController();
  #client: pg.Client | undefined;
  #running: Promise<void> | undefined;

  constructor(options: PostgresChangesOptions) {
    this.#options = options;
    this.#timers = options.timers ?? systemTimers;
  }

  /** Starts listening; resolves once the first connection listens, or has failed once (it goes on trying). */
  start(): Promise<void> {
    let first!: () => void;
    const tried = new Promise<void>((resolve) => (first = resolve));
    this.#running = this.#listen(first);
    return tried;
  }

  subscribe(listener: (table?: string) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.#stopped.abort();
    await this.#client?.end().catch(() => undefined);
    await this.#running;
  }

  #tell(table?: string): void {
    for (const listener of this.#listeners) listener(table);
  }

  /** Connects and listens until the connection ends; then again, after a backoff that a listening connection resets. */
  async #listen(first: () => void): Promise<void> {
    const { logger } = this.#options;
    let failures = 0;
    while (!this.#stopped.signal.aborted) {
      let why: Error;
      try {
        why = await this.#session(() => {
          if (failures > 0) logger.info("listening again for the store's changes");
          failures = 0;
          first();
          // What changed while no connection listened was not told: every listener looks once.
          this.#tell();
        });
      } catch (error) {
        why = error instanceof Error ? error : new Error(String(error));
      }
      if (this.#stopped.signal.aborted) return;
      first();
      if (failures++ === 0)
        logger.warn(
          `not listening for the store's changes (${why.message}): other instances' work is found by a slower look meanwhile; connecting again with backoff`,
        );
      await sleep(backoffMs(failures, RECONNECT), this.#timers, this.#stopped.signal);
    }
  }

  /** One connection's life: resolves with why it ended once it had listened; rejects when it never did. */
  async #session(listening: () => void): Promise<Error> {
    const client = new pg.Client({
      connectionString: this.#options.url,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    this.#client = client;
    const ended = new Promise<Error>((resolve) => {
      client.on('error', (error) => resolve(error));
      client.on('end', () => resolve(new Error('the connection ended')));
    });
    client.on('notification', (message) => {
      if (message.channel === CHANGES_CHANNEL) this.#tell(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGES_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.#stopped.signal.aborted) {
      await client.end().catch(() => undefined);
      return new Error('closed');
    }
    listening();
    return ended;
  }
}
