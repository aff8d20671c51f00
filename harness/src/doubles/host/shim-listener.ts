import { randomBytes } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../../package-root.ts';
import { LineChannel } from '../../../../runtime/src/json-rpc/line-channel.ts';

const LARKSPUR_BIN = join(PACKAGE_ROOT, 'bin', 'larkspur.js');

/** The first line a shim sends on its socket, before it bridges the implementation's stdio. */
export interface ShimHello {
  larkspurShim: 1;
  token: string;
}

/**
 * Where shims connect: a loopback listener (port 0) that takes a socket only after the hello line with its
 * secret token, then hands it on as a line channel — one per start of the implementation's host command.
 */
export class ShimListener {
  readonly #token = randomBytes(16).toString('hex');
  readonly #sockets = new Set<Socket>();
  /** A token per instance of a multi-instance implementation: its shim's hello names the instance. */
  readonly #instanceTokens = new Map<string, number>();
  readonly #onChannel: (channel: LineChannel, instance: number | undefined) => void;
  #server: Server | undefined;
  #port = 0;

  constructor(onChannel: (channel: LineChannel, instance: number | undefined) => void) {
    this.#onChannel = onChannel;
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

  /**
   * A POSIX shell command line (LARKSPUR_HOST_COMMAND) that runs a shim to this listener; with `instance`,
   * the channel it opens is handed on as that instance's.
   */
  hostCommand(instance?: number): string {
    if (!this.#server) throw new Error('shim listener: start() before hostCommand()');
    const paths = [process.execPath, LARKSPUR_BIN].map(shellQuote).join(' ');
    let token = this.#token;
    if (instance !== undefined) {
      token = `${this.#token}i${instance}`;
      this.#instanceTokens.set(token, instance);
    }
    // exec: the shim replaces the shell, so the implementation's child is the shim itself.
    return `exec ${paths} doubles host --shim --port ${this.#port} --token ${token}`;
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
      const token = parseHello(line)?.token;
      const instance = token === undefined ? undefined : this.#instanceTokens.get(token);
      if (token !== this.#token && instance === undefined) {
        socket.destroy();
        return;
      }
      this.#onChannel(channel, instance);
    };
  }
}

function parseHello(line: string): ShimHello | undefined {
  try {
    const value = JSON.parse(line) as Partial<ShimHello>;
    return value.larkspurShim === 1 && typeof value.token === 'string' ? (value as ShimHello) : undefined;
  } catch {
    return undefined;
  }
}

function shellQuote(word: string): string {
  return `'${word.replace(/'/g, `'\\''`)}'`;
}
