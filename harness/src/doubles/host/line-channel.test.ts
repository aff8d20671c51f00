import { createConnection, createServer, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { LineChannel } from './line-channel.ts';

describe('LineChannel', () => {
  it('takes a peer that resets its socket as the end of the channel, not as an error that crashes the run', async () => {
    let channel: LineChannel | undefined;
    const closed = new Promise<void>((resolve) => {
      const server = createServer((socket) => {
        socket.on('error', () => {}); // the socket's own error is its owner's; the channel's readline is under test
        channel = new LineChannel(socket, socket, () => socket.destroy());
        channel.onClose(() => {
          server.close();
          resolve();
        });
      });
      server.listen(0, '127.0.0.1', () => {
        const port = (server.address() as { port: number }).port;
        const client: Socket = createConnection(port, '127.0.0.1', () => {
          client.write('{"id":0}\n');
          setTimeout(() => client.resetAndDestroy(), 50);
        });
        client.on('error', () => {});
      });
    });
    await closed;
    expect(channel!.closed).toBe(true);
  });
});
