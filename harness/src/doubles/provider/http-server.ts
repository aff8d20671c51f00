import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { BODY_TOO_LARGE } from './lark-codes.ts';
import { MAX_BODY_BYTES, readBody, type BodyProblem } from './read-body.ts';

export interface HttpHandlers {
  /** Answers one request whose body has been read; may be async (programmed delays). */
  request: (request: IncomingMessage, body: Buffer, response: ServerResponse) => void | Promise<void>;
  /** A body that was too large (answered 413 here) or never complete; the client's doing. */
  badBody?: (request: IncomingMessage, problem: BodyProblem) => void;
  /** Without it, upgrades are refused. */
  upgrade?: (request: IncomingMessage, socket: Duplex, head: Buffer) => void;
  /** The handler itself failed: a bug in the double. */
  crash: (error: unknown) => void;
}

export function writeJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const type = typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8';
  response.writeHead(status, { 'content-type': type, ...headers });
  response.end(text);
}

/** A body over the limit: answered as a gateway does, and the connection closed so no more of it is read. */
function refuseTooLarge(request: IncomingMessage, response: ServerResponse): void {
  response.writeHead(BODY_TOO_LARGE.status, {
    'content-type': 'text/plain; charset=utf-8',
    connection: 'close',
  });
  response.end(`${BODY_TOO_LARGE.status} ${BODY_TOO_LARGE.msg}`, () => request.socket.destroy());
}

/** One listener of the double on 127.0.0.1: HTTP with bounded bodies, and the WebSocket upgrade when given. */
export class DoubleHttpServer {
  private readonly server: Server;
  /** Bodies still being read: close() waits for them, so that one cut off by the close is recorded. */
  private readonly reading = new Set<Promise<unknown>>();

  constructor(handlers: HttpHandlers, maxBodyBytes = MAX_BODY_BYTES) {
    this.server = createServer((request, response) => {
      const read = readBody(request, maxBodyBytes);
      this.reading.add(read);
      void read.finally(() => this.reading.delete(read));
      read
        .then((outcome) => {
          if ('body' in outcome) return handlers.request(request, outcome.body, response);
          handlers.badBody?.(request, outcome.problem);
          if (outcome.problem.kind === 'too-large') refuseTooLarge(request, response);
          return undefined;
        })
        .catch((error: unknown) => {
          handlers.crash(error);
          if (!response.headersSent) writeJson(response, 500, { code: 500, msg: 'provider double failed' });
          else response.destroy();
        });
    });
    this.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      socket.on('error', () => undefined);
      if (handlers.upgrade) handlers.upgrade(request, socket, head);
      else socket.end('HTTP/1.1 404 Not Found\r\nconnection: close\r\n\r\n');
    });
  }

  listen(port: number): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, '127.0.0.1', () => {
        this.server.off('error', reject);
        resolve((this.server.address() as AddressInfo).port);
      });
    });
  }

  async close(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.server.closeAllConnections();
    await Promise.all([closed, ...this.reading]);
  }
}
