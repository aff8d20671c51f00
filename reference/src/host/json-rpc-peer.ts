import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import type { ValidateFunction } from 'ajv';
import { HostConnectionLostError, HostProtocolError, HostRequestError, HostTimeoutError } from './errors.ts';

export type RequestId = string | number;

/** What a request handler returns for a request that must get no answer at all (one the host withdrew). */
export const NO_ANSWER: unique symbol = Symbol('no answer');
type Message = {
  id?: RequestId | null;
  method?: string;
  params?: unknown;
  result?: unknown;
  error?: { code?: unknown; message?: unknown; data?: unknown };
};

export interface PeerHandlers {
  notification(method: string, params: unknown): void;
  /** A request of the host (an approval); resolves with the result to send back, or NO_ANSWER. */
  request(method: string, params: unknown, id: RequestId): Promise<unknown>;
  /** A line that is not JSON-RPC; the peer goes on. */
  malformed(line: string): void;
}

interface Pending {
  method: string;
  validate: ValidateFunction | undefined;
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/** JSON-RPC 2.0 without the "jsonrpc" member, one object a line, both ways over a pair of streams. */
export class JsonRpcPeer {
  readonly #output: Writable;
  readonly #handlers: PeerHandlers;
  readonly #pending = new Map<RequestId, Pending>();
  #nextId = 1;
  #closed = false;

  constructor(input: Readable, output: Writable, handlers: PeerHandlers) {
    this.#output = output;
    this.#handlers = handlers;
    output.on('error', () => this.close());
    createInterface({ input, crlfDelay: Infinity }).on('line', (line) => this.#receive(line));
  }

  /**
   * Sends a request; resolves with its result once the whole answer passes validate. Rejects with
   * HostRequestError, HostProtocolError, HostTimeoutError, or HostConnectionLostError.
   */
  request(
    method: string,
    params: unknown,
    options: { timeoutMs: number; validate?: ValidateFunction },
  ): Promise<unknown> {
    if (this.#closed) return Promise.reject(new HostConnectionLostError(method));
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#pending.delete(id);
        reject(new HostTimeoutError(method, options.timeoutMs));
      }, options.timeoutMs);
      this.#pending.set(id, { method, validate: options.validate, resolve, reject, timer });
      this.#write({ id, method, params });
    });
  }

  notify(method: string, params?: unknown): void {
    this.#write(params === undefined ? { method } : { method, params });
  }

  /** Fails every open request: their answers can no longer come. */
  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    for (const [id, pending] of this.#pending) {
      clearTimeout(pending.timer);
      this.#pending.delete(id);
      pending.reject(new HostConnectionLostError(pending.method));
    }
  }

  #write(message: Message): void {
    if (!this.#closed) this.#output.write(`${JSON.stringify(message)}\n`);
  }

  #receive(line: string): void {
    if (line.trim() === '') return;
    let message: Message;
    try {
      message = JSON.parse(line) as Message;
    } catch {
      return this.#handlers.malformed(line);
    }
    if (typeof message !== 'object' || message === null) return this.#handlers.malformed(line);
    if (typeof message.method === 'string') {
      if (message.id === undefined || message.id === null)
        this.#handlers.notification(message.method, message.params);
      else this.#serve(message.id, message.method, message.params);
    } else if (message.id !== undefined && message.id !== null) {
      this.#settle(message.id, message);
    } else {
      this.#handlers.malformed(line);
    }
  }

  #serve(id: RequestId, method: string, params: unknown): void {
    this.#handlers.request(method, params, id).then(
      (result) => {
        if (result !== NO_ANSWER) this.#write({ id, result });
      },
      (error: unknown) => this.#write({ id, error: { code: -32603, message: (error as Error).message } }),
    );
  }

  #settle(id: RequestId, message: Message): void {
    const pending = this.#pending.get(id);
    if (!pending) return;
    this.#pending.delete(id);
    clearTimeout(pending.timer);
    if (message.error) {
      const { code, message: text, data } = message.error;
      pending.reject(new HostRequestError(pending.method, Number(code), String(text), data));
    } else if (pending.validate && !pending.validate(message)) {
      const detail = (pending.validate.errors ?? [])
        .map((e) => `${e.instancePath || '/'} ${e.message}`)
        .join('; ');
      pending.reject(new HostProtocolError(pending.method, detail));
    } else {
      pending.resolve(message.result);
    }
  }
}
