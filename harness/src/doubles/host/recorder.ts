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
  /** With several instances of the implementation: the number of the one whose host command made this connection. */
  instance?: number;
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
 * by host: a real Codex (codex mode) sent it — the spec misreads the pinned Codex, also the kit's fault.
 */
export interface ViolationRecord extends Stamped {
  kind: 'violation';
  by: 'implementation' | 'double' | 'host';
  connectionId: string;
  message: unknown;
  errors: string[];
}

/**
 * A turn the host ran, as the host itself knows it — also when nobody heard its notifications (a dropped
 * or muted connection, an implementation killed meanwhile). ended carries the outcome a fresh read shows.
 */
export interface TurnRecord extends Stamped {
  kind: 'turn';
  event: 'started' | 'ended';
  /** The connection the turn was started on. */
  connectionId: string;
  threadId: string;
  turnId: string;
  /** started: what the turn was given, as host-protocol user inputs ({type: text, text}, {type: localImage, path}, …). */
  input?: unknown[];
  status?: 'completed' | 'interrupted' | 'failed';
  error?: unknown;
  /**
   * ended: what the turn said, where the host reads it at the end (a model call's answer, a claude's result)
   * rather than streaming it over the host protocol: the runner's invariants recognise its drafts by it.
   */
  text?: string;
}

/** The implementation's answer to a request of the host (an approval), recorded when it arrives. */
export interface AnswerRecord extends Stamped {
  kind: 'answer';
  connectionId: string;
  method: string;
  /** The host's request. */
  params: unknown;
  result?: unknown;
  error?: unknown;
  /** From the request to its answer. */
  afterMs: number;
  /** The host had withdrawn the request (serverRequest/resolved, the turn ended first): nobody hears this answer. */
  withdrawn?: true;
}

/** What the host found at a file path a turn was given (the host script's inspectFiles). */
export interface FileRecord extends Stamped {
  kind: 'file';
  phase: 'turn-start' | 'after-turn';
  turnId: string;
  path: string;
  input: 'localImage' | 'text';
  exists: boolean;
  /** Permission bits as 4 octal digits, e.g. "0600"; with dirMode, size and sha256 only when it exists. */
  mode?: string;
  dirMode?: string;
  size?: number;
  sha256?: string;
}

export type HostRecord =
  RpcRecord | CallRecord | ConnectionRecord | ViolationRecord | TurnRecord | AnswerRecord | FileRecord;

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
