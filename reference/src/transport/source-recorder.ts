import type { Clock } from '../clock.ts';
import { commandOf } from '../core/command.ts';
import type { Timing } from '../observe/timing.ts';
import type { InboundSource, Rejection } from '../store/inbox.ts';
import type { RetryPolicy } from '../../../runtime/src/retry/retry-policy.ts';
import { ackRetry, retryOrRefuse, type PendingRecord } from './record-retry.ts';
import type { Store } from '../store/store.ts';

export interface SourceRecorderOptions {
  store: Store;
  clock: Clock;
  timing: Timing;
  /** New sources are in the inbox (not only redeliveries of known ones). */
  onRecorded: () => void;
  /**
   * How a source the store could not take (busy, locked, its connection gone) is tried again before its
   * event goes unacknowledged; its clock and timers are the tests' seam. By default well inside Lark's 3 s.
   */
  retry?: RetryPolicy;
}

interface Pending extends PendingRecord {
  source: InboundSource;
  resolve: () => void;
}

/**
 * Records received sources durably before their events are acknowledged (TR-001), with group commit:
 * every source that arrives in one turn of the event loop goes into the inbox in one transaction, and
 * each event's acknowledgement follows the commit. A burst then costs one commit per turn of the loop,
 * not one per event. A batch that fails is recorded source by source, so one bad source refuses only its
 * own event, and the provider delivers that one again.
 */
export class SourceRecorder {
  private readonly options: SourceRecorderOptions;
  private readonly retry: RetryPolicy;
  private batch: Pending[] = [];

  constructor(options: SourceRecorderOptions) {
    this.options = options;
    this.retry = options.retry ?? ackRetry();
  }

  /** Resolves once the source is in the inbox; rejects when it could not be recorded (no ACK). */
  record(source: InboundSource): Promise<void> {
    this.options.timing.mark('receive', source.messageId, 'start');
    return new Promise((resolve, reject) => {
      this.enqueue({ source, resolve, reject, attempts: 0, startedAt: this.retry.now() });
    });
  }

  private enqueue(pending: Pending): void {
    this.batch.push(pending);
    if (this.batch.length === 1) setImmediate(() => void this.commit());
  }

  /** An event that can never be a source: recorded with its reason, at once, and then acknowledged (TR-010). */
  async reject(rejection: Rejection): Promise<void> {
    await this.options.store.inbox.reject(rejection, this.options.clock());
  }

  private async commit(): Promise<void> {
    const batch = this.batch;
    this.batch = [];
    let fresh = 0;
    try {
      await this.options.store.atomically(async () => {
        for (const pending of batch) if (await this.recordOne(pending.source)) fresh++;
      });
      for (const pending of batch) this.settled(pending);
    } catch {
      fresh = 0;
      for (const pending of batch) {
        try {
          if (await this.recordOne(pending.source)) fresh++;
          this.settled(pending);
        } catch (error) {
          this.failed(pending, error);
        }
      }
    }
    if (fresh > 0) this.options.onRecorded();
  }

  private failed(pending: Pending, error: unknown): void {
    retryOrRefuse(this.retry, pending, error, (p) => this.enqueue(p));
  }

  /** True when the source is new; a redelivery only counts its receipt. */
  private async recordOne(inbound: InboundSource): Promise<boolean> {
    const command = commandOf({ ...inbound, mentions: JSON.stringify(inbound.mentions) });
    return !(await this.options.store.inbox.record(inbound, this.options.clock(), command)).duplicate;
  }

  private settled(pending: Pending): void {
    this.options.timing.mark('receive', pending.source.messageId, 'returned');
    pending.resolve();
  }
}
