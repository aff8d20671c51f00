/** Every record has a seq (increasing from 1) and at (monotonic ms since the double was made). */
interface Stamped {
  seq: number;
  at: number;
}

/** One JSON-RPC line on a connection. in = from the implementation; message is the raw line when it was not JSON. */
export interface RpcRecord extends Stamped {
  kind: 'rpc';
  direction: 'in' | 'out';
  connectionId: string;
  message: unknown;
}

/**
 * A request of the implementation with its answer: result or error, or neither when the double chose not
 * to answer (a dropped connection, an unanswered interrupt). Recorded when the answer is decided.
 */
export interface CallRecord extends Stamped {
  kind: 'call';
  connectionId: string;
  method: string;
  params: unknown;
  result?: unknown;
  error?: unknown;
}

export interface ConnectionRecord extends Stamped {
  kind: 'connection';
  event: 'open' | 'close';
  connectionId: string;
}

/**
 * A message that broke spec/schemas/host. by implementation: the implementation's wire error.
 * by double: the double broke its own contract — a harness bug, never the implementation's fault.
 */
export interface ViolationRecord extends Stamped {
  kind: 'violation';
  by: 'implementation' | 'double';
  connectionId: string;
  message: unknown;
  errors: string[];
}

export type HostRecord = RpcRecord | CallRecord | ConnectionRecord | ViolationRecord;

type Unstamped<T> = T extends unknown ? Omit<T, 'seq' | 'at'> : never;
export type NewHostRecord = Unstamped<HostRecord>;

export class HostRecorder {
  readonly records: HostRecord[] = [];
  readonly #listeners = new Set<(record: HostRecord) => void>();
  readonly #now: () => number;
  readonly #origin: number;

  constructor(now: () => number) {
    this.#now = now;
    this.#origin = now();
  }

  /** When the recorder was made, on the clock it was given: record times count from here. */
  get origin(): number {
    return this.#origin;
  }

  /** ms since the origin: the `at` a record made now gets. */
  elapsed(): number {
    return this.#now() - this.#origin;
  }

  add(entry: NewHostRecord): HostRecord {
    const record = { ...entry, seq: this.records.length + 1, at: this.elapsed() } as HostRecord;
    this.records.push(record);
    for (const listener of this.#listeners) listener(record);
    return record;
  }

  /** Calls listener for every record added from now on; returns the unsubscribe function. */
  subscribe(listener: (record: HostRecord) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
