import { connect } from 'node:net';
import type { Readable, Writable } from 'node:stream';
import { ShimConnectError } from './errors.ts';
import type { ShimHello } from './host-double.ts';

export interface ShimOptions {
  port: number;
  token: string;
  input: Readable;
  output: Writable;
  /** The current parent pid; the shim ends when it changes (its implementation died and it was adopted). */
  parentPid: () => number;
  pollMs?: number;
}

/**
 * The host command of a harness run: bridges the implementation's stdio to the host double over a
 * loopback socket. It ends when the implementation goes (stdin EOF, or a new parent) or the double does,
 * so no shim outlives the process that spawned it.
 */
export function runShim(options: ShimOptions): Promise<void> {
  const { input, output } = options;
  const parent = options.parentPid();
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port: options.port });
    let connected = false;
    const watch = setInterval(() => {
      if (options.parentPid() !== parent) socket.destroy();
    }, options.pollMs ?? 200);
    socket.once('connect', () => {
      connected = true;
      const hello: ShimHello = { larkspurShim: 1, token: options.token };
      socket.write(`${JSON.stringify(hello)}\n`);
      input.pipe(socket);
      socket.pipe(output, { end: false });
    });
    // The implementation gone (killed -9, or it closed our pipes) is the end of the bridge, not a crash:
    // the next write to its stdout would otherwise die of an unhandled EPIPE.
    output.on('error', () => socket.destroy());
    input.on('error', () => socket.destroy());
    socket.on('error', (error) => {
      if (!connected) reject(new ShimConnectError(options.port, error.message));
      socket.destroy();
    });
    socket.once('close', () => {
      clearInterval(watch);
      input.unpipe(socket);
      resolve();
    });
  });
}
