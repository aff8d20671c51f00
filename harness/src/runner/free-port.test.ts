import { connect, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ephemeralRange, freePort, hangUpServer } from './free-port.ts';

describe('free port', () => {
  it('gives a port nobody listens on', async () => {
    const port = await freePort();
    const refused = await new Promise<string>((resolve) => {
      const socket = connect({ port, host: '127.0.0.1' }, () => resolve('connected'));
      socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    expect(refused).toBe('ECONNREFUSED');
  });

  it('takes it below the ephemeral range, where no connect of any process can take it before the implementation binds it', async () => {
    const [low] = ephemeralRange();
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    for (const port of ports) expect(port).toBeLessThan(low);
  });

  it('tries another port when the one it drew is taken', async () => {
    const [low] = ephemeralRange();
    const draw = (r: number) => 10_000 + Math.floor(r * (low - 10_000));
    const held = hangUpServer();
    await new Promise<void>((resolve, reject) => {
      held.once('error', reject);
      held.listen(draw(0.5), '127.0.0.1', resolve);
    });
    try {
      const draws = [0.5, 0.25];
      expect(await freePort(() => draws.shift()!)).toBe(draw(0.25));
    } finally {
      held.close();
    }
  });

  it('hangs up on a client that gets in while the port is probed, and its reset crashes nothing', async () => {
    const uncaught: unknown[] = [];
    const record = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', record);
    const server = hangUpServer();
    try {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      // The server's end of the connection closed: whatever the reset raised on it has been raised.
      const serverSide = new Promise<void>((resolve) =>
        server.once('connection', (socket) => socket.once('close', () => resolve())),
      );
      await new Promise<void>((resolve) => {
        const client = connect({ port, host: '127.0.0.1' }, () => client.resetAndDestroy());
        client.on('error', () => undefined);
        client.on('close', () => resolve());
      });
      await serverSide;
    } finally {
      process.off('uncaughtException', record);
      server.close();
    }
    expect(uncaught).toEqual([]);
  });
});
