import { performance } from 'node:perf_hooks';
import type { HostScript } from '../../../../generated/types/index.ts';
import { FileInspector } from './file-inspector.ts';
import { HostConnection } from './host-connection.ts';
import { HostMethods } from './host-methods.ts';
import type { LineChannel } from '../../../../runtime/src/json-rpc/line-channel.ts';
import { HostRecorder } from './recorder.ts';
import { ReleaseLatch } from './release-latch.ts';
import { ShimListener } from './shim-listener.ts';
import { ThreadStore, type TurnState } from './thread-store.ts';
import { TurnLog, type LoggedTurn } from './turn-log.ts';
import { TurnPlan } from './turn-plan.ts';
import type { Answer, AskedRequest, ThreadIo } from './turn-run.ts';

export type { ShimHello } from './shim-listener.ts';

export interface HostDoubleOptions {
  script: HostScript;
  /** Monotonic clock in ms for record times. */
  now?: () => number;
  /** Wall clock in ms for the Unix times on the wire. */
  wallClock?: () => number;
}

/**
 * The fake agent host: speaks the host protocol (a pinned Codex app-server v2 subset) to the
 * implementation through shims that connect on 127.0.0.1, plays the scenario's host script, keeps the
 * true state of threads across connections, and records every message, call and contract violation.
 */
export class HostDouble {
  readonly recorder: HostRecorder;
  readonly #shims = new ShimListener((channel, instance) => this.attach(channel, instance));
  readonly #store: ThreadStore;
  readonly #methods: HostMethods;
  readonly #releases = new ReleaseLatch();
  readonly #turns: TurnLog;
  readonly #stopped = new AbortController();
  readonly #connections = new Map<string, HostConnection>();
  #connectionCount = 0;

  constructor(options: HostDoubleOptions) {
    this.recorder = new HostRecorder(options.now ?? (() => performance.now()));
    this.#turns = new TurnLog(() => this.recorder.elapsed());
    this.#store = new ThreadStore(options.wallClock ?? Date.now);
    const io: ThreadIo = {
      notify: (t, m, p) => this.#notify(t, m, p),
      ask: (t, m, p) => this.#ask(t, m, p),
      mute: (t) => this.#subscribers(t).forEach((connection) => connection.mute()),
    };
    const inspect = options.script.inspectFiles;
    const files = inspect
      ? new FileInspector(this.recorder, inspect.afterTurnMs, this.#stopped.signal)
      : undefined;
    this.#methods = new HostMethods(
      options.script,
      this.#store,
      new TurnPlan(options.script),
      {
        store: this.#store,
        io,
        releases: this.#releases,
        stopped: this.#stopped.signal,
        record: (event, turn) => this.#recordTurn(event, turn),
        log: this.#turns,
      },
      files,
    );
  }

  /** Listens on 127.0.0.1, port 0, for shims. */
  start(): Promise<void> {
    return this.#shims.start();
  }

  /** Ends every turn silently and closes every connection; shims end when their socket does. */
  async stop(): Promise<void> {
    this.#stopped.abort();
    for (const connection of this.#connections.values()) connection.close();
    await this.#shims.stop();
  }

  /**
   * A POSIX shell command line (LARKSPUR_HOST_COMMAND) that runs a shim to this double; with `instance`, the
   * calls over it are recorded as that instance's.
   */
  hostCommand(instance?: number): string {
    return this.#shims.hostCommand(instance);
  }

  /** A message the double sent that broke its own contract: a harness bug, never the implementation's fault. */
  fault(): string | undefined {
    const broken = this.recorder.records.find((r) => r.kind === 'violation' && r.by === 'double');
    return broken?.kind === 'violation'
      ? `host double broke its contract: ${broken.errors.join('; ')}`
      : undefined;
  }

  /** Every turn taken so far, on every thread and connection, with its deltas and end. */
  turns(): readonly LoggedTurn[] {
    return this.#turns.all();
  }

  /** Turns blocked on key go on; a later block on key passes at once. */
  release(key: string): void {
    this.#releases.release(key);
  }

  /** Serves one host connection over an existing line channel (stdio mode). Returns its id. */
  attach(channel: LineChannel, instance?: number): string {
    this.#connectionCount += 1;
    const id = `c${this.#connectionCount}`;
    const connection = new HostConnection(id, channel, this.recorder, this.#methods.handle, instance);
    this.#connections.set(id, connection);
    this.recorder.add({ kind: 'connection', event: 'open', connectionId: id });
    connection.onClose(() => {
      this.#connections.delete(id);
      for (const thread of this.#store.all()) thread.loadedOn.delete(id);
      this.recorder.add({ kind: 'connection', event: 'close', connectionId: id });
    });
    return id;
  }

  #subscribers(threadId: string): HostConnection[] {
    const thread = this.#store.get(threadId);
    if (!thread) return [];
    return [...thread.loadedOn].flatMap((id) => this.#connections.get(id) ?? []);
  }

  #notify(threadId: string, method: string, params: unknown): void {
    for (const connection of this.#subscribers(threadId)) connection.notify(method, params);
  }

  #recordTurn(event: 'started' | 'ended', turn: TurnState): void {
    const given = turn.items.find((item) => item.type === 'userMessage');
    const outcome =
      event === 'ended'
        ? {
            status: turn.status as 'completed' | 'interrupted' | 'failed',
            ...(turn.error ? { error: turn.error } : {}),
          }
        : { input: given && 'content' in given && Array.isArray(given.content) ? given.content : [] };
    this.recorder.add({
      kind: 'turn',
      event,
      connectionId: turn.connectionId,
      threadId: turn.threadId,
      turnId: turn.id,
      ...outcome,
    });
  }

  #ask(threadId: string, method: string, params: unknown): AskedRequest {
    const [connection] = this.#subscribers(threadId);
    if (!connection) return { requestId: -1, answer: new Promise<Answer>(() => {}), withdraw: () => {} };
    return connection.ask(method, params);
  }
}
