import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import { isEnvironmentFailure, type StoreHealth } from '../store/store-health.ts';
import type { Timing } from '../observe/timing.ts';
import type { InboundSource, Rejection } from '../store/inbox.ts';
import { encodeEntries, type JournalEntry, type JournalPosition } from './journal-format.ts';
import type { JournalWriter } from './journal-writer.ts';

export interface JournalRecorderOptions {
  writer: Pick<JournalWriter, 'append'>;
  clock: Clock;
  timing: Timing;
  /** Says a failure that is not the environment's (a bug) once, until a write goes through again. */
  logger: Pick<Logger, 'error'>;
  /**
   * The journal's health: failing from a write the environment refused (a full disk, a read-only one) until
   * one goes through. Its listener says the outage once (logStoreHealth), and /v1/ready tells it.
   */
  health: Pick<StoreHealth, 'failed' | 'answered'>;
  /** The journal is written this far: the drainer may read up to here. */
  onJournaled: (at: JournalPosition) => void;
}

interface Pending {
  entry: JournalEntry;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Records received sources before their events are acknowledged (TR-001) into the intake journal, which
 * nothing else writes: no admission, turn or delivery write, nor another thread's event loop, is ever
 * waited for. Group commit: what arrives in one turn of the event loop is one write, and each event's
 * acknowledgement follows it. A write that fails acknowledges none of its events — the provider pushes them
 * again — and is said once in the log (by its health) until a write goes through again, not once per event.
 */
export class JournalRecorder {
  private readonly options: JournalRecorderOptions;
  private batch: Pending[] = [];
  private failing = false;

  constructor(options: JournalRecorderOptions) {
    this.options = options;
  }

  /** Resolves once the source is in the journal; rejects when it could not be written (no ACK). */
  record(source: InboundSource): Promise<void> {
    this.options.timing.mark('receive', source.messageId, 'start');
    return new Promise((resolve, reject) => {
      this.enqueue({ entry: { kind: 'source', at: this.options.clock(), source }, resolve, reject });
    });
  }

  /** An event that can never be a source (TR-010): written with the next group; it is acknowledged all the same. */
  reject(rejection: Rejection): void {
    const ignore = () => undefined;
    this.enqueue({
      entry: { kind: 'rejected', at: this.options.clock(), rejection },
      resolve: ignore,
      reject: ignore,
    });
  }

  private enqueue(pending: Pending): void {
    this.batch.push(pending);
    if (this.batch.length === 1) setImmediate(() => this.write());
  }

  private write(): void {
    const batch = this.batch;
    this.batch = [];
    let at: JournalPosition;
    try {
      at = this.options.writer.append(encodeEntries(batch.map((p) => p.entry)));
    } catch (error) {
      this.failed(error);
      for (const pending of batch) pending.reject(error);
      return;
    }
    this.failing = false;
    this.options.health.answered();
    this.options.onJournaled(at);
    for (const pending of batch) {
      if (pending.entry.kind === 'source')
        this.options.timing.mark('receive', pending.entry.source.messageId, 'returned');
      pending.resolve();
    }
  }

  private failed(error: unknown): void {
    this.options.health.failed(error);
    if (isEnvironmentFailure(error) || this.failing) return;
    this.failing = true;
    this.options.logger.error(
      'the intake journal cannot be written: events are not acknowledged, and the provider pushes them again —',
      error,
    );
  }
}
