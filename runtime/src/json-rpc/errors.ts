/** Local failures of a JSON-RPC request, each with a stable code; the wire's own error code is `rpcCode`. */
export class JsonRpcError extends Error {
  readonly code: string;
  /** The method of the request that failed. */
  readonly method: string;

  constructor(code: string, method: string, message: string) {
    super(message);
    this.name = new.target.name;
    this.code = code;
    this.method = method;
  }
}

/** The other side answered with an error object. */
export class JsonRpcRemoteError extends JsonRpcError {
  readonly rpcCode: number;
  readonly rpcMessage: string;
  readonly data: unknown;

  constructor(method: string, rpcCode: number, rpcMessage: string, data?: unknown) {
    super('JSON_RPC_REMOTE_ERROR', method, `${method} failed (${rpcCode}): ${rpcMessage}`);
    this.rpcCode = rpcCode;
    this.rpcMessage = rpcMessage;
    this.data = data;
  }
}

/** No answer within the time the request was given; a late answer is then dropped. */
export class JsonRpcTimeoutError extends JsonRpcError {
  readonly timeoutMs: number;

  constructor(method: string, timeoutMs: number) {
    super('JSON_RPC_TIMEOUT', method, `no answer to ${method} within ${timeoutMs} ms`);
    this.timeoutMs = timeoutMs;
  }
}

/** The connection closed before the answer came: what the request did is unknown. */
export class JsonRpcClosedError extends JsonRpcError {
  constructor(method: string) {
    super('JSON_RPC_CLOSED', method, `the connection closed before ${method} was answered`);
  }
}

/** The answer came but the request's check refused it (it breaks the protocol the caller holds it to). */
export class JsonRpcInvalidResponseError extends JsonRpcError {
  readonly problems: string[];

  constructor(method: string, problems: string[]) {
    super('JSON_RPC_INVALID_RESPONSE', method, `the answer to ${method} is invalid: ${problems.join('; ')}`);
    this.problems = problems;
  }
}
