/** A request id as the host protocol takes it: a string or an integer (never null, a fraction, or an object). */
export type RequestId = string | number;

/** One JSON-RPC object, as sent and received: JSON-RPC 2.0 without the "jsonrpc" member, as Codex speaks it. */
export type JsonRpcObject = Record<string, unknown>;

export interface WireError {
  code: number;
  message: string;
  data?: unknown;
}

/** What one line is: a request, a notification, a response (a result or an error), or none of them, and why. */
export type ReadMessage =
  | { kind: 'request'; id: RequestId; method: string; params: unknown; message: JsonRpcObject }
  | { kind: 'notification'; method: string; params: unknown; message: JsonRpcObject }
  | { kind: 'response'; id: RequestId; result: unknown; message: JsonRpcObject }
  | { kind: 'error-response'; id: RequestId; error: unknown; message: JsonRpcObject }
  | {
      kind: 'malformed';
      /** The parsed JSON when the line was JSON, else the line itself. */
      value: unknown;
      problem: string;
    };

/** A string or an integer (1.5, true, {}, [1] and 1e400, read as Infinity, are not). */
export function isRequestId(value: unknown): value is RequestId {
  return typeof value === 'string' || Number.isInteger(value);
}

function isObject(value: unknown): value is JsonRpcObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads one line of line-delimited JSON-RPC. Never throws: whatever is not a message is `malformed`, with
 * the problem in words, for the caller to log or blame.
 */
export function readMessage(line: string): ReadMessage {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return { kind: 'malformed', value: line, problem: 'not JSON' };
  }
  if (!isObject(value)) return { kind: 'malformed', value, problem: 'not a JSON-RPC object' };
  if ('id' in value && !isRequestId(value.id))
    return {
      kind: 'malformed',
      value,
      problem: `id ${typeof value.id === 'number' ? String(value.id) : JSON.stringify(value.id)} is neither a string nor an integer`,
    };
  const id = value.id as RequestId | undefined;
  if (typeof value.method === 'string') {
    return id === undefined
      ? { kind: 'notification', method: value.method, params: value.params, message: value }
      : { kind: 'request', id, method: value.method, params: value.params, message: value };
  }
  if (id !== undefined && 'error' in value)
    return { kind: 'error-response', id, error: value.error, message: value };
  if (id !== undefined && 'result' in value)
    return { kind: 'response', id, result: value.result, message: value };
  return { kind: 'malformed', value, problem: 'neither a request, a notification nor a response' };
}
