import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  ControlError,
  ControlReady,
  ControlSessionList,
  ControlStopReceipt,
  ControlTurnList,
} from '../../../generated/types/index.ts';
import type { Logger } from '../logger.ts';
import type { Timing } from '../observe/timing.ts';
import type { Store } from '../store/store.ts';
import { hasBearer } from './bearer.ts';
import { sessionProjection, sourceProjection, turnProjection } from './projections.ts';

export interface ControlServerOptions {
  store: Store;
  token: string;
  /** 0 picks a free port. */
  port: number;
  ready: () => ControlReady;
  stopTurn: (turnId: string) => Promise<ControlStopReceipt | undefined>;
  logger: Logger;
  timing: Timing;
}

type Answer = { status: number; body: unknown };

const error = (status: number, code: string, message: string): Answer => ({
  status,
  body: { error: { code, message } } satisfies ControlError,
});

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
      this.answer(req)
        .catch((e: unknown) => {
          this.options.logger.error('control request failed:', e);
          return error(500, 'INTERNAL', 'the control API failed; see the server log');
        })
        .then(({ status, body }) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(body));
        });
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

  /** Routes one request; exported through `listen`, and called directly by tests. */
  async answer(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): Promise<Answer> {
    if (!hasBearer(req.headers.authorization, this.options.token)) {
      return error(401, 'UNAUTHORIZED', 'send Authorization: Bearer <LARKSPUR_CONTROL_TOKEN>');
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
    const route = `${method} /${path.slice(1).map((p, i) => (i >= 2 && i % 2 === 0 ? ':' : p)).join('/')}`;
    switch (route) {
      case 'GET /v1/ready':
        return { status: 200, body: this.options.ready() };
      case 'GET /v1/sessions': {
        const chatId = url.searchParams.get('chatId') ?? undefined;
        const body: ControlSessionList = {
          sessions: store.sessions.list(chatId).map((s) => sessionProjection(store, s)),
        };
        return { status: 200, body };
      }
      case 'GET /v1/sessions/:/turns': {
        const sessionId = path[3]!;
        if (!store.sessions.get(sessionId)) return error(404, 'NOT_FOUND', `no session ${sessionId}`);
        const turns = store.turns.ofSession(sessionId);
        const queued = turns.filter((t) => t.state === 'queued');
        const body: ControlTurnList = { sessionId, turns: turns.map((t) => turnProjection(t, queued)) };
        return { status: 200, body };
      }
      case 'GET /v1/sources/:': {
        const source = store.inbox.get(path[3]!);
        this.options.timing.mark('control-read', path[3]!);
        if (!source) return error(404, 'NOT_FOUND', `no source ${path[3]} in the inbox`);
        return { status: 200, body: sourceProjection(store, source) };
      }
      case 'POST /v1/turns/:/stop': {
        const receipt = await this.options.stopTurn(path[3]!);
        if (!receipt) return error(404, 'NOT_FOUND', `no turn ${path[3]}`);
        return { status: 200, body: receipt };
      }
      default:
        return error(404, 'NOT_FOUND', `no route ${method} ${url.pathname}`);
    }
  }
}
