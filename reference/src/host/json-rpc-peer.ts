import type { Readable, Writable } from 'node:stream';
import type { ValidateFunction } from 'ajv';
import {
  INTERNAL_ERROR,
  JsonRpcClosedError,
  JsonRpcInvalidResponseError,
  JsonRpcPeer,
  JsonRpcRemoteError,
  JsonRpcTimeoutError,
  type RequestId,
  type Timers,
} from '../../../runtime/src/index.ts';
import { HostConnectionLostError, HostProtocolError, HostRequestError, HostTimeoutError } from './errors.ts';

export type { RequestId };

/** What a request handler returns for a request that must get no answer at all (one the host withdrew). */
export const NO_ANSWER: unique symbol = Symbol('no answer');

export interface PeerHandlers {
  notification(method: string, params: unknown): void;
  /** A request of the host (an approval); resolves with the result to send back, or NO_ANSWER. */
  request(method: string, params: unknown, id: RequestId): Promise<unknown>;
  /** A line that is not JSON-RPC; the peer goes on. */
  malformed(problem: string): void;
}

/**
 * The host protocol's peer: the runtime's line-delimited JSON-RPC over the host's stdio, with its failures
 * in the driver's own terms (HostRequestError, HostProtocolError, HostTimeoutError, HostConnectionLostError).
 */
export class HostPeer {
  readonly #peer: JsonRpcPeer;

  constructor(input: Readable, output: Writable, handlers: PeerHandlers, timers?: Timers) {
    this.#peer = JsonRpcPeer.overStreams(
      input,
      output,
      () => output.end(),
      {
        notification: (method, params) => handlers.notification(method, params),
        request: (method, params, reply, id) =>
          void handlers.request(method, params, id).then(
            (result) => {
              if (result !== NO_ANSWER) reply.result(result);
            },
            (error: unknown) => reply.error({ code: INTERNAL_ERROR, message: (error as Error).message }),
          ),
        malformed: (problem) => handlers.malformed(problem),
      },
      timers ? { timers } : {},
    );
  }

  /** Resolves with the request's result once the whole answer passes validate. */
  request(
    method: string,
    params: unknown,
    options: { timeoutMs: number; validate?: ValidateFunction },
  ): Promise<unknown> {
    const { validate } = options;
    const check = validate
      ? (answer: unknown) =>
          validate(answer) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`)
      : undefined;
    return this.#peer
      .request(method, params, { timeoutMs: options.timeoutMs, ...(check ? { check } : {}) })
      .catch((error: unknown) => {
        throw hostError(method, error);
      });
  }

  notify(method: string, params?: unknown): void {
    this.#peer.notify(method, params);
  }

  /** Fails every open request: their answers can no longer come. */
  close(): void {
    this.#peer.close();
  }

  /** Runs `handler` once the connection is closed: the host's output ended or broke, or close(). */
  onClose(handler: () => void): void {
    this.#peer.onClose(handler);
  }
}

function hostError(method: string, error: unknown): unknown {
  if (error instanceof JsonRpcRemoteError)
    return new HostRequestError(method, error.rpcCode, error.rpcMessage, error.data);
  if (error instanceof JsonRpcInvalidResponseError)
    return new HostProtocolError(method, error.problems.join('; '));
  if (error instanceof JsonRpcTimeoutError) return new HostTimeoutError(method, error.timeoutMs);
  if (error instanceof JsonRpcClosedError) return new HostConnectionLostError(method);
  return error;
}
