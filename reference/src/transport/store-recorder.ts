import { systemClock } from '../clock.ts';
import { openStoreDatabase, type StoreLocation } from '../store/database.ts';
import { HealthWatchedDatabase } from '../store/health-watched-database.ts';
import type { StoreHealth } from '../store/store-health.ts';
import { Store } from '../store/store.ts';
import type { InboundSource, Rejection } from '../store/inbox.ts';
import type { Timing } from '../observe/timing.ts';
import { BatchRecorder } from './batch-recorder.ts';
import { inboxBatches } from './inbox-batches.ts';
import { INTAKE_POSTGRES } from './intake-postgres.ts';

export interface StoreRecorderOptions {
  store: StoreLocation;
  health: StoreHealth;
  timing: Timing;
  /** After each batch is in the store. */
  onRecorded: () => void;
}

/**
 * The intake thread's recorder on PostgreSQL (intake-thread.ts): the shared inbox itself, through the thread's
 * own connection, in batches: one multi-row insert for what arrived while the last one was under way, so that
 * a burst costs a round trip per batch, not per event.
 */
export async function openStoreRecorder(options: StoreRecorderOptions) {
  // No write lock, and a pool of 2 of its own (INTAKE_POSTGRES says why).
  const store = new Store(
    new HealthWatchedDatabase(await openStoreDatabase(options.store, INTAKE_POSTGRES), options.health),
  );
  const batches = new BatchRecorder({
    store: inboxBatches(store, systemClock),
    timing: options.timing,
    onRecorded: options.onRecorded,
  });
  const recorder = {
    record: (source: InboundSource) => batches.record(source),
    reject: (rejection: Rejection) => store.inbox.reject(rejection, systemClock()),
  };
  return { recorder, close: () => store.close() };
}
