// generated — do not edit. Made by `npm run gen` (spec/tools/gen.ts) from spec/src.

/**
 * A capability an implementation declares in its adapter file and in GET /v1/ready.
 */
export type Capability =
  | 'control'
  | 'control.stop'
  | 'webhook'
  | 'progress'
  | 'delivery-modes'
  | 'approvals'
  | 'attached-sessions'
  | 'event-timing'
  | 'media';
/**
 * Where one turn is in its lifecycle on the host. Every state but queued and running is final.
 */
export type ControlTurnState =
  'queued' | 'running' | 'completed' | 'interrupted' | 'cancelled' | 'failed' | 'timed_out' | 'unknown';

/**
 * The conversation a source came from and a session is bound to: a private chat, or one topic of a group.
 */
export interface ControlConversation {
  /**
   * The provider chat id (oc_…).
   */
  chatId: string;
  chatType: 'p2p' | 'group';
  /**
   * In a group: the provider message id of the topic root. A group session is bound to one topic; a private chat has none.
   */
  topicId?: string;
}
/**
 * The body of every non-2xx control API answer.
 */
export interface ControlError {
  error: {
    /**
     * Stable code, e.g. UNAUTHORIZED, NOT_FOUND, BAD_REQUEST, CONFLICT.
     */
    code: string;
    /**
     * One line for a person. Carries no message content or credentials.
     */
    message: string;
  };
}
/**
 * GET /v1/ready. The harness starts a scenario when providerReady is true. Answering before the provider connection is up is allowed; providerReady then says false.
 */
export interface ControlReady {
  implementation: {
    name: string;
    version: string;
  };
  /**
   * Contract versions the implementation speaks.
   */
  versions: {
    /**
     * The spec version the implementation was built against.
     */
    spec: string;
    control: string;
    host: string;
    provider: string;
    launch: string;
  };
  capabilities: Capability[];
  /**
   * The intake is connected to the provider and events can be acknowledged.
   */
  providerReady: boolean;
  /**
   * The host process is running and has answered initialize.
   */
  hostReady: boolean;
}
/**
 * Content-free projection of one session: the binding of one conversation to one host thread.
 */
export interface ControlSession {
  sessionId: string;
  conversation: ControlConversation;
  /**
   * The host thread of the session; absent until its first turn starts.
   */
  hostThreadId?: string;
  /**
   * busy while one of its turns runs on the host.
   */
  state: 'idle' | 'busy';
  /**
   * The running turn, when busy.
   */
  activeTurnId?: string;
  /**
   * Turns admitted and waiting for this session.
   */
  queuedTurns: number;
  /**
   * Every turn the session has had, in any state.
   */
  turnCount: number;
  /**
   * ISO 8601.
   */
  createdAt: string;
  /**
   * ISO 8601.
   */
  updatedAt: string;
}
/**
 * GET /v1/sessions.
 */
export interface ControlSessionList {
  /**
   * Oldest first.
   */
  sessions: ControlSession[];
}
/**
 * Content-free projection of one source (one inbound provider message) in the inbox: its state, the events that carried it, what admission made of it, and the delivery journal of what the user was sent.
 */
export interface ControlSource {
  providerMessageId: string;
  /**
   * Every provider event id seen for this message, first seen first.
   */
  eventIds: string[];
  /**
   * How many times the provider delivered it (redeliveries included). Never makes a second admission.
   */
  receiveCount: number;
  state: 'received' | 'queued' | 'running' | 'answered' | 'ignored' | 'failed';
  conversation: ControlConversation;
  /**
   * Absent while the source waits in the inbox.
   */
  admission?: {
    outcome: 'turn' | 'command' | 'ignored' | 'refused';
    /**
     * With ignored or refused: own-message, bot-message, not-addressed, unsupported-type, input-too-long, too-many-pending, malformed.
     */
    reason?: string;
    command?: 'stop' | 'status';
  };
  sessionId?: string;
  turnId?: string;
  /**
   * The delivery journal of this source, oldest first.
   */
  deliveries: {
    kind: 'reaction' | 'queued-feedback' | 'answer' | 'continuation' | 'command-reply' | 'refusal';
    state: 'pending' | 'sent' | 'read-back' | 'failed';
    /**
     * The provider message id of the bot message, once known.
     */
    messageId?: string;
    attempts: number;
    /**
     * The last provider error code or local error code; never provider prose.
     */
    errorCode?: string;
  }[];
  /**
   * ISO 8601; first receipt.
   */
  receivedAt: string;
  /**
   * ISO 8601.
   */
  admittedAt?: string;
  /**
   * ISO 8601; when the answer was read back.
   */
  answeredAt?: string;
}
/**
 * POST /v1/turns/{turnId}/stop: what the stop did, proven by a fresh thread read (HO-004).
 */
export interface ControlStopReceipt {
  turnId: string;
  sessionId: string;
  /**
   * An interrupt acknowledgement alone is never a stop (HO-004).
   */
  outcome: 'stopped' | 'not-running' | 'failed';
  turnState: ControlTurnState;
  /**
   * The fresh thread read that proves the stop; absent when none was needed or it failed.
   */
  readback?: {
    /**
     * thread.status.type of the fresh thread/read.
     */
    threadStatus: 'notLoaded' | 'idle' | 'systemError' | 'active';
    activeTurnId?: string;
    /**
     * ISO 8601.
     */
    readAt: string;
  };
  /**
   * From the request to the receipt.
   */
  elapsedMs: number;
}
/**
 * Content-free projection of one turn: one run of the host for the admitted input of one source.
 */
export interface ControlTurn {
  turnId: string;
  sessionId: string;
  /**
   * The provider message id of the source this turn answers.
   */
  sourceMessageId: string;
  state: ControlTurnState;
  /**
   * The turn id the host gave; absent until it answered turn/start.
   */
  hostTurnId?: string;
  /**
   * While queued: 1 means next to run in its session.
   */
  queuePosition?: number;
  error?: {
    /**
     * A classified error (HO-007), e.g. upstream_transport_failure, unclassified. Never upstream prose.
     */
    class: string;
  };
  /**
   * ISO 8601; when it was admitted.
   */
  createdAt: string;
  /**
   * ISO 8601; when turn/start was sent.
   */
  startedAt?: string;
  /**
   * ISO 8601; when it reached a final state.
   */
  endedAt?: string;
}
/**
 * GET /v1/sessions/{sessionId}/turns.
 */
export interface ControlTurnList {
  sessionId: string;
  /**
   * In admission order.
   */
  turns: ControlTurn[];
}
/**
 * The file (*.impl.json) by which an implementation joins the harness: how to start it, what it supports and where its known divergences are.
 */
export interface Adapter {
  /**
   * Short name used in reports and expectations.
   */
  name: string;
  /**
   * Implementation version, recorded in the run manifest.
   */
  version?: string;
  /**
   * argv of the implementation. A first element "node" means the Node.js running the harness. It is started in its own process group and killed with it.
   *
   * @minItems 1
   */
  command: [string, ...string[]];
  /**
   * Working directory, relative to the adapter file. Default: its folder.
   */
  cwd?: string;
  /**
   * Extra environment. LARKSPUR_* variables of the launch contract cannot be overridden.
   */
  env?: {
    /**
     * This interface was referenced by `undefined`'s JSON-Schema definition
     * via the `patternProperty` "^[A-Za-z_][A-Za-z0-9_]*$".
     */
    [k: string]: string | undefined;
  };
  /**
   * What the implementation supports. Scenarios needing anything else are untested (capability).
   */
  capabilities: Capability[];
  /**
   * How the provider double delivers events: long connection or webhook push.
   */
  intake?: 'ws' | 'webhook';
  /**
   * With intake webhook: the path on 127.0.0.1:$LARKSPUR_WEBHOOK_PORT the double pushes to.
   */
  webhookPath?: string;
  /**
   * Known-divergence file, relative to the adapter file.
   */
  expectations?: string;
  /**
   * Readiness deadline after each start.
   */
  startupTimeoutMs?: number;
  /**
   * On a graceful stop: SIGTERM, then SIGKILL to the group after this long.
   */
  stopGraceMs?: number;
}
/**
 * The environment the harness gives an implementation. Readiness: GET /v1/ready says providerReady; an implementation that declares no control capability is ready when its long connection to the provider double is up (or, with webhook intake, when it answers the URL challenge). Stop: SIGTERM to the process group, then SIGKILL after the adapter stopGraceMs; a crash test sends SIGKILL directly. A restart starts the same command with the same environment and data directory.
 */
export interface LaunchEnvironment {
  /**
   * Base URL of the provider, without a trailing slash: the Lark Open Platform in production, the provider double (http://127.0.0.1:PORT) under the harness. The implementation calls ${domain}/open-apis/... and discovers the long connection at ${domain}/callback/ws/endpoint.
   */
  LARKSPUR_LARK_DOMAIN: string;
  /**
   * The bot app id (cli_ followed by 16 hex digits).
   */
  LARKSPUR_LARK_APP_ID: string;
  /**
   * The app secret. Never logged, never in a projection or state file.
   */
  LARKSPUR_LARK_APP_SECRET: string;
  /**
   * ws: open the long connection. webhook: listen for pushes on LARKSPUR_WEBHOOK_PORT.
   */
  LARKSPUR_LARK_INTAKE: 'ws' | 'webhook';
  /**
   * With intake webhook: the port to listen on (127.0.0.1).
   */
  LARKSPUR_WEBHOOK_PORT?: string;
  /**
   * With intake webhook: the encrypt key for signature and decryption.
   */
  LARKSPUR_LARK_ENCRYPT_KEY?: string;
  /**
   * With intake webhook: the verification token of the app.
   */
  LARKSPUR_LARK_VERIFICATION_TOKEN?: string;
  /**
   * A POSIX shell command line the implementation runs as its agent host, speaking the host protocol (JSON-RPC lines, Codex app-server v2 subset) on stdin/stdout. In production: codex app-server.
   */
  LARKSPUR_HOST_COMMAND: string;
  /**
   * Port of the control API on 127.0.0.1.
   */
  LARKSPUR_CONTROL_PORT: string;
  /**
   * Bearer token every control API request must carry.
   */
  LARKSPUR_CONTROL_TOKEN: string;
  /**
   * Directory for all durable state. Fresh for each scenario, kept across a restart inside one scenario.
   */
  LARKSPUR_DATA_DIR: string;
  /**
   * Path of a JSON file of timing knobs (launch/knobs.schema.json).
   */
  LARKSPUR_KNOBS: string;
  /**
   * 1: print one content-free timing line per stage on stdout (launch/timing-line.schema.json).
   */
  LARKSPUR_EVENT_TIMING?: '0' | '1';
  [k: string]: unknown | undefined;
}
/**
 * The JSON file named by LARKSPUR_KNOBS. Every knob is optional; an absent knob takes its default. An implementation reads its timeouts, intervals and bounds from here so that a scenario can shrink them.
 */
export interface Knobs {
  /**
   * Visible processing or queued feedback must appear within this time of admission (DE-001, AD-003).
   */
  feedbackWindowMs?: number;
  /**
   * Minimum interval between edits of the progress post (DE-002).
   */
  progressIntervalMs?: number;
  /**
   * The progress post shows at most this many of the latest answer characters (DE-002).
   */
  draftLimitChars?: number;
  /**
   * A stop must be proven by a fresh thread read within this time (HO-004).
   */
  stopBudgetMs?: number;
  /**
   * A turn with no host event for this long ends as timed_out (HO-006).
   */
  idleTimeoutMs?: number;
  /**
   * A turn running this long in total ends as timed_out (HO-006).
   */
  hardTimeoutMs?: number;
  /**
   * At most this many sources are handled at once (TR-004).
   */
  maxHandlers?: number;
  /**
   * At most this many sources are held in memory, active handlers included; the rest wait in the inbox (TR-004).
   */
  memoryQueueBound?: number;
  /**
   * Longest accepted input in characters; longer input is refused explicitly (AD-007).
   */
  inputCharLimit?: number;
  /**
   * Most pending inputs per session; more are refused explicitly (AD-007).
   */
  pendingInputLimit?: number;
  /**
   * Longest bounded wait of an attached-session claim (AS-003).
   */
  claimWaitCapMs?: number;
  /**
   * An approval request expires to decline after this time (HO-008).
   */
  approvalTtlMs?: number;
}
/**
 * With LARKSPUR_EVENT_TIMING=1, one JSON line per stage on stdout (OB-001). Content-free: no message text, identity fields or credentials. Not a receipt of admission or delivery.
 */
export interface TimingLine {
  type: 'larkspur.timing';
  stage: 'receive' | 'lane' | 'admission' | 'control-read' | 'recovery' | 'outbound' | 'delivery';
  /**
   * SHA-256 (hex) of the profile name and the provider message id; neither appears in the line.
   */
  correlation: string;
  /**
   * Monotonic clock of the process; compare only within one process lifetime.
   */
  monotonicMs: number;
  /**
   * ISO 8601 wall-clock time, for correlation only.
   */
  wallTime: string;
  marker?: 'start' | 'returned';
}
