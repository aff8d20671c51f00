import { randomBytes } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import { LineChannel } from '../../../runtime/src/json-rpc/line-channel.ts';

/** The first line a kit claude sends: the scenario's token, and how the bridge ran it. */
export interface ClaudeHello {
  larkspurClaude: 1;
  token: string;
  argv: string[];
  cwd: string;
}

/** What a kit claude reports after its hello: a line between the bridge and Claude Code, or how it ended. */
export type ClaudeReport = { d: 'in' | 'out'; line: string } | { exit: number | null; signal: string | null };

export interface ClaudeClientHandlers {
  /** The base URL this claude sends its model calls to. */
  baseUrl: string;
  report(report: ClaudeReport): void;
  closed(): void;
}

/**
 * Where the kit's claude processes report: a loopback listener (port 0) that takes a socket only after a hello
 * with the scenario's secret token, names each claude (c1, c2, …) and tells it its base URL.
 */
export class ClaudeListener {
  readonly token = randomBytes(16).toString('hex');
  readonly #sockets = new Set<Socket>();
  readonly #onClient: (hello: ClaudeHello) => ClaudeClientHandlers;
  #server: Server | undefined;
  #port = 0;

  constructor(onClient: (hello: ClaudeHello) => ClaudeClientHandlers) {
    this.#onClient = onClient;
  }

  get port(): number {
    return this.#port;
  }

  async start(): Promise<void> {
    const server = createServer((socket) => this.#accept(socket));
    this.#server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const address = server.address();
    this.#port = typeof address === 'object' && address ? address.port : 0;
  }

  async stop(): Promise<void> {
    for (const socket of this.#sockets) socket.destroy();
    const server = this.#server;
    this.#server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  #accept(socket: Socket): void {
    this.#sockets.add(socket);
    socket.on('close', () => this.#sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    const channel = new LineChannel(socket, socket, () => socket.destroy());
    channel.onLine = (line) => {
      const hello = parse<ClaudeHello>(line);
      if (hello?.larkspurClaude !== 1 || hello.token !== this.token || !Array.isArray(hello.argv)) {
        socket.destroy();
        return;
      }
      const client = this.#onClient(hello);
      channel.onLine = (report) => {
        const parsed = parse<ClaudeReport>(report);
        if (parsed) client.report(parsed);
      };
      channel.onClose(() => client.closed());
      channel.send(JSON.stringify({ baseUrl: client.baseUrl }));
    };
  }
}

function parse<T>(line: string): T | undefined {
  try {
    const value = JSON.parse(line) as unknown;
    return value !== null && typeof value === 'object' ? (value as T) : undefined;
  } catch {
    return undefined;
  }
}
