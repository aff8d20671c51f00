import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { ModelScript } from '../../../../generated/types/index.ts';
import { validateModelResponsesRequest } from '../../../../generated/validators/index.js';
import { ReleaseLatch } from '../host/release-latch.ts';
import { echoResponse, endsWithUserMessage } from './echo.ts';
import { ModelRecorder } from './recorder.ts';
import { errorBody, respond } from './respond.ts';
import { callMetadata, TurnBook } from './turn-book.ts';

export interface ModelDoubleOptions {
  script: ModelScript;
  /** Monotonic clock in ms for record times. */
  now?: () => number;
  /** A response reached a checkpoint step, in the model call of this Codex turn; it goes on once this settles. */
  onCheckpoint?: (key: string, call: { turnId?: string }) => Promise<void> | void;
  /** The place (1-based) of a Codex turn among the turns its host started, when the caller can tell. */
  turnNumber?: (turnId: string) => Promise<number | undefined>;
}

/** Codex sends the whole conversation each call; a megabyte-sized body is a mistake, not a turn. */
const MAX_BODY_BYTES = 16 * 1024 * 1024;

/**
 * The fake model service: the part of the OpenAI Responses API that Codex uses (POST /v1/responses,
 * answered with server-sent events), on 127.0.0.1, playing a model script per Codex turn. It records
 * every call with its request, and checks what Codex sends against spec/schemas/model.
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

  /** What a model provider's base_url points at. */
  get baseUrl(): string {
    return `http://127.0.0.1:${this.#port}/v1`;
  }

  /** Responses blocked on key go on; a later block on key passes at once. */
  release(key: string): void {
    this.#releases.release(key);
  }

  /**
   * A message on the model wire that broke spec/schemas/model: the double's own (a harness bug), or Codex's
   * (the spec misreads the pinned Codex). Never the implementation's fault.
   */
  fault(): string | undefined {
    const broken = this.recorder.records.find((r) => r.kind === 'violation');
    if (!broken) return undefined;
    const who =
      broken.by === 'double'
        ? 'the model double broke its contract'
        : 'Codex sent a model call that breaks spec/schemas/model';
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
    const path = new URL(req.url ?? '/', 'http://model.invalid').pathname;
    if (req.method !== 'POST' || path !== '/v1/responses') {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          errorBody(
            404,
            'not_found',
            `the model double serves POST /v1/responses only, not ${req.method} ${path}`,
          ),
        ),
      );
      return;
    }
    const body = await readJson(req);
    if (body === undefined) {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify(errorBody(400, 'invalid_json', 'the request body is not JSON')));
      return;
    }
    if (!validateModelResponsesRequest(body)) {
      const errors = (validateModelResponsesRequest.errors ?? []).map(
        (e) => `${e.instancePath || '/'} ${e.message}`,
      );
      this.recorder.add({ kind: 'violation', by: 'codex', errors });
    }
    const meta = callMetadata(req.headers['x-codex-turn-metadata']);
    const started =
      meta.turnId && this.#options.turnNumber ? await this.#options.turnNumber(meta.turnId) : undefined;
    const slot = this.#book.slot(meta, endsWithUserMessage(body), started);
    const gone = new AbortController();
    // The client closing before the answer ended (an interrupt) stops the script where it is.
    res.on('close', () => gone.abort());
    this.#answers += 1;
    const answer = await respond(slot.response ?? echoResponse(body), res, {
      releases: this.#releases,
      signal: AbortSignal.any([gone.signal, this.#stopped.signal]),
      checkpoint: (key) => this.#checkpoint(key, meta.turnId),
      broke: (errors) => this.recorder.add({ kind: 'violation', by: 'double', errors }),
      n: this.#answers,
    }).catch(() => 'client-gone' as const);
    this.recorder.add({
      kind: 'request',
      ...(meta.turnId ? { turnId: meta.turnId } : {}),
      ...(meta.requestKind ? { requestKind: meta.requestKind } : {}),
      ...(slot.turn !== undefined ? { turn: slot.turn } : {}),
      call: slot.call,
      body,
      answer,
    });
  }

  async #checkpoint(key: string, turnId: string | undefined): Promise<void> {
    this.recorder.add({ kind: 'checkpoint', checkpoint: key, ...(turnId ? { turnId } : {}) });
    await this.#options.onCheckpoint?.(key, turnId ? { turnId } : {});
  }
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
