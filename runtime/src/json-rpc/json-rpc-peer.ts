import type { Readable, Writable } from 'node:stream';
import { systemTimers, type TimerHandle, type Timers } from '../time/timers.ts';
import {
  JsonRpcClosedError,
  JsonRpcInvalidResponseError,
  JsonRpcRemoteError,
  JsonRpcTimeoutError,
} from './errors.ts';
import { LineChannel } from './line-channel.ts';
import { readMessage, type JsonRpcObject, type RequestId, type WireError } from './message.ts';

/** JSON-RPC's own codes for what the answering side could not do. */
export const METHOD_NOT_FOUND = -32601;
export const INTERNAL_ERROR = -32603;

/** How a request of the other side is answered: once, with a result or an error. Later calls are ignored. */
export interface Reply {
  result(value: unknown): void;
  error(error: WireError): void;
}

export interface JsonRpcHandlers {
  /**
   * A request of the other side: answer through `reply` now, later, or never (a request it withdrew).
   * Without this handler every request is answered "method not found".
   */
  request?(method: string, params: unknown, reply: Reply, id: RequestId): void;
  notification?(method: string, params: unknown): void;
  /** A line that is no message (or longer than the bound: the connection then closes); the peer goes on. */
  malformed?(problem: string, value: unknown): void;
  /** An answer to no open request: a late one after its timeout, or one never asked. */
  stray?(message: JsonRpcObject): void;
}

export interface RequestOptions {
  /** Without it, a request waits until it is answered or the connection closes. */
  timeoutMs?: number;
  /**
   * Problems with a result answer, read whole (id included); any reject with JsonRpcInvalidResponseError.
   * An error answer is JsonRpcRemoteError whatever its shape.
   */
  check?: (answer: JsonRpcObject) => string[];
}

interface Pending {
  method: string;
  check: RequestOptions['check'];
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
  timer: TimerHandle | undefined;
}

/**
 * Line-delimited JSON-RPC both ways over one LineChannel: requests with ids and their answers,
 * notifications, errors. Requests reject with JsonRpcRemoteError, JsonRpcTimeoutError,
 * JsonRpcInvalidResponseError or JsonRpcClosedError. When the channel closes (the other side ended, a
 * stream failed, a line outgrew the bound, or close()), every open request fails: its answer can no
 * longer come.
 */
export class JsonRpcPeer {
  readonly #channel: LineChannel;
  readonly #handlers: JsonRpcHandlers;
  readonly #timers: Timers;
  readonly #pending = new Map<RequestId, Pending>();
  #nextId: number;

  constructor(
    channel: LineChannel,
    handlers: JsonRpcHandlers = {},
    options: { timers?: Timers; firstId?: number } = {},
  ) {
    this.#channel = channel;
    this.#handlers = handlers;
    this.#timers = options.timers ?? systemTimers;
    this.#nextId = options.firstId ?? 1;
    channel.onLine = (line) => this.#receive(line);
    channel.onOverflow = () =>
      handlers.malformed?.(
        `a line of more than ${channel.maxLineBytes} bytes without a newline; the connection is closed`,
        undefined,
      );
    channel.onClose(() => this.#failPending());
  }

  /** A peer over a pair of streams (a child's stdout and stdin); `end` ends our side when the peer closes. */
  static overStreams(
    input: Readable,
    output: Writable,
    end: () => void,
    handlers: JsonRpcHandlers = {},
    options: { timers?: Timers; firstId?: number; maxLineBytes?: number } = {},
  ): JsonRpcPeer {
    return new JsonRpcPeer(new LineChannel(input, output, end, options.maxLineBytes), handlers, options);
  }

  get closed(): boolean {
    return this.#channel.closed;
  }

  /** Runs `handler` once the connection is closed (at once when it is). */
  onClose(handler: () => void): void {
    this.#channel.onClose(handler);
  }

  /** Sends a request and resolves with its result. */
  request(method: string, params?: unknown, options: RequestOptions = {}): Promise<unknown> {
    if (this.closed) return Promise.reject(new JsonRpcClosedError(method));
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      const timer =
        options.timeoutMs === undefined
          ? undefined
          : this.#timers.setTimeout(() => {
              this.#pending.delete(id);
              reject(new JsonRpcTimeoutError(method, options.timeoutMs!));
            }, options.timeoutMs);
      this.#pending.set(id, { method, check: options.check, resolve, reject, timer });
      this.#send(params === undefined ? { id, method } : { id, method, params });
    });
  }

  notify(method: string, params?: unknown): void {
    this.#send(params === undefined ? { method } : { method, params });
  }

  /** Closes the connection; open requests fail with JsonRpcClosedError. */
  close(): void {
    this.#channel.close();
  }

  #send(message: JsonRpcObject): void {
    this.#channel.send(JSON.stringify(message));
  }

  #receive(line: string): void {
    const read = readMessage(line);
    switch (read.kind) {
      case 'malformed':
        return this.#handlers.malformed?.(read.problem, read.value);
      case 'notification':
        return this.#handlers.notification?.(read.method, read.params);
      case 'request':
        return this.#serve(read.id, read.method, read.params);
      case 'response':
      case 'error-response':
        return this.#settle(read.id, read.message);
    }
  }

  #serve(id: RequestId, method: string, params: unknown): void {
    let answered = false;
    const answer = (message: JsonRpcObject) => {
      if (answered) return;
      answered = true;
      this.#send(message);
    };
    const reply: Reply = {
      result: (result) => answer({ id, result: result ?? null }),
      error: (error) => answer({ id, error }),
    };
    if (!this.#handlers.request)
      return reply.error({ code: METHOD_NOT_FOUND, message: `unknown method ${method}` });
    try {
      this.#handlers.request(method, params, reply, id);
    } catch (error) {
      reply.error({ code: INTERNAL_ERROR, message: (error as Error).message });
    }
  }

  #settle(id: RequestId, message: JsonRpcObject): void {
    const pending = this.#pending.get(id);
    if (!pending) return this.#handlers.stray?.(message);
    this.#pending.delete(id);
    if (pending.timer !== undefined) this.#timers.clearTimeout(pending.timer);
    if ('error' in message) {
      const error = (message.error ?? {}) as Partial<WireError>;
      return pending.reject(
        new JsonRpcRemoteError(pending.method, Number(error.code), String(error.message), error.data),
      );
    }
    const problems = pending.check?.(message) ?? [];
    if (problems.length > 0) return pending.reject(new JsonRpcInvalidResponseError(pending.method, problems));
    pending.resolve(message.result);
  }

  #failPending(): void {
    for (const [id, pending] of this.#pending) {
      this.#pending.delete(id);
      if (pending.timer !== undefined) this.#timers.clearTimeout(pending.timer);
      pending.reject(new JsonRpcClosedError(pending.method));
    }
  }
}
