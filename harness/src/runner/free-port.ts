import { createServer, type Server } from 'node:net';

/**
 * A listener that hangs up on whoever connects. A client still aiming at a port's last owner can get in
 * while the port is probed; its reset must go nowhere, since an accepted socket without an error
 * listener would crash the run with ECONNRESET.
 */
export function hangUpServer(): Server {
  return createServer((socket) => {
    socket.on('error', () => undefined);
    socket.destroy();
  });
}

/** A port free on 127.0.0.1 right now, for an implementation that must be told its port up front. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = hangUpServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolvePort(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}
