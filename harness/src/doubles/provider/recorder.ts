import type { ProviderDoubleRecord } from '../../../../generated/types/index.ts';

export type ProviderRecord = ProviderDoubleRecord;
type WithoutStamp<T> = T extends unknown ? Omit<T, 'seq' | 'at'> : never;
/** A record before the recorder stamps it with seq and at. */
export type NewRecord = WithoutStamp<ProviderRecord>;
export type RecordListener = (record: ProviderRecord) => void;

/**
 * Every exchange of the double, in order, stamped with an increasing seq and monotonic ms since the
 * double started. Records are plain JSON, so the runner matches them by dot path and the side channel
 * serves them as they are.
 */
export class ProviderRecorder {
  readonly records: ProviderRecord[] = [];
  private readonly listeners = new Set<RecordListener>();

  /**
   * `elapsed` returns monotonic ms since the double started; `origin` is when that was, on the clock the
   * double was given, so that its record times can be set beside another recorder's.
   */
  constructor(
    private readonly elapsed: () => number,
    readonly origin = 0,
  ) {}

  add(record: NewRecord): ProviderRecord {
    const stamped = { seq: this.records.length + 1, at: this.elapsed(), ...record } as ProviderRecord;
    this.records.push(stamped);
    for (const listener of this.listeners) {
      try {
        listener(stamped);
      } catch (error) {
        // A listener's bug must not break the wire exchange that produced the record.
        this.records.push({
          seq: this.records.length + 1,
          at: this.elapsed(),
          kind: 'harness-error',
          message: `a record listener threw: ${String(error)}`,
        });
      }
    }
    return stamped;
  }

  on(event: 'record', listener: RecordListener): () => void {
    if (event !== 'record') throw new TypeError(`unknown recorder event ${String(event)}`);
    return this.subscribe(listener);
  }

  /** Calls `listener` for every record from now on; returns the unsubscribe function. */
  subscribe(listener: RecordListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Records with seq greater than `seq`. */
  since(seq: number): ProviderRecord[] {
    return this.records.slice(Math.max(0, seq));
  }

  harnessErrors(): Extract<ProviderRecord, { kind: 'harness-error' }>[] {
    return this.records.filter(
      (r): r is Extract<ProviderRecord, { kind: 'harness-error' }> => r.kind === 'harness-error',
    );
  }
}
