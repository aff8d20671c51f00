import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { ProviderDoubleInfo, ProviderWsClientConfig } from '../../../../generated/types/index.ts';
import { authRoutes } from './api/auth-routes.ts';
import type { ApiContext } from './api/context.ts';
import { messageRoutes } from './api/message-routes.ts';
import { handleOpenApi } from './api/pipeline.ts';
import type { Route } from './api/route.ts';
import { TokenBook } from './api/tokens.ts';
import { Delivery } from './delivery.ts';
import { BadInjectionError, BadOptionError, DoubleAlreadyStartedError, DoubleNotStartedError } from './errors.ts';
import { DoubleHttpServer, writeJson } from './http-server.ts';
import { generateApp, IdFactory } from './ids.ts';
import { inboundMessage, type InjectMessage, type Injected } from './inbound-message.ts';
import { ProviderRecorder } from './recorder.ts';
import { handleSideChannel, SIDE_CHANNEL_PREFIX, type SideChannelTarget } from './side-channel.ts';
import { MessageStore, type StoredMessage } from './store.ts';
import { violations } from './wire-schemas.ts';
import { Gateway } from './ws/gateway.ts';

export interface ProviderDoubleOptions {
  /** Default: a generated `cli_` + 16 hex and a random secret. */
  appId?: string;
  appSecret?: string;
  /** No acknowledgement with code 200 within this many ms: the event is pushed again. Default 3000. */
  ackDeadlineMs?: number;
  /** Waits after each missed deadline before the next push; its length bounds the redeliveries. */
  redeliveryScheduleMs?: number[];
  /** In seconds, as Lark sends them; tests shrink them. */
  clientConfig?: Partial<ProviderWsClientConfig>;
  /** Monotonic ms clock. Default performance.now. */
  now?: () => number;
  /** Wall-clock ms for create_time. Default Date.now. */
  wallClock?: () => number;
  /** Picks one of several ready clients for each event. Default Math.random. */
  random?: () => number;
  /** Seeds fresh ids (messages, events), for a replayable run. Default random. */
  seed?: string;
  botName?: string;
  /** The verification token put in event headers. Default random. */
  verificationToken?: string;
  /** Tenant token lifetime in seconds. Default 7200. */
  tokenTtlSeconds?: number;
}

export const DEFAULT_CLIENT_CONFIG: ProviderWsClientConfig = {
  PingInterval: 120,
  ReconnectCount: -1,
  ReconnectInterval: 120,
  ReconnectNonce: 30,
};
export const DEFAULT_ACK_DEADLINE_MS = 3000;
/** Lark's schedule is undocumented for the long connection; three quick redeliveries. */
export const DEFAULT_REDELIVERY_SCHEDULE_MS = [0, 1000, 5000];

/**
 * A fake Lark Open Platform on loopback, close enough to the real wire that the official SDK works
 * against it unchanged: tenant token, long-connection discovery and protobuf frames with
 * acknowledgement tracking and redelivery, and the IM message calls. It records every exchange; the
 * side channel under /__double/ drives it by hand.
 */
export class ProviderDouble implements SideChannelTarget {
  readonly app: { appId: string; appSecret: string };
  readonly bot: { openId: string; name: string };
  readonly recorder: ProviderRecorder;
  private readonly ids: IdFactory;
  private readonly store = new MessageStore();
  private readonly tokens: TokenBook;
  private readonly gateway: Gateway;
  private readonly delivery: Delivery;
  private readonly http: DoubleHttpServer;
  private readonly context: ApiContext;
  private readonly verificationToken: string;
  private port: number | undefined;
  private running = false;

  constructor(options: ProviderDoubleOptions = {}) {
    const generated = generateApp();
    this.app = { appId: options.appId ?? generated.appId, appSecret: options.appSecret ?? generated.appSecret };
    if (!/^cli_[0-9a-fA-F]{16}$/.test(this.app.appId)) {
      throw new BadOptionError(`appId ${this.app.appId} is not cli_ and 16 hex digits; the SDK WSClient would refuse it`);
    }
    const now = options.now ?? (() => performance.now());
    const startedAt = now();
    const clientConfig = { ...DEFAULT_CLIENT_CONFIG, ...options.clientConfig };
    this.recorder = new ProviderRecorder(() => now() - startedAt);
    this.ids = new IdFactory(this.app.appId, options.seed);
    const botName = options.botName ?? 'Larkspur Bot';
    const botIds = { ...this.ids.user(`bot:${botName}`), user_id: '' };
    this.bot = { openId: botIds.open_id, name: botName };
    this.verificationToken = options.verificationToken ?? randomBytes(12).toString('hex');
    this.tokens = new TokenBook(this.ids, now, options.tokenTtlSeconds ?? 7200);
    this.delivery = new Delivery({
      recorder: this.recorder,
      ids: this.ids,
      now,
      random: options.random ?? Math.random,
      ackDeadlineMs: options.ackDeadlineMs ?? DEFAULT_ACK_DEADLINE_MS,
      redeliveryScheduleMs: options.redeliveryScheduleMs ?? DEFAULT_REDELIVERY_SCHEDULE_MS,
      readyConnections: () => this.gateway.ready(),
    });
    this.gateway = new Gateway({
      recorder: this.recorder,
      ids: this.ids,
      clientConfig: () => clientConfig,
      onReady: () => this.delivery.flush(),
      onAck: (connection, frame, headers) => this.delivery.acknowledge(connection, frame, headers),
    });
    this.context = {
      app: this.app,
      bot: { ...this.bot, ids: botIds },
      ids: this.ids,
      store: this.store,
      tokens: this.tokens,
      gateway: this.gateway,
      clientConfig: () => clientConfig,
      baseUrl: () => this.url,
      now,
      wallClock: options.wallClock ?? Date.now,
    };
    const routes = [...authRoutes(this.context), ...messageRoutes(this.context)];
    this.http = new DoubleHttpServer({
      request: (request, body, response) => this.serve(request, body, response, routes),
      upgrade: (request, socket, head) => this.gateway.handleUpgrade(request, socket, head),
      crash: (error) => this.recorder.add({ kind: 'harness-error', message: `the double failed on a request: ${String(error)}` }),
    });
  }

  /** The domain to give an implementation: http://127.0.0.1:PORT. */
  get url(): string {
    if (this.port === undefined) throw new DoubleNotStartedError();
    return `http://127.0.0.1:${this.port}`;
  }

  async start(port = 0): Promise<void> {
    if (this.running) throw new DoubleAlreadyStartedError();
    this.port = await this.http.listen(port);
    this.running = true;
  }

  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    this.delivery.stop();
    await this.gateway.stop();
    await this.http.close();
  }

  /** Pushes im.message.receive_v1 to one connected client (held until one has pinged). */
  sendMessage(input: InjectMessage): Injected {
    const found = violations('ProviderDoubleInjectMessage', input);
    if (found.length > 0) throw new BadInjectionError(found.map((v) => `${v.field}: ${v.description}`).join('; '));
    const inbound = inboundMessage(input, {
      ids: this.ids,
      store: this.store,
      appId: this.app.appId,
      verificationToken: this.verificationToken,
      bot: this.context.bot,
      wallClock: this.context.wallClock,
    });
    this.delivery.push(inbound.envelope, inbound.injected.messageId, input.parts === undefined ? {} : { parts: input.parts });
    return inbound.injected;
  }

  /** Pushes a delivered event again, as Lark does after reconnects; newEventId makes it a fresh event. */
  redeliver(ref: { messageId: string } | { eventId: string }, options: { newEventId?: boolean } = {}): Injected {
    const envelope = this.delivery.redeliver(ref, options);
    const event = envelope.event as { message?: { message_id: string; chat_id: string; thread_id?: string; create_time: string } };
    const message = event.message;
    if (!message) throw new BadInjectionError(`event ${envelope.header.event_id} is not a message event`);
    return {
      eventId: envelope.header.event_id,
      messageId: message.message_id,
      chatId: message.chat_id,
      createTime: message.create_time,
      ...(message.thread_id ? { threadId: message.thread_id } : {}),
    };
  }

  message(id: string): StoredMessage | undefined {
    return this.store.get(id);
  }

  messages(): StoredMessage[] {
    return this.store.all();
  }

  /** Open long connections that have pinged at least once. */
  connectedClients(): number {
    return this.gateway.ready().length;
  }

  info(): ProviderDoubleInfo {
    return { url: this.url, appId: this.app.appId, appSecret: this.app.appSecret, bot: this.bot, connectedClients: this.connectedClients() };
  }

  private serve(request: IncomingMessage, body: Buffer, response: ServerResponse, routes: readonly Route[]): void {
    const url = new URL(request.url ?? '/', this.url);
    const method = request.method ?? 'GET';
    if (url.pathname.startsWith(SIDE_CHANNEL_PREFIX)) {
      const answer = handleSideChannel(this, method, url, body);
      return writeJson(response, answer.status, answer.body);
    }
    const { answer, record } = handleOpenApi(
      { method, url, headers: request.headers, body },
      { routes, tokens: this.tokens, ids: this.ids, recorder: this.recorder },
    );
    this.recorder.add(record);
    writeJson(response, answer.status, answer.body, { 'x-tt-logid': this.ids.logId() });
  }
}
