import { randomBytes } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { HostScript } from '../../../../generated/types/index.ts';
import { PACKAGE_ROOT } from '../../package-root.ts';
import { HostConnection } from './host-connection.ts';
import { HostMethods } from './host-methods.ts';
import { LineChannel } from './line-channel.ts';
import { HostRecorder } from './recorder.ts';
import { ReleaseLatch } from './release-latch.ts';
import { ThreadStore } from './thread-store.ts';
import { TurnLog, type LoggedTurn } from './turn-log.ts';
import { TurnPlan } from './turn-plan.ts';
import type { Answer, ThreadIo } from './turn-run.ts';

const LARKSPUR_BIN = join(PACKAGE_ROOT, 'bin', 'larkspur.js');

export interface HostDoubleOptions {
  script: HostScript;
  /** Monotonic clock in ms for record times. */
  now?: () => number;
  /** Wall clock in ms for the Unix times on the wire. */
  wallClock?: () => number;
}

/** The first line a shim sends on its socket, before it bridges the implementation's stdio. */
export interface ShimHello {
  larkspurShim: 1;
  token: string;
}

/**
 * The fake agent host: speaks the host protocol (a pinned Codex app-server v2 subset) to the
 * implementation through shims that connect on 127.0.0.1, plays the scenario's host script, keeps the
 * true state of threads across connections, and records every message, call and contract violation.
 */
export class HostDouble {
  readonly recorder: HostRecorder;
  readonly #token = randomBytes(16).toString('hex');
  readonly #store: ThreadStore;
  readonly #methods: HostMethods;
  readonly #releases = new ReleaseLatch();
  readonly #turns: TurnLog;
  readonly #stopped = new AbortController();
  readonly #connections = new Map<string, HostConnection>();
  readonly #sockets = new Set<Socket>();
  #server: Server | undefined;
  #port = 0;
  #connectionCount = 0;

  constructor(options: HostDoubleOptions) {
    this.recorder = new HostRecorder(options.now ?? (() => performance.now()));
    this.#turns = new TurnLog(() => this.recorder.elapsed());
    this.#store = new ThreadStore(options.wallClock ?? Date.now);
    const io: ThreadIo = { notify: (t, m, p) => this.#notify(t, m, p), ask: (t, m, p) => this.#ask(t, m, p) };
    this.#methods = new HostMethods(options.script, this.#store, new TurnPlan(options.script), {
      store: this.#store,
      io,
      releases: this.#releases,
      stopped: this.#stopped.signal,
      log: this.#turns,
    });
  }

  /** Listens on 127.0.0.1, port 0, for shims. */
  async start(): Promise<void> {
    const server = createServer((socket) => this.#accept(socket));
    this.#server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const address = server.address();
    this.#port = typeof address === 'object' && address ? address.port : 0;
  }

  /** Ends every turn silently and closes every connection; shims end when their socket does. */
  async stop(): Promise<void> {
    this.#stopped.abort();
    for (const connection of this.#connections.values()) connection.close();
    for (const socket of this.#sockets) socket.destroy();
    const server = this.#server;
    this.#server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** A POSIX shell command line (LARKSPUR_HOST_COMMAND) that runs a shim to this double. */
  hostCommand(): string {
    if (!this.#server) throw new Error('host double: start() before hostCommand()');
    const paths = [process.execPath, LARKSPUR_BIN].map(shellQuote).join(' ');
    // exec: the shim replaces the shell, so the implementation's child is the shim itself.
    return `exec ${paths} doubles host --shim --port ${this.#port} --token ${this.#token}`;
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
  attach(channel: LineChannel): string {
    this.#connectionCount += 1;
    const id = `c${this.#connectionCount}`;
    const connection = new HostConnection(id, channel, this.recorder, this.#methods.handle);
    this.#connections.set(id, connection);
    this.recorder.add({ kind: 'connection', event: 'open', connectionId: id });
    connection.onClose(() => {
      this.#connections.delete(id);
      for (const thread of this.#store.all()) thread.loadedOn.delete(id);
      this.recorder.add({ kind: 'connection', event: 'close', connectionId: id });
    });
    return id;
  }

  #accept(socket: Socket): void {
    this.#sockets.add(socket);
    socket.on('close', () => this.#sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    const channel = new LineChannel(socket, socket, () => socket.destroy());
    channel.onLine = (line) => {
      if (parseHello(line)?.token !== this.#token) {
        socket.destroy();
        return;
      }
      this.attach(channel);
    };
  }

  #subscribers(threadId: string): HostConnection[] {
    const thread = this.#store.get(threadId);
    if (!thread) return [];
    return [...thread.loadedOn].flatMap((id) => this.#connections.get(id) ?? []);
  }

  #notify(threadId: string, method: string, params: unknown): void {
    for (const connection of this.#subscribers(threadId)) connection.notify(method, params);
  }

  #ask(threadId: string, method: string, params: unknown): { requestId: number; answer: Promise<Answer> } {
    const [connection] = this.#subscribers(threadId);
    if (!connection) return { requestId: -1, answer: new Promise<Answer>(() => {}) };
    return connection.ask(method, params);
  }
}

function parseHello(line: string): ShimHello | undefined {
  try {
    const value = JSON.parse(line) as Partial<ShimHello>;
    return value.larkspurShim === 1 && typeof value.token === 'string' ? (value as ShimHello) : undefined;
  } catch {
    return undefined;
  }
}

function shellQuote(word: string): string {
  return `'${word.replace(/'/g, `'\\''`)}'`;
}
