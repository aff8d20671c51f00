import { isEnvironmentFailure } from '../store/store-health.ts';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  ControlDispatch,
  ControlReady,
  ControlSessionInputList,
  ControlSessionList,
  ControlStopReceipt,
  ControlTurnList,
} from '../../../generated/types/index.ts';
import { validateControlSessionInputRequest } from '../../../generated/validators/control.js';
import type { InputAnswer, InputRequest } from '../core/session-input-desk.ts';
import type { Logger } from '../logger.ts';
import { BodyTooLargeError, readBody } from '../read-body.ts';
import type { Timing } from '../observe/timing.ts';
import type { Store } from '../store/store.ts';
import { errorAnswer as error, jsonBody, type Answer, type ControlRoutes } from './answer.ts';
import { hasBearer } from './bearer.ts';
import { FORWARDED_HEADER, forwardRequest } from './forward.ts';
import {
  sessionInputProjection,
  sessionProjection,
  sourceProjection,
  turnProjection,
} from './projections.ts';

export interface ControlServerOptions {
  store: Store;
  token: string;
  /** 0 picks a free port. */
  port: number;
  ready: () => Promise<ControlReady>;
  /** What is held in memory against what waits in the inbox (TR-004). */
  dispatch: () => Promise<ControlDispatch>;
  stopTurn: (turnId: string) => Promise<ControlStopReceipt | undefined>;
  sendInput: (sessionId: string, request: InputRequest) => Promise<InputAnswer>;
  /** The routes of other modules (attached sessions, triggers), asked in turn for what this file does not serve. */
  routes?: ControlRoutes[];
  /**
   * Several instances share the store: the control API of the other instance that holds a session now, if one
   * does. An input to that session, a trigger of it or a stop of its turn is served there — it alone runs
   * them (AD-002).
   */
  holderElsewhere?: (sessionId: string) => Promise<string | undefined>;
  logger: Logger;
  timing: Timing;
}

/** A request body is small; a bigger one is not an input request and is not read into memory. */
const MAX_BODY_BYTES = 256 * 1024;

const INPUT_FAILURES: Record<string, string> = {
  STEER_REJECTED: 'the host refused to steer the running turn',
  NO_ACTIVE_TURN: 'no turn of the session is running',
  LIVE_STEERING_UNAVAILABLE:
    'live steering is unavailable for an attached session: nothing reaches its running host turn',
  INBOX_UNAVAILABLE: 'an attached session has no inbox its host reads; send with mode queue',
  SESSION_CLOSED: 'the attached session is closed',
};

function inputAnswer(answer: InputAnswer, sessionId: string): Answer {
  switch (answer.outcome) {
    case 'taken':
      return { status: 200, body: sessionInputProjection(answer.input) };
    case 'steer-failed': {
      const code = answer.input.errorCode ?? 'STEER_REJECTED';
      return error(
        409,
        code,
        `${INPUT_FAILURES[code] ?? INPUT_FAILURES.STEER_REJECTED}; the input was not queued instead (inputId ${answer.input.inputId})`,
      );
    }
    case 'no-session':
      return error(404, 'NOT_FOUND', `no session ${sessionId}`);
    case 'refused':
      return error(422, answer.code, answer.message);
  }
}

/** The control API (spec/openapi/control.openapi.json) on 127.0.0.1, behind a bearer token (OB-003). */
export class ControlServer {
  private readonly options: ControlServerOptions;
  private server: Server | undefined;

  constructor(options: ControlServerOptions) {
    this.options = options;
  }

  /** Listens on loopback and returns the port. */
  async listen(): Promise<number> {
    const server = createServer((req, res) => {
      const hungUp = new AbortController();
      res.on('close', () => hungUp.abort());
      void (
        req.method === 'POST' ? readBody(req, MAX_BODY_BYTES, 'a control request body') : Promise.resolve('')
      )
        .then((body) => this.answer(req, body, hungUp.signal))
        .catch((e: unknown) => {
          if (e instanceof BodyTooLargeError) return error(413, 'TOO_LARGE', e.message);
          // The store is down: said once by its health in the log, and on /v1/ready; here each time it is 503.
          if (isEnvironmentFailure(e))
            return error(503, 'STORE_UNAVAILABLE', 'the store is failing; see /v1/ready and the server log');
          this.options.logger.error('control request failed:', e);
          return error(500, 'INTERNAL', 'the control API failed; see the server log');
        })
        .then(({ status, body }) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(body));
        })
        // The client may be gone before the answer is written; that is its loss, not the server's.
        .catch((e: unknown) => this.options.logger.warn('control answer not written:', e));
    });
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.options.port, '127.0.0.1', () => resolve());
    });
    return (server.address() as AddressInfo).port;
  }

  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The other instance to serve a request about one session's running work, when another holds the session. */
  private async holderOf(req: Pick<IncomingMessage, 'method' | 'url'>): Promise<string | undefined> {
    const { holderElsewhere, store } = this.options;
    if (!holderElsewhere || req.method !== 'POST') return undefined;
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname.split('/');
    let sessionId: string | undefined;
    try {
      if (
        path.length === 5 &&
        path[1] === 'v1' &&
        path[2] === 'sessions' &&
        (path[4] === 'inputs' || path[4] === 'triggers')
      )
        sessionId = decodeURIComponent(path[3]!);
      // An attached host's completion is delivered, and its close ends the session: the holder's writes. A
      // claim only reads the shared queue, and is a long poll the forward's timeout would cut, so any instance serves it.
      if (
        path.length === 5 &&
        path[1] === 'v1' &&
        path[2] === 'attached' &&
        (path[4] === 'complete' || path[4] === 'close')
      )
        sessionId = decodeURIComponent(path[3]!);
      if (path.length === 5 && path[1] === 'v1' && path[2] === 'turns' && path[4] === 'stop')
        sessionId = (await store.turns.get(decodeURIComponent(path[3]!)))?.sessionId;
    } catch {
      return undefined;
    }
    return sessionId === undefined ? undefined : holderElsewhere(sessionId);
  }

  /** Routes one request; exported through `listen`, and called directly by tests. */
  async answer(
    req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>,
    body = '',
    signal = new AbortController().signal,
  ): Promise<Answer> {
    if (!hasBearer(req.headers.authorization, this.options.token)) {
      return error(401, 'UNAUTHORIZED', 'send Authorization: Bearer <LARKSPUR_CONTROL_TOKEN>');
    }
    const holder = req.headers[FORWARDED_HEADER] === undefined ? await this.holderOf(req) : undefined;
    if (holder !== undefined) {
      return forwardRequest(
        holder,
        { method: req.method ?? 'GET', url: req.url ?? '/', authorization: req.headers.authorization },
        body,
        signal,
      );
    }
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const method = req.method ?? 'GET';
    let path: string[];
    try {
      path = url.pathname.split('/').map(decodeURIComponent);
    } catch {
      return error(404, 'NOT_FOUND', `no route ${method} ${url.pathname}`);
    }
    const { store } = this.options;
    // path[0] is the empty string before the leading slash.
    const route = `${method} /${path
      .slice(1)
      .map((p, i) => (i >= 2 && i % 2 === 0 ? ':' : p))
      .join('/')}`;
    switch (route) {
      case 'GET /v1/dispatch':
        return { status: 200, body: await this.options.dispatch() };
      case 'GET /v1/ready':
        return { status: 200, body: await this.options.ready() };
      case 'GET /v1/sessions': {
        const chatId = url.searchParams.get('chatId') ?? undefined;
        const body: ControlSessionList = {
          sessions: await Promise.all(
            (await store.sessions.list(chatId)).map((s) => sessionProjection(store, s)),
          ),
        };
        return { status: 200, body };
      }
      case 'GET /v1/sessions/:/turns': {
        const sessionId = path[3]!;
        if (!(await store.sessions.get(sessionId))) return error(404, 'NOT_FOUND', `no session ${sessionId}`);
        const turns = await store.turns.ofSession(sessionId);
        const queued = turns.filter((t) => t.state === 'queued');
        const body: ControlTurnList = { sessionId, turns: turns.map((t) => turnProjection(t, queued)) };
        return { status: 200, body };
      }
      case 'GET /v1/sessions/:/inputs': {
        const sessionId = path[3]!;
        if (!(await store.sessions.get(sessionId))) return error(404, 'NOT_FOUND', `no session ${sessionId}`);
        const list: ControlSessionInputList = {
          inputs: (await store.inputs.ofSession(sessionId)).map(sessionInputProjection),
        };
        return { status: 200, body: list };
      }
      case 'POST /v1/sessions/:/inputs': {
        const request = jsonBody(body);
        if (!validateControlSessionInputRequest(request)) {
          return error(
            400,
            'BAD_REQUEST',
            'send {"clientInputId", "mode": "queue" | "inbox" | "steer", "text"} as JSON',
          );
        }
        return inputAnswer(await this.options.sendInput(path[3]!, request as InputRequest), path[3]!);
      }
      case 'GET /v1/sources/:': {
        const source = await store.inbox.get(path[3]!);
        this.options.timing.mark('control-read', path[3]!);
        if (!source) return error(404, 'NOT_FOUND', `no source ${path[3]} in the inbox`);
        return { status: 200, body: await sourceProjection(store, source) };
      }
      case 'POST /v1/turns/:/stop': {
        const receipt = await this.options.stopTurn(path[3]!);
        if (!receipt) return error(404, 'NOT_FOUND', `no turn ${path[3]}`);
        return { status: 200, body: receipt };
      }
      default:
        for (const routes of this.options.routes ?? []) {
          const answer = await routes({ route, path, body, signal });
          if (answer) return answer;
        }
        return error(404, 'NOT_FOUND', `no route ${method} ${url.pathname}`);
    }
  }
}
