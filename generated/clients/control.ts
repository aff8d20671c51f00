// generated — do not edit. Made by `npm run gen` (spec/tools/gen.ts) from spec/src.
import { request, type Dispatcher } from 'undici';
import type * as T from '../types/index.ts';

export interface ControlClientOptions {
  /** e.g. http://127.0.0.1:8787 */
  baseUrl: string;
  token: string;
  dispatcher?: Dispatcher;
  /** Per request, a hard deadline from sending to the last byte of the answer; default 5000. */
  timeoutMs?: number;
  /** The longest answer read; a longer one fails the call. Default 4 MiB. */
  maxBodyBytes?: number;
}

/** A response of a status the contract names, with the $id of the schema its body must match. */
export interface ControlResponse<S extends number, B> {
  status: S;
  body: B;
  schemaId: string;
}

/** The implementation answered with a status or body the contract does not allow. */
export class ControlProtocolError extends Error {
  readonly code: 'CONTROL_UNEXPECTED_STATUS' | 'CONTROL_BODY_NOT_JSON' | 'CONTROL_BODY_TOO_LARGE';
  readonly status: number;
  readonly rawBody: string;
  constructor(code: ControlProtocolError['code'], status: number, rawBody: string, message: string) {
    super(message);
    this.name = 'ControlProtocolError';
    this.code = code;
    this.status = status;
    this.rawBody = rawBody;
  }
}

/** No complete answer within the deadline: a slow or dripping server, never waited on for longer. */
export class ControlTimeoutError extends Error {
  readonly code = 'CONTROL_TIMEOUT';
  constructor(method: string, path: string, timeoutMs: number) {
    super(`${method} ${path}: no complete answer within ${timeoutMs} ms`);
    this.name = 'ControlTimeoutError';
  }
}

export interface ControlRoute {
  operationId: string;
  method: string;
  /** Template with {param} segments. */
  path: string;
  responses: Record<number, string>;
}

/** Every route of the contract, for generic callers (a runner polling any GET route). */
export const CONTROL_ROUTES: readonly ControlRoute[] = [
  { operationId: "bindAttachedSession", method: "POST", path: "/v1/attached", responses: { 200: "https://larkspur.dev/spec/control/attached-session.schema.json", 201: "https://larkspur.dev/spec/control/attached-session.schema.json", 400: "https://larkspur.dev/spec/control/error.schema.json", 401: "https://larkspur.dev/spec/control/error.schema.json", 409: "https://larkspur.dev/spec/control/error.schema.json", 422: "https://larkspur.dev/spec/control/error.schema.json" } },
  { operationId: "listAttachedSessions", method: "GET", path: "/v1/attached", responses: { 200: "https://larkspur.dev/spec/control/attached-session-list.schema.json", 401: "https://larkspur.dev/spec/control/error.schema.json" } },
  { operationId: "claimAttachedInput", method: "POST", path: "/v1/attached/{sessionId}/claim", responses: { 200: "https://larkspur.dev/spec/control/attached-claim.schema.json", 400: "https://larkspur.dev/spec/control/error.schema.json", 401: "https://larkspur.dev/spec/control/error.schema.json", 403: "https://larkspur.dev/spec/control/error.schema.json", 404: "https://larkspur.dev/spec/control/error.schema.json", 409: "https://larkspur.dev/spec/control/error.schema.json" } },
  { operationId: "completeAttachedTurn", method: "POST", path: "/v1/attached/{sessionId}/complete", responses: { 200: "https://larkspur.dev/spec/control/attached-completion.schema.json", 400: "https://larkspur.dev/spec/control/error.schema.json", 401: "https://larkspur.dev/spec/control/error.schema.json", 403: "https://larkspur.dev/spec/control/error.schema.json", 404: "https://larkspur.dev/spec/control/error.schema.json", 409: "https://larkspur.dev/spec/control/error.schema.json" } },
  { operationId: "closeAttachedSession", method: "POST", path: "/v1/attached/{sessionId}/close", responses: { 200: "https://larkspur.dev/spec/control/attached-session.schema.json", 400: "https://larkspur.dev/spec/control/error.schema.json", 401: "https://larkspur.dev/spec/control/error.schema.json", 403: "https://larkspur.dev/spec/control/error.schema.json", 404: "https://larkspur.dev/spec/control/error.schema.json", 409: "https://larkspur.dev/spec/control/error.schema.json" } },
  { operationId: "getDispatch", method: "GET", path: "/v1/dispatch", responses: { 200: "https://larkspur.dev/spec/control/dispatch.schema.json", 401: "https://larkspur.dev/spec/control/error.schema.json" } },
  { operationId: "getReady", method: "GET", path: "/v1/ready", responses: { 200: "https://larkspur.dev/spec/control/ready.schema.json", 401: "https://larkspur.dev/spec/control/error.schema.json" } },
  { operationId: "sendSessionInput", method: "POST", path: "/v1/sessions/{sessionId}/inputs", responses: { 200: "https://larkspur.dev/spec/control/session-input.schema.json", 400: "https://larkspur.dev/spec/control/error.schema.json", 401: "https://larkspur.dev/spec/control/error.schema.json", 404: "https://larkspur.dev/spec/control/error.schema.json", 409: "https://larkspur.dev/spec/control/error.schema.json", 422: "https://larkspur.dev/spec/control/error.schema.json" } },
  { operationId: "listSessionInputs", method: "GET", path: "/v1/sessions/{sessionId}/inputs", responses: { 200: "https://larkspur.dev/spec/control/session-input-list.schema.json", 401: "https://larkspur.dev/spec/control/error.schema.json", 404: "https://larkspur.dev/spec/control/error.schema.json" } },
  { operationId: "listSessions", method: "GET", path: "/v1/sessions", responses: { 200: "https://larkspur.dev/spec/control/session-list.schema.json", 401: "https://larkspur.dev/spec/control/error.schema.json" } },
  { operationId: "getSource", method: "GET", path: "/v1/sources/{providerMessageId}", responses: { 200: "https://larkspur.dev/spec/control/source.schema.json", 401: "https://larkspur.dev/spec/control/error.schema.json", 404: "https://larkspur.dev/spec/control/error.schema.json" } },
  { operationId: "stopTurn", method: "POST", path: "/v1/turns/{turnId}/stop", responses: { 200: "https://larkspur.dev/spec/control/stop-receipt.schema.json", 401: "https://larkspur.dev/spec/control/error.schema.json", 404: "https://larkspur.dev/spec/control/error.schema.json" } },
  { operationId: "triggerTurn", method: "POST", path: "/v1/sessions/{sessionId}/triggers", responses: { 200: "https://larkspur.dev/spec/control/trigger-receipt.schema.json", 201: "https://larkspur.dev/spec/control/trigger-receipt.schema.json", 400: "https://larkspur.dev/spec/control/error.schema.json", 401: "https://larkspur.dev/spec/control/error.schema.json", 404: "https://larkspur.dev/spec/control/error.schema.json", 409: "https://larkspur.dev/spec/control/error.schema.json", 422: "https://larkspur.dev/spec/control/error.schema.json" } },
  { operationId: "getTriggerReceipt", method: "GET", path: "/v1/sessions/{sessionId}/triggers/{turnKey}", responses: { 200: "https://larkspur.dev/spec/control/trigger-receipt.schema.json", 401: "https://larkspur.dev/spec/control/error.schema.json", 404: "https://larkspur.dev/spec/control/error.schema.json" } },
  { operationId: "listTriggerReceipts", method: "GET", path: "/v1/sessions/{sessionId}/triggers", responses: { 200: "https://larkspur.dev/spec/control/trigger-receipt-list.schema.json", 401: "https://larkspur.dev/spec/control/error.schema.json", 404: "https://larkspur.dev/spec/control/error.schema.json" } },
  { operationId: "listTurns", method: "GET", path: "/v1/sessions/{sessionId}/turns", responses: { 200: "https://larkspur.dev/spec/control/turn-list.schema.json", 401: "https://larkspur.dev/spec/control/error.schema.json", 404: "https://larkspur.dev/spec/control/error.schema.json" } },
];

function routeFor(method: string, path: string): ControlRoute | undefined {
  const segments = path.split('?')[0]!.split('/');
  return CONTROL_ROUTES.find((r) => {
    const template = r.path.split('/');
    return (
      r.method === method &&
      template.length === segments.length &&
      template.every((t, i) => (t.startsWith('{') && segments[i] !== '') || t === segments[i])
    );
  });
}

/** The answer's text, refused once it grows past maxBytes: a server cannot make the caller hold more. */
async function readAtMost(res: Dispatcher.ResponseData, maxBytes: number, call: string): Promise<string> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of res.body as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    if (bytes > maxBytes) {
      const start = Buffer.concat(chunks).toString('utf8').slice(0, 400);
      throw new ControlProtocolError('CONTROL_BODY_TOO_LARGE', res.statusCode, start, `${call} answered more than ${maxBytes} bytes`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export class ControlClient {
  private readonly options: ControlClientOptions;

  constructor(options: ControlClientOptions) {
    this.options = options;
  }

  /** Bind an already-running host session to a conversation */
  bindAttachedSession(body: T.ControlAttachedBindRequest): Promise<ControlResponse<200, T.ControlAttachedSession> | ControlResponse<201, T.ControlAttachedSession> | ControlResponse<400, T.ControlError> | ControlResponse<401, T.ControlError> | ControlResponse<409, T.ControlError> | ControlResponse<422, T.ControlError>> {
    return this.call("POST", `/v1/attached`, { 200: "https://larkspur.dev/spec/control/attached-session.schema.json", 201: "https://larkspur.dev/spec/control/attached-session.schema.json", 400: "https://larkspur.dev/spec/control/error.schema.json", 401: "https://larkspur.dev/spec/control/error.schema.json", 409: "https://larkspur.dev/spec/control/error.schema.json", 422: "https://larkspur.dev/spec/control/error.schema.json" }, body, undefined) as Promise<ControlResponse<200, T.ControlAttachedSession> | ControlResponse<201, T.ControlAttachedSession> | ControlResponse<400, T.ControlError> | ControlResponse<401, T.ControlError> | ControlResponse<409, T.ControlError> | ControlResponse<422, T.ControlError>>;
  }

  /** Attached sessions, oldest first */
  listAttachedSessions(): Promise<ControlResponse<200, T.ControlAttachedSessionList> | ControlResponse<401, T.ControlError>> {
    return this.call("GET", `/v1/attached`, { 200: "https://larkspur.dev/spec/control/attached-session-list.schema.json", 401: "https://larkspur.dev/spec/control/error.schema.json" }, undefined, undefined) as Promise<ControlResponse<200, T.ControlAttachedSessionList> | ControlResponse<401, T.ControlError>>;
  }

  /** Claim the oldest queued input, waiting a bounded time */
  claimAttachedInput(sessionId: string, body: T.ControlAttachedClaimRequest): Promise<ControlResponse<200, T.ControlAttachedClaim> | ControlResponse<400, T.ControlError> | ControlResponse<401, T.ControlError> | ControlResponse<403, T.ControlError> | ControlResponse<404, T.ControlError> | ControlResponse<409, T.ControlError>> {
    return this.call("POST", `/v1/attached/${encodeURIComponent(sessionId)}/claim`, { 200: "https://larkspur.dev/spec/control/attached-claim.schema.json", 400: "https://larkspur.dev/spec/control/error.schema.json", 401: "https://larkspur.dev/spec/control/error.schema.json", 403: "https://larkspur.dev/spec/control/error.schema.json", 404: "https://larkspur.dev/spec/control/error.schema.json", 409: "https://larkspur.dev/spec/control/error.schema.json" }, body, undefined) as Promise<ControlResponse<200, T.ControlAttachedClaim> | ControlResponse<400, T.ControlError> | ControlResponse<401, T.ControlError> | ControlResponse<403, T.ControlError> | ControlResponse<404, T.ControlError> | ControlResponse<409, T.ControlError>>;
  }

  /** Write back the response of a claimed turn */
  completeAttachedTurn(sessionId: string, body: T.ControlAttachedCompleteRequest): Promise<ControlResponse<200, T.ControlAttachedCompletion> | ControlResponse<400, T.ControlError> | ControlResponse<401, T.ControlError> | ControlResponse<403, T.ControlError> | ControlResponse<404, T.ControlError> | ControlResponse<409, T.ControlError>> {
    return this.call("POST", `/v1/attached/${encodeURIComponent(sessionId)}/complete`, { 200: "https://larkspur.dev/spec/control/attached-completion.schema.json", 400: "https://larkspur.dev/spec/control/error.schema.json", 401: "https://larkspur.dev/spec/control/error.schema.json", 403: "https://larkspur.dev/spec/control/error.schema.json", 404: "https://larkspur.dev/spec/control/error.schema.json", 409: "https://larkspur.dev/spec/control/error.schema.json" }, body, undefined) as Promise<ControlResponse<200, T.ControlAttachedCompletion> | ControlResponse<400, T.ControlError> | ControlResponse<401, T.ControlError> | ControlResponse<403, T.ControlError> | ControlResponse<404, T.ControlError> | ControlResponse<409, T.ControlError>>;
  }

  /** Close an attached session */
  closeAttachedSession(sessionId: string, body: T.ControlAttachedCloseRequest): Promise<ControlResponse<200, T.ControlAttachedSession> | ControlResponse<400, T.ControlError> | ControlResponse<401, T.ControlError> | ControlResponse<403, T.ControlError> | ControlResponse<404, T.ControlError> | ControlResponse<409, T.ControlError>> {
    return this.call("POST", `/v1/attached/${encodeURIComponent(sessionId)}/close`, { 200: "https://larkspur.dev/spec/control/attached-session.schema.json", 400: "https://larkspur.dev/spec/control/error.schema.json", 401: "https://larkspur.dev/spec/control/error.schema.json", 403: "https://larkspur.dev/spec/control/error.schema.json", 404: "https://larkspur.dev/spec/control/error.schema.json", 409: "https://larkspur.dev/spec/control/error.schema.json" }, body, undefined) as Promise<ControlResponse<200, T.ControlAttachedSession> | ControlResponse<400, T.ControlError> | ControlResponse<401, T.ControlError> | ControlResponse<403, T.ControlError> | ControlResponse<404, T.ControlError> | ControlResponse<409, T.ControlError>>;
  }

  /** What is held in memory, and what waits in the inbox */
  getDispatch(): Promise<ControlResponse<200, T.ControlDispatch> | ControlResponse<401, T.ControlError>> {
    return this.call("GET", `/v1/dispatch`, { 200: "https://larkspur.dev/spec/control/dispatch.schema.json", 401: "https://larkspur.dev/spec/control/error.schema.json" }, undefined, undefined) as Promise<ControlResponse<200, T.ControlDispatch> | ControlResponse<401, T.ControlError>>;
  }

  /** Readiness, versions and declared capabilities */
  getReady(): Promise<ControlResponse<200, T.ControlReady> | ControlResponse<401, T.ControlError>> {
    return this.call("GET", `/v1/ready`, { 200: "https://larkspur.dev/spec/control/ready.schema.json", 401: "https://larkspur.dev/spec/control/error.schema.json" }, undefined, undefined) as Promise<ControlResponse<200, T.ControlReady> | ControlResponse<401, T.ControlError>>;
  }

  /** Send input to a session with a delivery mode */
  sendSessionInput(sessionId: string, body: T.ControlSessionInputRequest): Promise<ControlResponse<200, T.ControlSessionInput> | ControlResponse<400, T.ControlError> | ControlResponse<401, T.ControlError> | ControlResponse<404, T.ControlError> | ControlResponse<409, T.ControlError> | ControlResponse<422, T.ControlError>> {
    return this.call("POST", `/v1/sessions/${encodeURIComponent(sessionId)}/inputs`, { 200: "https://larkspur.dev/spec/control/session-input.schema.json", 400: "https://larkspur.dev/spec/control/error.schema.json", 401: "https://larkspur.dev/spec/control/error.schema.json", 404: "https://larkspur.dev/spec/control/error.schema.json", 409: "https://larkspur.dev/spec/control/error.schema.json", 422: "https://larkspur.dev/spec/control/error.schema.json" }, body, undefined) as Promise<ControlResponse<200, T.ControlSessionInput> | ControlResponse<400, T.ControlError> | ControlResponse<401, T.ControlError> | ControlResponse<404, T.ControlError> | ControlResponse<409, T.ControlError> | ControlResponse<422, T.ControlError>>;
  }

  /** Inputs sent to a session, oldest first */
  listSessionInputs(sessionId: string): Promise<ControlResponse<200, T.ControlSessionInputList> | ControlResponse<401, T.ControlError> | ControlResponse<404, T.ControlError>> {
    return this.call("GET", `/v1/sessions/${encodeURIComponent(sessionId)}/inputs`, { 200: "https://larkspur.dev/spec/control/session-input-list.schema.json", 401: "https://larkspur.dev/spec/control/error.schema.json", 404: "https://larkspur.dev/spec/control/error.schema.json" }, undefined, undefined) as Promise<ControlResponse<200, T.ControlSessionInputList> | ControlResponse<401, T.ControlError> | ControlResponse<404, T.ControlError>>;
  }

  /** Sessions, oldest first */
  listSessions(query: { chatId?: string } = {}): Promise<ControlResponse<200, T.ControlSessionList> | ControlResponse<401, T.ControlError>> {
    return this.call("GET", `/v1/sessions`, { 200: "https://larkspur.dev/spec/control/session-list.schema.json", 401: "https://larkspur.dev/spec/control/error.schema.json" }, undefined, query) as Promise<ControlResponse<200, T.ControlSessionList> | ControlResponse<401, T.ControlError>>;
  }

  /** Inbox state of one source */
  getSource(providerMessageId: string): Promise<ControlResponse<200, T.ControlSource> | ControlResponse<401, T.ControlError> | ControlResponse<404, T.ControlError>> {
    return this.call("GET", `/v1/sources/${encodeURIComponent(providerMessageId)}`, { 200: "https://larkspur.dev/spec/control/source.schema.json", 401: "https://larkspur.dev/spec/control/error.schema.json", 404: "https://larkspur.dev/spec/control/error.schema.json" }, undefined, undefined) as Promise<ControlResponse<200, T.ControlSource> | ControlResponse<401, T.ControlError> | ControlResponse<404, T.ControlError>>;
  }

  /** Stop one turn, with a readback receipt */
  stopTurn(turnId: string): Promise<ControlResponse<200, T.ControlStopReceipt> | ControlResponse<401, T.ControlError> | ControlResponse<404, T.ControlError>> {
    return this.call("POST", `/v1/turns/${encodeURIComponent(turnId)}/stop`, { 200: "https://larkspur.dev/spec/control/stop-receipt.schema.json", 401: "https://larkspur.dev/spec/control/error.schema.json", 404: "https://larkspur.dev/spec/control/error.schema.json" }, undefined, undefined) as Promise<ControlResponse<200, T.ControlStopReceipt> | ControlResponse<401, T.ControlError> | ControlResponse<404, T.ControlError>>;
  }

  /** Dispatch an instruction as a turn, once per turn key */
  triggerTurn(sessionId: string, body: T.ControlTriggerRequest): Promise<ControlResponse<200, T.ControlTriggerReceipt> | ControlResponse<201, T.ControlTriggerReceipt> | ControlResponse<400, T.ControlError> | ControlResponse<401, T.ControlError> | ControlResponse<404, T.ControlError> | ControlResponse<409, T.ControlError> | ControlResponse<422, T.ControlError>> {
    return this.call("POST", `/v1/sessions/${encodeURIComponent(sessionId)}/triggers`, { 200: "https://larkspur.dev/spec/control/trigger-receipt.schema.json", 201: "https://larkspur.dev/spec/control/trigger-receipt.schema.json", 400: "https://larkspur.dev/spec/control/error.schema.json", 401: "https://larkspur.dev/spec/control/error.schema.json", 404: "https://larkspur.dev/spec/control/error.schema.json", 409: "https://larkspur.dev/spec/control/error.schema.json", 422: "https://larkspur.dev/spec/control/error.schema.json" }, body, undefined) as Promise<ControlResponse<200, T.ControlTriggerReceipt> | ControlResponse<201, T.ControlTriggerReceipt> | ControlResponse<400, T.ControlError> | ControlResponse<401, T.ControlError> | ControlResponse<404, T.ControlError> | ControlResponse<409, T.ControlError> | ControlResponse<422, T.ControlError>>;
  }

  /** The receipt of one turn key */
  getTriggerReceipt(sessionId: string, turnKey: string): Promise<ControlResponse<200, T.ControlTriggerReceipt> | ControlResponse<401, T.ControlError> | ControlResponse<404, T.ControlError>> {
    return this.call("GET", `/v1/sessions/${encodeURIComponent(sessionId)}/triggers/${encodeURIComponent(turnKey)}`, { 200: "https://larkspur.dev/spec/control/trigger-receipt.schema.json", 401: "https://larkspur.dev/spec/control/error.schema.json", 404: "https://larkspur.dev/spec/control/error.schema.json" }, undefined, undefined) as Promise<ControlResponse<200, T.ControlTriggerReceipt> | ControlResponse<401, T.ControlError> | ControlResponse<404, T.ControlError>>;
  }

  /** Every trigger receipt of a session */
  listTriggerReceipts(sessionId: string): Promise<ControlResponse<200, T.ControlTriggerReceiptList> | ControlResponse<401, T.ControlError> | ControlResponse<404, T.ControlError>> {
    return this.call("GET", `/v1/sessions/${encodeURIComponent(sessionId)}/triggers`, { 200: "https://larkspur.dev/spec/control/trigger-receipt-list.schema.json", 401: "https://larkspur.dev/spec/control/error.schema.json", 404: "https://larkspur.dev/spec/control/error.schema.json" }, undefined, undefined) as Promise<ControlResponse<200, T.ControlTriggerReceiptList> | ControlResponse<401, T.ControlError> | ControlResponse<404, T.ControlError>>;
  }

  /** Turns of one session, in admission order */
  listTurns(sessionId: string): Promise<ControlResponse<200, T.ControlTurnList> | ControlResponse<401, T.ControlError> | ControlResponse<404, T.ControlError>> {
    return this.call("GET", `/v1/sessions/${encodeURIComponent(sessionId)}/turns`, { 200: "https://larkspur.dev/spec/control/turn-list.schema.json", 401: "https://larkspur.dev/spec/control/error.schema.json", 404: "https://larkspur.dev/spec/control/error.schema.json" }, undefined, undefined) as Promise<ControlResponse<200, T.ControlTurnList> | ControlResponse<401, T.ControlError> | ControlResponse<404, T.ControlError>>;
  }

  /** Any route of the contract by its concrete path, e.g. GET /v1/sessions/s1/turns. */
  route(method: string, path: string, body?: unknown): Promise<ControlResponse<number, unknown>> {
    const route = routeFor(method, path);
    if (!route) throw new TypeError(`${method} ${path} is not a route of the control contract`);
    const [pathname, search] = path.split('?');
    const query = Object.fromEntries(new URLSearchParams(search ?? ''));
    return this.call(method, pathname!, route.responses, body, query);
  }

  private async call(
    method: string,
    path: string,
    schemas: Record<number, string>,
    body: unknown,
    query: Record<string, string | number | undefined> | undefined,
  ): Promise<ControlResponse<number, unknown>> {
    const url = new URL(path, this.options.baseUrl);
    for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
    const timeout = this.options.timeoutMs ?? 5000;
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), timeout);
    let res: Dispatcher.ResponseData;
    let raw: string;
    try {
      res = await request(url, {
        method: method as Dispatcher.HttpMethod,
        headers: {
          authorization: `Bearer ${this.options.token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: deadline.signal,
        ...(this.options.dispatcher ? { dispatcher: this.options.dispatcher } : {}),
      });
      raw = await readAtMost(res, this.options.maxBodyBytes ?? 4 * 1024 * 1024, `${method} ${path}`);
    } catch (error) {
      if (deadline.signal.aborted) throw new ControlTimeoutError(method, path, timeout);
      throw error;
    } finally {
      clearTimeout(timer);
    }
    const schemaId = schemas[res.statusCode];
    if (schemaId === undefined) {
      throw new ControlProtocolError(
        'CONTROL_UNEXPECTED_STATUS',
        res.statusCode,
        raw,
        `${method} ${path} answered ${res.statusCode}, which the control contract does not allow`,
      );
    }
    try {
      return { status: res.statusCode, body: JSON.parse(raw) as unknown, schemaId };
    } catch {
      throw new ControlProtocolError('CONTROL_BODY_NOT_JSON', res.statusCode, raw, `${method} ${path} answered a body that is not JSON`);
    }
  }
}
