import type { PostgresOptions } from '../store/postgres-database.ts';

/**
 * How the intake thread opens its own connection to a PostgreSQL store (intake-thread.ts).
 *
 * A pool of 2: its writes come one at a time — a batch insert, then the sources that batch left out, one by
 * one (BatchRecorder) — with a rejection now and then beside them. Two connections are all it uses; the
 * store's default of 8 would only let a storm of rejections take more of the server's connections, which
 * every instance's pools share.
 *
 * No write lock: the inbox record is keyed by message and event id, so a race with another instance's
 * intake is a conflict the batch leaves to the one source (it is counted, or refused and comes again), and
 * the ACK need not wait behind admission, turns and delivery for the lock.
 */
export const INTAKE_POSTGRES: PostgresOptions = { lockWrites: false, poolSize: 2 };
