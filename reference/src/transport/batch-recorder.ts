import type { RetryPolicy } from '../../../runtime/src/retry/retry-policy.ts';
import type { Timing } from '../observe/timing.ts';
import { isEnvironmentFailure } from '../store/store-health.ts';
import { ackRetry, retryOrRefuse, type PendingRecord } from './record-retry.ts';
import type { InboundSource } from '../store/inbox.ts';

/** How a batch recorder writes: its store, behind two calls, synchronous or not. */
export interface BatchStore {
  /**
   * Records the sources as new ones in one statement, committed when it returns (or resolves); for each, in
   * order, whether its row is in. False is a source known already (a redelivery) or one another instance's
   * intake recorded meanwhile. The batch's message and event ids are distinct.
   */
  insert(sources: readonly InboundSource[]): boolean[] | Promise<boolean[]>;
  /** Records one source as `Inbox.record` does — a redelivery counts — committed when it returns; true when new. */
  recordOne(source: InboundSource): boolean | Promise<boolean>;
}

export interface BatchRecorderOptions {
  store: BatchStore;
  timing: Timing;
  /** New sources are in the inbox (not only redeliveries of known ones). */
  onRecorded: () => void;
  /** How a batch the store could not take (busy, its connection gone) is tried again before its events go unacknowledged. */
  retry?: RetryPolicy;
  /** The most sources in one statement. */
  maxRows?: number;
}

interface Pending extends PendingRecord {
  source: InboundSource;
  resolve: () => void;
}
const DEFAULT_MAX_ROWS = 500;

/**
 * Records received sources before their events are acknowledged (TR-001) in batches, one insert at a time:
 * the sources that arrive while an insert is under way go into the next one, as one multi-row statement, so
 * a burst costs one round trip and one commit per batch, not per event (issue 22). Each event is
 * acknowledged once its own row is committed. A source the batch did not insert — a redelivery, or one
 * another instance's intake recorded first — is then recorded on its own, so that only it is counted or
 * refused; a batch the store refused for itself (not its environment) is recorded source by source, so one
 * bad source refuses only its own event. A batch the environment refused (busy, connection gone) is tried
 * again while the ACK can still be in time; past that its events go unacknowledged and the provider pushes
 * them again.
 */
export class BatchRecorder {
  private readonly options: BatchRecorderOptions;
  private readonly retry: RetryPolicy;
  private readonly maxRows: number;
  private queue: Pending[] = [];
  private busy = false;

  constructor(options: BatchRecorderOptions) {
    this.options = options;
    this.retry = options.retry ?? ackRetry();
    this.maxRows = options.maxRows ?? DEFAULT_MAX_ROWS;
  }

  /** Resolves once the source is in the inbox; rejects when it could not be recorded (no ACK). */
  record(source: InboundSource): Promise<void> {
    this.options.timing.mark('receive', source.messageId, 'start');
    return new Promise((resolve, reject) => {
      this.enqueue({ source, resolve, reject, attempts: 0, startedAt: this.retry.now() });
    });
  }

  private enqueue(pending: Pending): void {
    this.queue.push(pending);
    // What arrives in the same turn of the event loop goes into the same batch.
    if (!this.busy && this.queue.length === 1) setImmediate(() => void this.run());
  }

  /** Inserts batches until the queue is empty; one at a time. */
  private async run(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      while (this.queue.length > 0) await this.insertBatch(this.take());
    } finally {
      this.busy = false;
    }
  }

  /** The next batch: up to maxRows, no two sharing a message or event id (a later one waits for the next batch). */
  private take(): Pending[] {
    const batch: Pending[] = [];
    const rest: Pending[] = [];
    const ids = new Set<string>();
    for (const pending of this.queue) {
      const { messageId, eventId } = pending.source;
      if (batch.length >= this.maxRows || ids.has(`m:${messageId}`) || ids.has(`e:${eventId}`)) {
        rest.push(pending);
        continue;
      }
      ids.add(`m:${messageId}`).add(`e:${eventId}`);
      batch.push(pending);
    }
    this.queue = rest;
    return batch;
  }

  private async insertBatch(batch: Pending[]): Promise<void> {
    let inserted: boolean[];
    try {
      inserted = await this.options.store.insert(batch.map((p) => p.source));
    } catch (error) {
      if (isEnvironmentFailure(error)) {
        for (const pending of batch) this.failed(pending, error);
        return;
      }
      // The store refused the batch for one of its sources: each on its own, so only that one is refused.
      inserted = batch.map(() => false);
    }
    let fresh = 0;
    for (const [i, pending] of batch.entries()) {
      if (inserted[i]) {
        fresh++;
        this.settled(pending);
      }
    }
    if (fresh > 0) this.options.onRecorded();
    fresh = 0;
    for (const [i, pending] of batch.entries()) {
      if (inserted[i]) continue;
      try {
        if (await this.options.store.recordOne(pending.source)) fresh++;
        this.settled(pending);
      } catch (error) {
        this.failed(pending, error);
      }
    }
    if (fresh > 0) this.options.onRecorded();
  }

  private failed(pending: Pending, error: unknown): void {
    retryOrRefuse(this.retry, pending, error, (p) => this.enqueue(p));
  }

  private settled(pending: Pending): void {
    this.options.timing.mark('receive', pending.source.messageId, 'returned');
    pending.resolve();
  }
}
