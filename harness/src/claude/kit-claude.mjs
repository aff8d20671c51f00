// The kit's `claude` in claude-code mode: the pinned Claude Code, run as the bridge's own child, with the lines
// between them copied to the harness (stream-json, both ways) and its model calls sent to the model double
// under a base URL of its own, so the harness knows which claude made each call. Plain JavaScript, run by the
// Node.js of the harness: it must start fast, in a checkout and in the package alike.
// Usage (from the scenario's bin/claude script): node kit-claude.mjs CONFIG.json [claude arguments…]
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { constants } from 'node:os';

const [configFile, ...given] = process.argv.slice(2);
// A new session gets its id from the kit, so that the harness knows the session of a turn the moment the bridge
// starts it: Claude Code would name one itself only after it started up.
const SESSION_FLAGS = /^(--resume|-r|--session-id|--continue|-c)(=|$)/;
const answers = given.some((a) => a === '--version' || a === '-v' || a === '--help' || a === '-h');
const args =
  answers || given.some((a) => SESSION_FLAGS.test(a)) ? given : [...given, '--session-id', randomUUID()];
/** {port, token, bin, origin, env}: the harness's listener, the native claude, the double, the forced variables. */
const config = JSON.parse(readFileSync(configFile, 'utf8'));

/** Splits a byte stream into lines for the record, whatever its chunks. */
function lines(onLine) {
  let rest = '';
  return (chunk) => {
    rest += chunk.toString('utf8');
    let at;
    while ((at = rest.indexOf('\n')) >= 0) {
      onLine(rest.slice(0, at));
      rest = rest.slice(at + 1);
    }
  };
}

/** Connects to the harness and learns this claude's base URL; without a harness, claude runs unrecorded. */
function hello() {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port: config.port });
    let answered = false;
    const unrecorded = () => {
      if (answered) return;
      answered = true;
      socket.destroy();
      process.stderr.write('[larkspur kit claude] the harness is gone: running unrecorded\n');
      resolve({ socket: undefined, baseUrl: config.origin });
    };
    socket.on('error', unrecorded);
    socket.once('connect', () => {
      socket.write(
        `${JSON.stringify({ larkspurClaude: 1, token: config.token, argv: args, cwd: process.cwd() })}\n`,
      );
    });
    socket.on(
      'data',
      lines((line) => {
        if (answered) return;
        answered = true;
        const { baseUrl } = JSON.parse(line);
        resolve({ socket, baseUrl });
      }),
    );
    socket.once('close', unrecorded);
  });
}

const { socket, baseUrl } = await hello();
const record = (entry) => {
  if (socket && !socket.destroyed) socket.write(`${JSON.stringify(entry)}\n`);
};

const child = spawn(config.bin, args, {
  env: { ...process.env, ...config.env, ANTHROPIC_BASE_URL: baseUrl },
  stdio: ['pipe', 'pipe', 'inherit'],
});
for (const pipe of [child.stdin, child.stdout, process.stdout, process.stdin]) pipe.on('error', () => {});
process.stdin.on(
  'data',
  lines((line) => record({ d: 'in', line })),
);
process.stdin.pipe(child.stdin);
child.stdout.on(
  'data',
  lines((line) => record({ d: 'out', line })),
);
child.stdout.pipe(process.stdout);
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('error', (error) => {
  process.stderr.write(`[larkspur kit claude] cannot run ${config.bin}: ${error.message}\n`);
  record({ exit: 127, signal: null });
  process.exit(127);
});
// 'close': the child exited and its stdout is drained into ours.
child.on('close', (code, signal) => {
  record({ exit: code, signal });
  const done = () => process.exit(signal ? 128 + (constants.signals[signal] ?? 0) : (code ?? 1));
  if (socket && !socket.destroyed) socket.end(done);
  else done();
});
