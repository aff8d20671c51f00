import type { Logger } from '../logger.ts';
/** The store's health as /v1/ready tells it: failing from the first error of the environment until an answer. */
export interface StoreHealthState {
  state: 'ok' | 'failing';
  /** When it began failing, ms since the epoch. */
  since?: number;
  /** The last error of the environment, in one line. */
  error?: string;
}

// Errors of the environment, not of a statement: a connection refused or cut, a server shutting down, a disk
// full or read-only, a lock held too long. A constraint violation, a fence refused or a row not found is the
// store answering, and says nothing about its health.
const NODE_ERRNO = /^E[A-Z]+$/;
const SQLITE_ENVIRONMENT =
  /^SQLITE_(FULL|IOERR|READONLY|BUSY|LOCKED|CANTOPEN|CORRUPT|NOMEM|PROTOCOL|NOTADB|PERM)(_|$)/;
// SQLSTATE classes 08 connection, 53 insufficient resources (disk full), 57 operator intervention (shutdown),
// 58 system error; and the client's own codes for a connection it lost or never had.
const POSTGRES_ENVIRONMENT = /^(08|53|57|58)[0-9A-Z]{3}$|^(PG_CLIENT|STORE_TIMEOUT)$/;

/** Whether an error says the store's environment failed (vs. the store refusing one statement). */
export function isEnvironmentFailure(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return false;
  return NODE_ERRNO.test(code) || SQLITE_ENVIRONMENT.test(code) || POSTGRES_ENVIRONMENT.test(code);
}

/**
 * Follows the store's answers: the first error of the environment turns it failing, a write that goes
 * through turns it ok again. Listeners hear every change (a new error while failing is one).
 */
export class StoreHealth {
  #state: StoreHealthState = { state: 'ok' };
  #lastOutage: { since: number; until?: number; error: string } | undefined;
  private readonly clock: () => number;
  private readonly listeners: ((state: StoreHealthState) => void)[] = [];

  constructor(options: { clock: () => number }) {
    this.clock = options.clock;
  }

  listen(listener: (state: StoreHealthState) => void): void {
    this.listeners.push(listener);
  }

  get state(): StoreHealthState {
    return this.#state;
  }

  /**
   * The last outage, while it lasts or once it ended (`until`): what a later warning explains itself by —
   * a lease that lapsed because the store failed, not because the instance stalled.
   */
  get lastOutage(): { since: number; until?: number; error: string } | undefined {
    return this.#lastOutage;
  }

  answered(): void {
    if (this.#state.state === 'ok') return;
    if (this.#lastOutage) this.#lastOutage = { ...this.#lastOutage, until: this.clock() };
    this.#state = { state: 'ok' };
    this.changed();
  }

  failed(error: unknown): void {
    if (!isEnvironmentFailure(error)) return;
    const line = oneLine(error);
    if (this.#state.state === 'failing' && this.#state.error === line) return;
    this.#state = { state: 'failing', since: this.#state.since ?? this.clock(), error: line };
    this.#lastOutage = { since: this.#state.since!, error: line };
    this.changed();
  }

  private changed(): void {
    for (const listener of this.listeners) listener(this.#state);
  }
}

function oneLine(error: unknown): string {
  const e = error as { code?: string; message?: string };
  const message = (e.message ?? String(error)).split('\n')[0]!.slice(0, 300);
  return e.code && !message.includes(e.code) ? `${e.code}: ${message}` : message;
}

/**
 * A listener that says each outage once: when it began (what failed, and that work waits), and when the
 * store answers again (how long it lasted). `what` names the connection, e.g. "the intake's store".
 */
export function logStoreHealth(
  logger: Pick<Logger, 'warn' | 'info'>,
  clock: () => number,
  what = 'the store',
): (state: StoreHealthState) => void {
  let since: number | undefined;
  return (state) => {
    if (state.state === 'failing' && since === undefined) {
      since = state.since ?? clock();
      logger.warn(
        `${what} is failing (${state.error ?? 'unknown error'}): what it cannot record is not acknowledged and ` +
          'comes again; work waits and is tried again with backoff',
      );
    } else if (state.state === 'ok' && since !== undefined) {
      logger.info(`${what} answers again, after ${Math.round((clock() - since) / 100) / 10} s`);
      since = undefined;
    }
  };
}
