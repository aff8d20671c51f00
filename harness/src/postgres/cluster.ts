import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../runner/free-port.ts';
import { sleep } from '../runner/signal.ts';
import { postgresProgram } from './binaries.ts';
import { ClusterStartError } from './errors.ts';
import { asUser, runProgram, type ServerUser } from './run-program.ts';
import { killGroup } from '../../../runtime/src/index.ts';

/** The superuser of a throwaway cluster; it trusts every connection on loopback, which is all it listens on. */
export const CLUSTER_USER = 'larkspur';

const READY_POLL_MS = 50;
const READY_TIMEOUT_MS = 30_000;
const STOP_GRACE_MS = 5_000;
const PORT_TRIES = 3;
/**
 * sh -c WATCHDOG larkspur-pg DIR COMMAND ARGS…: runs the server, then waits for EOF on stdin (the kit's end
 * of the pipe closing) or a signal to the group; then SIGQUIT (PostgreSQL's immediate shutdown), it waits
 * for the server to end, and the directory goes with it. SIGUSR1 to the shell alone kills the server the
 * same way and keeps the directory, SIGUSR2 starts it again on it: a store outage, for the tests that need
 * one. `cat` waits in the background (on stdin by name: a background list's own is /dev/null), as a trap
 * runs only once the foreground command is done.
 */
const WATCHDOG =
  'dir=$1; shift; up() { "$@" </dev/null & pg=$!; }; down() { kill -QUIT $pg 2>/dev/null; wait $pg; }; ' +
  'up "$@"; done=; trap \'down; done=1\' QUIT TERM INT; trap down USR1; trap \'up "$@"\' USR2; ' +
  'exec 3<&0; cat <&3 >/dev/null & eof=$!; while [ -z "$done" ] && kill -0 $eof 2>/dev/null; do wait $eof; done; ' +
  'down; rm -rf "$dir"';

export interface ClusterOptions {
  /**
   * Settings for this cluster's server (postgresql.conf names). Tests turn fsync off: a killed bridge still
   * loses nothing committed, only a crash of the machine would; the bench keeps it on.
   */
  settings?: Record<string, string>;
}

/** Who the server runs as: initdb refuses root, so root runs it as the postgres user (else nobody). */
function serverUser(): ServerUser {
  if (process.getuid?.() !== 0) return undefined;
  const passwd = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .map((line) => line.split(':'));
  const entry = passwd.find((f) => f[0] === 'postgres') ?? passwd.find((f) => f[0] === 'nobody');
  if (!entry)
    throw new ClusterStartError(
      'initialise',
      'running as root, and there is no postgres or nobody user to run the server as',
    );
  return { uid: Number(entry[2]), gid: Number(entry[3]) };
}

/**
 * A throwaway PostgreSQL cluster: initdb in a temporary directory, one server on a free loopback port, run
 * as a child in its own process group and killed with it. Nothing of it outlives `stop` — nor this process:
 * the group is signalled on exit, and a process killed outright is noticed by the server's watchdog.
 */
export class PostgresCluster {
  readonly port: number;
  /** The cluster's temporary directory: its data, and the server's socket. */
  readonly dir: string;
  private readonly server: ChildProcess;
  private readonly exited: Promise<void>;
  /** The server's last lines, for an error that says why it did not come up. */
  #lastWords: () => string = () => '';

  private constructor(dir: string, port: number, server: ChildProcess) {
    this.dir = dir;
    this.port = port;
    this.server = server;
    this.exited = new Promise((resolve) => {
      server.once('exit', () => resolve());
      server.once('error', () => resolve());
    });
  }

  static async start(options: ClusterOptions = {}): Promise<PostgresCluster> {
    const user = serverUser();
    const dir = mkdtempSync(join(tmpdir(), 'larkspur-pg-'));
    chmodSync(dir, 0o700);
    if (user) chownSync(dir, user.uid, user.gid);
    const data = join(dir, 'data');
    try {
      const init = await runProgram(
        postgresProgram('initdb'),
        ['-D', data, '-U', CLUSTER_USER, '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync'],
        { user },
      );
      if (init.code !== 0)
        throw new ClusterStartError('initialise', init.output.trim().split('\n').slice(-3).join(' / '));
      let lastProblem = '';
      for (let attempt = 0; attempt < PORT_TRIES; attempt++) {
        const port = await freePort();
        const started = await PostgresCluster.serve(dir, data, port, options, user);
        if (started instanceof PostgresCluster) return started;
        lastProblem = started;
      }
      throw new ClusterStartError('start', lastProblem);
    } catch (error) {
      rmSync(dir, { recursive: true, force: true });
      throw error;
    }
  }

  /** A server on `port`, ready; or why it is not (its log's last lines). */
  private static async serve(
    dir: string,
    data: string,
    port: number,
    options: ClusterOptions,
    user: ServerUser,
  ): Promise<PostgresCluster | string> {
    const settings = { listen_addresses: '127.0.0.1', max_connections: '300', ...options.settings };
    const args = [
      '-D',
      data,
      '-p',
      String(port),
      '-k',
      dir,
      ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`]),
    ];
    const [command, argv] = asUser(postgresProgram('postgres'), args, user);
    let log = '';
    // A shell holds the server, and our end of a pipe: when this process is gone — however it ended, SIGKILL
    // included — the pipe reads EOF, and the shell shuts the server down and removes the cluster's directory.
    const server = spawn('sh', ['-c', WATCHDOG, 'larkspur-pg', dir, command, ...argv], {
      detached: true,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    server.on('error', (error) => (log += `\n${error.message}`));
    server.stdin!.on('error', () => undefined);
    for (const stream of [server.stdout!, server.stderr!]) {
      stream.on('error', () => undefined);
      stream.setEncoding('utf8').on('data', (chunk: string) => (log = (log + chunk).slice(-8192)));
    }
    const cluster = new PostgresCluster(dir, port, server);
    cluster.#lastWords = () => log.trim().split('\n').slice(-3).join(' / ');
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (server.exitCode !== null || server.signalCode !== null || server.pid === undefined) break;
      if (await accepting(port)) return cluster;
      await sleep(READY_POLL_MS);
    }
    await cluster.kill();
    return log.trim().split('\n').slice(-3).join(' / ') || `not ready within ${READY_TIMEOUT_MS} ms`;
  }

  /** The superuser's URL of one database of this cluster. */
  url(database = 'postgres'): string {
    return `postgres://${CLUSTER_USER}@127.0.0.1:${this.port}/${database}`;
  }

  /**
   * Kills the server as a crash would (immediate shutdown: every connection dropped, nothing checkpointed),
   * keeping its data: connections are refused until `recover`.
   */
  async crash(): Promise<void> {
    await this.watchdog('SIGUSR1', false);
  }

  /** Starts the server again on its data and port after `crash`; it runs crash recovery, then accepts. */
  async recover(): Promise<void> {
    await this.watchdog('SIGUSR2', true);
  }

  private async watchdog(signal: NodeJS.Signals, up: boolean): Promise<void> {
    if (this.server.pid === undefined) throw new ClusterStartError('start', 'the server is gone');
    process.kill(this.server.pid, signal);
    const deadline = Date.now() + READY_TIMEOUT_MS;
    // Down means the server is gone, not only its socket: it stops accepting before its backends have ended,
    // and a server started again meanwhile finds the old one's lock file and gives up.
    const pidFile = join(this.dir, 'data', 'postmaster.pid');
    const there = async () => (await accepting(this.port)) || (!up && existsSync(pidFile));
    while ((await there()) !== up) {
      if (Date.now() > deadline)
        throw new ClusterStartError(
          'start',
          `not ${up ? 'accepting' : 'down'} within ${READY_TIMEOUT_MS} ms: ${this.#lastWords() || 'the server said nothing'}`,
        );
      await sleep(READY_POLL_MS);
    }
  }

  /** Stops the server (immediate shutdown, then SIGKILL) and removes the cluster's directory. */
  async stop(): Promise<void> {
    await this.kill();
    rmSync(this.dir, { recursive: true, force: true });
  }

  private async kill(): Promise<void> {
    // SIGQUIT is PostgreSQL's immediate shutdown: every backend exits at once, shared memory is released.
    this.signal('SIGQUIT');
    const timer = setTimeout(() => this.signal('SIGKILL'), STOP_GRACE_MS);
    await this.exited;
    clearTimeout(timer);
    this.signal('SIGKILL');
  }

  private signal(signal: NodeJS.Signals): void {
    if (this.server.pid === undefined) return;
    killGroup(this.server.pid, signal);
  }
}

/** Whether a server on the port accepts connections now. */
async function accepting(port: number): Promise<boolean> {
  const probe = await runProgram(postgresProgram('pg_isready'), [
    '-q',
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-U',
    CLUSTER_USER,
  ]);
  return probe.code === 0;
}
