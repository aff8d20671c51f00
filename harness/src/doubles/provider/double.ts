import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type {
  ProviderDoubleInfo,
  ProviderDoubleUserTokenIssued,
  ProviderWsClientConfig,
} from '../../../../generated/types/index.ts';
import { authRoutes } from './api/auth-routes.ts';
import { botRoutes } from './api/bot-routes.ts';
import { chatRoutes } from './api/chat-routes.ts';
import { directoryRoutes } from './api/directory-routes.ts';
import { cardRoutes } from './api/card-routes.ts';
import type { ApiContext } from './api/context.ts';
import { faultyCall } from './api/http-faults.ts';
import { messageListRoute } from './api/message-list-route.ts';
import { messageRoutes } from './api/message-routes.ts';
import { reactionRoutes } from './api/reaction-routes.ts';
import { resourceRoutes, type Resource } from './api/resource-routes.ts';
import { matchRoute, type Route } from './api/route.ts';
import { TokenBook } from './api/tokens.ts';
import { cardActionEvent, chosenButton, type ButtonChoice, type CardAction } from './card-action.ts';
import { cardButtons } from './card-buttons.ts';
import { Delivery } from './delivery.ts';
import {
  BadInjectionError,
  BadOptionError,
  DoubleAlreadyStartedError,
  DoubleNotStartedError,
} from './errors.ts';
import { FaultBook, type HttpFault, type PushFault } from './fault-book.ts';
import { DoubleHttpServer, writeJson } from './http-server.ts';
import { BODY_INCOMPLETE, BODY_TOO_LARGE } from './lark-codes.ts';
import { describeProblem, type BodyProblem } from './read-body.ts';
import { generateApp, IdFactory } from './ids.ts';
import { inboundMessage, type InboundContext, type InjectMessage, type Injected } from './inbound-message.ts';
import { jsonKind, malformedInput } from './malformed-feed.ts';
import { ProviderRecorder } from './recorder.ts';
import { handleSideChannel } from './side-channel.ts';
import { MessageStore, setContent, type StoredMessage } from './store.ts';
import { Timers } from './timers.ts';
import { WebhookTransport, type WebhookTarget } from './webhook/webhook-transport.ts';
import { violations, type WireSchema } from './wire-schemas.ts';
import { Gateway } from './ws/gateway.ts';
import { WsTransport } from './ws/ws-transport.ts';

/** How long a cut transfer stalls after its first half before the connection closes. */
const CUT_AFTER_MS = 1000;

export interface ProviderDoubleOptions {
  /** Default: a generated `cli_` + 16 hex and a random secret. */
  appId?: string;
  appSecret?: string;
  /** No acknowledgement with code 200 (or webhook answer 200) within this many ms: pushed again. Default 3000. */
  ackDeadlineMs?: number;
  /** Long connection: waits after each missed deadline before the next push; its length bounds them. */
  redeliveryScheduleMs?: number[];
  /** Webhook: the same, for Lark's 15 s, 5 min, 1 h, 6 h. Default those divided by 100. */
  webhookRetryScheduleMs?: number[];
  /** In seconds, as Lark sends them; tests shrink them. */
  clientConfig?: Partial<ProviderWsClientConfig>;
  /** Close every long connection this often, as Lark does every few minutes. Default never. */
  dropConnectionsEveryMs?: number;
  /** Monotonic ms clock. Default performance.now. */
  now?: () => number;
  /** Wall-clock ms for create_time, signatures and the 14-day edit window. Default Date.now. */
  wallClock?: () => number;
  /** Picks one of several ready clients for each event. Default Math.random. */
  random?: () => number;
  /** How events are spread over several ready clients: at random (default) or each client in turn. */
  spread?: 'random' | 'round-robin';
  /** Seeds fresh ids (messages, events), for a replayable run. Default random. */
  seed?: string;
  botName?: string;
  /** The verification token put in events. Default random. */
  verificationToken?: string;
  /** Tenant token lifetime in seconds. Default 7200. */
  tokenTtlSeconds?: number;
  /** Longest request body taken; beyond it, 413. Default MAX_BODY_BYTES (32 MiB). */
  maxBodyBytes?: number;
  /**
   * Serve the side channel (/__double/…) on a listener of its own. Default true; a harness run, which
   * drives the double in process, turns it off, so that there is nothing for an implementation to find.
   */
  sideChannel?: boolean;
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
/** [doc] 15 s, 5 min, 1 h, 6 h, compressed a hundredfold. */
export const DEFAULT_WEBHOOK_RETRY_SCHEDULE_MS = [150, 3000, 36000, 216000];

export type { WebhookTarget };

/**
 * A fake Lark Open Platform on loopback, close enough to the real wire that the official SDK works
 * against it unchanged: tenant token, long-connection discovery and protobuf frames, signed and
 * encrypted webhook pushes, the IM calls, with acknowledgement tracking, redelivery and programmable
 * faults. It records every exchange; the side channel under /__double/ drives it by hand.
 */
export class ProviderDouble {
  readonly app: { appId: string; appSecret: string };
  readonly bot: { openId: string; name: string };
  readonly recorder: ProviderRecorder;
  private readonly ids: IdFactory;
  private readonly store = new MessageStore();
  private readonly resources = new Map<string, Resource>();
  private readonly tokens: TokenBook;
  private readonly gateway: Gateway;
  private readonly delivery: Delivery;
  private readonly ws: WsTransport;
  private readonly webhook: WebhookTransport;
  private readonly httpFaults = new FaultBook<HttpFault>('http-fault');
  private readonly pushFaults = new FaultBook<PushFault>('push-fault');
  private readonly timers = new Timers();
  private readonly http: DoubleHttpServer;
  private readonly side: DoubleHttpServer | undefined;
  private readonly context: ApiContext;
  private readonly inbound: InboundContext;
  private readonly routes: Route[];
  /** The app's verification token, in every event and card callback it pushes. */
  readonly verificationToken: string;
  private readonly wallClock: () => number;
  private readonly dropConnectionsEveryMs: number | undefined;
  private readonly random: () => number;
  private malformedSenders = 0;
  private port: number | undefined;
  private sidePort: number | undefined;
  private running = false;

  constructor(options: ProviderDoubleOptions = {}) {
    const generated = generateApp();
    this.app = {
      appId: options.appId ?? generated.appId,
      appSecret: options.appSecret ?? generated.appSecret,
    };
    if (!/^cli_[0-9a-fA-F]{16}$/.test(this.app.appId)) {
      throw new BadOptionError(
        `appId ${this.app.appId} is not cli_ and 16 hex digits; the SDK WSClient would refuse it`,
      );
    }
    const now = options.now ?? (() => performance.now());
    const wallClock = options.wallClock ?? Date.now;
    this.wallClock = wallClock;
    const startedAt = now();
    const clientConfig = { ...DEFAULT_CLIENT_CONFIG, ...options.clientConfig };
    const ackDeadlineMs = options.ackDeadlineMs ?? DEFAULT_ACK_DEADLINE_MS;
    this.dropConnectionsEveryMs = options.dropConnectionsEveryMs;
    this.random = options.random ?? Math.random;
    this.recorder = new ProviderRecorder(() => now() - startedAt, startedAt);
    this.ids = new IdFactory(this.app.appId, options.seed);
    const botName = options.botName ?? 'Larkspur Bot';
    const botIds = { ...this.ids.user(`bot:${botName}`), user_id: '' };
    this.bot = { openId: botIds.open_id, name: botName };
    this.verificationToken = options.verificationToken ?? randomBytes(12).toString('hex');
    this.tokens = new TokenBook(this.ids, now, options.tokenTtlSeconds ?? 7200);
    this.gateway = new Gateway({
      recorder: this.recorder,
      ids: this.ids,
      clientConfig: () => clientConfig,
      onReady: () => this.delivery.flush(),
      onAck: (connection, frame, headers) => this.ws.acknowledge(connection, frame, headers),
    });
    this.ws = new WsTransport({
      gateway: this.gateway,
      delivery: () => this.delivery,
      faults: this.pushFaults,
      ids: this.ids,
      random: this.random,
      spread: options.spread ?? 'random',
      scheduleMs: options.redeliveryScheduleMs ?? DEFAULT_REDELIVERY_SCHEDULE_MS,
      timers: this.timers,
    });
    this.webhook = new WebhookTransport({
      delivery: () => this.delivery,
      faults: this.pushFaults,
      recorder: this.recorder,
      deadlineMs: ackDeadlineMs,
      scheduleMs: options.webhookRetryScheduleMs ?? DEFAULT_WEBHOOK_RETRY_SCHEDULE_MS,
      now,
      wallClock,
    });
    this.delivery = new Delivery({
      recorder: this.recorder,
      ids: this.ids,
      now,
      ackDeadlineMs,
      transport: () => (this.webhook.target ? this.webhook : this.ws),
      timers: this.timers,
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
      wallClock,
      sendAsUser: (input) => this.store.get(this.sendMessage(input).messageId)!,
    };
    this.inbound = {
      ids: this.ids,
      store: this.store,
      appId: this.app.appId,
      verificationToken: this.verificationToken,
      bot: this.context.bot,
      wallClock,
    };
    this.routes = [
      ...authRoutes(this.context),
      ...messageRoutes(this.context),
      messageListRoute(this.context),
      ...cardRoutes(this.context),
      ...reactionRoutes(this.context),
      ...resourceRoutes(this.context, this.resources),
      ...botRoutes(this.context),
      ...chatRoutes(this.context),
      ...directoryRoutes(this.context),
    ];
    const crash = (error: unknown) =>
      this.recorder.add({
        kind: 'harness-error',
        message: `the double failed on a request: ${String(error)}`,
      });
    this.http = new DoubleHttpServer(
      {
        request: (request, body, response) => this.serve(request, body, response),
        badBody: (request, problem) => this.recordBadBody(request, problem),
        upgrade: (request, socket, head) => this.gateway.handleUpgrade(request, socket, head),
        crash,
      },
      options.maxBodyBytes,
    );
    // The side channel has a listener of its own, whose port the implementation is never told: a bridge
    // that could program faults or read the records could fool the kit.
    this.side =
      options.sideChannel === false
        ? undefined
        : new DoubleHttpServer(
            {
              request: async (request, body, response) => {
                const answer = await handleSideChannel(
                  this,
                  request.method ?? 'GET',
                  new URL(request.url ?? '/', this.sideChannelUrl),
                  body,
                );
                writeJson(response, answer.status, answer.body);
              },
              crash,
            },
            options.maxBodyBytes,
          );
  }

  /** The domain to give an implementation: http://127.0.0.1:PORT. */
  get url(): string {
    if (this.port === undefined) throw new DoubleNotStartedError();
    return `http://127.0.0.1:${this.port}`;
  }

  /** Where the side channel (/__double/…) listens: http://127.0.0.1:PORT, another port than the wire's. */
  get sideChannelUrl(): string {
    if (!this.side)
      throw new DoubleNotStartedError('the provider double serves no side channel (sideChannel: false)');
    if (this.sidePort === undefined) throw new DoubleNotStartedError();
    return `http://127.0.0.1:${this.sidePort}`;
  }

  /** Listens for the wire on `port` and for the side channel on `sidePort` (0: a free one). */
  async start(port = 0, sidePort = 0): Promise<void> {
    if (this.running) throw new DoubleAlreadyStartedError();
    this.port = await this.http.listen(port);
    if (this.side) this.sidePort = await this.side.listen(sidePort);
    this.running = true;
    if (this.dropConnectionsEveryMs !== undefined) this.scheduleDrop(this.dropConnectionsEveryMs);
  }

  /** Closes every socket, timer and the listener: nothing is left running. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    this.timers.clear();
    this.webhook.stop();
    await this.gateway.stop();
    await Promise.all([this.http.close(), this.side?.close()]);
  }

  /** A user sends a message: im.message.receive_v1 to one client (held until one has pinged), or by webhook. */
  sendMessage(input: InjectMessage): Injected {
    this.checkInput('ProviderDoubleInjectMessage', input);
    const inbound = inboundMessage(input, this.inbound);
    const { eventId, messageId } = inbound.injected;
    for (const fault of input.faults?.push ?? []) this.pushFaults.add({ ...fault, messageId });
    for (const fault of input.faults?.http ?? [])
      this.httpFaults.add({ ...fault, match: { ...fault.match, about: messageId } });
    this.delivery.push(inbound.envelope, messageId, {
      ...(input.parts === undefined ? {} : { parts: input.parts }),
      ...(inbound.patched ? { patchedFrom: { eventId, eventType: 'im.message.receive_v1' } } : {}),
    });
    return inbound.injected;
  }

  /**
   * One malformed input, drawn from the double's (seeded) random: bytes that are no frame, a payload that
   * is no JSON object, an event no message of Lark could be, or a real message with broken fields (TR-010).
   * Returns the event id it is recorded under, if any; whether it reaches an im.message.receive_v1
   * handler; and whether it is no event at all yet reaches the bridge as a push it can only acknowledge
   * (`notAnEvent`: on the long connection, any JSON payload the SDK hands to the dispatcher — not a falsy
   * one, which it drops unacknowledged). Both must be acknowledged (TR-010). By webhook no such push counts:
   * a body that is no JSON object, or carries no token to prove it came from Lark, may be refused (400, 401).
   */
  pushMalformed(): { eventId: string | undefined; reachesHandler: boolean; notAnEvent: boolean } {
    const via = this.webhook.target ? 'webhook' : 'ws';
    const input = malformedInput(this.random, {
      ids: this.ids,
      appId: this.app.appId,
      verificationToken: this.verificationToken,
      via,
    });
    switch (input.kind) {
      case 'bytes':
        this.ws.sendGarbage(input.bytes);
        return { eventId: undefined, reachesHandler: false, notAnEvent: false };
      case 'body': {
        const eventId = this.ids.event();
        this.delivery.pushMalformed({ envelope: null, eventId, eventType: 'malformed', body: input.body });
        const json = jsonKind(input.body);
        return {
          eventId,
          reachesHandler: false,
          notAnEvent: via === 'ws' && (json === 'object' || json === 'value'),
        };
      }
      case 'envelope':
        this.delivery.pushMalformed({
          envelope: input.envelope,
          eventId: input.eventId,
          eventType: 'im.message.receive_v1',
        });
        return {
          eventId: input.eventId,
          reachesHandler: input.reachesHandler,
          notAnEvent: via === 'ws' && !input.reachesHandler,
        };
      case 'patch': {
        // A chat of its own: whatever the bridge answers it, that answer waits for no other.
        const user = `malformed${++this.malformedSenders}`;
        const sent = this.sendMessage({
          chat: { type: 'p2p', user },
          sender: user,
          text: 'a message with broken fields',
          patch: input.patch,
        });
        return { eventId: sent.eventId, reachesHandler: true, notAnEvent: false };
      }
    }
  }

  /** The chat id of a conversation, as a message to it would carry: stable, derived from the names. */
  chatId(chat: InjectMessage['chat']): string {
    return chat.type === 'p2p' ? this.ids.p2pChat(chat.user) : this.ids.groupChat(chat.name);
  }

  /** A user acts on a card the bot sent: card.action.trigger; the bot's answer lands in the ack record. */
  cardAction(input: CardAction): Injected {
    this.checkInput('ProviderDoubleCardAction', input);
    const envelope = cardActionEvent(input, this.inbound);
    this.delivery.push(envelope, input.messageId);
    const card = this.store.get(input.messageId)!;
    return {
      eventId: envelope.header.event_id,
      messageId: card.messageId,
      chatId: card.chatId,
      createTime: envelope.header.create_time,
    };
  }

  /** What a click on a button of a card the bot sent would carry as its value. */
  buttonValue(messageId: string, choice: ButtonChoice): unknown {
    const card = this.store.get(messageId);
    if (!card || card.msgType !== 'interactive')
      throw new BadInjectionError(`message ${messageId} is not a card`);
    return chosenButton(messageId, card.content, choice).value;
  }

  /** Pushes a delivered event again, as Lark does after reconnects; newEventId makes it a fresh event. */
  redeliver(
    ref: { messageId: string } | { eventId: string },
    options: { newEventId?: boolean } = {},
  ): Injected {
    const { eventId } = this.delivery.redeliver(ref, options);
    const message = this.store.get(this.delivery.messageOf(eventId))!;
    return {
      eventId,
      messageId: message.messageId,
      chatId: message.chatId,
      createTime: message.createTime,
      ...(message.threadId ? { threadId: message.threadId } : {}),
    };
  }

  /** From now on events go to this URL by signed (and, with an encrypt key, encrypted) push. */
  setWebhook(target: WebhookTarget): void {
    this.webhook.target = { ...target };
    this.delivery.flush();
  }

  /** Back to the long connection. */
  clearWebhook(): void {
    this.webhook.target = undefined;
  }

  /** Sends url_verification to the webhook; true when the challenge came back within 1 s. */
  verifyWebhook(): Promise<boolean> {
    return this.webhook.verify(this.verificationToken);
  }

  webhookState(): { url: string | null; encrypted: boolean } {
    return {
      url: this.webhook.target?.url ?? null,
      encrypted: this.webhook.target?.encryptKey !== undefined,
    };
  }

  /** Shapes the next matching Open API call(s); returns the id records name in `fault`. */
  addHttpFault(fault: HttpFault): string {
    this.checkInput('ProviderDoubleHttpFault', fault);
    return this.httpFaults.add(fault);
  }

  /** Shapes the next matching event push(es) or acknowledgement(s). */
  addPushFault(fault: PushFault): string {
    this.checkInput('ProviderDoublePushFault', fault);
    return this.pushFaults.add(fault);
  }

  /** Every programmed fault that fired so far, in order, with its id as records name it. */
  firedFaults(): { id: string; kind: string; messageId?: string }[] {
    return [
      ...this.httpFaults.fired().map(({ id, fault }) => ({
        id,
        kind: fault.action.kind,
        ...(fault.match.about ? { messageId: fault.match.about } : {}),
      })),
      ...this.pushFaults.fired().map(({ id, fault }) => ({
        id,
        kind: fault.kind,
        ...(fault.messageId ? { messageId: fault.messageId } : {}),
      })),
    ];
  }

  /** Events not acknowledged yet that the double will still push: waiting for a receiver or a redelivery. */
  pendingEvents(): number {
    return this.delivery.pending();
  }

  clearFaults(): number {
    const count = this.httpFaults.list().length + this.pushFaults.list().length;
    this.httpFaults.clear();
    this.pushFaults.clear();
    return count;
  }

  /** Server-initiated close of every long connection; the clients reconnect. */
  closeConnections(reason = 'server closed the connection'): number {
    return this.gateway.closeAll(reason);
  }

  /**
   * A user_access_token for a user, as Lark's OAuth flow would give: with it the IM API acts as that
   * user. The user's private chat with the bot comes into being, as when they open it.
   */
  issueUserToken(user: string): ProviderDoubleUserTokenIssued {
    const ids = this.ids.user(user);
    this.store.addUser(user, ids);
    const chat = this.store.addChat({ chatId: this.ids.p2pChat(user), type: 'p2p', name: user });
    return {
      user,
      openId: ids.open_id,
      userAccessToken: this.tokens.issueUser(user),
      expire: this.tokens.ttlSeconds,
      p2pChatId: chat.chatId,
    };
  }

  /**
   * The secrets of this double by value, with what each is — its app secret and every token it issued,
   * revoked ones too — for a report to leave out (harness/src/runner/redact.ts).
   */
  secrets(): Map<string, string> {
    const secrets = new Map<string, string>([[this.app.appSecret, 'app secret']]);
    for (const { token, caller } of this.tokens.all())
      secrets.set(token, caller.kind === 'app' ? 'tenant token' : 'user token');
    secrets.set(this.verificationToken, 'verification token');
    return secrets;
  }

  /** Every issued tenant token stops working: the next call with one gets 99991663. Returns how many. */
  revokeTokens(): number {
    return this.tokens.revokeAll();
  }

  /** The bytes the resource call serves for an image_key or file_key. */
  putResource(key: string, data: Buffer, contentType = 'application/octet-stream'): void {
    this.resources.set(key, { data, contentType });
  }

  /** A message as a user sees it now: edited or not, a card with the buttons it offers. */
  message(id: string): StoredMessage | undefined {
    const message = this.store.get(id);
    return message && seen(message);
  }

  /**
   * A user edits their own text message. Lark pushes no new message event for it; an implementation
   * sees the new text only when it reads the message (a quoted parent, AD-006).
   */
  editMessage(messageId: string, text: string): StoredMessage {
    const message = this.store.get(messageId);
    if (!message) throw new BadInjectionError(`message ${messageId} is unknown`);
    if (message.fromBot || message.msgType !== 'text')
      throw new BadInjectionError(`message ${messageId} is not a user's text message`);
    setContent(message, 'text', JSON.stringify({ text }));
    message.editCount += 1;
    message.updateTime = String(this.wallClock());
    return message;
  }

  messages(): StoredMessage[] {
    return this.store.all().map(seen);
  }

  /** Open long connections that have pinged at least once. */
  connectedClients(): number {
    return this.gateway.ready().length;
  }

  info(): ProviderDoubleInfo {
    return {
      url: this.url,
      appId: this.app.appId,
      appSecret: this.app.appSecret,
      bot: this.bot,
      connectedClients: this.connectedClients(),
    };
  }

  harnessErrors(): ReturnType<ProviderRecorder['harnessErrors']> {
    return this.recorder.harnessErrors();
  }

  private checkInput(schema: WireSchema, input: unknown): void {
    const found = violations(schema, input);
    if (found.length > 0)
      throw new BadInjectionError(found.map((v) => `${v.field}: ${v.description}`).join('; '));
  }

  private scheduleDrop(everyMs: number): void {
    this.timers.after(everyMs, () => {
      this.gateway.closeAll('server drops connections periodically');
      this.scheduleDrop(everyMs);
    });
  }

  /** A body never read whole is the implementation's wire error: over the limit (413), or cut off mid-body. */
  private recordBadBody(request: IncomingMessage, problem: BodyProblem): void {
    const url = new URL(request.url ?? '/', this.url);
    const method = request.method ?? 'GET';
    const found = matchRoute(this.routes, method, url.pathname);
    const tooLarge = problem.kind === 'too-large';
    this.recorder.add({
      kind: 'http',
      api: found?.route.api ?? 'unknown',
      method,
      path: url.pathname,
      params: found?.params ?? {},
      query: Object.fromEntries(url.searchParams),
      body: null,
      response: tooLarge
        ? { status: BODY_TOO_LARGE.status, body: `${BODY_TOO_LARGE.status} ${BODY_TOO_LARGE.msg}` }
        : { status: 0, body: null },
      wireError: { code: tooLarge ? BODY_TOO_LARGE.code : BODY_INCOMPLETE, msg: describeProblem(problem) },
    });
  }

  private async serve(request: IncomingMessage, body: Buffer, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.url);
    const method = request.method ?? 'GET';
    const { answer, record, socket } = await faultyCall(
      { method, url, headers: request.headers, body },
      {
        routes: this.routes,
        tokens: this.tokens,
        ids: this.ids,
        recorder: this.recorder,
        faults: this.httpFaults,
        store: this.store,
        sleep: (ms) => new Promise((resolve) => this.timers.after(ms, resolve)),
      },
    );
    this.recorder.add(record);
    if (socket === 'destroy') return void request.socket.destroy();
    const bytes = answer.bytes ?? {
      contentType:
        typeof answer.body === 'string' ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8',
      data: Buffer.from(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body)),
    };
    if (socket === 'cut') {
      // The whole length announced, half of it sent, then the connection closed: a transfer broken mid-way.
      // The close waits a while after the half: sent at once, a loaded client could read the close with the
      // headers, before its request had even resolved, and take it for a download that failed before it
      // began — media/download-cut then passed a bridge that keeps half a file (seen in CI).
      response.writeHead(answer.status, {
        'content-type': bytes.contentType,
        'content-length': String(bytes.data.length),
        'x-tt-logid': this.ids.logId(),
      });
      response.write(bytes.data.subarray(0, Math.floor(bytes.data.length / 2)), () =>
        this.timers.after(CUT_AFTER_MS, () => request.socket.destroy()),
      );
      return;
    }
    if (answer.bytes) {
      response.writeHead(answer.status, {
        'content-type': answer.bytes.contentType,
        'x-tt-logid': this.ids.logId(),
      });
      return void response.end(answer.bytes.data);
    }
    writeJson(response, answer.status, answer.body, { 'x-tt-logid': this.ids.logId() });
  }
}

/** A stored message as a user sees it: whether it was edited, and a card's buttons. */
function seen(message: StoredMessage): StoredMessage {
  const updated = message.editCount + message.patchCount > 0;
  return message.msgType === 'interactive'
    ? { ...message, updated, buttons: cardButtons(message.content) }
    : { ...message, updated };
}
