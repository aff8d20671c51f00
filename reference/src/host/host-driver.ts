import type { ValidateFunction } from 'ajv';
import { systemTimers, waitAtMost, type Timers } from '../../../runtime/src/index.ts';
import type {
  ControlHealth,
  HostAgentMessageDeltaNotification,
  HostCommandApprovalRequest,
  HostErrorNotification,
  HostFileChangeApprovalRequest,
  HostItemStartedNotification,
  HostServerRequestResolvedNotification,
  HostThread,
  HostThreadItem,
  HostThreadStartResponse,
  HostThreadTurnsListResponse,
  HostTurn,
  HostTurnCompletedNotification,
  HostTurnStartedNotification,
  HostTurnStartResponse,
  HostTurnSteerResponse,
} from '../../../generated/types/index.ts';
import {
  validateHostAgentMessageDeltaNotification,
  validateHostCommandApprovalRequest,
  validateHostErrorNotification,
  validateHostFileChangeApprovalRequest,
  validateHostInitializeResponse,
  validateHostItemCompletedNotification,
  validateHostItemStartedNotification,
  validateHostServerRequestResolvedNotification,
  validateHostThreadReadResponse,
  validateHostThreadResumeResponse,
  validateHostThreadStartResponse,
  validateHostThreadTurnsListResponse,
  validateHostTurnCompletedNotification,
  validateHostTurnInterruptResponse,
  validateHostTurnStartedNotification,
  validateHostTurnStartResponse,
  validateHostTurnSteerResponse,
} from '../../../generated/validators/host.js';
import type {
  ApprovalHandler,
  ApprovalRequest,
  HostInput,
  ReadTurn,
  ThreadStatus,
  TurnOutcome,
} from '../core/host.ts';
import { systemClock, type Clock } from '../clock.ts';
import { silentLogger, type Logger } from '../logger.ts';
import { classifyHostError } from './error-class.ts';
import {
  HostConnectionLostError,
  HostNotReadyError,
  HostRequestError,
  HostStartError,
  ModelProviderMismatchError,
  SteerRejectedError,
  ThreadNotFoundError,
} from './errors.ts';
import { signalGroup, spawnHost, type HostProcess, type SpawnHost } from './host-process.ts';
import { processStopped } from './stopped-process.ts';
import { HostStderr } from './host-stderr.ts';
import { HostPeer, NO_ANSWER, type RequestId } from './json-rpc-peer.ts';
import { TurnTracker, type TurnHandlers } from './turn-tracker.ts';

export type UserInput = HostInput;

export interface HostDriverOptions {
  /** A POSIX shell command line that speaks the host protocol on stdio, e.g. `codex app-server`. */
  command: string;
  clientInfo: { name: string; title: string; version: string };
  spawn?: SpawnHost;
  /** When set, every thread start and resume must read back this provider (HO-002). */
  modelProvider?: string;
  /** Overrides sent with thread/start and thread/resume. */
  thread?: {
    model?: string;
    cwd?: string;
    /** What Codex 0.171.0 takes; it refuses "on-failure". */
    approvalPolicy?: 'untrusted' | 'on-request' | 'never';
    sandbox?: 'read-only' | 'workspace-write' | 'danger-full-access';
    developerInstructions?: string;
  };
  approvals?: ApprovalHandler;
  /** Longest wait for any answer of the host. Default 30000. */
  requestTimeoutMs?: number;
  /** Longest wait for the acknowledgement of turn/interrupt; a stop is proven by a read anyway. Default 2000. */
  interruptTimeoutMs?: number;
  /** On close: SIGTERM to the host's process group, then SIGKILL after this long. Default 2000. */
  closeGraceMs?: number;
  logger?: Logger;
  /** For the health's `since`; default the system clock. */
  clock?: Clock;
  /** The host process ended, by close() or on its own. Every running turn has lost its outcome. */
  onExit?(exit: { code: number | null; signal: string | null }): void;
  /** The close grace and the request timeouts. */
  timers?: Timers;
}

const NOTIFICATION_VALIDATORS: Record<string, ValidateFunction> = {
  'turn/started': validateHostTurnStartedNotification,
  'turn/completed': validateHostTurnCompletedNotification,
  'item/started': validateHostItemStartedNotification,
  'item/completed': validateHostItemCompletedNotification,
  'item/agentMessage/delta': validateHostAgentMessageDeltaNotification,
  error: validateHostErrorNotification,
  'serverRequest/resolved': validateHostServerRequestResolvedNotification,
};

/**
 * The reference server's side of the host protocol: spawns the host command (the harness's shim, or a
 * real `codex app-server`), does the initialize handshake, keeps threads and turns, and turns host
 * notifications into outcomes with classified errors.
 */
export class HostDriver {
  readonly #options: HostDriverOptions;
  readonly #trackers = new Map<string, TurnTracker>();
  /** Items that can ask for approval, from item/started until item/completed: a file change's paths. */
  readonly #openItems = new Map<string, HostThreadItem>();
  #approvals: ApprovalHandler | undefined;
  #child: HostProcess | undefined;
  #failingSince: number | undefined;
  #peer: HostPeer | undefined;
  readonly #lost = new WeakSet<HostPeer>();
  #exited: Promise<void> = Promise.resolve();
  #ready = false;
  #userAgent: string | undefined;

  constructor(options: HostDriverOptions) {
    this.#options = options;
    this.#approvals = options.approvals;
  }

  handleApprovals(handler: ApprovalHandler): void {
    this.#approvals = handler;
  }

  get ready(): boolean {
    return this.#ready;
  }

  /** The host process as it is now: failing while it is stopped, gone, or not started yet (/v1/ready). */
  get health(): ControlHealth {
    const child = this.#child;
    let error: string | undefined;
    if (!child || child.pid === undefined) error = 'the host process is not started';
    else if (child.exitCode !== null || child.signalCode !== null)
      error = `the host process ended (${child.signalCode ?? `exit code ${child.exitCode}`})`;
    else if (processStopped(child.pid)) error = 'the host process is stopped (SIGSTOP, or a debugger)';
    else if (!this.#ready) error = 'the host process has not answered initialize';
    if (error === undefined) {
      this.#failingSince = undefined;
      return { state: 'ok' };
    }
    this.#failingSince ??= (this.#options.clock ?? systemClock)();
    return { state: 'failing', since: this.#failingSince, error };
  }

  /** The user agent the host gave in its initialize answer, with its version; `larkspur doctor` checks the pin. */
  get userAgent(): string | undefined {
    return this.#userAgent;
  }

  /**
   * Spawns the host in its own process group, then initialize and initialized. May be called again
   * once the host has ended, to restart it; threads are then resumed, not restarted.
   */
  async start(): Promise<void> {
    if (this.#child && this.#child.exitCode === null && this.#child.signalCode === null) await this.close();
    const child = (this.#options.spawn ?? spawnHost)(this.#options.command);
    this.#child = child;
    const peer = new HostPeer(
      child.stdout,
      child.stdin,
      {
        notification: (method, params) => this.#notification(method, params),
        request: (method, params, id) => this.#serverRequest(method, params, id),
        malformed: (problem) => this.#logger.warn(`host sent a line that is not JSON-RPC (${problem})`),
      },
      this.#timers,
    );
    this.#peer = peer;
    // A host whose output ended can answer nothing more, though its process may linger a moment.
    peer.onClose(() => this.#gone(peer));
    this.#exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        this.#gone(peer);
        this.#options.onExit?.({ code, signal });
        resolve();
      });
      child.once('error', (error) => {
        this.#logger.error('host command failed:', error);
        this.#gone(peer);
        resolve();
      });
    });
    child.stdin.on('error', () => {});
    const stderr = child.stderr ? new HostStderr(child.stderr, this.#logger) : undefined;
    try {
      const initialized = (await peer.request(
        'initialize',
        { clientInfo: this.#options.clientInfo },
        this.#timeout(validateHostInitializeResponse),
      )) as {
        userAgent?: string;
      };
      this.#userAgent = initialized.userAgent;
      peer.notify('initialized');
      this.#ready = true;
      stderr?.release();
    } catch (error) {
      await this.close();
      const why =
        error instanceof HostConnectionLostError ? 'it ended before it answered' : (error as Error).message;
      throw new HostStartError(this.#options.command, why, await stderr?.lastWords());
    }
  }

  async startThread(): Promise<{ threadId: string; modelProvider?: string }> {
    const result = (await this.#request(
      'thread/start',
      this.#threadSettings(),
      validateHostThreadStartResponse,
    )) as HostThreadStartResponse['result'];
    return this.#session(result);
  }

  /**
   * Loads a stored thread; ThreadNotFoundError when the host says it is gone (HO-001). Without its turns:
   * 0.171.0 deprecates sending the whole history here, and listTurns reads what is needed.
   */
  async resumeThread(threadId: string): Promise<{ threadId: string; modelProvider?: string }> {
    const params = { threadId, ...this.#threadSettings(), excludeTurns: true };
    const result = await this.#request('thread/resume', params, validateHostThreadResumeResponse).catch(
      (error: unknown) => Promise.reject(notFound(error, threadId)),
    );
    return this.#session(result as HostThreadStartResponse['result']);
  }

  /**
   * A fresh read of the thread: the proof of a stop (HO-004). When it is active, its newest turn says
   * which turn runs. An id the host has no thread for reads as gone, not as an error: no turn runs there.
   */
  async readThread(threadId: string): Promise<ThreadStatus> {
    let thread: HostThread;
    try {
      thread = (
        (await this.#request('thread/read', { threadId }, validateHostThreadReadResponse)) as {
          thread: HostThread;
        }
      ).thread;
    } catch (error) {
      if (unknownThread(error)) return { status: 'notLoaded', gone: true };
      throw error;
    }
    const status = thread.status.type;
    if (status !== 'active') return { status };
    const [newest] = await this.listTurns(threadId, 1);
    return newest?.status === 'inProgress' ? { status, activeTurnId: newest.id } : { status };
  }

  /**
   * The thread's latest turns, newest first, with their input, answer and outcome: thread/turns/list,
   * which reads a thread whether this host process loaded it or not. ThreadNotFoundError for an id the
   * host has no thread for.
   */
  async listTurns(threadId: string, limit: number): Promise<ReadTurn[]> {
    const params = { threadId, limit, sortDirection: 'desc', itemsView: 'summary' };
    try {
      const result = (await this.#request(
        'thread/turns/list',
        params,
        validateHostThreadTurnsListResponse,
      )) as HostThreadTurnsListResponse['result'];
      return result.data.map(readTurn);
    } catch (error) {
      if (noTurnYet(error)) return [];
      if (unknownThread(error)) throw new ThreadNotFoundError(threadId);
      throw error;
    }
  }

  async startTurn(
    threadId: string,
    input: UserInput,
    handlers: TurnHandlers,
  ): Promise<{ turnId: string; done: Promise<TurnOutcome> }> {
    const result = (await this.#request(
      'turn/start',
      { threadId, input },
      validateHostTurnStartResponse,
    )) as HostTurnStartResponse['result'];
    const tracker = this.#tracker(result.turn.id);
    tracker.attach(handlers);
    if (tracker.settled) this.#trackers.delete(result.turn.id);
    return { turnId: result.turn.id, done: tracker.done };
  }

  /** Adds input to the running turn; SteerRejectedError when the host refuses (AD-008). */
  async steerTurn(threadId: string, expectedTurnId: string, input: UserInput): Promise<{ turnId: string }> {
    try {
      const result = (await this.#request(
        'turn/steer',
        { threadId, input, expectedTurnId },
        validateHostTurnSteerResponse,
      )) as HostTurnSteerResponse['result'];
      return { turnId: result.turnId };
    } catch (error) {
      if (!(error instanceof HostRequestError)) throw error;
      const info = (error.data as { codexErrorInfo?: Parameters<typeof classifyHostError>[0] } | undefined)
        ?.codexErrorInfo;
      throw new SteerRejectedError(classifyHostError(info));
    }
  }

  /** Asks for the stop of the exact turn. The acknowledgement is not a stop receipt: read the thread. */
  async interrupt(threadId: string, turnId: string): Promise<void> {
    const peer = this.#connected();
    await peer.request(
      'turn/interrupt',
      { threadId, turnId },
      {
        timeoutMs: this.#options.interruptTimeoutMs ?? 2_000,
        validate: validateHostTurnInterruptResponse,
      },
    );
  }

  /** Ends the host: stdin closed, SIGTERM to its process group, SIGKILL after the grace period. */
  async close(): Promise<void> {
    this.#ready = false;
    const child = this.#child;
    if (!child) return;
    child.stdin.end();
    signalGroup(child, 'SIGTERM');
    await waitAtMost(this.#exited, this.#options.closeGraceMs ?? 2_000, this.#timers);
    // Whatever the leader did, nothing it started may outlive the host.
    signalGroup(child, 'SIGKILL');
    await this.#exited;
  }

  get #timers(): Timers {
    return this.#options.timers ?? systemTimers;
  }

  get #logger(): Logger {
    return this.#options.logger ?? silentLogger;
  }

  #connected(): HostPeer {
    if (!this.#peer || !this.#ready) throw new HostNotReadyError();
    return this.#peer;
  }

  #timeout(validate: ValidateFunction) {
    return { timeoutMs: this.#options.requestTimeoutMs ?? 30_000, validate };
  }

  #request(method: string, params: unknown, validate: ValidateFunction): Promise<unknown> {
    return this.#connected().request(method, params, this.#timeout(validate));
  }

  #threadSettings(): Record<string, unknown> {
    const { modelProvider, thread } = this.#options;
    return { ...thread, ...(modelProvider ? { modelProvider } : {}) };
  }

  /** The provider read back must be the configured one, at the top and on the thread (HO-002). */
  #session(result: HostThreadStartResponse['result']): { threadId: string; modelProvider: string } {
    const expected = this.#options.modelProvider;
    if (expected !== undefined) {
      const wrong = [result.modelProvider, result.thread.modelProvider].find(
        (provider) => provider !== expected,
      );
      if (wrong !== undefined) throw new ModelProviderMismatchError(expected, wrong, result.thread.id);
    }
    return { threadId: result.thread.id, modelProvider: result.modelProvider };
  }

  #tracker(turnId: string): TurnTracker {
    let tracker = this.#trackers.get(turnId);
    if (!tracker) {
      tracker = new TurnTracker();
      this.#trackers.set(turnId, tracker);
    }
    return tracker;
  }

  #notification(method: string, params: unknown): void {
    const validate = NOTIFICATION_VALIDATORS[method];
    if (!validate) return; // outside what the driver uses: tokens, thread/started, …
    if (!validate({ method, params })) {
      this.#logger.warn(`host sent a ${method} that breaks the host protocol; ignored`);
      // The end of a turn is never lost to a value this server cannot read: the turn fails, unclassified.
      if (method === 'turn/completed') this.#endUnreadable(params);
      return;
    }
    switch (method) {
      case 'turn/started':
        this.#tracker((params as HostTurnStartedNotification['params']).turn.id);
        break;
      case 'item/agentMessage/delta': {
        const p = params as HostAgentMessageDeltaNotification['params'];
        this.#tracker(p.turnId).delta(p.itemId, p.delta);
        break;
      }
      case 'item/started':
      case 'item/completed': {
        const p = params as HostItemStartedNotification['params'];
        this.#tracker(p.turnId).item(method === 'item/started' ? 'started' : 'completed', p.item);
        if (method === 'item/started' && (p.item.type === 'fileChange' || p.item.type === 'commandExecution'))
          this.#openItems.set(p.item.id, p.item);
        else this.#openItems.delete(p.item.id);
        break;
      }
      case 'error': {
        const p = params as HostErrorNotification['params'];
        // A final error is repeated by turn/completed, which carries the outcome.
        if (p.willRetry) this.#tracker(p.turnId).retry(p.error.codexErrorInfo);
        break;
      }
      case 'turn/completed': {
        const turn = (params as HostTurnCompletedNotification['params']).turn;
        const tracker = this.#tracker(turn.id);
        tracker.completed(turn);
        if (tracker.attached) this.#trackers.delete(turn.id);
        break;
      }
      case 'serverRequest/resolved': {
        const p = params as HostServerRequestResolvedNotification['params'];
        // A card left showing is only a courtesy lost: what failed is said, and the host goes on.
        Promise.resolve(this.#approvals?.resolved?.({ threadId: p.threadId, requestId: p.requestId })).catch(
          (error: unknown) => this.#logger.warn('retiring the card of a resolved request failed:', error),
        );
        break;
      }
    }
  }

  async #serverRequest(method: string, params: unknown, requestId: RequestId): Promise<unknown> {
    const kind =
      method === 'item/commandExecution/requestApproval'
        ? 'commandExecution'
        : method === 'item/fileChange/requestApproval'
          ? 'fileChange'
          : undefined;
    if (!kind) throw new Error(`the host driver does not serve ${method}`);
    const validate =
      kind === 'commandExecution'
        ? validateHostCommandApprovalRequest
        : validateHostFileChangeApprovalRequest;
    if (!validate({ id: requestId, method, params })) throw new Error(`${method} breaks the host protocol`);
    const p = params as HostCommandApprovalRequest['params'] & HostFileChangeApprovalRequest['params'];
    const item = this.#openItems.get(p.itemId);
    const paths =
      item?.type === 'fileChange' && 'changes' in item
        ? (item.changes as Array<{ path: string }>).map((c) => c.path)
        : [];
    const approval: ApprovalRequest = {
      kind,
      threadId: p.threadId,
      turnId: p.turnId,
      itemId: p.itemId,
      requestId,
      ...(p.command ? { command: p.command } : {}),
      ...(p.cwd ? { cwd: p.cwd } : {}),
      ...(paths.length > 0 ? { paths } : {}),
      ...(p.reason ? { reason: p.reason } : {}),
    };
    const decision = this.#approvals ? await this.#approvals.request(approval) : 'decline';
    // A request the host retired first (its turn ended) is answered no more.
    return decision === undefined ? NO_ANSWER : { decision };
  }

  /** A turn/completed that breaks the protocol still ends its turn, as failed and unclassified (HO-007). */
  #endUnreadable(params: unknown): void {
    const id = (params as { turn?: { id?: unknown } } | null)?.turn?.id;
    if (typeof id !== 'string') return;
    const tracker = this.#tracker(id);
    tracker.completed({ id, items: [], status: 'failed', error: { message: 'unreadable turn/completed' } });
    if (tracker.attached) this.#trackers.delete(id);
  }

  /** A host process is gone: no answer and no turn outcome can come from it any more. */
  #gone(peer: HostPeer): void {
    peer.close();
    // An earlier host, already replaced; or this one, already gone (its output ended before its process).
    if (peer !== this.#peer || this.#lost.has(peer)) return;
    this.#lost.add(peer);
    this.#ready = false;
    for (const tracker of this.#trackers.values()) tracker.lost(new HostConnectionLostError('turn'));
    this.#trackers.clear();
    this.#openItems.clear();
    Promise.resolve(this.#approvals?.hostGone?.()).catch((error: unknown) =>
      this.#logger.warn('retiring the cards of a host gone failed:', error),
    );
  }
}

/** A turn of a read, reduced to what reconciles a turn whose end was not heard: its input, answer and outcome. */
function readTurn(turn: HostTurn): ReadTurn {
  const input = turn.items
    .flatMap((item) => (item.type === 'userMessage' && 'content' in item ? item.content : []))
    .flatMap((part) => (part.type === 'text' && 'text' in part ? [part.text] : []))
    .join('\n');
  const answers = turn.items.flatMap((item) =>
    item.type === 'agentMessage' && 'text' in item ? [item.text as string] : [],
  );
  return {
    id: turn.id,
    status: turn.status,
    input,
    answer: answers[answers.length - 1] ?? '',
    ...(turn.status === 'failed' ? { errorClass: classifyHostError(turn.error?.codexErrorInfo) } : {}),
  };
}

function notFound(error: unknown, threadId: string): unknown {
  if (
    error instanceof HostRequestError &&
    error.rpcCode === -32600 &&
    /no rollout found|thread not found/i.test(error.message)
  ) {
    return new ThreadNotFoundError(threadId);
  }
  return error;
}

/** How Codex 0.171.0 answers a read of an id it has no thread for. */
function unknownThread(error: unknown): boolean {
  return (
    error instanceof HostRequestError && error.rpcCode === -32600 && /thread not loaded/i.test(error.message)
  );
}

/** How Codex 0.171.0 answers thread/turns/list before the thread's first user message. */
function noTurnYet(error: unknown): boolean {
  return (
    error instanceof HostRequestError &&
    error.rpcCode === -32600 &&
    /not materialized yet/i.test(error.message)
  );
}
