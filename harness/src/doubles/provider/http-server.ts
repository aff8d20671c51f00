import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';

export interface HttpHandlers {
  /** Answers one request whose body has been read; may be async (programmed delays). */
  request: (request: IncomingMessage, body: Buffer, response: ServerResponse) => void | Promise<void>;
  upgrade: (request: IncomingMessage, socket: Duplex, head: Buffer) => void;
  /** The handler itself failed: a bug in the double. */
  crash: (error: unknown) => void;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

export function writeJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const type = typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8';
  response.writeHead(status, { 'content-type': type, ...headers });
  response.end(text);
}

/** The double's one listener: HTTP and the WebSocket upgrade, on 127.0.0.1 only. */
export class DoubleHttpServer {
  private readonly server: Server;

  constructor(handlers: HttpHandlers) {
    this.server = createServer((request, response) => {
      readBody(request)
        .then((body) => handlers.request(request, body, response))
        .catch((error: unknown) => {
          handlers.crash(error);
          if (!response.headersSent) writeJson(response, 500, { code: 500, msg: 'provider double failed' });
          else response.destroy();
        });
    });
    this.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      socket.on('error', () => undefined);
      handlers.upgrade(request, socket, head);
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

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
  }
}
