import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, request } from 'node:http';
import { connect as tcpConnect, type Socket } from 'node:net';
import WebSocket from 'ws';
import { FRAME_METHOD } from '../../src/doubles/provider/frame-codec.ts';
import { INITIALIZE, INITIALIZED, spawnHost } from './host.ts';
import { connect, discover, lark, tenantToken, type ReceivedMessage } from './lark.ts';
import { recordPid } from './pids.ts';

/**
 * A hostile implementation: one bad behaviour per HOSTILE value, each aimed at a place where the kit
 * once crashed, hung or blamed itself. None of them tries to pass a scenario; the kit must fail each
 * one in a report, in time, and leave nothing running.
 */
recordPid(process.pid);
const held: unknown[] = [];

/** Bytes that are no UTF-8: a lone continuation byte, an overlong form, surrogate and out-of-range forms. */
const NOT_UTF8 = Buffer.from([0x80, 0xc0, 0xaf, 0xed, 0xa0, 0x80, 0xf8, 0x88, 0x80, 0x80, 0x80, 0xff, 0xfe]);

/**
 * Floods last this long: long enough to overlap the scenario's first checks, short enough not to starve
 * the other tests a 2-core machine runs beside this suite.
 */
const FLOOD_MS = 3000;

/** `act` every `everyMs` for `ms`. */
function during(ms: number, everyMs: number, act: () => void): void {
  const timer = setInterval(act, everyMs);
  setTimeout(() => clearInterval(timer), ms);
}

function onFirstMessage(handle: (m: ReceivedMessage) => void): (m: ReceivedMessage) => void {
  let seen = false;
  return (m) => {
    if (seen) return;
    seen = true;
    handle(m);
  };
}

/** A reply to the message, with a body the caller shapes: its headers go out at once. */
function reply(m: ReceivedMessage, token: string, headers: Record<string, string>) {
  const url = new URL(`${lark.domain}/open-apis/im/v1/messages/${m.messageId}/reply`);
  const req = request(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
  });
  req.on('error', () => undefined);
  req.on('response', (res) => res.resume());
  req.flushHeaders();
  return req;
}

/** Writes `total` bytes of `fill` as fast as the socket takes them, and nothing more. */
function pour(stream: NodeJS.WritableStream, total: number, fill = 0x78): void {
  const chunk = Buffer.alloc(1024 * 1024, fill);
  let sent = 0;
  const more = () => {
    while (sent < total) {
      sent += chunk.length;
      if (!stream.write(chunk)) return void stream.once('drain', more);
    }
  };
  more();
}

function lines(host: ChildProcess, messages: unknown[]): void {
  host.stdin!.write(messages.map((m) => `${JSON.stringify(m)}\n`).join(''));
}

/** Host started, initialized, a thread and a turn asked for; every message of the host handed to `seen`. */
function hostWithTurn(
  m: ReceivedMessage,
  seen: (message: { id?: unknown; method?: string }) => void = () => undefined,
): ChildProcess {
  const host = spawnHost();
  host.stdin!.write(INITIALIZE + INITIALIZED);
  lines(host, [{ id: 1, method: 'thread/start', params: {} }]);
  let rest = '';
  host.stdout!.on('data', (chunk: Buffer) => {
    const parts = (rest + chunk.toString('utf8')).split('\n');
    rest = parts.pop()!;
    for (const line of parts) {
      const message = JSON.parse(line) as {
        id?: unknown;
        method?: string;
        result?: { thread?: { id: string } };
      };
      if (message.id === 1 && message.result?.thread) {
        lines(host, [
          {
            id: 2,
            method: 'turn/start',
            params: { threadId: message.result.thread.id, input: [{ type: 'text', text: m.text }] },
          },
        ]);
      }
      seen(message);
    }
  });
  return host;
}

const BEHAVIOURS: Record<string, () => unknown> = {
  'exits-at-once': () => process.exit(0),

  'garbage-stdout': async () => {
    await connect();
    during(FLOOD_MS, 10, () => {
      process.stdout.write(Buffer.concat([randomBytes(32 * 1024), NOT_UTF8]));
      process.stderr.write(Buffer.concat([NOT_UTF8, randomBytes(8 * 1024), Buffer.from('\n')]));
    });
  },

  'escapes-group': async () => {
    // A grandchild in a session of its own (setsid): the kill of the implementation's group misses it.
    const escaped = spawn(
      process.execPath,
      ['-e', "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000)"],
      { detached: true, stdio: 'ignore' },
    );
    escaped.unref();
    recordPid(escaped.pid!);
    await connect();
  },

  'drips-ready': () => {
    createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{');
      setInterval(() => res.write(' '), 500);
    }).listen(Number(process.env.LARKSPUR_CONTROL_PORT), '127.0.0.1');
  },

  'huge-ready': () => {
    const pad = 'x'.repeat(16 * 1024 * 1024);
    createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(`{"providerReady":true,"pad":"${pad}"}`);
    }).listen(Number(process.env.LARKSPUR_CONTROL_PORT), '127.0.0.1');
  },

  'reaches-side-channel': async () => {
    // Tries to make the scenario pass by driving the double: a fault on the checks' records, a fake answer.
    for (const [method, path, body] of [
      ['GET', '/__double/records', undefined],
      ['POST', '/__double/faults/push', { kind: 'drop-ack', times: 0 }],
      ['POST', '/__double/messages', { chat: { type: 'p2p', user: 'alice' }, sender: 'alice', text: 'hi' }],
    ] as const) {
      await fetch(`${lark.domain}${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    }
    await connect();
  },

  'floods-requests': async () => {
    await connect();
    const token = await tenantToken();
    const until = Date.now() + FLOOD_MS;
    const one = (): void =>
      void fetch(`${lark.domain}/open-apis/bot/v3/info`, { headers: { authorization: `Bearer ${token}` } })
        .then((r) => r.arrayBuffer())
        .catch(() => undefined)
        .finally(() => Date.now() < until && one());
    for (let i = 0; i < 32; i++) one();
  },

  'floods-frames': async () => {
    const { socket, service, send } = await connect();
    const ping = {
      SeqID: 0,
      LogID: 0,
      service,
      method: FRAME_METHOD.control,
      headers: [{ key: 'type', value: 'ping' }],
    };
    socket.send(randomBytes(8 * 1024 * 1024));
    during(FLOOD_MS, 10, () => {
      for (let i = 0; i < 100 && socket.readyState === WebSocket.OPEN; i++) {
        socket.send(randomBytes(256));
        socket.send(Buffer.concat([Buffer.from('{"not":"a frame"'), NOT_UTF8]), { binary: false });
        send(ping);
        send({
          SeqID: i,
          LogID: i,
          service,
          method: FRAME_METHOD.data,
          headers: [{ key: 'type', value: 'event' }],
          payload: NOT_UTF8,
        });
      }
    });
  },

  'idle-sockets': async () => {
    // 1000 connections that never speak: long connections that never ping (discovery stops at 50), bare
    // TCP connections to the provider double and to the host double.
    for (let i = 0; i < 50; i++) {
      const socket = new WebSocket(await discover());
      socket.on('error', () => undefined);
      held.push(socket);
    }
    const providerPort = Number(new URL(lark.domain).port);
    const hostPort = Number(/--port (\d+)/.exec(process.env.LARKSPUR_HOST_COMMAND!)![1]);
    const idle = (port: number): Socket =>
      tcpConnect({ host: '127.0.0.1', port }).on('error', () => undefined);
    for (let i = 0; i < 475; i++) held.push(idle(providerPort), idle(hostPort));
    await connect();
  },

  'huge-body': async () => {
    const token = await tenantToken();
    await connect(
      onFirstMessage((m) => {
        const big = reply(m, token, { 'content-length': String(600 * 1024 * 1024) });
        pour(big, 600 * 1024 * 1024);
        const chunked = reply(m, token, {});
        pour(chunked, 64 * 1024 * 1024);
      }),
    );
  },

  slowloris: async () => {
    const token = await tenantToken();
    await connect(
      onFirstMessage((m) => {
        const req = reply(m, token, { 'content-length': '1000000' });
        req.write('{"msg_type":"text","content":"');
        setInterval(() => req.write(' '), 100);
      }),
    );
  },

  'dies-mid-upload': async () => {
    const token = await tenantToken();
    await connect(
      onFirstMessage((m) => {
        const req = reply(m, token, { 'content-length': '100000' });
        req.write(`{"msg_type":"text","content":"${'x'.repeat(1000)}`, () =>
          process.kill(process.pid, 'SIGKILL'),
        );
      }),
    );
  },

  'non-utf8': async () => {
    process.stdout.write(NOT_UTF8);
    process.stderr.write(NOT_UTF8);
    const token = await tenantToken();
    const connection = await connect(
      onFirstMessage((m) => {
        reply(m, token, {}).end(
          Buffer.concat([Buffer.from('{"msg_type":"text","content":"'), NOT_UTF8, Buffer.from('"')]),
        );
        void fetch(`${lark.domain}/open-apis/im/v1/messages/%FF%FE%C0`, {
          headers: { authorization: `Bearer ${token}` },
        }).catch(() => undefined);
        const host = spawnHost();
        host.stdin!.write(
          Buffer.concat([
            Buffer.from(INITIALIZE),
            NOT_UTF8,
            Buffer.from('\n{"id":1,"method":"thread/start","params":{"cwd":"'),
            NOT_UTF8,
            Buffer.from('"}}\n'),
          ]),
        );
        // Last, a text frame that is no UTF-8: the double's socket refuses it and closes.
        setTimeout(() => connection.socket.send(NOT_UTF8, { binary: false }), 500);
      }),
    );
  },

  'host-dies-mid-turn': async () => {
    await connect(
      onFirstMessage((m) => {
        const host = hostWithTurn(m, (message) => {
          if (message.method === 'turn/started') host.kill('SIGKILL');
        });
      }),
    );
  },

  'host-never-reads': async () => {
    await connect(
      onFirstMessage(() => {
        const host = spawnHost();
        host.stdout!.pause();
        host.stdin!.write(INITIALIZE + INITIALIZED);
        const read = `${JSON.stringify({ id: 9, method: 'thread/read', params: { threadId: 'thr_none', includeTurns: true } })}\n`;
        host.stdin!.write(read.repeat(20_000));
      }),
    );
  },

  'host-stops-reading': async () => {
    await connect(
      onFirstMessage((m) => {
        // Once the turn runs, it closes its end of the host's stdout and goes on writing requests.
        const host = hostWithTurn(m, (message) => {
          if (message.method !== 'turn/started') return;
          host.stdout!.destroy();
          setInterval(
            () => lines(host, [{ id: 3, method: 'thread/read', params: { threadId: 'thr_none' } }]),
            10,
          );
        });
      }),
    );
  },

  'host-huge-line': async () => {
    // Before it is ready, so that the line has gone out whole however loaded the machine is.
    const host = spawnHost();
    host.stdin!.write(INITIALIZE + INITIALIZED);
    await new Promise<void>((resolve) => {
      pour(host.stdin!, 70 * 1024 * 1024);
      host.once('exit', () => resolve());
    });
    await connect();
  },

  'host-bad-ids': async () => {
    await connect(
      onFirstMessage(() => {
        const host = spawnHost();
        host.stdout!.resume();
        host.stdin!.write(INITIALIZE + INITIALIZED);
        const read = (id: string) => `{"id":${id},"method":"thread/read","params":{"threadId":"thr_none"}}\n`;
        host.stdin!.write(['true', '{}', '1.5', '[1]', '1e400'].map(read).join(''));
        // And a flood of lines after them.
        host.stdin!.write(`${JSON.stringify({ method: 'initialized', params: {} })}\n`.repeat(20_000));
      }),
    );
  },
};

const behaviour = BEHAVIOURS[process.env.HOSTILE ?? ''];
if (!behaviour) {
  process.stderr.write(`hostile bridge: unknown HOSTILE=${process.env.HOSTILE ?? ''}\n`);
  process.exit(2);
}
await behaviour();
setInterval(() => undefined, 1 << 30);
