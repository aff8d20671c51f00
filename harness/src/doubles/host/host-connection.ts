import type { LineChannel } from '../../../../runtime/src/json-rpc/line-channel.ts';
import type { CallRecord, HostRecorder } from './recorder.ts';
import { rpcErrors, type RpcError } from './rpc-errors.ts';
import type { Answer, AskedRequest } from './turn-run.ts';
import {
  CLIENT_NOTIFICATIONS,
  CLIENT_REQUESTS,
  SERVER_NOTIFICATIONS,
  SERVER_REQUESTS,
  schemaErrors,
  type SchemaName,
} from './wire-catalog.ts';
import {
  optsIntoExperimental,
  PINNED_CODEX,
  vendorNotificationErrors,
  vendorRequestErrors,
} from './vendor-catalog.ts';

/** What the host does with one request: answer it, refuse it, or leave it unanswered on purpose. */
export type Reply =
  | { result: unknown; after?: () => void }
  | { error: RpcError }
  | { unanswered: true; after?: () => void }
  /**
   * Taken only once `after` settles (at once when absent), then `delayMs` later: `then` decides the reply at
   * that moment, if the connection is still open.
   */
  | { delayMs: number; after?: Promise<void>; then: () => Reply };

export interface RequestHandler {
  (connection: HostConnection, method: string, params: unknown): Reply;
}

type Message = Record<string, unknown>;
type RequestId = string | number;

/**
 * One JSON-RPC connection of the host protocol: framing, the initialize handshake, schema checks with
 * blame (what the implementation sends vs. what the double sends), and the record of every line.
 */
export class HostConnection {
  readonly id: string;
  readonly #channel: LineChannel;
  readonly #recorder: HostRecorder;
  readonly #handle: RequestHandler;
  /** Every request the host made on this connection; a second answer to one is still recorded. */
  readonly #asked = new Map<RequestId, { method: string; params: unknown; askedAt: number }>();
  readonly #pending = new Map<RequestId, (answer: Answer) => void>();
  /** Requests the host withdrew unanswered (serverRequest/resolved without an answer). */
  readonly #withdrawn = new Set<RequestId>();
  #initialized = false;
  /** The client opted into Codex's experimental API at initialize: Codex then takes its experimental methods too. */
  #experimental = false;
  /** Set by mute(): the host sends nothing more here, as if the implementation had stopped hearing it. */
  #muted = false;
  #nextRequestId = 0;
  /** Notification methods the client opted out of at initialize; Codex then never sends them. */
  #optedOut = new Set<string>();

  /** The instance of the implementation this connection belongs to, when the run has several. */
  readonly instance: number | undefined;

  constructor(
    id: string,
    channel: LineChannel,
    recorder: HostRecorder,
    handle: RequestHandler,
    instance?: number,
  ) {
    this.instance = instance;
    this.id = id;
    this.#channel = channel;
    this.#recorder = recorder;
    this.#handle = handle;
    channel.onLine = (line) => this.#receive(line);
    channel.onOverflow = (bytes) =>
      this.#blame('implementation', `(${bytes} bytes)`, [
        `a line of more than ${bytes - 1} bytes without a newline; the connection is closed`,
      ]);
  }

  get open(): boolean {
    return !this.#channel.closed;
  }

  onClose(handler: () => void): void {
    this.#channel.onClose(handler);
  }

  close(): void {
    this.#channel.close();
  }

  /** From now on nothing the host says reaches this connection: no notification, request or answer. */
  mute(): void {
    this.#muted = true;
  }

  notify(method: string, params: unknown): void {
    if (this.#optedOut.has(method)) return;
    const schema = SERVER_NOTIFICATIONS[method];
    this.#send({ method, params }, schema ?? unknownSchema(method));
  }

  /**
   * A request of the host; answer never settles if the connection closes first. withdraw: the host gave the
   * request up unanswered (the turn ended first): an answer after it is recorded as withdrawn.
   */
  ask(method: string, params: unknown): AskedRequest {
    const requestId = this.#nextRequestId++;
    this.#asked.set(requestId, { method, params, askedAt: this.#recorder.elapsed() });
    const answer = new Promise<Answer>((settle) => this.#pending.set(requestId, settle));
    this.#send({ id: requestId, method, params }, SERVER_REQUESTS[method]?.request ?? unknownSchema(method));
    const withdraw = () => {
      if (this.#pending.delete(requestId)) this.#withdrawn.add(requestId);
    };
    return { requestId, answer, withdraw };
  }

  #receive(line: string): void {
    let message: unknown;
    try {
      message = JSON.parse(line);
    } catch {
      this.#recorder.add({ kind: 'rpc', direction: 'in', connectionId: this.id, message: line });
      // Codex answers nothing to a line it cannot parse.
      this.#blame('implementation', line, ['not JSON']);
      return;
    }
    this.#recorder.add({ kind: 'rpc', direction: 'in', connectionId: this.id, message });
    if (!isObject(message)) {
      this.#blame('implementation', message, ['not a JSON-RPC object']);
      return;
    }
    if ('id' in message && !isRequestId(message.id)) {
      // Codex 0.171.0 cannot read such a line as a message and answers nothing, as to a line that is not JSON.
      this.#blame('implementation', message, [
        `id ${typeof message.id === 'number' ? String(message.id) : JSON.stringify(message.id)} is neither a string nor an integer`,
      ]);
      return;
    }
    if (typeof message.method === 'string') {
      if ('id' in message) this.#request(message, message.method);
      else this.#notification(message, message.method);
    } else if ('id' in message && ('result' in message || 'error' in message)) {
      this.#answer(message);
    } else {
      this.#blame('implementation', message, ['neither a request, a notification nor a response']);
    }
  }

  #request(message: Message, method: string): void {
    const id = message.id as RequestId;
    const schemas = CLIENT_REQUESTS[method];
    if (!schemas) return this.#beyondSubset(id, method, message);
    const errors = this.#checkRequest(schemas.request, method, message);
    let reply: Reply;
    if (errors.length > 0) reply = { error: rpcErrors.invalidParams(method, errors) };
    else if (method === 'initialize' && this.#initialized) reply = { error: rpcErrors.alreadyInitialized() };
    else if (method !== 'initialize' && !this.#initialized) reply = { error: rpcErrors.notInitialized() };
    else {
      if (method === 'initialize') {
        this.#initialized = true;
        this.#experimental = optsIntoExperimental(message.params);
        const optOut = (
          message.params as { capabilities?: { optOutNotificationMethods?: string[] | null } | null }
        ).capabilities?.optOutNotificationMethods;
        this.#optedOut = new Set(optOut ?? []);
      }
      reply = this.#handle(this, method, message.params);
    }
    this.#reply(id, method, message.params, reply, schemas.response);
  }

  /**
   * A request outside the subset the kit plays: blamed only when the pinned Codex's own schema refuses it
   * (no such method, or params it would not take). One Codex accepts is answered by the double's handler
   * (thread/name/set) or refused as a call the double does not play — never the implementation's fault.
   */
  #beyondSubset(id: RequestId, method: string, message: Message): void {
    const errors = vendorRequestErrors(method, message, this.#experimental);
    let reply: Reply;
    if (errors === undefined) {
      this.#blame('implementation', message, [`${method} is not a method of Codex ${PINNED_CODEX}`]);
      reply = { error: rpcErrors.unknownMethod(method) };
    } else if (errors.length > 0) {
      this.#blame(
        'implementation',
        message,
        errors.map((e) => `Codex ${PINNED_CODEX} ${method}: ${e}`),
      );
      reply = { error: rpcErrors.invalidParams(method, errors) };
    } else if (!this.#initialized) reply = { error: rpcErrors.notInitialized() };
    else reply = this.#handle(this, method, message.params);
    this.#reply(id, method, message.params, reply, null);
  }

  #instanceField(): { instance?: number } {
    return this.instance === undefined ? {} : { instance: this.instance };
  }

  /** `responseSchema` null: a method beyond the subset, whose answer the kit's schemas do not describe. */
  #reply(
    id: RequestId,
    method: string,
    params: unknown,
    reply: Reply,
    responseSchema: SchemaName | null,
    held?: CallRecord,
  ): void {
    if ('delayMs' in reply) {
      // A call the host holds is recorded as the bridge made it, its answer filled in once sent: a scenario
      // waits on the call itself, not on the host's answer (host/stop-before-late-start sends its /stop once
      // the turn was asked for, however slowly the bridge got there).
      const call = this.#recorder.add({
        kind: 'call',
        connectionId: this.id,
        ...this.#instanceField(),
        method,
        params,
      }) as CallRecord;
      const later = () =>
        setTimeout(() => {
          if (this.open) this.#reply(id, method, params, reply.then(), responseSchema, call);
        }, reply.delayMs);
      // `after` rejects only when the double stops: nothing is answered then.
      if (reply.after) reply.after.then(later, () => undefined);
      else later();
      return;
    }
    const record = (answer: { result: unknown } | { error: unknown } | object) => {
      if (held) Object.assign(held, answer);
      else
        this.#recorder.add({
          kind: 'call',
          connectionId: this.id,
          ...this.#instanceField(),
          method,
          params,
          ...answer,
        });
    };
    if ('result' in reply) {
      this.#send({ id, result: reply.result }, responseSchema);
      record({ result: reply.result });
    } else if ('error' in reply) {
      this.#send({ id, error: reply.error }, 'HostErrorResponse');
      record({ error: reply.error });
    } else {
      record({});
    }
    if ('after' in reply) reply.after?.();
  }

  #notification(message: Message, method: string): void {
    const schema = CLIENT_NOTIFICATIONS[method];
    if (schema) {
      this.#check(schema, message);
      return;
    }
    const errors = vendorNotificationErrors(method, message, this.#experimental);
    if (errors === undefined)
      this.#blame('implementation', message, [`notification ${method} is not one of Codex ${PINNED_CODEX}`]);
    else if (errors.length > 0)
      this.#blame(
        'implementation',
        message,
        errors.map((e) => `Codex ${PINNED_CODEX} ${method}: ${e}`),
      );
  }

  #answer(message: Message): void {
    const id = message.id as RequestId;
    const asked = this.#asked.get(id);
    if (!asked) {
      this.#blame('implementation', message, [`answers no request of the host (id ${JSON.stringify(id)})`]);
      return;
    }
    const settle = this.#pending.get(id);
    this.#pending.delete(id);
    const withdrawn = this.#withdrawn.delete(id);
    const schema = 'error' in message ? 'HostErrorResponse' : SERVER_REQUESTS[asked.method]!.response;
    const errors = this.#check(schema, message);
    // An answer that breaks the contract counts as a refusal: the host cannot act on it.
    const answer: Answer =
      'error' in message || errors.length > 0
        ? { error: message.error ?? errors }
        : { result: message.result };
    const { method, params, askedAt } = asked;
    this.#recorder.add({
      kind: 'answer',
      connectionId: this.id,
      method,
      params,
      ...answer,
      afterMs: this.#recorder.elapsed() - askedAt,
      ...(withdrawn ? { withdrawn: true } : {}),
    });
    if (settle) settle(answer);
    else if (!withdrawn)
      this.#blame('implementation', message, [
        `answers request ${JSON.stringify(id)} of the host a second time`,
      ]);
  }

  /**
   * A request of the subset: held to the kit's schema, and where that refuses it (a field the subset does not
   * describe), to the pinned Codex's own — what Codex takes is never the implementation's fault; the double
   * plays the part it knows.
   */
  #checkRequest(schema: SchemaName, method: string, message: unknown): string[] {
    if (schemaErrors(schema, message).length === 0) return [];
    if (vendorRequestErrors(method, message, this.#experimental)?.length === 0) return [];
    return this.#check(schema, message);
  }

  /** Checks a message of the implementation; records a violation when it breaks the contract. */
  #check(schema: SchemaName, message: unknown): string[] {
    const errors = schemaErrors(schema, message);
    if (errors.length > 0)
      this.#blame(
        'implementation',
        message,
        errors.map((e) => `${schema}: ${e}`),
      );
    return errors;
  }

  #send(message: Message, schema: SchemaName | null): void {
    if (!this.open || this.#muted) return;
    const errors = schema === null ? [] : schemaErrors(schema, message);
    if (errors.length > 0)
      this.#blame(
        'double',
        message,
        errors.map((e) => `${schema}: ${e}`),
      );
    this.#recorder.add({ kind: 'rpc', direction: 'out', connectionId: this.id, message });
    this.#channel.send(JSON.stringify(message));
  }

  #blame(by: 'implementation' | 'double', message: unknown, errors: string[]): void {
    this.#recorder.add({ kind: 'violation', by, connectionId: this.id, message, errors });
  }
}

/** spec/schemas/host/request-id: a string or an integer (1.5, true, {}, [1] and 1e400, read as Infinity, are not). */
function isRequestId(value: unknown): value is RequestId {
  return typeof value === 'string' || Number.isInteger(value);
}

function isObject(value: unknown): value is Message {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The double sending a method it has no schema for is a bug in the double, not in the implementation. */
function unknownSchema(method: string): never {
  throw new Error(`host double: no schema for ${method}`);
}
