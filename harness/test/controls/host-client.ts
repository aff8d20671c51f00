import { spawn, type ChildProcess } from 'node:child_process';
import { flaw } from './flaw.ts';
import { HostTurn } from './host-turn.ts';
import { JsonRpcClosedError, JsonRpcPeer, killGroup } from '../../../runtime/src/index.ts';

/** What a request of the host (an approval) is handed to: respond once decided; the item it is about. */
export type HostRequestHandler = (
  method: string,
  params: Record<string, unknown>,
  id: number | string,
  respond: (result: unknown) => void,
  paths: string[],
) => void;

interface HostParams {
  turnId?: string;
  itemId?: string;
  delta?: string;
  turn?: { id: string; status: string; error?: { message: string; codexErrorInfo?: unknown } | null };
  item?: { id: string; type: string; changes?: Array<{ path: string }> };
}

/**
 * The error classes a closed list written from older Codex sources knew; 0.171.0 has more (rateLimitExceeded,
 * modelNotFound, …) and takes any other value too.
 */
const OLD_CLASSES = new Set([
  'contextWindowExceeded',
  'usageLimitExceeded',
  'serverOverloaded',
  'internalServerError',
  'unauthorized',
  'badRequest',
  'sandboxError',
  'other',
  'httpConnectionFailed',
  'responseStreamConnectionFailed',
  'responseStreamDisconnected',
  'responseTooManyFailedAttempts',
]);

/** Whether a closed list of error classes could read this turn's codexErrorInfo (strict-error-classes). */
function readable(info: unknown): boolean {
  const variant =
    typeof info === 'string' ? info : info && typeof info === 'object' ? Object.keys(info)[0] : undefined;
  return variant === undefined || OLD_CLASSES.has(variant);
}

/** The host process went away before it answered: what the request did is unknown (HO-003). */
export class HostLostError extends Error {
  readonly code = 'HOST_LOST';

  constructor(method: string) {
    super(`the host went away before it answered ${method}`);
    this.name = 'HostLostError';
  }
}

/**
 * Just enough of the host protocol for a control bot. The host runs in its own process group, which
 * this process kills when it exits or closes the host; killed itself (SIGKILL), it leaves the host its
 * stdin's end, on which the host command ends too. A host that ended is spawned again on the next use.
 */
export class HostClient {
  private child: ChildProcess | undefined;
  private peer: JsonRpcPeer | undefined;
  private connecting: Promise<void> | undefined;
  /** Counts the host processes: a thread is resumed once on each (threads.ts). */
  generation = 0;
  /** Per turn id; notifications may come before the turn/start answer that names the turn. */
  private readonly turns = new Map<string, HostTurn>();
  /** The turn of each thread, from its turn/start on, for /stop. */
  private readonly running = new Map<string, Promise<HostTurn>>();
  /** The files of each file change item the host announced, for its approval card. */
  private readonly changes = new Map<string, string[]>();
  /** Where the host's approval requests go; without a handler, each is declined. */
  onRequest: HostRequestHandler = (_method, _params, _id, respond) => respond({ decision: 'decline' });
  /** serverRequest/resolved: a request of the host is settled or withdrawn. */
  onResolved: (params: Record<string, unknown>) => void = () => {};
  /** The turn of each thread once the host has answered its turn/start. */
  private readonly started = new Map<string, HostTurn>();

  constructor(private readonly command: string) {
    process.on('exit', () => this.close());
  }

  /** A host process is running. */
  get up(): boolean {
    return this.child !== undefined;
  }

  /** The host, spawned and initialized; spawned again when the last one ended. */
  connect(): Promise<void> {
    this.connecting ??= this.spawn();
    return this.connecting;
  }

  /** Ends the host process group: its turns are lost, its pending requests fail (HO-004). */
  close(): void {
    if (!this.child?.pid) return;
    killGroup(this.child.pid, 'SIGKILL');
  }

  request(method: string, params: unknown): Promise<unknown> {
    const peer = this.peer;
    if (!peer) return Promise.reject(new HostLostError(method));
    return peer.request(method, params).catch((error: unknown) => {
      throw error instanceof JsonRpcClosedError ? new HostLostError(method) : error;
    });
  }

  /** Starts a turn on the thread; HostLostError when the answer was lost with the host. */
  startTurn(threadId: string, text: string, media: unknown[] = []): Promise<HostTurn> {
    const input = [...(text === '' ? [] : [{ type: 'text', text }]), ...media];
    const started = this.request('turn/start', { threadId, input }).then((result) =>
      this.turn((result as { turn: { id: string } }).turn.id),
    );
    this.running.set(threadId, started);
    void started
      .then((turn) => {
        this.started.set(threadId, turn);
        return turn.ended.then(() => this.turns.delete(turn.id));
      })
      .catch(() => undefined)
      .finally(() => {
        if (this.running.get(threadId) !== started) return;
        this.running.delete(threadId);
        this.started.delete(threadId);
      });
    return started;
  }

  /**
   * The thread's turn, running or still being started: a stop waits for a late start (HO-005). The flaw
   * sees only a turn the host has already started, so a stop during a slow start finds nothing to stop.
   */
  async runningTurn(threadId: string): Promise<HostTurn | undefined> {
    if (flaw === 'ignores-late-start') return this.started.get(threadId);
    return this.running.get(threadId)?.catch(() => undefined);
  }

  private async spawn(): Promise<void> {
    const child = spawn('/bin/sh', ['-c', this.command], {
      stdio: ['pipe', 'pipe', 'inherit'],
      detached: true,
    });
    this.child = child;
    this.generation++;
    const peer = JsonRpcPeer.overStreams(child.stdout!, child.stdin!, () => child.stdin!.end(), {
      notification: (method, params) => this.onNotification(method, (params ?? {}) as HostParams),
      request: (method, params, reply, id) => {
        const asked = (params ?? {}) as Record<string, unknown>;
        this.touched(asked as HostParams);
        let answered = false;
        const respond = (result: unknown) => {
          // The runtime peer answers a request once; a bridge that keeps no decision answers it again, on
          // the wire, as such a bridge would.
          if (answered && flaw === 'answers-every-click')
            child.stdin!.write(`${JSON.stringify({ id, result })}\n`);
          else reply.result(result);
          answered = true;
        };
        this.onRequest(method, asked, id, respond, this.changes.get(String(asked.itemId)) ?? []);
      },
    });
    this.peer = peer;
    // Its output ending is the host gone, as its exit is: whichever comes first (the exit may come later,
    // and a request meanwhile would find a closed connection, and a retry of it another, without end).
    child.on('exit', () => this.lost(child, peer));
    peer.onClose(() => this.lost(child, peer));
    await this.request('initialize', {
      clientInfo: { name: 'larkspur-control', title: 'Larkspur control bot', version: '0' },
    });
    peer.notify('initialized', {});
  }

  /** The host ended: nothing it had in hand can be answered any more. */
  private lost(child: ChildProcess, peer: JsonRpcPeer): void {
    // Its open requests fail: their answers can no longer come.
    peer.close();
    if (child !== this.child) return;
    this.child = undefined;
    this.peer = undefined;
    this.connecting = undefined;
    for (const turn of this.turns.values()) turn.end('lost');
    this.turns.clear();
  }

  private turn(turnId: string): HostTurn {
    let turn = this.turns.get(turnId);
    if (!turn) {
      turn = new HostTurn(turnId);
      this.turns.set(turnId, turn);
    }
    return turn;
  }

  /** Whatever the host says of a turn, a request included, is activity of that turn. */
  private touched(params: HostParams): HostTurn | undefined {
    const turn = params?.turnId
      ? this.turn(params.turnId)
      : params?.turn
        ? this.turn(params.turn.id)
        : undefined;
    turn?.active();
    return turn;
  }

  private onNotification(method: string, params: HostParams): void {
    const turn = this.touched(params);
    if (method === 'item/agentMessage/delta') {
      turn!.delta(params!.itemId ?? '', params!.delta ?? '');
    } else if (method === 'error' && flaw === 'fails-on-retry') {
      // Takes a transient error for the end of the turn, though the host retries it (HO-007).
      turn!.end('failed');
    } else if (method === 'turn/completed') {
      // Drops an end it cannot parse as breaking the protocol: the turn never settles (HO-007).
      if (flaw === 'strict-error-classes' && !readable(params!.turn!.error?.codexErrorInfo)) return;
      turn!.error = params!.turn!.error?.message;
      turn!.end(params!.turn!.status as 'completed' | 'interrupted' | 'failed');
    } else if (method === 'item/started' && params?.item?.type === 'fileChange') {
      this.changes.set(
        params.item.id,
        (params.item.changes ?? []).map((c) => c.path),
      );
    } else if (method === 'serverRequest/resolved') {
      this.onResolved(params as Record<string, unknown>);
    }
  }
}
