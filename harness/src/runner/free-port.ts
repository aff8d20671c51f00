import { readFileSync } from 'node:fs';
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

/** Linux's range for ports the kernel hands out itself (bind to 0, the local end of every connect). */
export function ephemeralRange(): [number, number] {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
      .trim()
      .split(/\s+/)
      .map(Number);
    if (Number.isInteger(low) && Number.isInteger(high)) return [low!, high!];
  } catch {
    // Not Linux: the IANA dynamic range.
  }
  return [49152, 65535];
}

/** Below the ephemeral range, where only a program that asks for a port by number lands. */
const LOWEST = 10_000;
const TRIES = 20;

function listenOnce(port: number): Promise<number | undefined> {
  return new Promise((resolvePort) => {
    const server = hangUpServer();
    server.unref();
    server.once('error', () => resolvePort(undefined));
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(address && typeof address === 'object' ? address.port : undefined));
    });
  });
}

/**
 * A port free on 127.0.0.1 right now, for an implementation that must be told its port up front. It is
 * taken below the ephemeral range: a port the kernel handed out and took back can be handed out again —
 * to any process's next connect — before the implementation binds it, and the implementation would then
 * fail for the kit's race ("control port in use").
 */
export async function freePort(random: () => number = Math.random): Promise<number> {
  const [low] = ephemeralRange();
  if (low > LOWEST + TRIES) {
    for (let i = 0; i < TRIES; i++) {
      const port = await listenOnce(LOWEST + Math.floor(random() * (low - LOWEST)));
      if (port !== undefined) return port;
    }
  }
  const port = await listenOnce(0);
  if (port === undefined) throw new Error('no free port on 127.0.0.1');
  return port;
}
