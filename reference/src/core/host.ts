import type { ControlHealth } from '../../../generated/types/index.ts';
/**
 * What the core needs of the agent host. The host driver (reference/src/host) implements it; tests
 * give a scripted one.
 */
export interface TurnOutcome {
  status: 'completed' | 'interrupted' | 'failed';
  /** The text of the turn's last agent message: the answer. */
  text: string;
  /** For failed: the HO-007 class and a message fit to publish (never the upstream prose). */
  error?: { class: string; message: string };
}

/** A turn of a thread as a fresh read of the host shows it. */
export interface ReadTurn {
  id: string;
  status: 'inProgress' | 'completed' | 'interrupted' | 'failed';
  /** The text of its user input. */
  input: string;
  /** The text of its last agent message. */
  answer: string;
  /** For failed: the HO-007 class. */
  errorClass?: string;
}

export interface ThreadStatus {
  status: 'notLoaded' | 'idle' | 'systemError' | 'active';
  activeTurnId?: string;
  /** The host has no such thread at all ("thread not loaded: <id>" for an id it never stored). */
  gone?: true;
}

/**
 * Error codes of the host driver the core acts on (reference/src/host/errors.ts). A turn/start that
 * failed with one of NOT_STARTED never reached the model; any other failure leaves its outcome unknown.
 */
export const HOST_ERROR = {
  notReady: 'HOST_NOT_READY',
  requestFailed: 'HOST_REQUEST_FAILED',
  threadNotFound: 'HOST_THREAD_NOT_FOUND',
  modelProviderMismatch: 'HOST_MODEL_PROVIDER_MISMATCH',
} as const;

export const hostErrorCode = (error: unknown): string | undefined =>
  typeof (error as { code?: unknown })?.code === 'string' ? (error as { code: string }).code : undefined;

/** An approval request of the host (HO-008): may this command run, may these files change? */
export interface ApprovalRequest {
  kind: 'commandExecution' | 'fileChange';
  threadId: string;
  turnId: string;
  itemId: string;
  /** The host's id of the request; serverRequest/resolved names it when the request is settled. */
  requestId: string | number;
  command?: string;
  cwd?: string;
  /** For fileChange: the files the change touches, from its item. */
  paths?: string[];
  reason?: string;
}

export type ApprovalDecision = 'accept' | 'acceptForSession' | 'decline' | 'cancel';

/** How approval requests of the host reach the core. Without one, every request is declined. */
export interface ApprovalHandler {
  /** The decision to answer; undefined when the request was retired first: it gets no answer. */
  request(approval: ApprovalRequest): Promise<ApprovalDecision | undefined>;
  /** The request is settled: answered, or cleared because its turn ended. Retire its card. */
  resolved?(settled: { threadId: string; requestId: string | number }): void | Promise<void>;
  /** The host process is gone, and every request it made with it. */
  hostGone?(): void | Promise<void>;
}

/** The input of a turn: text, and images as paths the host can read (HO-010). */
export type HostInput = Array<{ type: 'text'; text: string } | { type: 'localImage'; path: string }>;

export interface Host {
  readonly ready: boolean;
  /** The host process as it is now, where the driver can tell (/v1/ready). */
  readonly health?: ControlHealth;
  /** Spawns the host and does the handshake; may be called again after the host went away. */
  start(): Promise<void>;
  startThread(): Promise<{ threadId: string; modelProvider?: string }>;
  resumeThread(threadId: string): Promise<{ threadId: string; modelProvider?: string }>;
  /** A fresh read of the thread's status, and of its running turn when it has one (HO-004). */
  readThread(threadId: string): Promise<ThreadStatus>;
  /**
   * The thread's latest turns, newest first, as the host stored them — whether or not anyone heard them
   * end (HO-003, HO-009). Empty for a thread with no turn yet.
   */
  listTurns(threadId: string, limit: number): Promise<ReadTurn[]>;
  startTurn(
    threadId: string,
    input: HostInput,
    handlers: { onDelta?(delta: string, text: string): void },
  ): Promise<{ turnId: string; done: Promise<TurnOutcome> }>;
  /** Adds input to the exact running turn; throws when the host refuses (AD-008). */
  steerTurn(
    threadId: string,
    expectedTurnId: string,
    input: Array<{ type: 'text'; text: string }>,
  ): Promise<{ turnId: string }>;
  interrupt(threadId: string, turnId: string): Promise<void>;
  /** Where approval requests go from now on (HO-008). */
  handleApprovals(handler: ApprovalHandler): void;
  close(): Promise<void>;
}
