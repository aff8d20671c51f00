import type {
  HostThread,
  HostThreadItem,
  HostThreadStatus,
  HostTurn,
  HostTurnError,
  HostUserInput,
} from '../../../../generated/types/index.ts';

export interface TurnState {
  id: string;
  threadId: string;
  /** The connection whose turn/start made it. */
  connectionId: string;
  status: HostTurn['status'];
  error: HostTurnError | null;
  items: HostThreadItem[];
  startedAt: number;
  completedAt: number | null;
  /** The script says thread/read must report this turn running forever. */
  reportActive: boolean;
  pendingApprovals: number;
}

export interface ThreadState {
  id: string;
  modelProvider: string;
  model: string;
  cwd: string;
  preview: string;
  createdAt: number;
  updatedAt: number;
  turns: TurnState[];
  /** Set by thread/name/set. */
  name?: string;
  /** Connections that started or resumed the thread: a Codex process loads a thread for its one client. */
  loadedOn: Set<string>;
}

export interface ThreadSettings {
  modelProvider: string;
  model: string;
  cwd: string;
}

/**
 * The truth about threads, kept across connections as a real Codex keeps them on disk, so that a fresh
 * thread/read after a host restart tells what really happened.
 */
export class ThreadStore {
  readonly #threads = new Map<string, ThreadState>();
  readonly #wallMs: () => number;
  #ids = 0;

  constructor(wallMs: () => number) {
    this.#wallMs = wallMs;
  }

  /** Unix milliseconds, for the startedAtMs / completedAtMs of items and approvals. */
  nowMs(): number {
    return this.#wallMs();
  }

  nextId(prefix: 'thr' | 'turn' | 'item'): string {
    this.#ids += 1;
    return `${prefix}_${this.#ids}`;
  }

  create(settings: ThreadSettings, connectionId: string): ThreadState {
    const now = this.#seconds();
    const thread: ThreadState = {
      id: this.nextId('thr'),
      ...settings,
      preview: '',
      createdAt: now,
      updatedAt: now,
      turns: [],
      loadedOn: new Set([connectionId]),
    };
    this.#threads.set(thread.id, thread);
    return thread;
  }

  get(threadId: string): ThreadState | undefined {
    return this.#threads.get(threadId);
  }

  all(): ThreadState[] {
    return [...this.#threads.values()];
  }

  running(thread: ThreadState): TurnState | undefined {
    return thread.turns.find((turn) => turn.status === 'inProgress');
  }

  startTurn(thread: ThreadState, input: HostUserInput[], connectionId: string): TurnState {
    const turn: TurnState = {
      id: this.nextId('turn'),
      threadId: thread.id,
      connectionId,
      status: 'inProgress',
      error: null,
      items: [{ type: 'userMessage', id: this.nextId('item'), content: input }],
      startedAt: this.#seconds(),
      completedAt: null,
      reportActive: false,
      pendingApprovals: 0,
    };
    thread.turns.push(turn);
    if (thread.preview === '') thread.preview = firstText(input);
    thread.updatedAt = turn.startedAt;
    return turn;
  }

  endTurn(
    turn: TurnState,
    status: Exclude<HostTurn['status'], 'inProgress'>,
    error: HostTurnError | null,
  ): void {
    turn.status = status;
    turn.error = error;
    turn.completedAt = this.#seconds();
    const thread = this.#threads.get(turn.threadId);
    if (thread) thread.updatedAt = turn.completedAt;
  }

  status(thread: ThreadState, connectionId: string): HostThreadStatus {
    const active = thread.turns.filter((t) => t.status === 'inProgress' || t.reportActive);
    if (active.length > 0) {
      const waiting = active.some((t) => t.pendingApprovals > 0);
      return { type: 'active', activeFlags: waiting ? ['waitingOnApproval'] : [] };
    }
    return thread.loadedOn.has(connectionId) ? { type: 'idle' } : { type: 'notLoaded' };
  }

  threadView(thread: ThreadState, connectionId: string, withTurns: boolean): HostThread {
    return {
      id: thread.id,
      preview: thread.preview,
      modelProvider: thread.modelProvider,
      createdAt: thread.createdAt,
      updatedAt: thread.updatedAt,
      status: this.status(thread, connectionId),
      cwd: thread.cwd,
      ephemeral: false,
      cliVersion: '0.171.0',
      turns: withTurns ? thread.turns.map((turn) => this.turnView(turn, 'full', true)) : [],
    };
  }

  /**
   * A turn on the wire. Items as Codex 0.171.0 gives them: none in turn/start and turn/started (notLoaded),
   * the agent messages in turn/completed, the user and agent messages in thread/turns/list (summary), every
   * item in reads with turns (full). In a read, a reportActive turn is inProgress whatever it did.
   */
  turnView(
    turn: TurnState,
    items: 'notLoaded' | 'agentMessages' | 'summary' | 'full',
    read = false,
  ): HostTurn {
    const status = read && turn.reportActive ? 'inProgress' : turn.status;
    const kinds = {
      notLoaded: [],
      agentMessages: ['agentMessage'],
      summary: ['userMessage', 'agentMessage'],
      full: undefined,
    }[items];
    const shown = kinds ? turn.items.filter((item) => (kinds as string[]).includes(item.type)) : turn.items;
    return {
      id: turn.id,
      items: structuredClone(shown),
      status,
      error: status === 'failed' ? turn.error : null,
      startedAt: turn.startedAt,
      completedAt: status === 'inProgress' ? null : turn.completedAt,
    };
  }

  #seconds(): number {
    return Math.floor(this.#wallMs() / 1000);
  }
}

function firstText(input: HostUserInput[]): string {
  for (const part of input) if (part.type === 'text' && 'text' in part) return part.text.slice(0, 120);
  return '';
}
