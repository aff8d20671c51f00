import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { ModelScript } from '../../../../generated/types/index.ts';
import { SCHEMA_IDS } from '../../../../generated/spec.ts';
import { validatorsById } from '../../../../generated/validators/index.js';
import { ReleaseLatch } from '../host/release-latch.ts';
import { ModelRecorder } from './recorder.ts';
import { respond, type Answered } from './respond.ts';
import { sendJson } from './speaker.ts';
import { callMetadata, TurnBook, type CallFacts, type CallSlot } from './turn-book.ts';
import { chatWire } from './wires/chat.ts';
import { messagesWire } from './wires/messages.ts';
import { openAiErrorBody, responsesWire } from './wires/responses.ts';
import type { Wire } from './wires/wire.ts';

/** A model call as the double took it: what the host layer of a run that cannot see the agent's protocol reads. */
export interface ModelCall {
  api: Wire['api'];
  facts: CallFacts;
  slot: CallSlot;
}

export interface ModelDoubleOptions {
  script: ModelScript;
  /** Monotonic clock in ms for record times. */
  now?: () => number;
  /** A response reached a checkpoint step, in the model call of this Codex turn; it goes on once this settles. */
  onCheckpoint?: (key: string, call: { turnId?: string }) => Promise<void> | void;
  /**
   * The place (1-based) of the turn a call begins among the turns its host started, when the caller can tell
   * (Codex's turn id; the kit claude the call came from); undefined: the order in which turns call the model.
   */
  turnNumber?: (facts: CallFacts) => Promise<number | undefined>;
  /** A model call begins (after its turn is known), and how it was answered. */
  onCall?: (call: ModelCall) => void;
  onAnswer?: (call: ModelCall, answered: Answered) => void;
  /**
   * Who sends what the double serves, for a request that breaks its schema. host (default): an agent the kit
   * runs — the spec misreads it, a fault of the kit. implementation: a bridge that calls the API itself — the
   * double answers 400 as the API would.
   */
  client?: 'host' | 'implementation';
}

/** The agents send the whole conversation each call; a body larger than this is a mistake, not a turn. */
const MAX_BODY_BYTES = 16 * 1024 * 1024;

const ROUTES: Record<string, Wire | 'count-tokens'> = {
  '/v1/responses': responsesWire,
  '/v1/chat/completions': chatWire,
  '/v1/messages': messagesWire,
  '/v1/messages/count_tokens': 'count-tokens',
};

/** A kit claude reaches the double under /c/<client>: which claude made a call, without looking at its body. */
const CLIENT_PREFIX = /^\/c\/([A-Za-z0-9_-]+)(\/.*)$/;

/**
 * The fake model service on 127.0.0.1: the parts of the OpenAI Responses API (as Codex uses it), the OpenAI
 * Chat Completions API and the Anthropic Messages API (as Claude Code and the official SDKs use them), each
 * streamed or not, playing a model script per turn. It records every call with its request, and checks what
 * it is sent and what it sends against spec/schemas/model.
 */
export class ModelDouble {
  readonly recorder: ModelRecorder;
  readonly #options: ModelDoubleOptions;
  readonly #book: TurnBook;
  readonly #releases = new ReleaseLatch();
  readonly #stopped = new AbortController();
  readonly #sockets = new Set<Socket>();
  #server: Server | undefined;
  #port = 0;
  #answers = 0;

  constructor(options: ModelDoubleOptions) {
    this.#options = options;
    this.recorder = new ModelRecorder(options.now ?? (() => performance.now()));
    this.#book = new TurnBook(options.script);
  }

  /** Listens on 127.0.0.1: `port` 0 (the default) takes a free one. */
  async start(port = 0): Promise<void> {
    const server = createServer((req, res) => void this.#handle(req, res));
    server.on('connection', (socket) => {
      this.#sockets.add(socket);
      socket.on('close', () => this.#sockets.delete(socket));
    });
    // A client that breaks HTTP, or goes mid-request, costs its own socket only.
    server.on('clientError', (_error, socket) => socket.destroy());
    this.#server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    const address = server.address();
    this.#port = typeof address === 'object' && address ? address.port : 0;
  }

  /** The OpenAI base URL (OPENAI_BASE_URL, a Codex model provider's base_url): http://127.0.0.1:PORT/v1. */
  get baseUrl(): string {
    return `${this.origin}/v1`;
  }

  /** The Anthropic base URL (ANTHROPIC_BASE_URL): http://127.0.0.1:PORT. */
  get origin(): string {
    return `http://127.0.0.1:${this.#port}`;
  }

  /** The Anthropic base URL for one kit claude: its calls are known to be its own. */
  clientOrigin(client: string): string {
    return `${this.origin}/c/${client}`;
  }

  /** Responses blocked on key go on; a later block on key passes at once. */
  release(key: string): void {
    this.#releases.release(key);
  }

  /**
   * A message on the model wire that broke spec/schemas/model: the double's own (a harness bug), or an agent's
   * the kit runs (the spec misreads it). Never the implementation's fault.
   */
  fault(): string | undefined {
    const broken = this.recorder.records.find(
      (r) => r.kind === 'violation' && (r.by === 'double' || r.by === 'host'),
    );
    if (!broken) return undefined;
    const who =
      broken.by === 'double'
        ? 'the model double broke its contract'
        : 'the agent sent a model call that breaks spec/schemas/model';
    return `${who}: ${(broken.errors ?? []).join('; ')}`;
  }

  async stop(): Promise<void> {
    this.#stopped.abort();
    for (const socket of this.#sockets) socket.destroy();
    const server = this.#server;
    this.#server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    req.on('error', () => res.destroy());
    res.on('error', () => {});
    const out = { res, broke: (errors: string[]) => this.#broke(errors) };
    let path = new URL(req.url ?? '/', 'http://model.invalid').pathname;
    const prefixed = CLIENT_PREFIX.exec(path);
    const client = prefixed?.[1];
    if (prefixed) path = prefixed[2]!;
    const route = req.method === 'POST' ? ROUTES[path] : undefined;
    if (route === undefined) {
      return sendJson(
        out,
        404,
        SCHEMA_IDS.ModelErrorBody,
        openAiErrorBody(
          404,
          'not_found',
          `the model double serves POST ${Object.keys(ROUTES).join(', ')} only, not ${req.method} ${path}`,
        ),
      );
    }
    const body = await readJson(req);
    const wire = route === 'count-tokens' ? messagesWire : route;
    if (body === undefined)
      return wire.error(out, 400, 'invalid_request_error', 'the request body is not JSON');
    const schema = route === 'count-tokens' ? SCHEMA_IDS.ModelCountTokensRequest : wire.requestSchema;
    const errors = schemaErrors(schema, body);
    if (errors.length > 0) {
      const by = this.#options.client ?? 'host';
      this.recorder.add({ kind: 'violation', by, errors });
      if (by === 'implementation') return wire.error(out, 400, 'invalid_request_error', errors.join('; '));
    }
    if (route === 'count-tokens') {
      this.recorder.add({ kind: 'request', api: 'count-tokens', ...(client ? { client } : {}), body });
      return sendJson(out, 200, SCHEMA_IDS.ModelCountTokens, {
        input_tokens: Math.ceil(JSON.stringify(body).length / 4),
      });
    }
    const view = wire.view(body);
    const session = req.headers['x-claude-code-session-id'];
    const facts: CallFacts = {
      ...callMetadata(req.headers['x-codex-turn-metadata']),
      ...(client ? { client } : {}),
      ...(typeof session === 'string' && session !== '' ? { session } : {}),
      view,
    };
    const started =
      this.#options.turnNumber && this.#book.find(facts) === undefined
        ? await this.#options.turnNumber(facts)
        : undefined;
    const slot = this.#book.slot(facts, started);
    const call: ModelCall = { api: wire.api, facts, slot };
    this.#options.onCall?.(call);
    const gone = new AbortController();
    // The client closing before the answer ended (an interrupt) stops the script where it is.
    res.on('close', () => gone.abort());
    this.#answers += 1;
    const answered = await respond(
      slot.response ?? { output: [view.input.join('\n')] },
      wire,
      { view, body },
      res,
      {
        releases: this.#releases,
        signal: AbortSignal.any([gone.signal, this.#stopped.signal]),
        checkpoint: (key) => this.#checkpoint(key, facts.turnId),
        broke: out.broke,
        n: this.#answers,
        issued: (id) => slot.key !== undefined && this.#book.issued(slot.key, id),
      },
    ).catch(() => ({ answer: 'client-gone' as const, text: '' }));
    if (slot.key !== undefined) this.#book.answered(slot.key, facts, answered);
    this.#options.onAnswer?.(call, answered);
    const retry = Number(req.headers['x-stainless-retry-count']);
    const userAgent = req.headers['user-agent'];
    this.recorder.add({
      kind: 'request',
      api: wire.api,
      stream: view.stream,
      ...(facts.turnId ? { turnId: facts.turnId } : {}),
      ...(facts.requestKind ? { requestKind: facts.requestKind } : {}),
      ...(client ? { client } : {}),
      session: slot.session,
      ...(typeof userAgent === 'string' ? { userAgent } : {}),
      ...(Number.isInteger(retry) && retry > 0 ? { retry } : {}),
      ...(slot.turn !== undefined ? { turn: slot.turn } : {}),
      call: slot.call,
      body,
      answer: answered.answer,
    });
  }

  /** The user agents of the model calls answered so far: which agents and SDKs called, with their versions. */
  agents(): string[] {
    return [
      ...new Set(
        this.recorder.records.flatMap((r) => (r.kind === 'request' && r.userAgent ? [r.userAgent] : [])),
      ),
    ];
  }

  #broke(errors: string[]): void {
    this.recorder.add({ kind: 'violation', by: 'double', errors });
  }

  async #checkpoint(key: string, turnId: string | undefined): Promise<void> {
    this.recorder.add({ kind: 'checkpoint', checkpoint: key, ...(turnId ? { turnId } : {}) });
    await this.#options.onCheckpoint?.(key, turnId ? { turnId } : {});
  }
}

function schemaErrors(schemaId: string, body: unknown): string[] {
  const validate = validatorsById[schemaId]!;
  if (validate(body)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`);
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}
