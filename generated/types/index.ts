// generated — do not edit. Made by `npm run gen` (spec/tools/gen.ts) from spec/src.

/**
 * The answer to a claim: the claimed input, or claimed false after the bounded wait.
 */
export type ControlAttachedClaim =
  | {
      /**
       * Nothing was queued within the wait; the host may claim again.
       */
      claimed: false;
      /**
       * How long the claim waited.
       */
      waitedMs: number;
    }
  | {
      claimed: true;
      claimId: string;
      sessionId: string;
      /**
       * The turn the completion must name.
       */
      turnId: string;
      /**
       * Where the input came from: a Lark message of the conversation, or web input through the control API.
       */
      origin: 'lark' | 'web';
      /**
       * For origin lark: the provider message id.
       */
      sourceMessageId?: string;
      /**
       * For origin web: the sender's clientInputId.
       */
      clientInputId?: string;
      /**
       * The input, for the host only: the claim is the host's channel, not a projection.
       */
      text: string;
      /**
       * ISO 8601.
       */
      queuedAt: string;
    };
/**
 * A capability an implementation declares in its adapter file and in GET /v1/ready.
 */
export type Capability =
  | 'control'
  | 'control.stop'
  | 'control.dispatch'
  | 'long-connection'
  | 'webhook'
  | 'progress'
  | 'reply-threading'
  | 'delivery-modes'
  | 'approvals'
  | 'attached-sessions'
  | 'triggers'
  | 'knobs'
  | 'event-timing'
  | 'media'
  | 'markdown'
  | 'model-provider'
  | 'multi-instance';
/**
 * Where one turn is in its lifecycle on the host. Every state but queued and running is final.
 */
export type ControlTurnState =
  'queued' | 'running' | 'completed' | 'interrupted' | 'cancelled' | 'failed' | 'timed_out' | 'unknown';
/**
 * The machine-readable class of a host error: a bare string for variants without fields ("contextWindowExceeded"), an object with one key for variants with fields ({"responseStreamDisconnected":{"httpStatusCode":502}}). Open, as Codex's is: a client takes any string or object it does not know as unclassified. Codex app-server v2 subset, pinned to @openai/codex 0.171.0.
 */
export type HostCodexErrorInfo =
  | 'contextWindowExceeded'
  | 'sessionBudgetExceeded'
  | 'usageLimitExceeded'
  | 'rateLimitExceeded'
  | 'flexUnavailable'
  | 'serverOverloaded'
  | 'modelNotFound'
  | 'policyCapacityUnavailable'
  | 'cyberPolicy'
  | 'bioPolicy'
  | 'misalignmentPolicyViolation'
  | 'tooManyDenials'
  | 'internalServerError'
  | 'unauthorized'
  | 'badRequest'
  | 'threadRollbackFailed'
  | 'sandboxError'
  | 'other'
  | 'inferenceHookDenied'
  | {
      httpConnectionFailed: {
        /**
         * The upstream HTTP status, when there was one.
         */
        httpStatusCode?: number | null;
      };
    }
  | {
      responseStreamConnectionFailed: {
        /**
         * The upstream HTTP status, when there was one.
         */
        httpStatusCode?: number | null;
      };
    }
  | {
      responseStreamDisconnected: {
        /**
         * The upstream HTTP status, when there was one.
         */
        httpStatusCode?: number | null;
      };
    }
  | {
      responseTooManyFailedAttempts: {
        /**
         * The upstream HTTP status, when there was one.
         */
        httpStatusCode?: number | null;
      };
    }
  | {
      activeTurnNotSteerable: {
        turnKind: 'review' | 'compact';
      };
    }
  | string
  | {};
/**
 * A request id, string or integer, chosen by the sender and echoed by the response.
 */
export type HostRequestId = string | number;
/**
 * One item of a turn, discriminated by type. Codex app-server v2 subset, pinned to @openai/codex 0.171.0.
 */
export type HostThreadItem =
  | {
      type: 'userMessage';
      id: string;
      content: HostUserInput[];
    }
  | {
      type: 'agentMessage';
      id: string;
      text: string;
    }
  | {
      type: 'reasoning';
      id: string;
      summary?: string[];
      content?: string[];
    }
  | {
      type: 'commandExecution';
      id: string;
      command: string;
      cwd: string;
      status: 'inProgress' | 'completed' | 'failed' | 'declined';
    }
  | {
      type: 'fileChange';
      id: string;
      changes: {
        path: string;
        diff: string;
      }[];
      status: 'inProgress' | 'completed' | 'failed' | 'declined';
    }
  | {
      type: string;
      id: string;
    };
/**
 * One part of the input of a turn or a steer, or of a userMessage item read back. Codex app-server v2 subset, pinned to @openai/codex 0.171.0.
 */
export type HostUserInput =
  | {
      type: 'text';
      text: string;
      /**
       * UI spans inside text; unused here. Snake case on the wire, unlike the rest.
       */
      text_elements?: unknown[];
    }
  | {
      type: 'image';
      /**
       * An http(s) or data: URL.
       */
      url: string;
      /**
       * How closely the model looks at the image.
       */
      detail?: 'auto' | 'low' | 'high' | 'original' | null;
    }
  | {
      type: 'image';
      /**
       * A file uploaded to the model provider.
       */
      fileId: string;
      /**
       * How closely the model looks at the image.
       */
      detail?: 'auto' | 'low' | 'high' | 'original' | null;
    }
  | {
      type: 'localImage';
      /**
       * A path the host can read.
       */
      path: string;
      /**
       * How closely the model looks at the image.
       */
      detail?: 'auto' | 'low' | 'high' | 'original' | null;
    }
  | {
      type: string;
    };
/**
 * The runtime status of a thread, discriminated by type. Codex app-server v2 subset, pinned to @openai/codex 0.171.0.
 */
export type HostThreadStatus =
  | {
      type: 'notLoaded';
    }
  | {
      type: 'idle';
    }
  | {
      type: 'systemError';
    }
  | {
      type: 'active';
      activeFlags: ('waitingOnApproval' | 'waitingOnUserInput')[];
    };
/**
 * One item of the model's output. The OpenAI Responses API as @openai/codex 0.171.0 uses it.
 */
export type ModelOutputItem =
  | {
      type: 'message';
      id: string;
      role: 'assistant';
      content: {
        type: 'output_text';
        text: string;
      }[];
    }
  | {
      type: 'function_call';
      id: string;
      call_id: string;
      /**
       * exec_command runs a shell command; Codex asks for approval first when its policy says so.
       */
      name: string;
      /**
       * JSON: for exec_command {cmd, sandbox_permissions?, justification?}.
       */
      arguments: string;
    };
/**
 * What the provider double saw and did, in order: HTTP calls with their answers, frames in and out, event deliveries, acknowledgements, connections, and the double’s own failures. Scenarios match these by dot path (params.message_id, body.content, response.body.data.message_id).
 */
export type ProviderDoubleRecord =
  | {
      kind: 'http';
      /**
       * Increasing across all records of one double.
       */
      seq: number;
      /**
       * Monotonic milliseconds since the double started.
       */
      at: number;
      /**
       * The SDK's dotted name, e.g. im.message.reply; `documented METHOD /open-apis/…` for a call Lark documents that the double does not implement (answered with success and no data, never the implementation's wire error); unknown for a path Lark does not know.
       */
      api: string;
      method: string;
      path: string;
      params: {
        [k: string]: string | undefined;
      };
      query: {
        [k: string]: string | undefined;
      };
      body: unknown;
      /**
       * status 0: the connection was reset and nothing was applied. After a drop-response fault it is the answer that was applied but never delivered.
       */
      response: {
        status: number;
        body: unknown;
      };
      /**
       * Set when the implementation broke the wire contract; code is the Lark code it was refused with.
       */
      wireError?: {
        code: number;
        msg: string;
      };
      /**
       * The programmed fault that shaped this answer.
       */
      fault?: string;
    }
  | {
      kind: 'frame';
      /**
       * Increasing across all records of one double.
       */
      seq: number;
      /**
       * Monotonic milliseconds since the double started.
       */
      at: number;
      direction: 'in' | 'out';
      connectionId: string;
      /**
       * The decoded frame; payload is parsed JSON when it is JSON, else the text.
       */
      frame: {
        seqId: number;
        logId: number;
        service: number;
        method: number;
        headers: {
          [k: string]: string | undefined;
        };
        payload?: unknown;
      };
      /**
       * Set when the implementation broke the wire contract; code is the Lark code it was refused with.
       */
      wireError?: {
        code: number;
        msg: string;
      };
      /**
       * The programmed fault that shaped this frame (a dropped or delayed acknowledgement).
       */
      fault?: string;
    }
  | {
      kind: 'event';
      /**
       * Increasing across all records of one double.
       */
      seq: number;
      /**
       * Monotonic milliseconds since the double started.
       */
      at: number;
      eventId: string;
      /**
       * The IM message id the event is about (the open_message_id for a card action).
       */
      messageId: string;
      eventType: string;
      attempt: number;
      via: 'ws' | 'webhook';
      connectionId?: string;
      /**
       * The programmed fault that shaped this push.
       */
      fault?: string;
    }
  | {
      kind: 'ack';
      /**
       * Increasing across all records of one double.
       */
      seq: number;
      /**
       * Monotonic milliseconds since the double started.
       */
      at: number;
      eventId: string;
      messageId: string;
      /**
       * 200 handled; 500 the handler threw. For a webhook, the HTTP status.
       */
      code: number;
      latencyMs: number;
      attempt: number;
      /**
       * The long connection, or "webhook".
       */
      connectionId: string;
      response?: unknown;
      /**
       * Set when the implementation broke the wire contract; code is the Lark code it was refused with.
       */
      wireError?: {
        code: number;
        msg: string;
      };
    }
  | {
      kind: 'connection';
      /**
       * Increasing across all records of one double.
       */
      seq: number;
      /**
       * Monotonic milliseconds since the double started.
       */
      at: number;
      event: 'open' | 'close';
      connectionId: string;
      reason?: string;
    }
  | {
      kind: 'harness-error';
      /**
       * Increasing across all records of one double.
       */
      seq: number;
      /**
       * Monotonic milliseconds since the double started.
       */
      at: number;
      /**
       * The double itself broke the contract or failed: a harness bug, never the implementation’s.
       */
      message: string;
      detail?: unknown;
    };
/**
 * POST /__double/redeliver. Pushes an event already delivered again, acknowledged or not, as Lark does after reconnects. newEventId gives the copy a fresh event_id (the message_id stays).
 */
export type ProviderDoubleRedeliver =
  | {
      messageId: string;
      newEventId?: boolean;
    }
  | {
      eventId: string;
      newEventId?: boolean;
    };
/**
 * The four verdict axes, in dependency order: transport, admission, host, delivery. A check names one; a scenario gets one verdict per layer.
 */
export type Layer = 'transport' | 'admission' | 'host' | 'delivery';
/**
 * An action (`do`) or a check (`expect`). Steps run one after another; a check holds the script until it is decided. Each check names its layer.
 */
export type Step =
  | ProviderSendStep
  | ProviderRedeliverStep
  | HostReleaseStep
  | SutRestartStep
  | SutKillStep
  | SutStartStep
  | SutPauseStep
  | SutResumeStep
  | SutLeaseReportedStep
  | ControlStopStep
  | ControlInputStep
  | ControlAttachedBindStep
  | ControlAttachedClaimStep
  | ControlAttachedCompleteStep
  | ControlAttachedCloseStep
  | ControlTriggerStep
  | ControlContentFreeStep
  | WaitStep
  | ProviderFaultStep
  | ProviderClearFaultsStep
  | ProviderDisconnectStep
  | ProviderBurstStep
  | ProviderMalformedStep
  | ProviderAcksStep
  | HostConcurrencyStep
  | SutMemoryStep
  | ProviderMessagesStep
  | ProviderEditStep
  | ProviderCardActionStep
  | ProviderResourceStep
  | HostConnectionStep
  | HostTurnStep
  | CapturedStep
  | SecretsStep
  | ControlAuthStep
  | TimingLinesStep
  | ProviderAckStep
  | ProviderChallengeStep
  | ProviderCallStep
  | HostCallStep
  | HostAnswerStep
  | HostFileStep
  | ControlSourceStep
  | ControlGetStep
  | QuietStep
  | InOrderStep
  | InvariantAcksStep
  | InvariantAdmissionsStep
  | InvariantAnswersStep
  | InvariantDraftsStep
  | InvariantModelRunsStep
  | InvariantAfterStopStep;

/**
 * POST /v1/attached: represent an already-running host session as the session of one conversation. The implementation records the exact (goal, agent, host surface, host session) and never starts or resumes a host runtime for it (AS-001). Lark messages in the conversation, and web input to the session, then queue for the host to claim.
 */
export interface ControlAttachedBindRequest {
  /**
   * The goal the session serves.
   */
  goalId: string;
  /**
   * The registered agent that works in the host session. Must differ from executorEndpointId.
   */
  agentId: string;
  /**
   * The executor endpoint the host session runs behind: a different identity than the agent (AS-001).
   */
  executorEndpointId: string;
  /**
   * The host surface the session runs on, e.g. codex-cli, vscode. Compared exactly.
   */
  hostSurface: string;
  /**
   * The opaque id of the already-running host session. Compared exactly; never projected.
   */
  hostSessionId: string;
  conversation: ControlConversation;
}
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
 * POST /v1/attached/{sessionId}/claim: the host takes the oldest queued input of its session.
 */
export interface ControlAttachedClaimRequest {
  /**
   * The host surface the session runs on, e.g. codex-cli, vscode. Compared exactly.
   */
  hostSurface: string;
  /**
   * The opaque id of the already-running host session. Compared exactly; never projected.
   */
  hostSessionId: string;
  /**
   * Chosen by the host. A claim id that claimed an input returns that same claim again, never a second input (AS-004). A claim that timed out claimed nothing: its id stays free.
   */
  claimId: string;
  /**
   * How long to wait for input when none is queued. Default 0 (answer at once). Capped at the claimWaitCapMs knob (30 minutes by default); the wait ends as soon as an input is queued (AS-003).
   */
  waitMs?: number;
}
/**
 * POST /v1/attached/{sessionId}/close. Refused while a claim is active (AS-006). Inputs still queued are answered as not run; the conversation is free for a new session afterwards.
 */
export interface ControlAttachedCloseRequest {
  /**
   * The host surface the session runs on, e.g. codex-cli, vscode. Compared exactly.
   */
  hostSurface: string;
  /**
   * The opaque id of the already-running host session. Compared exactly; never projected.
   */
  hostSessionId: string;
}
/**
 * POST /v1/attached/{sessionId}/complete: the host writes back the response of the exact claim.
 */
export interface ControlAttachedCompleteRequest {
  /**
   * The host surface the session runs on, e.g. codex-cli, vscode. Compared exactly.
   */
  hostSurface: string;
  /**
   * The opaque id of the already-running host session. Compared exactly; never projected.
   */
  hostSessionId: string;
  claimId: string;
  turnId: string;
  /**
   * Chosen by the host. The same completion id returns the first receipt and delivers nothing again (AS-004).
   */
  completionId: string;
  /**
   * The agent's response, delivered as the answer of the claimed input.
   */
  message: string;
}
/**
 * The receipt of a completion; the same completion id always gets the same receipt.
 */
export interface ControlAttachedCompletion {
  completionId: string;
  claimId: string;
  sessionId: string;
  turnId: string;
  delivery: 'delivered' | 'pending' | 'failed';
  /**
   * Length of the response; the text itself is not projected.
   */
  chars: number;
  /**
   * ISO 8601.
   */
  completedAt: string;
}
/**
 * Content-free projection of an attached session (AS-008): ids, the goal and agent binding, the executor endpoint, the host surface, capability flags and lifecycle state. Never the host session id, the conversation, message bodies or responses.
 */
export interface ControlAttachedSession {
  sessionId: string;
  goalId: string;
  agentId: string;
  executorEndpointId: string;
  hostSurface: string;
  capabilities: {
    /**
     * Lark and web input queue in one ordered queue, each with its origin (AS-002).
     */
    sessionQueue: boolean;
    /**
     * A claim may wait for input, up to the claim cap, and wakes on the first queued input (AS-003).
     */
    boundedClaimWait: boolean;
    /**
     * A completion is delivered as the answer of its input, through reply and readback (AS-005).
     */
    replyReadback: boolean;
    /**
     * Input steers the running host turn. Always false: there is no push transport to a running host turn (AS-007).
     */
    liveSteering: false;
  };
  state: 'open' | 'claimed' | 'closed';
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
 * GET /v1/attached.
 */
export interface ControlAttachedSessionList {
  /**
   * Oldest first, closed ones included.
   */
  sessions: ControlAttachedSession[];
}
/**
 * GET /v1/dispatch: what the implementation holds in memory against what waits on disk (TR-004: at most memoryQueueBound sources in memory, active handlers included, at most maxHandlers handlers; the rest wait in the inbox). Self-reported: the kit checks these figures against the knobs; it cannot see inside the process.
 */
export interface ControlDispatch {
  /**
   * Sources held in memory right now — admitted or being admitted, waiting for their session, or being handled — active handlers included.
   */
  heldSources: number;
  /**
   * The most sources held in memory at once since this process started.
   */
  peakHeldSources: number;
  /**
   * Turn handlers running right now: a turn on the host, or its answer being delivered (TR-004: at most maxHandlers).
   */
  activeHandlers: number;
  /**
   * The most turn handlers active at once since this process started.
   */
  peakActiveHandlers: number;
  /**
   * Sources durably in the inbox, acknowledged, not finished, and not held in memory: they wait there until there is room.
   */
  waitingInInbox: number;
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
 * How a dependency answers now. store: failing while the store refuses connections or its disk is full or read-only — sources are then not acknowledged (the provider redelivers them) and work waits with backoff. host: failing while the host process is stopped, gone or being started again.
 */
export interface ControlHealth {
  /**
   * failing from the first error of the environment until it answers again.
   */
  state: 'ok' | 'failing';
  /**
   * When it began failing, ms since the epoch.
   */
  since?: number;
  /**
   * What failed last, in one line; no credentials, no message content.
   */
  error?: string;
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
   * The host process is running and has answered initialize; false while it is stopped (SIGSTOP) or gone.
   */
  hostReady: boolean;
  store?: ControlHealth;
  host?: ControlHealth;
  /**
   * Who this instance is in its installation's store, and what it holds. Each instance answers for itself.
   */
  instance?: {
    /**
     * This instance, as the installation's store knows it.
     */
    id: string;
    /**
     * The installation it joined (LARKSPUR_INSTALLATION).
     */
    installation: string;
    /**
     * The engine of the shared store.
     */
    store: 'sqlite' | 'postgres';
    /**
     * Sessions leased to this instance now: it alone runs their turns. Absent where the implementation leases no sessions (one instance per installation).
     */
    leasesHeld?: number;
    /**
     * The session leases this instance holds now, one per session (leasesHeld of them).
     */
    leases?: {
      /**
       * The session leased, by the conversation it binds (an implementation's own key).
       */
      session: string;
      /**
       * Its fencing token: larger with every new grant of the session, so a stale holder's writes are refused.
       */
      token: number;
      /**
       * When the lease runs out unless the heartbeat renews it, ms since the epoch.
       */
      expiresAt: number;
    }[];
    /**
     * Instances of the installation whose heartbeat lease is current, this one included.
     */
    instancesAlive: number;
  };
  /**
   * The consumer lease of the app (TR-006).
   */
  consumerLease?: {
    /**
     * held: this installation consumes the app's events; held-elsewhere: another one does, and this instance stays off the provider (TR-006).
     */
    state: 'held' | 'held-elsewhere';
    /**
     * Who holds it, in words, when held elsewhere.
     */
    holder?: string;
  };
}
/**
 * Content-free projection of one session: the binding of one conversation to one host thread.
 */
export interface ControlSession {
  sessionId: string;
  conversation: ControlConversation;
  kind: 'managed' | 'attached';
  /**
   * true once the conversation moved on: /new started a fresh session, or the attached session was closed. Its conversation routes elsewhere.
   */
  closed?: boolean;
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
 * Content-free projection of one input sent to a session through the control API, and the answer to sending it.
 */
export interface ControlSessionInput {
  inputId: string;
  clientInputId: string;
  sessionId: string;
  /**
   * The delivery mode of an input to a session (AD-008).
   */
  mode: 'queue' | 'inbox' | 'steer';
  state: 'pending' | 'injected' | 'inboxed' | 'steered' | 'failed';
  /**
   * The turn it went into (injected, steered) or was meant for (failed steer).
   */
  turnId?: string;
  /**
   * Why it failed: STEER_REJECTED, NO_ACTIVE_TURN; for an attached session LIVE_STEERING_UNAVAILABLE, INBOX_UNAVAILABLE, SESSION_CLOSED (AS-007).
   */
  errorCode?: string;
  /**
   * Its length in characters; the text itself is not projected.
   */
  chars: number;
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
 * GET /v1/sessions/{sessionId}/inputs.
 */
export interface ControlSessionInputList {
  /**
   * Oldest first.
   */
  inputs: ControlSessionInput[];
}
/**
 * POST /v1/sessions/{sessionId}/inputs: a web message to a session with its delivery mode.
 */
export interface ControlSessionInputRequest {
  /**
   * Chosen by the sender, unique per session. Sending the same id again returns the first answer and delivers nothing twice, so a lost answer can be asked again safely.
   */
  clientInputId: string;
  /**
   * The delivery mode of an input to a session (AD-008).
   */
  mode: 'queue' | 'inbox' | 'steer';
  /**
   * The input. Bounded by the inputCharLimit knob (AD-007).
   */
  text: string;
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
  state: 'received' | 'queued' | 'running' | 'waiting' | 'answered' | 'ignored' | 'failed';
  conversation: ControlConversation;
  /**
   * Absent while the source waits in the inbox.
   */
  admission?: {
    outcome: 'turn' | 'command' | 'ignored' | 'refused';
    /**
     * With ignored: own-message, bot-message, not-addressed. With refused: unsupported-type, malformed, empty-input, input-too-long, too-many-pending.
     */
    reason?: string;
    command?: 'stop' | 'status' | 'new' | 'help';
  };
  sessionId?: string;
  turnId?: string;
  /**
   * The delivery journal of this source, oldest first.
   */
  deliveries: {
    kind:
      | 'reaction'
      | 'queued-feedback'
      | 'progress'
      | 'answer'
      | 'continuation'
      | 'command-reply'
      | 'refusal'
      | 'failure-notice';
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
 * What one turn key dispatched. turnState is an observation of the turn: reading it changes nothing (BM-003).
 */
export interface ControlTriggerReceipt {
  receiptId: string;
  sessionId: string;
  turnKey: string;
  dispatch: 'attempting' | 'dispatched' | 'not_dispatched' | 'dispatch_outcome_unknown' | 'cancelled';
  /**
   * The turn it made; its answer is posted into the session's conversation.
   */
  turnId: string;
  turnState: ControlTurnState;
  /**
   * Why it was not dispatched, or how the turn failed (HO-007).
   */
  errorClass?: string;
  /**
   * Length of the instruction; the text itself is not projected.
   */
  chars: number;
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
 * GET /v1/sessions/{sessionId}/triggers.
 */
export interface ControlTriggerReceiptList {
  /**
   * Oldest first.
   */
  receipts: ControlTriggerReceipt[];
}
/**
 * POST /v1/sessions/{sessionId}/triggers: dispatch an instruction as a turn of the session, at most once per turn key.
 */
export interface ControlTriggerRequest {
  /**
   * Chosen by the caller for what the turn is about (e.g. a goal state). One key dispatches at most one turn in its session, ever: the same key again returns the first receipt (BM-001). For a deliberate follow-up, choose a new key.
   */
  turnKey: string;
  /**
   * The bounded instruction, at most inputCharLimit characters (AD-007).
   */
  instruction: string;
}
/**
 * Content-free projection of one turn: one run of the host (or, in an attached session, one claim of its host) for one admitted input.
 */
export interface ControlTurn {
  turnId: string;
  sessionId: string;
  /**
   * Where its input came from.
   */
  origin: 'lark' | 'web' | 'trigger';
  /**
   * For origin lark: the provider message id of the source this turn answers.
   */
  sourceMessageId?: string;
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
 * The manifest of a `larkspur fuzz` report: the seed, the budget, every run with its plan, and what was found.
 */
export interface FuzzCampaign {
  /**
   * The campaign seed: run n plays the plan generated from (seed, n).
   */
  seed: number;
  /**
   * What bounded the campaign; the first reached ends it.
   */
  budget: {
    runs?: number;
    seconds?: number;
  };
  runs: {
    /**
     * The id of the run in the report: fuzz/s<seed>-r<run>.
     */
    scenario: string;
    plan: FuzzPlan;
    sources: number;
    fired: {
      /**
       * Programmed faults that fired (a fault whose call never came does not).
       */
      faults: number;
      /**
       * kill -9 of the implementation.
       */
      kills: number;
      redeliveries: number;
    };
  }[];
  found: {
    /**
     * The replay id: larkspur fuzz --replay <id>.
     */
    id: string;
    /**
     * The run it was found in.
     */
    from: string;
    /**
     * check id:kind of each failure of the shrunk plan; the first is the one kept while shrinking.
     */
    failure: string[];
    /**
     * Timeline units and faults of the plan, before and after shrinking.
     */
    units: {
      before: number;
      after: number;
    };
    /**
     * The shrunk plan played again: how often it failed the same way.
     */
    replays: {
      played: number;
      failed: number;
    };
    /**
     * The command that plays it again.
     */
    replay: string;
    /**
     * The scenario file written for it (--write-scenarios).
     */
    scenarioFile?: string;
  }[];
}
/**
 * One run of `larkspur fuzz`: a seeded conversation load and fault plan. The fuzz plays it as a scenario ending in invariant checks; a failing plan is shrunk and saved, and `larkspur fuzz --replay <id>` plays it again.
 */
export interface FuzzPlan {
  planVersion: '0';
  /**
   * The campaign seed the plan was generated from.
   */
  seed: number;
  /**
   * Which run of the seed: the plan is a pure function of (seed, run, generator options).
   */
  run: number;
  /**
   * The intake it was made for: ws-only faults need the long connection.
   */
  intake: 'ws' | 'webhook';
  knobs: Knobs;
  /**
   * The provider double: its ACK deadline and redelivery schedule.
   */
  provider: {
    ackDeadlineMs: number;
    redeliveryScheduleMs: number[];
  };
  host: {
    /**
     * Every turn echoes its input in this many deltas.
     */
    deltas: number;
    /**
     * Before each delta: how long a turn runs.
     */
    deltaDelayMs: number;
  };
  settle: {
    /**
     * The most the invariants wait for the run to settle.
     */
    withinMs: number;
    /**
     * Settled after this long with nothing on any wire.
     */
    quietMs: number;
  };
  /**
   * In time order.
   */
  timeline: (
    | {
        /**
         * Stable within the plan; kept by shrinking.
         */
        id: string;
        /**
         * When, in ms from the first step; a restart before it delays it by the time the implementation took to come back.
         */
        at: number;
        kind: 'send';
        /**
         * The conversation: "p2p:<user>" is the private chat of that user with the bot; "group:<name>" a group chat; "group:<name>/<topic>" a topic (thread) in it. Ids are derived stably from the names.
         */
        chat: string;
        /**
         * The sender; default the private chat user, else "alice".
         */
        from?: string;
        /**
         * The message; a request carries a marker unique in the plan, so its turns and answer can be told apart.
         */
        text: string;
        /**
         * A group message that mentions the bot.
         */
        mention?: boolean;
      }
    | {
        /**
         * Stable within the plan; kept by shrinking.
         */
        id: string;
        /**
         * When, in ms from the first step; a restart before it delays it by the time the implementation took to come back.
         */
        at: number;
        kind: 'redeliver';
        /**
         * Stable within the plan; kept by shrinking.
         */
        of: string;
        /**
         * The same message under a new event id, else the same event again.
         */
        newEventId: boolean;
      }
    | {
        /**
         * Stable within the plan; kept by shrinking.
         */
        id: string;
        /**
         * When, in ms from the first step; a restart before it delays it by the time the implementation took to come back.
         */
        at: number;
        kind: 'restart';
        /**
         * With several instances (adapter instances): only this one is killed, the others go on. Without it: every instance.
         */
        instance?: number;
      }
    | {
        /**
         * Stable within the plan; kept by shrinking.
         */
        id: string;
        /**
         * When, in ms from the first step; a restart before it delays it by the time the implementation took to come back.
         */
        at: number;
        kind: 'outage';
        /**
         * How long the implementation stays down; events meanwhile wait at Lark.
         */
        ms: number;
        /**
         * With several instances (adapter instances): only this one is killed, the others go on. Without it: every instance.
         */
        instance?: number;
      }
  )[];
  /**
   * Faults of one send each (`of`): push faults of its deliveries and acknowledgements, HTTP faults of the calls about it; each fires once, on the (skip+1)-th push or call it matches.
   */
  faults: (
    | {
        /**
         * Stable within the plan; kept by shrinking.
         */
        id: string;
        /**
         * Stable within the plan; kept by shrinking.
         */
        of: string;
        push: ProviderDoublePushFault;
      }
    | {
        /**
         * Stable within the plan; kept by shrinking.
         */
        id: string;
        /**
         * Stable within the plan; kept by shrinking.
         */
        of: string;
        http: ProviderDoubleHttpFault;
      }
  )[];
  /**
   * Set on a saved plan: a failure the fuzz found, shrunk.
   */
  found?: {
    /**
     * The replay id: larkspur fuzz --replay <id>.
     */
    id: string;
    /**
     * The adapter file it failed against.
     */
    adapter: string;
    /**
     * How it failed: check id and kind of failure, e.g. "answers:lost". A replay fails the same way when it shows the first of them.
     *
     * @minItems 1
     */
    failure: [string, ...string[]];
    /**
     * The size of the plan before shrinking.
     */
    shrunkFrom?: {
      units: number;
      faults: number;
    };
  };
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
  /**
   * A downloaded image or file is deleted after this time at the latest, if its turn has not ended first (HO-010).
   */
  mediaTtlMs?: number;
  /**
   * Largest image or file downloaded for the host; a larger one is reported unavailable (HO-010, AD-010).
   */
  mediaMaxBytes?: number;
  /**
   * An outbound provider call with no answer by then is given up as failed; it may still have been applied, so it is reconciled like a lost acknowledgement (DE-005).
   */
  providerTimeoutMs?: number;
  /**
   * A delivery that failed on a transient fault is retried with backoff, across restarts, for at most this long after its first attempt; then it fails explicitly (DE-009).
   */
  deliveryRetryMs?: number;
  /**
   * Multi-instance: an instance whose heartbeat lease was not renewed for this long is dead; its sessions are taken over (TR-006, DE-006).
   */
  instanceLeaseMs?: number;
}
/**
 * POST /__double/faults/push. Applies to the next event pushes (or their acknowledgements) that match.
 */
export interface ProviderDoublePushFault {
  kind:
    | 'drop-ack'
    | 'delay-ack'
    | 'close-socket'
    | 'deliver-twice'
    | 'out-of-order'
    | 'bad-signature'
    | 'unsigned'
    | 'future-timestamp'
    | 'stale-timestamp';
  /**
   * For delay-ack: the delay; for stale-timestamp: the age of the signature; for future-timestamp: how far ahead.
   */
  ms?: number;
  /**
   * For bad-signature: which end of the signature is wrong. Default start.
   */
  at?: 'start' | 'end';
  /**
   * Only for events about this IM message.
   */
  messageId?: string;
  /**
   * How many times it fires; default 1; 0 until cleared.
   */
  times?: number;
  /**
   * Matching pushes (or acknowledgements) it lets through before it fires: 1 shapes the second. Default 0.
   */
  skip?: number;
}
/**
 * POST /__double/faults/http. The first programmed fault whose match fits a call shapes its answer; the call is recorded with fault set to the fault id, and never as the implementation’s wire error.
 */
export interface ProviderDoubleHttpFault {
  /**
   * Every given field must match; an empty match takes any Open API call.
   */
  match: {
    /**
     * The SDK's dotted name, e.g. im.message.create.
     */
    api?: string;
    method?: string;
    /**
     * The exact request path.
     */
    path?: string;
    /**
     * Path parameters that must be equal.
     */
    params?: {
      [k: string]: string | undefined;
    };
    /**
     * A partial match of the JSON body by dot path keys.
     */
    body?: {
      [k: string]: unknown | undefined;
    };
    /**
     * Only calls about this message: a reply to it, or a call on it or on a bot message that replies to it (an edit, a readback, a reaction). Faults about one source stay on it however many other chats are busy.
     */
    about?: string;
  };
  action:
    | {
        /**
         * Answer with Lark's error envelope; nothing is applied.
         */
        kind: 'error';
        code: number;
        msg?: string;
        /**
         * Default 400.
         */
        status?: number;
      }
    | {
        /**
         * Answer with this HTTP status and body; nothing is applied.
         */
        kind: 'status';
        status: number;
        body?: unknown;
      }
    | {
        /**
         * Answer normally after ms.
         */
        kind: 'delay';
        ms: number;
      }
    | {
        /**
         * Apply the call, then close the socket without an answer: a lost acknowledgement.
         */
        kind: 'drop-response';
      }
    | {
        /**
         * Reset the connection without applying the call.
         */
        kind: 'reset';
      }
    | {
        /**
         * Apply the call and start its answer — the status, the headers with the full content-length, the first half of the body — then, a second later, closes the connection: an answer (a resource download) that fails mid-way, after the client has had its first half.
         */
        kind: 'cut';
      }
    | {
        /**
         * Answer the call, but with one character of each message's visible text (the longest string of its content) changed, at its start or its end: what Lark holds differs from what was sent early or late.
         */
        kind: 'alter-content';
        at: 'start' | 'end';
      };
  /**
   * How many calls it takes; default 1; 0 until cleared.
   */
  times?: number;
  /**
   * Matching calls it lets through before it fires: 2 shapes the third. Default 0.
   */
  skip?: number;
}
/**
 * A piece of agent message text; concatenate per itemId. item/completed carries the final text. Codex app-server v2 subset, pinned to @openai/codex 0.171.0.
 */
export interface HostAgentMessageDeltaNotification {
  method: 'item/agentMessage/delta';
  params: {
    threadId: string;
    turnId: string;
    itemId: string;
    delta: string;
  };
}
/**
 * Sent by the host: may this command run? The client must answer. Order: item/started, this request, the answer, serverRequest/resolved, item/completed. When the turn ends first, serverRequest/resolved comes without an answer: the request is stale. Codex app-server v2 subset, pinned to @openai/codex 0.171.0.
 */
export interface HostCommandApprovalRequest {
  id: HostRequestId;
  method: 'item/commandExecution/requestApproval';
  params: {
    threadId: string;
    turnId: string;
    /**
     * The item (already announced by item/started) the approval is about.
     */
    itemId: string;
    /**
     * Unix milliseconds.
     */
    startedAtMs: number;
    reason?: string | null;
    approvalId?: string | null;
    command?: string | null;
    cwd?: string | null;
  };
}
/**
 * Sent by the client to answer item/commandExecution/requestApproval. Codex app-server v2 subset, pinned to @openai/codex 0.171.0.
 */
export interface HostCommandApprovalResponse {
  id: HostRequestId;
  result: {
    /**
     * The client's answer.
     */
    decision: 'accept' | 'acceptForSession' | 'decline' | 'cancel' | {};
  };
}
/**
 * Something went wrong in a turn. Classify by error.codexErrorInfo (HO-007), never by the prose. Codex app-server v2 subset, pinned to @openai/codex 0.171.0.
 */
export interface HostErrorNotification {
  method: 'error';
  params: {
    error: HostTurnError;
    /**
     * true: transient, the host retries and the turn goes on. false: the turn fails next.
     */
    willRetry: boolean;
    threadId: string;
    turnId: string;
  };
}
/**
 * Why a turn failed, or what went wrong while it runs (in the error notification). Codex app-server v2 subset, pinned to @openai/codex 0.171.0.
 */
export interface HostTurnError {
  /**
   * Upstream prose. Never published to a user (HO-007).
   */
  message: string;
  codexErrorInfo?: HostCodexErrorInfo | null;
  additionalDetails?: string | null;
}
/**
 * The answer to any request that failed, in either direction. Codex 0.171.0 does not answer a line it cannot parse, or one without a method, at all. Codex app-server v2 subset, pinned to @openai/codex 0.171.0.
 */
export interface HostErrorResponse {
  id: HostRequestId;
  error: {
    /**
     * -32700 parse error, -32600 invalid request (also "Not initialized", "Already initialized", an unknown or unloaded thread, no active turn), -32601 method not found, -32602 invalid params, -32603 internal error, -32001 "Server overloaded; retry later." (retry with backoff).
     */
    code: number;
    message: string;
    data?: unknown;
  };
}
/**
 * Sent by the host: may these file changes be applied? The client must answer. Order: item/started, this request, the answer, serverRequest/resolved, item/completed. When the turn ends first, serverRequest/resolved comes without an answer: the request is stale. Codex app-server v2 subset, pinned to @openai/codex 0.171.0.
 */
export interface HostFileChangeApprovalRequest {
  id: HostRequestId;
  method: 'item/fileChange/requestApproval';
  params: {
    threadId: string;
    turnId: string;
    /**
     * The item (already announced by item/started) the approval is about.
     */
    itemId: string;
    /**
     * Unix milliseconds.
     */
    startedAtMs: number;
    reason?: string | null;
    grantRoot?: string | null;
  };
}
/**
 * Sent by the client to answer item/fileChange/requestApproval. Codex app-server v2 subset, pinned to @openai/codex 0.171.0.
 */
export interface HostFileChangeApprovalResponse {
  id: HostRequestId;
  result: {
    /**
     * The client's answer.
     */
    decision: 'accept' | 'acceptForSession' | 'decline' | 'cancel';
  };
}
/**
 * The first request on a connection, once. Any other request before it is refused with "Not initialized"; a second initialize with "Already initialized". The client then sends the initialized notification. Codex app-server v2 subset, pinned to @openai/codex 0.171.0.
 */
export interface HostInitializeRequest {
  id: HostRequestId;
  method: 'initialize';
  params: {
    clientInfo: {
      /**
       * Identifies the client to the host (and to OpenAI compliance logs).
       */
      name: string;
      title?: string | null;
      version: string;
    };
    capabilities?: {
      experimentalApi?: boolean;
      /**
       * Exact notification methods the host must not send on this connection.
       */
      optOutNotificationMethods?: string[] | null;
    } | null;
  };
}
/**
 * The answer to initialize. Codex app-server v2 subset, pinned to @openai/codex 0.171.0.
 */
export interface HostInitializeResponse {
  id: HostRequestId;
  result: {
    /**
     * The user agent the host presents upstream, with its version.
     */
    userAgent: string;
    /**
     * The absolute path of the host's CODEX_HOME.
     */
    codexHome: string;
    /**
     * e.g. "unix".
     */
    platformFamily: string;
    /**
     * e.g. "linux".
     */
    platformOs: string;
  };
}
/**
 * Sent by the client after the initialize result; completes the handshake. It has no params. Codex app-server v2 subset, pinned to @openai/codex 0.171.0.
 */
export interface HostInitializedNotification {
  method: 'initialized';
}
/**
 * The final state of an item; an agentMessage here carries its whole text. Codex app-server v2 subset, pinned to @openai/codex 0.171.0.
 */
export interface HostItemCompletedNotification {
  method: 'item/completed';
  params: {
    item: HostThreadItem;
    threadId: string;
    turnId: string;
    /**
     * Unix milliseconds.
     */
    completedAtMs: number;
  };
}
/**
 * An item began: a coarse phase for progress (DE-002), without its arguments. Codex app-server v2 subset, pinned to @openai/codex 0.171.0.
 */
export interface HostItemStartedNotification {
  method: 'item/started';
  params: {
    item: HostThreadItem;
    threadId: string;
    turnId: string;
    /**
     * Unix milliseconds.
     */
    startedAtMs: number;
  };
}
/**
 * A request the host sent (an approval) is settled: answered, or cleared because its turn ended. A bridge retires the approval card then. Codex app-server v2 subset, pinned to @openai/codex 0.171.0.
 */
export interface HostServerRequestResolvedNotification {
  method: 'serverRequest/resolved';
  params: {
    threadId: string;
    requestId: HostRequestId;
  };
}
/**
 * A conversation on the host. It outlives the host process (stored on disk) and is resumed by id. Codex app-server v2 subset, pinned to @openai/codex 0.171.0.
 */
export interface HostThread {
  id: string;
  /**
   * Usually the first user message.
   */
  preview: string;
  /**
   * The provider the thread runs on; checked against configuration (HO-002).
   */
  modelProvider: string;
  /**
   * Unix seconds.
   */
  createdAt: number;
  /**
   * Unix seconds.
   */
  updatedAt: number;
  status: HostThreadStatus;
  cwd: string;
  ephemeral: boolean;
  /**
   * The Codex version that created the thread.
   */
  cliVersion: string;
  /**
   * Filled by thread/resume (unless excludeTurns) and by thread/read with includeTurns, both deprecated for paginated threads: read turns with thread/turns/list. Empty elsewhere.
   */
  turns: HostTurn[];
}
/**
 * One turn of a thread: user input in, agent items out. Codex app-server v2 subset, pinned to @openai/codex 0.171.0.
 */
export interface HostTurn {
  id: string;
  /**
   * Empty in turn/start and turn/started; turn/completed carries the turn's items (its agent messages); thread/turns/list fills them.
   */
  items: HostThreadItem[];
  /**
   * inProgress while the turn runs; a turn is done only once it is one of the other three.
   */
  status: 'inProgress' | 'completed' | 'interrupted' | 'failed';
  /**
   * Set when status is failed.
   */
  error?: HostTurnError | null;
  /**
   * Unix seconds.
   */
  startedAt?: number | null;
  /**
   * Unix seconds.
   */
  completedAt?: number | null;
  durationMs?: number | null;
}
/**
 * Reads a thread without loading it: its status is the readback that proves a stop (HO-004). An id the host has no rollout for answers -32600 "thread not loaded: <id>"; a stored thread another process made reads notLoaded until thread/resume. Codex app-server v2 subset, pinned to @openai/codex 0.171.0.
 */
export interface HostThreadReadRequest {
  id: HostRequestId;
  method: 'thread/read';
  params: {
    threadId: string;
    /**
     * Also return the turns with their items. Deprecated in 0.171.0: every such read draws a deprecationNotice, and on a thread with no turn yet it fails (-32601 "list_turns is not supported yet"). Use thread/turns/list.
     */
    includeTurns?: boolean;
  };
}
/**
 * The thread as the host sees it now; status.type is the truth about whether a turn runs. Codex app-server v2 subset, pinned to @openai/codex 0.171.0.
 */
export interface HostThreadReadResponse {
  id: HostRequestId;
  result: {
    thread: HostThread;
  };
}
/**
 * Loads a stored thread into this host process so that turns can start on it; needed after every host restart. An unknown thread is an error response (-32600, "no rollout found for thread id …"): the only case in which a bridge may start a replacement thread, and visibly (HO-001). Codex app-server v2 subset, pinned to @openai/codex 0.171.0.
 */
export interface HostThreadResumeRequest {
  id: HostRequestId;
  method: 'thread/resume';
  params: {
    threadId: string;
    model?: string | null;
    modelProvider?: string | null;
    cwd?: string | null;
    approvalPolicy?:
      | (
          | 'untrusted'
          | 'on-request'
          | 'never'
          | {
              granular: {
                mcp_elicitations: boolean;
                rules: boolean;
                sandbox_approval: boolean;
                request_permissions?: boolean;
                skill_approval?: boolean;
              };
            }
        )
      | null;
    sandbox?: ('read-only' | 'workspace-write' | 'danger-full-access') | null;
    config?: {
      [k: string]: unknown | undefined;
    } | null;
    baseInstructions?: string | null;
    developerInstructions?: string | null;
    /**
     * Answer without the turns (thread.turns empty). Without it, 0.171.0 sends the whole history and a deprecationNotice: read the turns with thread/turns/list instead.
     */
    excludeTurns?: boolean;
  };
}
/**
 * The resumed thread with its turns, and the settings in force. Codex app-server v2 subset, pinned to @openai/codex 0.171.0.
 */
export interface HostThreadResumeResponse {
  id: HostRequestId;
  result: {
    thread: HostThread;
    model: string;
    /**
     * The provider actually in use. A client with a configured provider fails on a difference (HO-002).
     */
    modelProvider: string;
    cwd: string;
    /**
     * When the host asks before acting.
     */
    approvalPolicy:
      | 'untrusted'
      | 'on-request'
      | 'never'
      | {
          granular: {
            mcp_elicitations: boolean;
            rules: boolean;
            sandbox_approval: boolean;
            request_permissions?: boolean;
            skill_approval?: boolean;
          };
        };
    /**
     * The sandbox policy in force (an object here, unlike the mode in the request).
     */
    sandbox: {
      /**
       * readOnly, workspaceWrite, dangerFullAccess or externalSandbox.
       */
      type: string;
    };
    reasoningEffort?: string | null;
  };
}
/**
 * Creates a thread. A bridge keeps one thread per session and starts another only when the host says it is gone (HO-001). Codex app-server v2 subset, pinned to @openai/codex 0.171.0.
 */
export interface HostThreadStartRequest {
  id: HostRequestId;
  method: 'thread/start';
  params: {
    model?: string | null;
    modelProvider?: string | null;
    cwd?: string | null;
    approvalPolicy?:
      | (
          | 'untrusted'
          | 'on-request'
          | 'never'
          | {
              granular: {
                mcp_elicitations: boolean;
                rules: boolean;
                sandbox_approval: boolean;
                request_permissions?: boolean;
                skill_approval?: boolean;
              };
            }
        )
      | null;
    sandbox?: ('read-only' | 'workspace-write' | 'danger-full-access') | null;
    config?: {
      [k: string]: unknown | undefined;
    } | null;
    baseInstructions?: string | null;
    developerInstructions?: string | null;
    ephemeral?: boolean | null;
  };
}
/**
 * The new thread, loaded and idle, with the settings in force. Codex app-server v2 subset, pinned to @openai/codex 0.171.0.
 */
export interface HostThreadStartResponse {
  id: HostRequestId;
  result: {
    thread: HostThread;
    model: string;
    /**
     * The provider actually in use. A client with a configured provider fails on a difference (HO-002).
     */
    modelProvider: string;
    cwd: string;
    /**
     * When the host asks before acting.
     */
    approvalPolicy:
      | 'untrusted'
      | 'on-request'
      | 'never'
      | {
          granular: {
            mcp_elicitations: boolean;
            rules: boolean;
            sandbox_approval: boolean;
            request_permissions?: boolean;
            skill_approval?: boolean;
          };
        };
    /**
     * The sandbox policy in force (an object here, unlike the mode in the request).
     */
    sandbox: {
      /**
       * readOnly, workspaceWrite, dangerFullAccess or externalSandbox.
       */
      type: string;
    };
    reasoningEffort?: string | null;
  };
}
/**
 * Follows a successful thread/start. Codex app-server v2 subset, pinned to @openai/codex 0.171.0.
 */
export interface HostThreadStartedNotification {
  method: 'thread/started';
  params: {
    thread: HostThread;
  };
}
/**
 * Pages through the turns of a thread, loaded or not (no thread/resume needed), each with its status, error and items: how a turn whose end was not heard — a lost turn/start answer (HO-003), a restart (HO-009) — is reconciled from the host. An unknown id answers -32600 "thread not loaded: <id>". Codex app-server v2 subset, pinned to @openai/codex 0.171.0.
 */
export interface HostThreadTurnsListRequest {
  id: HostRequestId;
  method: 'thread/turns/list';
  params: {
    threadId: string;
    cursor?: string | null;
    limit?: number | null;
    sortDirection?: ('asc' | 'desc') | null;
    itemsView?: ('notLoaded' | 'summary' | 'full') | null;
  };
}
/**
 * One page of turns, in the order asked for. Codex app-server v2 subset, pinned to @openai/codex 0.171.0.
 */
export interface HostThreadTurnsListResponse {
  id: HostRequestId;
  result: {
    data: HostTurn[];
    nextCursor?: string | null;
    backwardsCursor?: string | null;
  };
}
/**
 * Token counts of the thread (total) and of the last model call (last). Codex app-server v2 subset, pinned to @openai/codex 0.171.0.
 */
export interface HostTokenUsageUpdatedNotification {
  method: 'thread/tokenUsage/updated';
  params: {
    threadId: string;
    turnId: string;
    tokenUsage: {
      total: {
        totalTokens: number;
        inputTokens: number;
        cachedInputTokens: number;
        outputTokens: number;
        reasoningOutputTokens: number;
      };
      last: {
        totalTokens: number;
        inputTokens: number;
        cachedInputTokens: number;
        outputTokens: number;
        reasoningOutputTokens: number;
      };
      modelContextWindow?: number | null;
    };
  };
}
/**
 * The turn ended: turn.status is completed, interrupted or failed (then turn.error says why). Codex app-server v2 subset, pinned to @openai/codex 0.171.0.
 */
export interface HostTurnCompletedNotification {
  method: 'turn/completed';
  params: {
    threadId: string;
    turn: HostTurn;
  };
}
/**
 * Asks the host to stop the exact turn. The empty result is an acknowledgement, not a stop receipt: the turn is stopped once turn/completed says interrupted and a fresh thread/read is not active (HO-004). Codex app-server v2 subset, pinned to @openai/codex 0.171.0.
 */
export interface HostTurnInterruptRequest {
  id: HostRequestId;
  method: 'turn/interrupt';
  params: {
    threadId: string;
    turnId: string;
  };
}
/**
 * An empty object: the request was taken. Codex app-server v2 subset, pinned to @openai/codex 0.171.0.
 */
export interface HostTurnInterruptResponse {
  id: HostRequestId;
  result: {};
}
/**
 * Starts a turn on a loaded thread. There is no idempotency key: when the answer is lost the outcome is unknown until a fresh thread/read tells, and a blind retry may run the model twice (HO-003). A second turn/start while a turn runs is undefined in Codex; queue on the client, or steer. Codex app-server v2 subset, pinned to @openai/codex 0.171.0.
 */
export interface HostTurnStartRequest {
  id: HostRequestId;
  method: 'turn/start';
  params: {
    threadId: string;
    /**
     * @minItems 1
     */
    input: [HostUserInput, ...HostUserInput[]];
    cwd?: string | null;
    model?: string | null;
    effort?: string | null;
    outputSchema?: unknown;
  };
}
/**
 * The new turn, status inProgress; its events follow as notifications. Codex app-server v2 subset, pinned to @openai/codex 0.171.0.
 */
export interface HostTurnStartResponse {
  id: HostRequestId;
  result: {
    turn: HostTurn;
  };
}
/**
 * The turn began running. May arrive before the turn/start result. Codex app-server v2 subset, pinned to @openai/codex 0.171.0.
 */
export interface HostTurnStartedNotification {
  method: 'turn/started';
  params: {
    threadId: string;
    turn: HostTurn;
  };
}
/**
 * Adds input to the running turn without starting another. A refusal is an error response; a bridge reports it as a failure, never downgrading the input to a queue (AD-008). Codex app-server v2 subset, pinned to @openai/codex 0.171.0.
 */
export interface HostTurnSteerRequest {
  id: HostRequestId;
  method: 'turn/steer';
  params: {
    threadId: string;
    /**
     * @minItems 1
     */
    input: [HostUserInput, ...HostUserInput[]];
    /**
     * Precondition: the turn that must be running. Otherwise the host answers an error.
     */
    expectedTurnId: string;
  };
}
/**
 * The steer was taken. Codex app-server v2 subset, pinned to @openai/codex 0.171.0.
 */
export interface HostTurnSteerResponse {
  id: HostRequestId;
  result: {
    /**
     * The turn that took the input.
     */
    turnId: string;
  };
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
   * Extra environment: the implementation's own settings. A variable of the launch contract (launch/environment.schema.json), or its LARKSPUR_ name, is refused: the harness sets those.
   */
  env?: {
    [k: string]: string | undefined;
  };
  /**
   * What the implementation supports. Scenarios needing anything else are untested (capability).
   */
  capabilities: Capability[];
  /**
   * How the implementation drives its agent: the host interface, and so the run's default host mode (larkspur run --host overrides it). A host-layer check reads what that interface shows; one it cannot show is untested (host-mode), never a pass.
   */
  host?: 'codex-app-server' | 'claude-code' | 'model-api';
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
   * For a Node.js bot that hard-codes Lark's hosts (Domain.Feishu, Domain.Lark): the harness starts it with NODE_OPTIONS="--import <kit preload>", which sends every fetch, http(s) request and ws connection for open.feishu.cn or open.larksuite.com to LARKSPUR_LARK_DOMAIN instead.
   */
  redirectLarkHosts?: boolean;
  /**
   * Several instances of the command serve the bot together (capability multi-instance, which needs control). Each instance gets its own data directory and control port and the same LARKSPUR_STORE_URL and LARKSPUR_INSTALLATION; restarts and kills without an instance apply to all of them.
   */
  instances?: {
    /**
     * How many instances every scenario starts: 1 tests one instance over the kit's store, 2 or more also need capability multi-instance.
     */
    count: number;
    /**
     * The shared store the kit provides: a fresh PostgreSQL database per scenario, its URL in LARKSPUR_STORE_URL for every instance.
     */
    store: 'postgres';
  };
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
 * The environment the harness gives an implementation. Readiness: GET /v1/ready says providerReady; an implementation that declares no control capability is ready when its long connection to the provider double is up (or, with webhook intake, when it answers the URL challenge). Stop: SIGTERM to the process group, then SIGKILL after the adapter stopGraceMs; a crash test sends SIGKILL directly. A restart starts the same command with the same environment and data directory. An instance that finds the app's consumer lease held by another installation (TR-006) stays off the provider and says so: it exits with code 75, or its GET /v1/ready answers consumerLease.state held-elsewhere.
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
   * The verification token of the app (Events and callbacks → Encryption strategy), on either intake: every event and card callback carries it in header.token, and one that does not is not trusted (TR-007, HO-008).
   */
  LARKSPUR_LARK_VERIFICATION_TOKEN?: string;
  /**
   * The host interface of this run (the adapter's host, or --host): which of the variables below are set.
   */
  LARKSPUR_HOST_INTERFACE: 'codex-app-server' | 'claude-code' | 'model-api';
  /**
   * With codex-app-server: a POSIX shell command line the implementation runs as its agent host, speaking the host protocol (JSON-RPC lines, Codex app-server v2 subset) on stdin/stdout. In production: codex app-server.
   */
  LARKSPUR_HOST_COMMAND?: string;
  /**
   * With claude-code: the path of the kit's `claude` (the pinned Claude Code, which the kit records), for a bridge that takes an executable path (the Agent SDK's pathToClaudeCodeExecutable). The same `claude` is first on PATH.
   */
  LARKSPUR_CLAUDE_PATH?: string;
  /**
   * With claude-code and model-api: the model double's Messages API (http://127.0.0.1:PORT), as the Anthropic SDK and Claude Code read it. Also as LARKSPUR_ANTHROPIC_BASE_URL.
   */
  ANTHROPIC_BASE_URL?: string;
  /**
   * Any key: the model double takes it. Also as LARKSPUR_ANTHROPIC_API_KEY.
   */
  ANTHROPIC_API_KEY?: string;
  /**
   * With model-api: the model double's OpenAI APIs (http://127.0.0.1:PORT/v1: Responses, Chat Completions), as the OpenAI SDK reads it. Also as LARKSPUR_OPENAI_BASE_URL.
   */
  OPENAI_BASE_URL?: string;
  /**
   * Any key: the model double takes it. Also as LARKSPUR_OPENAI_API_KEY.
   */
  OPENAI_API_KEY?: string;
  /**
   * With claude-code: Claude Code calls nothing but the model.
   */
  CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC?: '1';
  /**
   * With claude-code: Claude Code's configuration and sessions, a directory of the scenario kept across restarts (HOME is one too): a Claude Code the bridge starts after a restart finds its sessions there.
   */
  CLAUDE_CONFIG_DIR?: string;
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
   * The installation this instance belongs to. Instances of one installation over one store serve the bot together (multi-instance); an instance of another installation finds the app's consumer lease held and must not consume (TR-006).
   */
  LARKSPUR_INSTALLATION: string;
  /**
   * With the adapter's instances: the shared store of every instance, a fresh PostgreSQL database per scenario (postgres://user@127.0.0.1:PORT/NAME).
   */
  LARKSPUR_STORE_URL?: string;
  /**
   * Path of a JSON file of timing knobs (launch/knobs.schema.json).
   */
  LARKSPUR_KNOBS: string;
  /**
   * The model provider every host thread must read back on thread/start and thread/resume (HO-002); a missing or different one fails the turn. Set only for an implementation that declares model-provider.
   */
  LARKSPUR_MODEL_PROVIDER?: string;
  /**
   * 1: print one content-free timing line per stage on stdout (launch/timing-line.schema.json).
   */
  LARKSPUR_EVENT_TIMING?: '0' | '1';
  [k: string]: unknown | undefined;
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
/**
 * The JSON body of an HTTP error answer, with the request-id header. The official client raises RateLimitError for 429, AuthenticationError for 401 and InternalServerError for 500 and 529 (and retries those three unless told not to); Claude Code retries 429, 500 and 529 itself. The Anthropic Messages API as @anthropic-ai/claude-code 2.1.332 and the official @anthropic-ai/sdk client use it.
 */
export interface ModelAnthropicErrorBody {
  type: 'error';
  error: {
    /**
     * invalid_request_error (400), authentication_error (401), permission_error (403), not_found_error (404), request_too_large (413), rate_limit_error (429), api_error (500), overloaded_error (529).
     */
    type: string;
    message: string;
  };
  request_id: string;
}
/**
 * One server-sent chunk of a streamed answer, as `data: <json>\n\n`: the role first, then text pieces (delta.content) or a tool call (its id and name, then its arguments), then finish_reason; the stream ends with `data: [DONE]`. A failure mid-stream is `data: {"error": …}` (model/error-body). The OpenAI Chat Completions API as the official openai client uses it.
 */
export interface ModelChatChunk {
  id: string;
  object: 'chat.completion.chunk';
  created: number;
  model: string;
  /**
   * One choice; empty in the last chunk that carries usage (stream_options.include_usage).
   */
  choices: {
    index: number;
    delta: {
      role?: 'assistant';
      content?: string | null;
      tool_calls?: {
        index: number;
        id?: string;
        type?: 'function';
        function: {
          name?: string;
          arguments: string;
        };
      }[];
    };
    finish_reason: ('stop' | 'tool_calls' | 'length') | null;
    logprobs: null;
  }[];
  usage?: {
    prompt_tokens: number;
    completion_tokens: number;
    total_tokens: number;
  } | null;
}
/**
 * The answer to a model call without stream: the whole message at once. The OpenAI Chat Completions API as the official openai client uses it.
 */
export interface ModelChatCompletion {
  id: string;
  object: 'chat.completion';
  created: number;
  model: string;
  /**
   * @minItems 1
   * @maxItems 1
   */
  choices: [
    {
      index: number;
      message: {
        role: 'assistant';
        content: string | null;
        refusal: null;
        /**
         * @minItems 1
         */
        tool_calls?: [
          {
            id: string;
            type: 'function';
            function: {
              name: string;
              /**
               * JSON text.
               */
              arguments: string;
            };
          },
          ...{
            id: string;
            type: 'function';
            function: {
              name: string;
              /**
               * JSON text.
               */
              arguments: string;
            };
          }[]
        ];
      };
      finish_reason: 'stop' | 'tool_calls' | 'length';
      logprobs: null;
    }
  ];
  usage: {
    prompt_tokens: number;
    completion_tokens: number;
    total_tokens: number;
  };
}
/**
 * A model call: answered with one chat.completion, or with `stream: true` as server-sent chunks ending in `data: [DONE]`. Fields the double does not read stay open. The OpenAI Chat Completions API as the official openai client uses it.
 */
export interface ModelChatRequest {
  model: string;
  /**
   * The conversation so far, oldest first.
   *
   * @minItems 1
   */
  messages: [
    {
      /**
       * system, developer, user, assistant or tool. The last message, a user's, is a new turn's input; a tool message carries the output of a tool call (tool_call_id) and continues the turn that made it.
       */
      role: string;
      content?:
        | string
        | null
        | {
            /**
             * text, image_url, input_audio, file, refusal, …
             */
            type: string;
          }[];
      tool_call_id?: string;
      tool_calls?: {
        id: string;
      }[];
    },
    ...{
      /**
       * system, developer, user, assistant or tool. The last message, a user's, is a new turn's input; a tool message carries the output of a tool call (tool_call_id) and continues the turn that made it.
       */
      role: string;
      content?:
        | string
        | null
        | {
            /**
             * text, image_url, input_audio, file, refusal, …
             */
            type: string;
          }[];
      tool_call_id?: string;
      tool_calls?: {
        id: string;
      }[];
    }[]
  ];
  stream?: boolean | null;
  stream_options?: {
    include_usage?: boolean;
  } | null;
  tools?: {
    type: string;
  }[];
}
/**
 * A piece of a content block: text (text_delta), or of a tool_use input as JSON text (input_json_delta). The Anthropic Messages API as @anthropic-ai/claude-code 2.1.332 and the official @anthropic-ai/sdk client use it.
 */
export interface ModelContentBlockDeltaEvent {
  type: 'content_block_delta';
  index: number;
  delta:
    | {
        type: 'text_delta';
        text: string;
      }
    | {
        type: 'input_json_delta';
        partial_json: string;
      };
}
/**
 * A content block begins: text (empty so far) or a tool_use (its input follows as JSON pieces). The Anthropic Messages API as @anthropic-ai/claude-code 2.1.332 and the official @anthropic-ai/sdk client use it.
 */
export interface ModelContentBlockStartEvent {
  type: 'content_block_start';
  index: number;
  content_block:
    | {
        type: 'text';
        text: '';
      }
    | {
        type: 'tool_use';
        id: string;
        name: string;
        input: {};
      };
}
/**
 * A content block is complete. The Anthropic Messages API as @anthropic-ai/claude-code 2.1.332 and the official @anthropic-ai/sdk client use it.
 */
export interface ModelContentBlockStopEvent {
  type: 'content_block_stop';
  index: number;
}
/**
 * The answer to POST /v1/messages/count_tokens. The Anthropic Messages API as @anthropic-ai/claude-code 2.1.332 and the official @anthropic-ai/sdk client use it.
 */
export interface ModelCountTokens {
  input_tokens: number;
}
/**
 * How many input tokens a request would take; no model runs. The Anthropic Messages API as @anthropic-ai/claude-code 2.1.332 and the official @anthropic-ai/sdk client use it.
 */
export interface ModelCountTokensRequest {
  model: string;
  /**
   * The conversation so far, oldest first.
   *
   * @minItems 1
   */
  messages: [
    {
      /**
       * user or assistant (Claude Code 2.1.332 also sends system). A user message with text is a new turn; one of tool_result blocks only answers the tool_use blocks (by tool_use_id) of the turn that asked.
       */
      role: string;
      content:
        | string
        | {
            /**
             * text, image, tool_use, tool_result, thinking, document, …
             */
            type: string;
          }[];
    },
    ...{
      /**
       * user or assistant (Claude Code 2.1.332 also sends system). A user message with text is a new turn; one of tool_result blocks only answers the tool_use blocks (by tool_use_id) of the turn that asked.
       */
      role: string;
      content:
        | string
        | {
            /**
             * text, image, tool_use, tool_result, thinking, document, …
             */
            type: string;
          }[];
    }[]
  ];
}
/**
 * GET /__model/info, and the first line `larkspur doubles model` prints.
 */
export interface ModelDoubleInfo {
  /**
   * What a model provider's base_url is set to: http://127.0.0.1:PORT/v1.
   */
  baseUrl: string;
  /**
   * http://127.0.0.1:PORT/__model, on a port of its own.
   */
  sideChannel: string;
  /**
   * A config.toml for a CODEX_HOME that points Codex at this double, with no login and no network.
   */
  configToml: string;
  /**
   * The variable Codex reads the API key from; any value does.
   */
  envKey: string;
  /**
   * The variables the official SDKs and Claude Code read, pointing at this double; any key does.
   */
  env: {
    /**
     * For the openai client: http://127.0.0.1:PORT/v1.
     */
    OPENAI_BASE_URL: string;
    OPENAI_API_KEY: string;
    /**
     * For @anthropic-ai/sdk and Claude Code: http://127.0.0.1:PORT (no /v1).
     */
    ANTHROPIC_BASE_URL: string;
    ANTHROPIC_API_KEY: string;
  };
}
/**
 * One thing the model double saw: a model call on any of its wires (recorded when its answer ended), a checkpoint reached, a schema violation.
 */
export interface ModelDoubleRecord {
  seq: number;
  /**
   * ms since the double started.
   */
  at: number;
  kind: 'request' | 'checkpoint' | 'violation';
  /**
   * For request: POST /v1/responses, /v1/chat/completions, /v1/messages, /v1/messages/count_tokens.
   */
  api?: 'responses' | 'chat' | 'messages' | 'count-tokens';
  /**
   * For request: whether it asked for a stream.
   */
  stream?: boolean;
  /**
   * The Codex turn, from x-codex-turn-metadata.
   */
  turnId?: string;
  /**
   * For request: the kit claude that made the call (c1, c2, …: the base URL's /c/<id>), when one did.
   */
  client?: string;
  /**
   * For request: the conversation the call belongs to — Claude Code's x-claude-code-session-id, else the first call of the conversation it continues (m<seq>).
   */
  session?: string;
  /**
   * For request: its user-agent header — which agent or SDK called, and its version (claude-cli/2.1.332 …).
   */
  userAgent?: string;
  /**
   * For request: x-stainless-retry-count, when above 0.
   */
  retry?: number;
  /**
   * request_kind of x-codex-turn-metadata; "turn" for a model call of a turn.
   */
  requestKind?: string;
  /**
   * Which scripted turn (1-based) this call belongs to.
   */
  turn?: number;
  /**
   * Which call of that turn (1-based).
   */
  call?: number;
  /**
   * The request body as sent (model/responses-request, model/chat-request, model/messages-request).
   */
  body?: unknown;
  /**
   * How the answer ended; client-gone: the client closed the request first (an interrupt, a stop).
   */
  answer?: 'completed' | 'tool-call' | 'failed' | 'http' | 'dropped' | 'hung' | 'client-gone';
  checkpoint?: string;
  /**
   * For violation: whose message broke spec/schemas/model. host: the agent the kit runs (Codex, Claude Code) — the spec misreads it; double: the double itself — either way a fault of the kit. implementation: a bridge that calls the model API itself sent what the API would refuse, and got the 400 it would.
   */
  by?: 'host' | 'double' | 'implementation';
  /**
   * For violation: what broke its schema.
   */
  errors?: string[];
}
/**
 * GET /__model/records[?since=SEQ]: the records after seq SEQ, oldest first.
 */
export interface ModelDoubleRecords {
  records: ModelDoubleRecord[];
}
/**
 * POST /__model/release: responses blocked on key go on; a later block on key passes at once.
 */
export interface ModelDoubleRelease {
  key: string;
}
/**
 * The JSON body of an HTTP error answer. Codex 0.171.0 reports 401 and other 4xx/5xx as httpConnectionFailed{httpStatusCode}, 500 as internalServerError, 400 as other, 429 as responseTooManyFailedAttempts{429} (no retry when request_max_retries is 0). The OpenAI Responses API as @openai/codex 0.171.0 uses it.
 */
export interface ModelErrorBody {
  error: {
    /**
     * Upstream prose; Codex passes some of it on in turn errors.
     */
    message: string;
    type: string;
    param: string | null;
    code: string | null;
  };
}
/**
 * The answer to a model call without stream: text and tool_use blocks, and why it stopped. The Anthropic Messages API as @anthropic-ai/claude-code 2.1.332 and the official @anthropic-ai/sdk client use it.
 */
export interface ModelMessage {
  id: string;
  type: 'message';
  role: 'assistant';
  model: string;
  content: (
    | {
        type: 'text';
        text: string;
      }
    | {
        type: 'tool_use';
        id: string;
        name: string;
        input: {
          [k: string]: unknown | undefined;
        };
      }
  )[];
  stop_reason: 'end_turn' | 'tool_use' | 'max_tokens' | 'stop_sequence';
  stop_sequence: null;
  usage: {
    input_tokens: number;
    output_tokens: number;
  };
}
/**
 * Why the message stopped (end_turn, or tool_use: the client runs the tool and calls again with its result), and its output tokens. The Anthropic Messages API as @anthropic-ai/claude-code 2.1.332 and the official @anthropic-ai/sdk client use it.
 */
export interface ModelMessageDeltaEvent {
  type: 'message_delta';
  delta: {
    stop_reason: 'end_turn' | 'tool_use' | 'max_tokens' | 'stop_sequence';
    stop_sequence: null;
  };
  usage: {
    output_tokens: number;
  };
}
/**
 * The first event of a stream: the message with no content yet. The Anthropic Messages API as @anthropic-ai/claude-code 2.1.332 and the official @anthropic-ai/sdk client use it.
 */
export interface ModelMessageStartEvent {
  type: 'message_start';
  message: {
    id: string;
    type: 'message';
    role: 'assistant';
    model: string;
    content: {
      [k: string]: unknown | undefined;
    }[];
    stop_reason: null;
    stop_sequence: null;
    usage: {
      input_tokens: number;
      output_tokens: number;
    };
  };
}
/**
 * The last event of a stream that ended well. The Anthropic Messages API as @anthropic-ai/claude-code 2.1.332 and the official @anthropic-ai/sdk client use it.
 */
export interface ModelMessageStopEvent {
  type: 'message_stop';
}
/**
 * A failure after the stream began (overloaded_error is the common one); the stream ends with it. The Anthropic Messages API as @anthropic-ai/claude-code 2.1.332 and the official @anthropic-ai/sdk client use it.
 */
export interface ModelMessagesErrorEvent {
  type: 'error';
  error: {
    /**
     * invalid_request_error (400), authentication_error (401), permission_error (403), not_found_error (404), request_too_large (413), rate_limit_error (429), api_error (500), overloaded_error (529).
     */
    type: string;
    message: string;
  };
}
/**
 * A model call: answered with one message, or with `stream: true` as server-sent events. Claude Code sends it to /v1/messages?beta=true with the headers x-api-key, anthropic-version and x-claude-code-session-id (its session), and x-stainless-retry-count (0, or the how-manyth retry). Fields the double does not read stay open. The Anthropic Messages API as @anthropic-ai/claude-code 2.1.332 and the official @anthropic-ai/sdk client use it.
 */
export interface ModelMessagesRequest {
  model: string;
  max_tokens: number;
  /**
   * The conversation so far, oldest first.
   *
   * @minItems 1
   */
  messages: [
    {
      /**
       * user or assistant (Claude Code 2.1.332 also sends system). A user message with text is a new turn; one of tool_result blocks only answers the tool_use blocks (by tool_use_id) of the turn that asked.
       */
      role: string;
      content:
        | string
        | {
            /**
             * text, image, tool_use, tool_result, thinking, document, …
             */
            type: string;
          }[];
    },
    ...{
      /**
       * user or assistant (Claude Code 2.1.332 also sends system). A user message with text is a new turn; one of tool_result blocks only answers the tool_use blocks (by tool_use_id) of the turn that asked.
       */
      role: string;
      content:
        | string
        | {
            /**
             * text, image, tool_use, tool_result, thinking, document, …
             */
            type: string;
          }[];
    }[]
  ];
  system?:
    | string
    | {
        /**
         * text, image, tool_use, tool_result, thinking, document, …
         */
        type: string;
      }[];
  stream?: boolean;
  tools?: {
    name?: string;
  }[];
  metadata?: {
    user_id?: string;
  };
}
/**
 * An output item begins (a message with no content yet, or a tool call). The OpenAI Responses API as @openai/codex 0.171.0 uses it.
 */
export interface ModelOutputItemAddedEvent {
  type: 'response.output_item.added';
  output_index: number;
  item: ModelOutputItem;
}
/**
 * An output item is complete; a message carries its whole text here. The OpenAI Responses API as @openai/codex 0.171.0 uses it.
 */
export interface ModelOutputItemDoneEvent {
  type: 'response.output_item.done';
  output_index: number;
  item: ModelOutputItem;
}
/**
 * A piece of the text of a message item: Codex sends it on as item/agentMessage/delta. The OpenAI Responses API as @openai/codex 0.171.0 uses it.
 */
export interface ModelOutputTextDeltaEvent {
  type: 'response.output_text.delta';
  item_id: string;
  output_index: number;
  content_index: number;
  delta: string;
}
/**
 * The answer to POST /v1/responses without stream (the official client; Codex always streams): the whole response at once, failed with its error when the script fails it. The OpenAI Responses API as @openai/codex 0.171.0 uses it.
 */
export interface ModelResponse {
  id: string;
  object: 'response';
  created_at: number;
  status: 'completed' | 'failed';
  model: string;
  output: ModelOutputItem[];
  error: {
    code: string;
    message: string;
  } | null;
  usage: {
    input_tokens: number;
    output_tokens: number;
    total_tokens: number;
  };
}
/**
 * The response ended well; without it, Codex takes the stream as broken. The OpenAI Responses API as @openai/codex 0.171.0 uses it.
 */
export interface ModelResponseCompletedEvent {
  type: 'response.completed';
  response: {
    id: string;
    usage: {
      input_tokens: number;
      output_tokens: number;
      total_tokens: number;
    };
  };
}
/**
 * The first event of every stream. The OpenAI Responses API as @openai/codex 0.171.0 uses it.
 */
export interface ModelResponseCreatedEvent {
  type: 'response.created';
  response: {
    id: string;
  };
}
/**
 * The response failed. Codex 0.171.0 maps error.code context_length_exceeded to contextWindowExceeded, insufficient_quota to usageLimitExceeded, server_is_overloaded to serverOverloaded, rate_limit_exceeded to rateLimitExceeded, and any other code to other. The OpenAI Responses API as @openai/codex 0.171.0 uses it.
 */
export interface ModelResponseFailedEvent {
  type: 'response.failed';
  response: {
    id: string;
    error: {
      code: string;
      message: string;
    };
  };
}
/**
 * How the model double answers one model call, on any of its wires (Responses, Chat Completions, Messages), streamed or not. http excludes output and end.
 */
export interface ModelResponseScript {
  /**
   * Answer with this HTTP error instead of a stream: the OpenAI error body on the OpenAI wires, the Anthropic one (model/anthropic-error-body) on the Messages wire, its error.type from the status (429 rate_limit_error, 529 overloaded_error, 401 authentication_error, 500 api_error, …) or from code.
   */
  http?: {
    status: number;
    /**
     * error.code of the OpenAI body (default null); error.type of the Anthropic one.
     */
    code?: string;
    /**
     * error.message of the body.
     */
    message?: string;
  };
  /**
   * What the stream carries, in order. Default: nothing.
   */
  output?: (
    | string
    | {
        /**
         * Send nothing for this long (an idle model).
         */
        pauseMs: number;
      }
    | {
        /**
         * {n} in it becomes the 1-based repetition, zero-padded to the width of times.
         */
        repeat: string;
        times: number;
      }
    | {
        /**
         * Block here until the side channel releases this key (a release that came earlier passes at once).
         */
        waitForRelease: string;
      }
    | {
        /**
         * Tell the runner the response reached this point, and go on once it has acted: how a run in codex mode mutes the host at the end of an endUnheard turn. Recorded; without a listener it passes at once.
         */
        checkpoint: string;
      }
    | {
        toolCall: {
          /**
           * The shell command of an exec_command call.
           */
          command: string;
          /**
           * Ask to run outside the sandbox (sandbox_permissions require_escalated): Codex 0.171.0 then asks the client for approval under approvalPolicy on-request; under untrusted it asks for any command not known to be safe; under never it asks nothing.
           */
          escalate?: boolean;
          /**
           * The reason Codex shows in item/commandExecution/requestApproval.
           */
          justification?: string;
          /**
           * The tool to call. Default: exec_command on the OpenAI wires, Bash on the Messages wire (the shell tools of Codex and Claude Code).
           */
          name?: string;
          /**
           * The tool's arguments as an object. Default: {cmd, sandbox_permissions?, justification?} for exec_command, {command, description?} for Bash.
           */
          input?: {
            [k: string]: unknown | undefined;
          };
        };
      }
  )[];
  /**
   * Delay before each delta. Default 0.
   */
  deltaDelayMs?: number;
  /**
   * How the stream ends after its output.
   */
  end?:
    | 'completed'
    | 'drop'
    | 'hang'
    | {
        failed: {
          code: string;
          message: string;
        };
      };
}
/**
 * What Codex asks the model for, once per model call of a turn (a retry or a tool result is another call). The x-codex-turn-metadata header names the Codex turn (turn_id) and the kind of call (request_kind). The OpenAI Responses API as @openai/codex 0.171.0 uses it.
 */
export interface ModelResponsesRequest {
  model: string;
  input:
    | string
    | (
        | {
            type: 'message';
            /**
             * developer, user or assistant. The last user message is the turn's input.
             */
            role: string;
            content: (
              | {
                  type: 'input_text';
                  text: string;
                }
              | {
                  type: 'output_text';
                  text: string;
                }
              | {
                  type: 'input_image';
                  image_url?: string;
                  file_id?: string;
                }
              | {
                  type: string;
                }
            )[];
          }
        | {
            type: 'function_call';
            call_id: string;
            name: string;
            arguments: string;
          }
        | {
            type: 'function_call_output';
            call_id: string;
            output: unknown;
          }
        | {
            type: string;
          }
      )[];
  /**
   * Codex always asks for a stream.
   */
  stream?: boolean;
  /**
   * The tools offered to the model; 0.171.0 offers exec_command (shell commands) among others.
   */
  tools?: {
    type: string;
    name?: string;
  }[];
}
/**
 * How the model double behaves. A turn past the end of turns plays default when given, else an echo: one delta with the text of the last user message of the request (its text parts joined by a newline), then completed. A call that is not a turn (another request_kind) gets an echo and takes no turn. The echo of a Messages call leaves out Claude Code's <system-reminder> blocks.
 */
export interface ModelScript {
  /**
   * The nth turn plays turns[n-1]. A turn is numbered where it started: by the host, when the kit sees the agent's protocol (Codex's turn/start, a user message to the kit's claude), else by its first model call. Every later call is matched to its turn by what it carries, never by when it arrives: the turn id of x-codex-turn-metadata, the kit claude it came from, the tool call it answers, the call it retries (x-stainless-retry-count, or the same conversation after a failed answer).
   */
  turns?: ModelTurnScript[];
  default?: ModelTurnScript;
}
/**
 * What the model double does in one turn of the agent.
 */
export interface ModelTurnScript {
  /**
   * The kth model call of the turn gets responses[k-1]: the first call, then a retry after a dropped stream or an HTTP error, or the call with a tool's output. A call past the end gets an echo response.
   *
   * @minItems 1
   */
  responses: [ModelResponseScript, ...ModelResponseScript[]];
}
/**
 * GET /open-apis/bot/v3/info. The bot sits at the top level, not under data; its open_id is how a bridge recognizes its own mentions and messages.
 */
export interface ProviderBotInfoResponse {
  code: 0;
  msg: string;
  bot: {
    /**
     * 2: activated.
     */
    activate_status: number;
    app_name: string;
    avatar_url: string;
    ip_white_list: string[];
    /**
     * Per-app user id, `ou_…`.
     */
    open_id: string;
  };
}
/**
 * What a card callback answers: a toast to show and/or a card to replace the acted-on card with. Empty is allowed.
 */
export interface ProviderCardActionResponse {
  toast?: {
    type: 'info' | 'success' | 'error' | 'warning';
    content: string;
  };
  card?: {
    type: 'raw' | 'template';
    data: unknown;
  };
}
/**
 * A user acted on a card. Over the long connection it must come as a type=event frame (the SDK drops type=card frames without an acknowledgement); the answer rides back in the acknowledgement data as a provider/card-action-response. No answer in 3 s: the user sees error 200340.
 */
export interface ProviderCardActionTrigger {
  schema: '2.0';
  header: {
    /**
     * Unique per event; the same on a redelivery.
     */
    event_id: string;
    event_type: 'card.action.trigger';
    /**
     * Unix time in milliseconds, as a decimal string.
     */
    create_time: string;
    /**
     * The verification token of the app. The SDK does not check it.
     */
    token: string;
    /**
     * App id; the SDK WSClient refuses any other shape.
     */
    app_id: string;
    tenant_key: string;
  };
  event: {
    operator: {
      /**
       * Per-app user id, `ou_…`.
       */
      open_id: string;
      /**
       * Tenant user id; empty for a bot.
       */
      user_id?: string;
      /**
       * Per-developer user id, `on_…`.
       */
      union_id?: string;
      tenant_key?: string;
    };
    /**
     * Callback token; valid 30 minutes for a delayed card update.
     */
    token: string;
    action: {
      value?: unknown;
      /**
       * button, select_static, input, checker, form submit, …
       */
      tag: string;
      option?: string;
      name?: string;
      form_value?: {
        [k: string]: unknown | undefined;
      };
      input_value?: string;
      checked?: boolean;
    };
    /**
     * "im_message" for a card in a chat.
     */
    host: string;
    delivery_type?: string;
    context: {
      /**
       * Message id, `om_…`.
       */
      open_message_id: string;
      /**
       * Chat id, `oc_…`.
       */
      open_chat_id: string;
    };
  };
}
/**
 * GET /open-apis/im/v1/chats/{chat_id}/members/is_in_chat: whether the calling bot is in the chat. A read: it changes nothing (larkspur doctor).
 */
export interface ProviderChatIsInChatResponse {
  code: 0;
  msg: string;
  data: {
    /**
     * Whether the caller (the bot, with a tenant token) is a member of the chat.
     */
    is_in_chat: boolean;
  };
}
/**
 * POST /__double/card-actions. Pushes card.action.trigger; the answer the bot gives is recorded in the ack record (response). A decision or button the card has no button for is refused (400).
 */
export interface ProviderDoubleCardAction {
  /**
   * The card message (sent by the bot) the user acts on.
   */
  messageId: string;
  /**
   * The user name; ids derived as for messages.
   */
  user: string;
  /**
   * Default button.
   */
  tag?: string;
  /**
   * The action value, as given. Without it, the value of the button chosen by decision or button.
   */
  value?: unknown;
  /**
   * Click the button of the card whose callback value has this decision (an approval card: accept, acceptForSession, decline).
   */
  decision?: string;
  /**
   * Click the button of the card with this visible text.
   */
  button?: string;
  /**
   * The verification token the event carries in header.token. Default the app's; another one is a forged callback.
   */
  token?: string;
  name?: string;
  formValue?: {
    [k: string]: unknown | undefined;
  };
  eventId?: string;
}
/**
 * Answer to commands: DELETE /__double/faults (faults cleared), POST /__double/connections/close (long connections closed by the server), POST /__double/tokens/revoke (tokens revoked), POST /__double/resources (1).
 */
export interface ProviderDoubleDone {
  /**
   * How many things the command touched.
   */
  count: number;
}
/**
 * Every non-2xx answer under /__double/.
 */
export interface ProviderDoubleError {
  error: {
    /**
     * e.g. BAD_REQUEST, NOT_FOUND, NO_CLIENT.
     */
    code: string;
    message: string;
  };
}
/**
 * Answer to POST /__double/faults/http and /__double/faults/push. DELETE /__double/faults clears them all.
 */
export interface ProviderDoubleFaultAdded {
  /**
   * Named in the fault field of the records it shaped.
   */
  id: string;
}
/**
 * GET /__double/info: the credentials and state a person needs to point a bot at the double.
 */
export interface ProviderDoubleInfo {
  /**
   * The domain to give the implementation (LARKSPUR_LARK_DOMAIN).
   */
  url: string;
  appId: string;
  appSecret: string;
  bot: {
    openId: string;
    name: string;
  };
  /**
   * Open long connections that have pinged.
   */
  connectedClients: number;
}
/**
 * POST /__double/messages. The double stores the message (so get reads it back) and pushes im.message.receive_v1 to one connected client, or by webhook; queued until a client has pinged.
 */
export interface ProviderDoubleInjectMessage {
  chat:
    | {
        type: 'p2p';
        /**
         * The user on the other side of the private chat.
         */
        user: string;
      }
    | {
        type: 'group';
        /**
         * The group; its chat_id is derived from the name.
         */
        name: string;
        /**
         * A topic thread in the group; its thread_id is derived from the name.
         */
        topic?: string;
      };
  /**
   * A user name; its open_id, user_id and union_id are derived from it, stably.
   */
  sender: string;
  /**
   * Sends message_type text with content {"text": …}.
   */
  text?: string;
  /**
   * The text repeated this many times: a huge message without a huge request.
   */
  repeat?: number;
  /**
   * Another message_type; content (any JSON, serialized into the event) is then required.
   */
  msgType?: string;
  content?: unknown;
  /**
   * Mentions the bot as @_user_1 and prefixes the text with the key.
   */
  mentionBot?: boolean;
  /**
   * Mentions this user (not the bot) as @_user_2 and prefixes the text with the key: a message addressed to someone else.
   */
  mentionUser?: string;
  /**
   * Makes the message a reply to this one.
   */
  parentMessageId?: string;
  /**
   * Defaults to a fresh id.
   */
  eventId?: string;
  /**
   * Defaults to a fresh id.
   */
  messageId?: string;
  /**
   * Defaults to user; app means another bot.
   */
  senderType?: 'user' | 'app';
  /**
   * Split the frame payload into this many parts (long connection only).
   */
  parts?: number;
  faults?: ProviderDoubleMessageFaults;
  /**
   * Dot path into the pushed envelope (header.event_id, event.message.mentions, event.message.content, …) → the value it takes there, null included; a path through a missing or non-object value creates objects. An event Lark should never send, to see that it does no harm (TR-010): the message is stored as injected, only the event differs, and the double checks no schema of it.
   */
  patch?: {
    [k: string]: unknown | undefined;
  };
}
/**
 * Faults that concern one injected message alone, programmed with it before its event goes out, so that none can miss it or land on another message. A fault with skip counts only this message's pushes or calls.
 */
export interface ProviderDoubleMessageFaults {
  /**
   * Faults of the pushes of this message's event, or of their acknowledgements; messageId is set to this message.
   */
  push?: ProviderDoublePushFault[];
  /**
   * Faults of the Open API calls about this message; match.about is set to this message.
   */
  http?: ProviderDoubleHttpFault[];
}
/**
 * Answer to an injection or a redelivery: the ids a scenario captures to match later calls.
 */
export interface ProviderDoubleInjected {
  eventId: string;
  messageId: string;
  chatId: string;
  threadId?: string;
  /**
   * The message create_time, ms as a string.
   */
  createTime: string;
}
/**
 * GET /__double/messages[?chat_id=ID]: every message, in creation order.
 */
export interface ProviderDoubleMessages {
  messages: ProviderDoubleStoredMessage[];
}
/**
 * A message as the double holds it: what a user would see now, with edit counts and reactions.
 */
export interface ProviderDoubleStoredMessage {
  messageId: string;
  chatId: string;
  chatType: 'p2p' | 'group';
  threadId?: string;
  rootId?: string;
  parentId?: string;
  sender: {
    type: 'user' | 'app';
    /**
     * open_id of a user, app id of a bot.
     */
    id: string;
    name: string;
  };
  /**
   * Sent by the app under test (through the IM API).
   */
  fromBot: boolean;
  msgType: string;
  /**
   * Current content, JSON text.
   */
  content: string;
  /**
   * The visible text of the current content (spec/schemas/provider/visible-text-cases.schema.json): of a text, post or card message, edits and patches applied. Absent when the type has none (an image) or it is unknown.
   */
  text?: string;
  /**
   * Why the visible text is unknown (a template card, a card entity sent by id): checks on text are then untested.
   */
  textUnknown?: string;
  /**
   * The buttons a card offers now, in document order (card JSON 1.0 and 2.0); absent for other messages.
   */
  buttons?: {
    /**
     * The button's visible text.
     */
    text: string;
    /**
     * What a click on it sends back as action.value.
     */
    value?: unknown;
  }[];
  createTime: string;
  updateTime: string;
  deleted: boolean;
  /**
   * Edited or patched at least once, as the message list API says: what a user sees as "edited".
   */
  updated: boolean;
  /**
   * PUT edits so far (Lark allows 20).
   */
  editCount: number;
  /**
   * PATCH card updates so far.
   */
  patchCount: number;
  uuid?: string;
  reactions: {
    reactionId: string;
    emojiType: string;
    operatorType: string;
    operatorId: string;
  }[];
}
/**
 * GET /__double/records[?since=SEQ][&kind=KIND]: the records after seq SEQ, oldest first.
 */
export interface ProviderDoubleRecords {
  records: ProviderDoubleRecord[];
}
/**
 * POST /__double/resources. The bytes the resource call serves for this key; without one the double serves stand-in bytes that are stable per key.
 */
export interface ProviderDoubleResource {
  /**
   * The image_key or file_key a message content names.
   */
  key: string;
  dataBase64: string;
  /**
   * Default application/octet-stream.
   */
  contentType?: string;
}
/**
 * POST /__double/user-tokens. Stands in for Lark's OAuth flow: the user has authorized an app and opened a private chat with the bot. With the token, the IM API acts as that user: a message created or replied reaches the bot as im.message.receive_v1 from the user, and the history of the user's chats can be listed.
 */
export interface ProviderDoubleUserToken {
  /**
   * A user name; its ids are derived from it, as for injected messages.
   */
  user: string;
}
/**
 * Answer to POST /__double/user-tokens.
 */
export interface ProviderDoubleUserTokenIssued {
  user: string;
  openId: string;
  /**
   * Send as Authorization: Bearer … to act as the user.
   */
  userAccessToken: string;
  /**
   * Lifetime in seconds.
   */
  expire: number;
  /**
   * The user's private chat with the bot.
   */
  p2pChatId: string;
}
/**
 * POST /__double/webhook: push events to this URL from now on. DELETE /__double/webhook goes back to the long connection.
 */
export interface ProviderDoubleWebhook {
  /**
   * Where to push events; from now on events go here, not over the long connection.
   */
  url: string;
  /**
   * Encrypt and sign pushes with this key.
   */
  encryptKey?: string;
  /**
   * Send url_verification first and answer whether the challenge came back.
   */
  verify?: boolean;
}
/**
 * Answer to POST and DELETE /__double/webhook.
 */
export interface ProviderDoubleWebhookState {
  /**
   * null: events go over the long connection.
   */
  url: string | null;
  encrypted: boolean;
  /**
   * With verify: whether the challenge came back within 1 s.
   */
  verified?: boolean;
}
/**
 * Nothing but success.
 */
export interface ProviderEmptyResponse {
  /**
   * Zero on success; any other value is a provider/error.
   */
  code: 0;
  /**
   * Lark sends "success" or "ok".
   */
  msg: string;
  data: {};
}
/**
 * Every refused Open API call: HTTP 400 for parameter, content and auth errors (HTTP 200 on the endpoint discovery and token calls), with a non-zero code. The SDK resolves HTTP 200 answers and throws on any other status.
 */
export interface ProviderError {
  /**
   * Lark error code, e.g. 230001 bad parameter, 99991663 token invalid.
   */
  code: number;
  msg: string;
  /**
   * Diagnostics; log_id names the request in Lark support.
   */
  error?: {
    log_id?: string;
  };
}
/**
 * Every event Lark pushes, over the long connection or by webhook. The SDK EventDispatcher hands a handler `{schema, ...header, ...event}` and does not deduplicate.
 */
export interface ProviderEventEnvelope {
  schema: '2.0';
  header: {
    /**
     * Unique per event; the same on a redelivery.
     */
    event_id: string;
    event_type: string;
    /**
     * Unix time in milliseconds, as a decimal string.
     */
    create_time: string;
    /**
     * The verification token of the app. The SDK does not check it.
     */
    token: string;
    /**
     * App id; the SDK WSClient refuses any other shape.
     */
    app_id: string;
    tenant_key: string;
  };
  event: {};
}
/**
 * A user (or another bot) sent a message in a chat the bot is in, or to the bot directly.
 */
export interface ProviderImMessageReceiveV1 {
  schema: '2.0';
  header: {
    /**
     * Unique per event; the same on a redelivery.
     */
    event_id: string;
    event_type: 'im.message.receive_v1';
    /**
     * Unix time in milliseconds, as a decimal string.
     */
    create_time: string;
    /**
     * The verification token of the app. The SDK does not check it.
     */
    token: string;
    /**
     * App id; the SDK WSClient refuses any other shape.
     */
    app_id: string;
    tenant_key: string;
  };
  event: {
    sender: {
      sender_id: ProviderUserId;
      /**
       * "user" for a person; "app" for a bot.
       */
      sender_type: string;
      tenant_key: string;
    };
    message: {
      /**
       * Message id, `om_…`.
       */
      message_id: string;
      /**
       * Message id, `om_…`.
       */
      root_id?: string;
      /**
       * Message id, `om_…`.
       */
      parent_id?: string;
      /**
       * Unix time in milliseconds, as a decimal string.
       */
      create_time: string;
      /**
       * Unix time in milliseconds, as a decimal string.
       */
      update_time?: string;
      /**
       * Chat id, `oc_…`.
       */
      chat_id: string;
      /**
       * Topic thread id, `omt_…`.
       */
      thread_id?: string;
      chat_type: 'p2p' | 'group';
      /**
       * text, post, image, file, audio, media, sticker, interactive, …
       */
      message_type: string;
      /**
       * JSON text, e.g. {"text":"@_user_1 hi"} or {"image_key":"img_…"}.
       */
      content: string;
      mentions?: ProviderMention[];
    };
  };
}
/**
 * The three ids of one user. In events all three are present; the open_id is the stable key per app.
 */
export interface ProviderUserId {
  /**
   * Per-developer user id, `on_…`.
   */
  union_id: string;
  /**
   * Tenant user id; empty for a bot.
   */
  user_id: string;
  /**
   * Per-app user id, `ou_…`.
   */
  open_id: string;
}
/**
 * A mention; the text carries its key where the name was typed.
 */
export interface ProviderMention {
  /**
   * The placeholder in the text, e.g. @_user_1.
   */
  key: string;
  id: ProviderUserId;
  name: string;
  tenant_key: string;
}
/**
 * A message as the IM API returns it from create, reply, update and get.
 */
export interface ProviderMessage {
  /**
   * Message id, `om_…`.
   */
  message_id: string;
  /**
   * Message id, `om_…`.
   */
  root_id?: string;
  /**
   * Message id, `om_…`.
   */
  parent_id?: string;
  /**
   * Topic thread id, `omt_…`.
   */
  thread_id?: string;
  msg_type: string;
  /**
   * Unix time in milliseconds, as a decimal string.
   */
  create_time: string;
  /**
   * Unix time in milliseconds, as a decimal string.
   */
  update_time: string;
  /**
   * Recalled or deleted.
   */
  deleted: boolean;
  /**
   * Edited at least once.
   */
  updated: boolean;
  /**
   * Chat id, `oc_…`.
   */
  chat_id: string;
  sender: {
    /**
     * The app id for a bot, the open_id for a user.
     */
    id: string;
    /**
     * "app_id" or "open_id".
     */
    id_type: string;
    /**
     * "app" or "user".
     */
    sender_type: string;
    tenant_key: string;
  };
  body: {
    /**
     * The current content, JSON text: what the user sees now.
     */
    content: string;
  };
  mentions?: {
    key: string;
    id: string;
    id_type: string;
    name: string;
    tenant_key: string;
  }[];
  /**
   * Message id, `om_…`.
   */
  upper_message_id?: string;
}
/**
 * POST /open-apis/im/v1/messages?receive_id_type=open_id|user_id|union_id|email|chat_id.
 */
export interface ProviderMessageCreateRequest {
  /**
   * An id of the kind the receive_id_type query parameter names.
   */
  receive_id: string;
  msg_type: string;
  /**
   * JSON text, e.g. {"text":"hi"}. Text ≤ 150 KB, card and post ≤ 30 KB, else code 230025.
   */
  content: string;
  /**
   * Idempotency key: at most one message per uuid within an hour; a repeat answers with the original message and creates nothing.
   */
  uuid?: string;
}
/**
 * The message, first in items.
 */
export interface ProviderMessageGetResponse {
  /**
   * Zero on success; any other value is a provider/error.
   */
  code: 0;
  /**
   * Lark sends "success" or "ok".
   */
  msg: string;
  data: {
    /**
     * @minItems 1
     */
    items: [ProviderMessage, ...ProviderMessage[]];
  };
}
/**
 * One page of the chat history, in the order sort_type asked for.
 */
export interface ProviderMessageListResponse {
  /**
   * Zero on success; any other value is a provider/error.
   */
  code: 0;
  /**
   * Lark sends "success" or "ok".
   */
  msg: string;
  data: {
    /**
     * More messages follow on the next page.
     */
    has_more: boolean;
    /**
     * Pass as page_token for the next page; present when has_more.
     */
    page_token?: string;
    items: ProviderMessage[];
  };
}
/**
 * PATCH /open-apis/im/v1/messages/{message_id}: replace the card the bot sent. Both the old and the new card need config.update_multi true; 5 updates per second per message; messages up to 14 days old.
 */
export interface ProviderMessagePatchRequest {
  /**
   * JSON text, e.g. {"text":"hi"}. Text ≤ 150 KB, card and post ≤ 30 KB, else code 230025.
   */
  content: string;
}
/**
 * POST /open-apis/im/v1/messages/{message_id}/reply.
 */
export interface ProviderMessageReplyRequest {
  msg_type: string;
  /**
   * JSON text, e.g. {"text":"hi"}. Text ≤ 150 KB, card and post ≤ 30 KB, else code 230025.
   */
  content: string;
  /**
   * Reply inside the topic thread of the message.
   */
  reply_in_thread?: boolean;
  /**
   * Idempotency key: at most one message per uuid within an hour; a repeat answers with the original message and creates nothing.
   */
  uuid?: string;
}
/**
 * The message created, replied or edited.
 */
export interface ProviderMessageResponse {
  /**
   * Zero on success; any other value is a provider/error.
   */
  code: 0;
  /**
   * Lark sends "success" or "ok".
   */
  msg: string;
  data: ProviderMessage;
}
/**
 * PUT /open-apis/im/v1/messages/{message_id}: edit a text or post the bot sent; at most 20 edits per message.
 */
export interface ProviderMessageUpdateRequest {
  msg_type: 'text' | 'post';
  /**
   * JSON text, e.g. {"text":"hi"}. Text ≤ 150 KB, card and post ≤ 30 KB, else code 230025.
   */
  content: string;
}
/**
 * POST /open-apis/im/v1/messages/{message_id}/reactions.
 */
export interface ProviderReactionCreateRequest {
  reaction_type: {
    /**
     * e.g. THUMBSUP, OnIt, Typing, DONE.
     */
    emoji_type: string;
  };
}
/**
 * The reaction.
 */
export interface ProviderReactionResponse {
  /**
   * Zero on success; any other value is a provider/error.
   */
  code: 0;
  /**
   * Lark sends "success" or "ok".
   */
  msg: string;
  data: {
    reaction_id: string;
    operator: {
      /**
       * The app id when the bot reacted.
       */
      operator_id: string;
      /**
       * "app" or "user".
       */
      operator_type: string;
    };
    /**
     * Unix time in milliseconds, as a decimal string.
     */
    action_time: string;
    reaction_type: {
      emoji_type: string;
    };
  };
}
/**
 * POST /open-apis/auth/v3/tenant_access_token/internal. A wrong secret gets provider/error code 10014.
 */
export interface ProviderTenantTokenRequest {
  /**
   * App id; the SDK WSClient refuses any other shape.
   */
  app_id: string;
  app_secret: string;
}
/**
 * The token sits at the top level, not under data.
 */
export interface ProviderTenantTokenResponse {
  code: 0;
  msg: string;
  /**
   * Sent back as `Authorization: Bearer t-…`.
   */
  tenant_access_token: string;
  /**
   * Seconds until expiry. The SDK caches the token until expire − 180 s; without it, forever.
   */
  expire: number;
}
/**
 * Pushed (encrypted when the app has an encrypt key) when a webhook URL is configured. The receiver answers {"challenge": <the same>} within 1 s.
 */
export interface ProviderUrlVerification {
  challenge: string;
  /**
   * The verification token of the app.
   */
  token: string;
  type: 'url_verification';
}
/**
 * The challenge, echoed.
 */
export interface ProviderUrlVerificationResponse {
  challenge: string;
}
/**
 * The visible text of a message: what a user reads in it, compared like with like by every text check
 * (provider.messages `text`, the matcher's `$text`, the live chat view). It is read from the message's
 * msg_type and content alone.
 * - text: the `text` field, each mention `<at user_id="ID">NAME</at>` shown as `@NAME` (`@ID` when NAME
 *   is empty, so `<at user_id="all"></at>` is `@all`).
 * - post: one locale — the locale-free form `{title, content}` itself, else `en_us`, else `zh_cn`, else
 *   the first locale written. Its title, when not empty, is the first line; then one line per paragraph
 *   (an element array of `content`), the elements' text joined in order with nothing between them:
 *   `text`, `md` and `code_block` their `text` verbatim; `a` its `text` (the `href` when it has none);
 *   `at` `@` and its `user_name` (its `user_id` when it has none); `img`, `media`, `emotion` and `hr`
 *   nothing (a paragraph of only those is an empty line); any other tag its `text` if it has one.
 *   Markdown is NOT rendered: an `md` element counts with its markers (`**bold**` stays `**bold**`),
 *   so the host's markdown answer reads the same whether a bridge sends it as text, as post md or as a
 *   card markdown element — a check compares the text the bridge gave Lark to show, not pixels.
 * - interactive (a card): the header's title, then its subtitle, a line each, then every text-bearing
 *   component in document order, a line each, empty ones left out: `markdown` and `plain_text`/`lark_md`
 *   their `content` verbatim (markers kept, as for md); `div` its `text.content`, then each of its
 *   `fields`; `button` its `text.content`; `collapsible_panel` its header title; `img` and `hr` nothing;
 *   any other component its `text.content` or `content`. Containers are walked in order: `elements`
 *   (note, form, column, interactive_container, collapsible_panel), `actions` (action), `columns`
 *   (column_set). Card JSON 1.0 has its components in `elements` (or the locale of `i18n_elements`,
 *   chosen as for a post); card JSON 2.0 (`"schema": "2.0"`) in `body.elements`. A card in the form
 *   Lark's read APIs return (a `title` and `elements` as arrays of post elements) [unverified] is read like
 *   a post. A card patched in place counts as it is now: the current content is the message.
 * - Unknown: a template card (`{"type":"template","data":{"template_id",…}}`) and a card entity sent by
 *   id (`{"type":"card","data":{"card_id"}}`): Lark builds their text from something the message does
 *   not carry. Their text is unknown, never guessed: a check that needs it is untested (not-covered),
 *   naming the message, whatever the rest of it says — it neither passes nor blames the bridge.
 * - Any other msg_type (image, file, sticker, audio…) has no visible text: a check on text fails on it.
 *
 * Each case: a message (msg_type and content) and exactly one of its text, unknown or none. spec/visible-text.json holds the cases the kit tests itself against.
 */
export interface ProviderVisibleTextCases {
  /**
   * @minItems 1
   */
  cases: [
    {
      name: string;
      /**
       * The message's msg_type.
       */
      msgType: string;
      /**
       * The content object; on the wire it is this, as JSON text.
       */
      content: {
        [k: string]: unknown | undefined;
      };
      /**
       * Its visible text.
       */
      text?: string;
      /**
       * Its visible text is unknown (a template card).
       */
      unknown?: true;
      /**
       * It has no visible text (an image).
       */
      none?: true;
    },
    ...{
      name: string;
      /**
       * The message's msg_type.
       */
      msgType: string;
      /**
       * The content object; on the wire it is this, as JSON text.
       */
      content: {
        [k: string]: unknown | undefined;
      };
      /**
       * Its visible text.
       */
      text?: string;
      /**
       * Its visible text is unknown (a template card).
       */
      unknown?: true;
      /**
       * It has no visible text (an image).
       */
      none?: true;
    }[]
  ];
}
/**
 * The body of a push when the app has an encrypt key: base64 of a 16-byte IV followed by the AES-256-CBC (PKCS#7) ciphertext of the JSON event, keyed with sha256(encryptKey). Headers X-Lark-Request-Timestamp, X-Lark-Request-Nonce and X-Lark-Signature = hex(sha256(timestamp + nonce + encryptKey + body)), where body is exactly the JSON text sent (the SDK re-serializes with JSON.stringify and compares). The receiver answers HTTP 200 within 3 s or the push is retried (15 s, 5 min, 1 h, 6 h).
 */
export interface ProviderWebhookEncrypted {
  encrypt: string;
}
/**
 * The JSON payload of an acknowledgement frame. No acknowledgement with code 200 within 3 s: Lark pushes the event again.
 */
export interface ProviderWsAck {
  /**
   * 200 when the handler succeeded, 500 when it threw. Anything but 200 is redelivered.
   */
  code: number;
  /**
   * Base64 JSON of the handler's result (a card callback's answer).
   */
  data?: string;
}
/**
 * Sent in the discovery answer and as the payload of every pong. All four fields are required: the SDK multiplies a missing one into NaN and pings without pause.
 */
export interface ProviderWsClientConfig {
  /**
   * Seconds between client pings.
   */
  PingInterval: number;
  /**
   * Reconnect attempts before giving up; −1 never gives up.
   */
  ReconnectCount: number;
  /**
   * Seconds between failed reconnect attempts.
   */
  ReconnectInterval: number;
  /**
   * Upper bound, in seconds, of the random wait before a reconnect.
   */
  ReconnectNonce: number;
}
/**
 * POST /callback/ws/endpoint, sent by the SDK WSClient before every connect and reconnect.
 */
export interface ProviderWsEndpointRequest {
  /**
   * App id; the SDK WSClient refuses any other shape.
   */
  AppID: string;
  AppSecret: string;
}
/**
 * Answer to discovery. On failure a provider/error with HTTP 200 and an empty data object: code 1000040343 makes the SDK retry, 514 (auth failed) and any other code stop it. Without data, or with another status, the SDK takes the refusal for a network error and retries forever.
 */
export interface ProviderWsEndpointResponse {
  code: 0;
  msg: string;
  data: {
    /**
     * The socket URL. Its query carries device_id and service_id, never as the first parameter: the SDK parses the whole URL as a query string and would lose the first one.
     */
    URL: string;
    ClientConfig: ProviderWsClientConfig;
  };
}
/**
 * The protobuf (proto2) message pbbp2.Frame in its JSON form: Frame{SeqID=1 uint64, LogID=2 uint64, service=3 int32, method=4 int32, headers=5 repeated Header{key=1, value=2}, payload_encoding=6, payload_type=7, payload=8 bytes, LogIDNew=9}; the first four, and both Header fields, are required. One frame per binary WebSocket message. The client pings (method 0, type=ping) at once and every PingInterval; the server answers type=pong with a provider/ws-client-config payload. Events are method 1, type=event, with a provider/event-envelope payload, split into parts sharing message_id (sum > 0, 0 ≤ seq < sum) when large. The client acknowledges by echoing the frame that completed an event with a biz_rt header and a provider/ws-ack payload.
 */
export interface ProviderWsFrame {
  /**
   * uint64 on the wire; kept below 2^53.
   */
  SeqID: number;
  LogID: number;
  /**
   * The service_id of the socket URL.
   */
  service: number;
  method: 0 | 1;
  /**
   * type (event | card | ping | pong), message_id, sum, seq, trace_id; biz_rt on an acknowledgement. An event frame needs sum and seq even when it is whole (sum 1, seq 0): the SDK drops it otherwise.
   */
  headers: {
    key: string;
    value: string;
  }[];
  payload_encoding?: string;
  payload_type?: string;
  /**
   * The payload bytes, base64 in this JSON form.
   */
  payload?: string;
  LogIDNew?: string;
}
/**
 * The file `larkspur qualify --profile` reads: which pinned install to drill, on which Lark tenant, chats and control API, and which scenarios. The drill writes as a real user through the IM API and observes the chat through the same API only: no side channel, no host double, nothing launched.
 */
export interface QualifyProfile {
  install: {
    /**
     * Short name used in reports.
     */
    name: string;
    /**
     * The pinned version under qualification. With a control API, GET /v1/ready must report this implementation version; without one the version is untested.
     */
    version: string;
  };
  /**
   * Secrets never appear here, only the names of the variables holding them.
   */
  lark: {
    /**
     * The Open Platform origin: https://open.feishu.cn, https://open.larksuite.com (no trailing slash).
     */
    domain: string;
    /**
     * The NAME of an environment variable: it holds the drill user's user_access_token. The drill writes as a real user because a bot does not see another bot's messages (TR-008).
     */
    userAccessTokenEnv: string;
    /**
     * The NAME of an environment variable: the app id of the app the user token was issued to, if any.
     */
    drillAppIdEnv?: string;
    /**
     * The NAME of an environment variable: its app secret.
     */
    drillAppSecretEnv?: string;
  };
  bot: {
    /**
     * The install's app id: its posts are the messages sent by this app.
     */
    appId: string;
    /**
     * The bot's open_id (GET /open-apis/bot/v3/info of the install's app): the drill mentions the bot with it in the group chat. Without it, a scenario step that mentions the bot is untested live.
     */
    openId?: string;
  };
  /**
   * What the install declares, as in an adapter file. The drill reads one: with reply-threading, a bot post answers a request only as a reply to it; without it, the bot's posts in the chat are attributed in order (DE-010). Default: none.
   */
  capabilities?: Capability[];
  chats: {
    /**
     * The drill user's private chat with the bot: scenarios' p2p chats play here.
     */
    p2p: string;
    /**
     * A group with the drill user and the bot: scenarios' group chats play here; without it they are untested.
     */
    group?: string;
  };
  control?: {
    /**
     * The install's control API, e.g. http://127.0.0.1:8787.
     */
    url: string;
    /**
     * The NAME of an environment variable: it holds the control API bearer token.
     */
    tokenEnv: string;
  };
  /**
   * Which scenarios to drill. Default: every scenario with a structural check.
   */
  scenarios?: {
    /**
     * Scenario id globs: basics/*, admission/**.
     *
     * @minItems 1
     */
    ids?: [string, ...string[]];
    /**
     * @minItems 1
     */
    tags?: [string, ...string[]];
  };
  /**
   * Multiplies every window of a check (within, settleMs, for): a real model answers in seconds, not in the doubles' milliseconds. Default 10.
   */
  timeoutScale?: number;
  /**
   * How often the chat history is listed while a check waits. Default 1000.
   */
  pollMs?: number;
  /**
   * How long the drill waits for a person to do a step only a person can do live — click a card's button, send an image or a file — after printing what to do. Past it, the rest of that scenario is untested (live). Default 120000.
   */
  personWaitMs?: number;
}
/**
 * What `npm run bench` measured: each figure beside its floor, measured in the same run on the same machine, and their ratio. Targets are reported, never asserted.
 */
export interface BenchReport {
  /**
   * When the bench started, ISO 8601.
   */
  at: string;
  /**
   * Small sizes: a smoke run whose figures are not comparable with a full run.
   */
  small: boolean;
  /**
   * process.version of the Node.js that ran it.
   */
  node: string;
  /**
   * A loaded run (--loaded): the load the bench itself put on the machine through every figure, floors included, in words.
   */
  loaded?: string;
  /**
   * Rounds each burst figure pools (--rounds): the floor and the implementation take turns that many times, and each quantile is over every round's events — one burst's p95 on a shared 2-core machine swings by 2–4× run to run.
   */
  rounds?: number;
  rerun?: {
    /**
     * The command that ran this bench, to run it again (on a quiet machine, say).
     */
    command: string;
    /**
     * The git commit it ran at, with "+changes" when the tree had changes.
     */
    commit?: string;
  };
  machine: {
    cpus: number;
    /**
     * 1, 5 and 15 minute load averages at the start.
     *
     * @minItems 3
     * @maxItems 3
     */
    loadBefore: [number, number, number];
    /**
     * The same at the end: other work on a shared machine shows here.
     *
     * @minItems 3
     * @maxItems 3
     */
    loadAfter: [number, number, number];
  };
  rows: {
    /**
     * bench/figure, e.g. ack-burst/3000-p95.
     */
    id: string;
    title: string;
    unit: 'ms' | 's' | 'MiB' | 'calls' | 'commits/s' | 'sources/s';
    better: 'lower' | 'higher';
    /**
     * What the floor is: measured in the same run, through the same harness.
     */
    floorIs: string;
    /**
     * The floor; null when it could not be measured.
     */
    floor: number | null;
    /**
     * The implementation's figure; null when it could not be measured.
     */
    value: number | null;
    /**
     * value / floor; null when either is missing or the floor is 0.
     */
    ratio: number | null;
    target?: {
      /**
       * The target in words, e.g. "≤ 3× floor, or within 10 ms where the floor is under 3 ms".
       */
      text: string;
      met: boolean;
    };
    /**
     * What else the figure needs to be read right (samples, spread, counts).
     */
    note?: string;
    /**
     * 1, 5 and 15 minute load averages when the figure's measurement began: on a shared machine, what it was measured under.
     *
     * @minItems 3
     * @maxItems 3
     */
    load?: [number, number, number];
  }[];
  /**
   * Items: A bench that could not run, or whose implementation did not do the work (a message unanswered).
   */
  failures: {
    bench: string;
    message: string;
  }[];
}
/**
 * The data a check returns; verdicts derive from these.
 */
export interface CheckResult {
  id: string;
  /**
   * 1-based index of the step in the scenario; 0 for checks the harness adds itself (readiness of the first start, wire violations).
   */
  step: number;
  /**
   * The check kind, e.g. provider.call.
   */
  expect: string;
  layer: Layer;
  /**
   * Items: A stable requirement id from spec/requirements.json.
   */
  requirements: string[];
  status: 'pass' | 'fail' | 'untested' | 'expected-fail';
  /**
   * For untested: capability, host-mode, blocked-by:<layer>, budget, live.
   */
  reason?: string;
  /**
   * One line: what was expected and what happened.
   */
  message?: string;
  expected?: unknown;
  actual?: unknown;
  durationMs: number;
}
/**
 * The expectations file an adapter names: expiring markers, never accepted differences.
 */
export interface Expectations {
  /**
   * The adapter name these divergences belong to.
   */
  implementation: string;
  /**
   * Known divergences. A listed failure counts as expected-fail. A listed entry that passes fails the run ("remove <target> from <file> — it now passes"); an expired entry fails the run.
   */
  divergences: {
    /**
     * A scenario id, or scenario#check for one check.
     */
    target: string;
    layer?: Layer;
    /**
     * Why the implementation diverges, in a sentence.
     */
    reason: string;
    /**
     * Where the fix is tracked (issue URL or id).
     */
    tracking: string;
    /**
     * YYYY-MM-DD. From that day the entry fails the run until it is renewed or removed.
     */
    expires: string;
  }[];
}
/**
 * Which failures fail the run (exit 1) and which only warn, e.g. a PR gate that blocks on every MUST while SHOULD failures warn. Without a policy every failure blocks. A failed check that cites no requirement always blocks. Stale or expired expectations and harness errors are never governed by the policy.
 */
export interface GatePolicy {
  /**
   * Shown in the report, e.g. "pr" or "nightly".
   */
  name: string;
  block: {
    /**
     * A failed check blocks when one of its requirements has one of these levels.
     *
     * @minItems 1
     */
    levels: ['MUST' | 'SHOULD' | 'MAY', ...('MUST' | 'SHOULD' | 'MAY')[]];
    /**
     * And when its layer is one of these. Default: every layer.
     *
     * @minItems 1
     */
    layers?: [Layer, ...Layer[]];
  };
}
/**
 * The JSON report of one `larkspur run` (or `larkspur fuzz`: then each generated run is a scenario, and the manifest holds the campaign).
 */
export interface Report {
  reportVersion: '0';
  manifest: {
    specVersion: string;
    harnessVersion: string;
    /**
     * Over the selected scenario files, sorted by id.
     */
    scenarioSetHash: string;
    implementation: {
      name: string;
      version?: string;
      /**
       * Path of the adapter file.
       */
      adapter: string;
      capabilities: Capability[];
    };
    seed: number;
    /**
     * Every filter of this run; empty when the whole corpus ran.
     */
    filters: {
      scenario?: string[];
      tag?: string[];
      layer?: Layer[];
      requirement?: string[];
      shard?: string;
    };
    /**
     * The name of the gate policy, when one was given.
     */
    gate?: string;
    /**
     * The agent host the implementation drove in this run; absent for larkspur qualify (the install's own host).
     */
    host?: {
      /**
       * double: the host double stood in for the agent host. codex: a real codex app-server, with the model double behind it. claude-code: the real Claude Code, with the model double behind it. model-api: the implementation called the model double itself.
       */
      mode: 'double' | 'codex' | 'claude-code' | 'model-api';
      /**
       * The host interface the adapter declares (launch/adapter's host).
       */
      interface?: 'codex-app-server' | 'claude-code' | 'model-api';
      /**
       * With codex: the version the binary reported (codex --version).
       */
      codexVersion?: string;
      /**
       * With claude-code: the version the kit's pinned claude reported (claude --version).
       */
      claudeCodeVersion?: string;
      /**
       * Every user agent of a model call the model double answered in the run (scenario hostAgents): the agent that actually ran — the kit's pinned Claude Code, or the copy an Agent SDK bundles.
       */
      agents?: string[];
      /**
       * How many times longer checks waited in this mode (claude-code: 3, since Claude Code starts for every turn): every within, settleMs and quiet window, never a bound the spec sets (an ACK deadline).
       */
      windowScale?: number;
      /**
       * Each reason for untested (host-mode) once, with where it applied — not repeated per check.
       */
      notes?: {
        /**
         * What this host mode could not play or see, and why: a scenario whose host script needs the host double, a check of what only another interface shows.
         */
        reason: string;
        /**
         * Where it applied.
         */
        scenarios: string[];
        /**
         * How many checks it left untested (host-mode); 0 for whole scenarios.
         */
        checks: number;
      }[];
    };
    repeat: number;
    workers: number;
    startedAt: string;
    durationMs: number;
    node: string;
    platform: string;
    fuzz?: FuzzCampaign;
  };
  /**
   * 0 all required checks pass; 1 a failure; 2 nothing measured; 3 the harness broke; 130 interrupted (SIGINT or SIGTERM): the report holds only what ran.
   */
  exitCode: 0 | 1 | 2 | 3 | 130;
  /**
   * Present when the run was interrupted: the report is partial.
   */
  interrupted?: {
    /**
     * SIGINT (Ctrl-C) or SIGTERM.
     */
    signal: string;
    /**
     * Scenarios selected but not finished: never started, or stopped mid-way (their results are left out).
     */
    notRun: string[];
  };
  /**
   * Layer verdicts summed over scenarios.
   */
  totals: {
    transport: {
      pass: number;
      fail: number;
      untested: number;
      expectedFail: number;
    };
    admission: {
      pass: number;
      fail: number;
      untested: number;
      expectedFail: number;
    };
    host: {
      pass: number;
      fail: number;
      untested: number;
      expectedFail: number;
    };
    delivery: {
      pass: number;
      fail: number;
      untested: number;
      expectedFail: number;
    };
  };
  /**
   * Run-level findings that fail the run: harness errors, stale or expired expectations.
   */
  problems: string[];
  /**
   * Failures the gate policy does not block on; they do not change the exit code.
   */
  warnings: string[];
  scenarios: ScenarioResult[];
  /**
   * The trace matrix: every requirement with the scenarios that check it.
   */
  requirements: {
    /**
     * A stable requirement id from spec/requirements.json.
     */
    id: string;
    level: string;
    layer: string;
    /**
     * expected-fail: it fails only where the expectations file lists the failure (a known divergence).
     */
    status: 'pass' | 'fail' | 'expected-fail' | 'untested' | 'not-covered';
    scenarios: {
      id: string;
      status: string;
    }[];
  }[];
}
/**
 * One scenario run: verdict per layer and its checks.
 */
export interface ScenarioResult {
  id: string;
  title: string;
  file: string;
  /**
   * With --repeat: which repetition.
   */
  attempt: number;
  durationMs: number;
  verdicts: {
    transport: {
      status: 'pass' | 'fail' | 'untested' | 'expected-fail';
      /**
       * Why a layer is untested: a missing capability, a host script only the host double can play (host-mode: the run is on a real Codex), a failed layer it depends on, no check, the budget, a --layer filter, or live (larkspur qualify: the check is exact, or needs the doubles, so it cannot be measured live).
       */
      reason?: string;
      detail?: string;
    };
    admission: {
      status: 'pass' | 'fail' | 'untested' | 'expected-fail';
      /**
       * Why a layer is untested: a missing capability, a host script only the host double can play (host-mode: the run is on a real Codex), a failed layer it depends on, no check, the budget, a --layer filter, or live (larkspur qualify: the check is exact, or needs the doubles, so it cannot be measured live).
       */
      reason?: string;
      detail?: string;
    };
    host: {
      status: 'pass' | 'fail' | 'untested' | 'expected-fail';
      /**
       * Why a layer is untested: a missing capability, a host script only the host double can play (host-mode: the run is on a real Codex), a failed layer it depends on, no check, the budget, a --layer filter, or live (larkspur qualify: the check is exact, or needs the doubles, so it cannot be measured live).
       */
      reason?: string;
      detail?: string;
    };
    delivery: {
      status: 'pass' | 'fail' | 'untested' | 'expected-fail';
      /**
       * Why a layer is untested: a missing capability, a host script only the host double can play (host-mode: the run is on a real Codex), a failed layer it depends on, no check, the budget, a --layer filter, or live (larkspur qualify: the check is exact, or needs the doubles, so it cannot be measured live).
       */
      reason?: string;
      detail?: string;
    };
  };
  checks: CheckResult[];
  /**
   * Where this scenario's host-layer verdict was read: host-protocol, the JSON-RPC lines of the host command (host double, Codex); stream-json, the lines between the bridge and the kit's claude; model-calls, what the model double saw (an Agent SDK's bundled Claude Code, a bridge that calls a model API). Absent when the implementation reached no host.
   */
  hostObserved?: ('host-protocol' | 'stream-json' | 'model-calls')[];
  /**
   * The user agents of the model calls the model double answered in this scenario: which agent ran, and its version — the kit's pinned one, or the copy an Agent SDK bundles.
   */
  hostAgents?: string[];
  /**
   * The harness itself broke in this scenario (exit 3).
   */
  harnessError?: string;
  /**
   * Observations about the implementation; never a verdict.
   */
  resources?: {
    /**
     * How long the first start took to become ready.
     */
    startupMs?: number;
    /**
     * The implementation's highest resident memory (its whole process group), sampled every 250 ms; Linux only.
     */
    peakRssMb?: number;
  };
  /**
   * The implementation's last stderr lines, when it failed to start or died.
   */
  stderrTail?: string;
  /**
   * The wire transcript; present when a check failed.
   */
  transcript?: TranscriptEntry[];
}
/**
 * One exchange on a boundary, in time order.
 */
export interface TranscriptEntry {
  /**
   * ms since the scenario started (monotonic).
   */
  at: number;
  source: 'provider' | 'host' | 'control' | 'sut' | 'runner';
  /**
   * One line, e.g. "→ im.message.reply 200" or "step 3 provider.send m1".
   */
  summary: string;
  /**
   * The recorded message, as seen on the wire.
   */
  record?: unknown;
}
/**
 * How the host double behaves in a scenario. A turn past the end of turns runs default when given, else an echo turn: one delta with the text of the turn input (text parts joined by a newline), then completed. The double keeps true thread state: threads outlive a host restart (a new connection) and must be resumed there before a turn starts; thread/read reports notLoaded, idle or active as it is.
 */
export interface HostScript {
  /**
   * The nth turn/start the double takes (counted over the whole scenario: every thread, connection and restart) runs turns[n-1]. A refused turn/start (unknown thread, a turn already running) takes none.
   */
  turns?: HostTurnScript[];
  default?: HostTurnScript;
  /**
   * Reported as modelProvider by thread/start, thread/resume and every thread object, whatever the request asked (HO-002). Default: the requested modelProvider, else "openai".
   */
  modelProvider?: string;
  /**
   * Reported model. Default: the requested model, else "gpt-5-codex".
   */
  model?: string;
  /**
   * Look at the files each turn is given (host.file records): every localImage path, and every absolute path in a text input that names an existing file, when the turn starts and afterTurnMs after it ended.
   */
  inspectFiles?: {
    /**
     * How long after a turn ended the double looks at its files again (phase after-turn).
     */
    afterTurnMs: number;
  };
}
/**
 * What the host double does in one turn.
 */
export interface HostTurnScript {
  /**
   * What the turn does after turn/started, in order. Default: nothing.
   */
  stream?: (
    | string
    | {
        /**
         * Send nothing for this long (an idle host: HO-006).
         */
        pauseMs: number;
      }
    | {
        /**
         * The text to repeat; {n} in it becomes the 1-based repetition, zero-padded to the width of times.
         */
        repeat: string;
        times: number;
      }
    | {
        /**
         * The text of the turn input (text parts joined by a newline) in this many item/agentMessage/delta of about equal length, each after deltaDelayMs: an answer that depends on the input and streams, for progress posts.
         */
        echo: number;
      }
    | {
        /**
         * Block here until a host.release step (HostDouble.release) names this key. A release that came earlier is remembered, so the block passes at once. The thread reads active meanwhile.
         */
        waitForRelease: string;
      }
    | {
        approval: {
          kind: 'commandExecution' | 'fileChange';
          /**
           * For commandExecution. Default "echo larkspur".
           */
          command?: string;
          /**
           * For fileChange. Default "larkspur.txt".
           */
          path?: string;
          reason?: string;
        };
      }
    | {
        error: {
          /**
           * Upstream prose; an implementation must not publish it (HO-007).
           */
          message: string;
          codexErrorInfo?: HostCodexErrorInfo;
          /**
           * Default true: a transient error, the turn goes on. false only announces; end decides.
           */
          willRetry?: boolean;
        };
      }
  )[];
  /**
   * Delay before each delta. Default 0.
   */
  deltaDelayMs?: number;
  /**
   * How the turn ends after its stream.
   */
  end?:
    | 'completed'
    | 'hang'
    | {
        failed: {
          /**
           * Upstream prose; an implementation must not publish it (HO-007).
           */
          message: string;
          codexErrorInfo?: HostCodexErrorInfo;
        };
      };
  /**
   * What turn/interrupt does to this turn. An interrupt of an unknown or ended turn is an error.
   */
  onInterrupt?:
    | 'prompt'
    | {
        /**
         * Answer {} at once, but end the turn interrupted only this much later. If the stream ends first, the turn completes as usual: keep the stream longer than lateMs.
         */
        lateMs: number;
      }
    | 'ignore'
    | 'unanswered';
  /**
   * Default accept: turn/steer with the right expectedTurnId answers {turnId}. reject: an error response (-32600, codexErrorInfo activeTurnNotSteerable in error.data). A wrong expectedTurnId, or no running turn, is always an error.
   */
  onSteer?: 'accept' | 'reject';
  /**
   * After this turn starts, thread/read reports the thread active and this turn inProgress for good, whatever turn/completed said: a host whose stop cannot be proven (HO-004).
   */
  reportActive?: boolean;
  /**
   * The turn runs to its end on the host — its outcome and items are stored, and a fresh read on a new connection shows them — but from the end of its stream on the host sends nothing more on the connection the turn runs on: no item/completed, no turn/completed, no answer: as if the implementation had died just before it heard the end. Pair it with a host.turn check and sut.kill: the restarted implementation must reconcile the turn from the host (HO-003, HO-009). Real Codex can do this too (the harness mutes its connection).
   */
  endUnheard?: boolean;
  /**
   * The host takes this turn/start only this much later (after startOnRelease, when both are given): its answer and turn/started come then, and until then the thread reads as if the turn had not been asked for. A stop meanwhile meets a turn that starts late (HO-005).
   */
  startDelayMs?: number;
  /**
   * The host takes this turn/start only once a host.release step names this key (then startDelayMs later, if given); until then the thread reads as if the turn had not been asked for. What must come first — a /stop the bridge has received — is then ordered by the scenario, not by how long the harness took to send it under load (HO-005).
   */
  startOnRelease?: string;
  /**
   * On receiving this turn/start, close the connection without answering: the answer is lost (HO-003). The turn still runs to its end in the host, with nobody listening, so a fresh thread/read on a new connection shows it (active while it runs, then its outcome with includeTurns).
   */
  dropConnectionOnStart?: boolean;
  /**
   * Once the host takes this turn, the thread's stored record is gone — as on a Codex whose sessions directory was cleared: the connections that have the thread loaded go on with it, but a thread/resume from any other (a restarted host) answers that no rollout is found for the thread (HO-001).
   */
  loseThread?: boolean;
}
/**
 * A partial match of one record. Each key is a dot path into the record (array indexes are path
 * segments: `body.items.0.msg_type`; a literal dot in a key is written `\.`). Each value is the
 * expectation for that path:
 * - a string, number, boolean or null: equal. Numbers compare by value (1 equals 1.0); a number never
 *   equals a string. null matches only a present null: an absent field is not null.
 * - an array: same length, each element matched by these rules in order.
 * - an object without `$` keys: a nested partial match (its keys are paths below this one).
 * - an operator object, exactly one `$` key: `{"$absent": true}` the path does not exist;
 *   `{"$exists": true}` it exists (null counts); `{"$contains": "s"}` a string containing s, or an
 *   array with an element matching s; `{"$regex": "re"}` a string matching the ECMAScript regex;
 *   `{"$json": {...}}` a string that parses as JSON and matches the nested partial match;
 *   `{"$gte": n}`, `{"$lte": n}` numeric bounds; `{"$ne": v}` not equal to v; `{"$anyOf": [v, ...]}`
 *   any of the expectations; `{"$length": n}` a string or array of that length;
 *   `{"$text": e}` a message object — as the IM API returns it, `{msg_type, body: {content}}`, or the
 *   body of a send or edit, `{msg_type, content}` (a PATCH body without msg_type is a card) — whose
 *   visible text (spec/schemas/provider/visible-text-cases.schema.json) matches the expectation e. A
 *   string e asks what a user reads: each of its non-empty lines, trimmed, is contained in the visible
 *   text, in order — a title, a status line or a footer around the answer does not change what is
 *   shown. The `text` of a message in `provider.messages`, given as a string, is matched the same way.
 *   Any other e (an operator) applies to the whole visible text. A message whose visible text is unknown
 *   (a template card) never matches, and a check that fails only
 *   for that is untested (not-covered), naming the message: the kit cannot see what it would compare.
 * Captures: any string that is entirely `{{name}}` is replaced by the captured value before matching,
 * wherever it stands (object values, array elements, operator arguments); an unknown capture makes
 * the check untested, never a pass.
 */
export interface Match {
  [k: string]: unknown | undefined;
}
/**
 * spec/requirements.json: every requirement with a stable id, level, layer, text and source.
 */
export interface RequirementRegistry {
  specVersion: string;
  /**
   * @minItems 1
   */
  requirements: [
    {
      /**
       * A stable requirement id from spec/requirements.json.
       */
      id: string;
      /**
       * RFC 2119. MUST NOT and SHOULD NOT are filed under MUST and SHOULD.
       */
      level: 'MUST' | 'SHOULD' | 'MAY';
      /**
       * The layer whose verdict the requirement feeds; kit requirements bind the harness itself.
       */
      layer: Layer | 'kit';
      text: string;
      capability?: Capability;
      /**
       * The negative space of the requirement: what a wrong bridge would do instead, each case with the scenarios that catch it (every MUST has it; spec/requirements.md shows it).
       *
       * @minItems 1
       */
      negativeSpace?: [
        {
          /**
           * What a wrong bridge does instead of what the requirement asks, in words.
           */
          wrong: string;
          /**
           * Which of issue 21's directions of the negative space the case is.
           */
          kind:
            | 'absent'
            | 'wrong'
            | 'stale'
            | 'replayed'
            | 'actor'
            | 'failure'
            | 'stage'
            | 'repeat'
            | 'content'
            | 'format'
            | 'load';
          /**
           * The scenarios that fail a bridge doing this, each citing the requirement; `scenario#check` names the one check that does. None: an open case.
           */
          scenarios?: string[];
          /**
           * For a rule of the kit itself: the kit's own test files that catch it.
           */
          tests?: string[];
          /**
           * Why a case is open, or how it is caught.
           */
          note?: string;
        },
        ...{
          /**
           * What a wrong bridge does instead of what the requirement asks, in words.
           */
          wrong: string;
          /**
           * Which of issue 21's directions of the negative space the case is.
           */
          kind:
            | 'absent'
            | 'wrong'
            | 'stale'
            | 'replayed'
            | 'actor'
            | 'failure'
            | 'stage'
            | 'repeat'
            | 'content'
            | 'format'
            | 'load';
          /**
           * The scenarios that fail a bridge doing this, each citing the requirement; `scenario#check` names the one check that does. None: an open case.
           */
          scenarios?: string[];
          /**
           * For a rule of the kit itself: the kit's own test files that catch it.
           */
          tests?: string[];
          /**
           * Why a case is open, or how it is caught.
           */
          note?: string;
        }[]
      ];
      /**
       * Checked only by the live qualification drill.
       */
      mode?: 'live';
      /**
       * For a requirement judged on what the host sees: what it observes under each host interface — the Codex app-server protocol (the host double or Codex), Claude Code, a model API called directly — or why it is untested (host-mode) there.
       */
      hostModes?: {
        'codex-app-server':
          | {
              /**
               * What the kit reads, and the check forms that read it.
               */
              observes: string;
            }
          | {
              /**
               * Why this interface cannot show it: its checks are untested (host-mode) there, never a pass.
               */
              untested: string;
            };
        'claude-code':
          | {
              /**
               * What the kit reads, and the check forms that read it.
               */
              observes: string;
            }
          | {
              /**
               * Why this interface cannot show it: its checks are untested (host-mode) there, never a pass.
               */
              untested: string;
            };
        'model-api':
          | {
              /**
               * What the kit reads, and the check forms that read it.
               */
              observes: string;
            }
          | {
              /**
               * Why this interface cannot show it: its checks are untested (host-mode) there, never a pass.
               */
              untested: string;
            };
      };
      /**
       * @minItems 1
       */
      sources: [
        {
          /**
           * The source document, by the name the behaviour draft gives it: RT lark-realtime-conversation, AS attached-session-broker, BM botmux-goal-channel-runtime, CC conformance-corpus-pr, GC goal-chat-loopx-mode (documents of the product the behaviour comes from, not shipped here); LS a requirement Larkspur states itself, with no source document behind it.
           */
          document: 'RT' | 'AS' | 'BM' | 'CC' | 'GC' | 'LS';
          /**
           * The part of the document, in its own words.
           */
          section?: string;
        },
        ...{
          /**
           * The source document, by the name the behaviour draft gives it: RT lark-realtime-conversation, AS attached-session-broker, BM botmux-goal-channel-runtime, CC conformance-corpus-pr, GC goal-chat-loopx-mode (documents of the product the behaviour comes from, not shipped here); LS a requirement Larkspur states itself, with no source document behind it.
           */
          document: 'RT' | 'AS' | 'BM' | 'CC' | 'GC' | 'LS';
          /**
           * The part of the document, in its own words.
           */
          section?: string;
        }[]
      ];
    },
    ...{
      /**
       * A stable requirement id from spec/requirements.json.
       */
      id: string;
      /**
       * RFC 2119. MUST NOT and SHOULD NOT are filed under MUST and SHOULD.
       */
      level: 'MUST' | 'SHOULD' | 'MAY';
      /**
       * The layer whose verdict the requirement feeds; kit requirements bind the harness itself.
       */
      layer: Layer | 'kit';
      text: string;
      capability?: Capability;
      /**
       * The negative space of the requirement: what a wrong bridge would do instead, each case with the scenarios that catch it (every MUST has it; spec/requirements.md shows it).
       *
       * @minItems 1
       */
      negativeSpace?: [
        {
          /**
           * What a wrong bridge does instead of what the requirement asks, in words.
           */
          wrong: string;
          /**
           * Which of issue 21's directions of the negative space the case is.
           */
          kind:
            | 'absent'
            | 'wrong'
            | 'stale'
            | 'replayed'
            | 'actor'
            | 'failure'
            | 'stage'
            | 'repeat'
            | 'content'
            | 'format'
            | 'load';
          /**
           * The scenarios that fail a bridge doing this, each citing the requirement; `scenario#check` names the one check that does. None: an open case.
           */
          scenarios?: string[];
          /**
           * For a rule of the kit itself: the kit's own test files that catch it.
           */
          tests?: string[];
          /**
           * Why a case is open, or how it is caught.
           */
          note?: string;
        },
        ...{
          /**
           * What a wrong bridge does instead of what the requirement asks, in words.
           */
          wrong: string;
          /**
           * Which of issue 21's directions of the negative space the case is.
           */
          kind:
            | 'absent'
            | 'wrong'
            | 'stale'
            | 'replayed'
            | 'actor'
            | 'failure'
            | 'stage'
            | 'repeat'
            | 'content'
            | 'format'
            | 'load';
          /**
           * The scenarios that fail a bridge doing this, each citing the requirement; `scenario#check` names the one check that does. None: an open case.
           */
          scenarios?: string[];
          /**
           * For a rule of the kit itself: the kit's own test files that catch it.
           */
          tests?: string[];
          /**
           * Why a case is open, or how it is caught.
           */
          note?: string;
        }[]
      ];
      /**
       * Checked only by the live qualification drill.
       */
      mode?: 'live';
      /**
       * For a requirement judged on what the host sees: what it observes under each host interface — the Codex app-server protocol (the host double or Codex), Claude Code, a model API called directly — or why it is untested (host-mode) there.
       */
      hostModes?: {
        'codex-app-server':
          | {
              /**
               * What the kit reads, and the check forms that read it.
               */
              observes: string;
            }
          | {
              /**
               * Why this interface cannot show it: its checks are untested (host-mode) there, never a pass.
               */
              untested: string;
            };
        'claude-code':
          | {
              /**
               * What the kit reads, and the check forms that read it.
               */
              observes: string;
            }
          | {
              /**
               * Why this interface cannot show it: its checks are untested (host-mode) there, never a pass.
               */
              untested: string;
            };
        'model-api':
          | {
              /**
               * What the kit reads, and the check forms that read it.
               */
              observes: string;
            }
          | {
              /**
               * Why this interface cannot show it: its checks are untested (host-mode) there, never a pass.
               */
              untested: string;
            };
      };
      /**
       * @minItems 1
       */
      sources: [
        {
          /**
           * The source document, by the name the behaviour draft gives it: RT lark-realtime-conversation, AS attached-session-broker, BM botmux-goal-channel-runtime, CC conformance-corpus-pr, GC goal-chat-loopx-mode (documents of the product the behaviour comes from, not shipped here); LS a requirement Larkspur states itself, with no source document behind it.
           */
          document: 'RT' | 'AS' | 'BM' | 'CC' | 'GC' | 'LS';
          /**
           * The part of the document, in its own words.
           */
          section?: string;
        },
        ...{
          /**
           * The source document, by the name the behaviour draft gives it: RT lark-realtime-conversation, AS attached-session-broker, BM botmux-goal-channel-runtime, CC conformance-corpus-pr, GC goal-chat-loopx-mode (documents of the product the behaviour comes from, not shipped here); LS a requirement Larkspur states itself, with no source document behind it.
           */
          document: 'RT' | 'AS' | 'BM' | 'CC' | 'GC' | 'LS';
          /**
           * The part of the document, in its own words.
           */
          section?: string;
        }[]
      ];
    }[]
  ];
}
/**
 * One scenario file, scenarios/<theme>/<name>.json.
 */
export interface Scenario {
  /**
   * theme/name; equals the file path under scenarios/ without .json.
   */
  id: string;
  title: string;
  /**
   * The failure this scenario guards against, and how.
   */
  description: string;
  /**
   * @minItems 1
   *
   * Items: A stable requirement id from spec/requirements.json.
   */
  requirements: [string, ...string[]];
  tags?: string[];
  /**
   * What the implementation must declare for this scenario to run; otherwise every layer is untested (capability). Checks of kind control.* also need capability control.
   */
  capabilities?: Capability[];
  knobs?: Knobs;
  /**
   * Settings of the provider double for this scenario.
   */
  provider?: {
    /**
     * No ACK by then: the double redelivers. Default 3000.
     */
    ackDeadlineMs?: number;
    /**
     * Waits after each missed deadline before the next push (the double's redeliveryScheduleMs); its length bounds the redeliveries.
     */
    redeliveryScheduleMs?: number[];
    /**
     * With several long connections (instances): each push goes to one ready client, chosen at random (seeded, the default) or in turn — so that consecutive events of one chat reach different instances.
     */
    spread?: 'random' | 'round-robin';
  };
  host?: HostScript;
  /**
   * Given to the implementation as LARKSPUR_MODEL_PROVIDER: the model provider its host threads must read back. A scenario that sets it needs capability model-provider.
   */
  modelProvider?: string;
  /**
   * Budget for the whole scenario; on expiry the remaining checks are untested (budget). Default 60000.
   */
  timeoutMs?: number;
  /**
   * @minItems 1
   */
  steps: [Step, ...Step[]];
}
/**
 * The provider double pushes an im.message.receive_v1 event for a new user message. `as` names it: later steps use {{<as>.messageId}}, {{<as>.eventId}}, {{<as>.chatId}}, {{<as>.threadId}}. `faults` programs faults of this message alone (its pushes and acknowledgements, the calls about it) before its event goes out.
 */
export interface ProviderSendStep {
  do: 'provider.send';
  as?: string;
  /**
   * The conversation: "p2p:<user>" is the private chat of that user with the bot; "group:<name>" a group chat; "group:<name>/<topic>" a topic (thread) in it. Ids are derived stably from the names.
   */
  chat: string;
  /**
   * Sender user name. Default: the p2p user, else "alice".
   */
  from?: string;
  /**
   * A text message; the double writes content {"text": ...}.
   */
  text?: string;
  /**
   * The text repeated this many times: a huge message (AD-007, TR-010).
   */
  repeat?: number;
  /**
   * Another message_type, with `content`.
   */
  msgType?: string;
  /**
   * The content object for msgType (serialized to a JSON string on the wire).
   */
  content?: unknown;
  /**
   * Mention the bot (group chats). Default false.
   */
  mention?: boolean;
  /**
   * Mention this user, not the bot: a group message addressed to someone else (AD-005).
   */
  mentionUser?: string;
  /**
   * A reply to this earlier message: the `as` of a provider.send.
   */
  parent?: string;
  /**
   * app: the message comes from another bot named `from` (the implementation must not admit it).
   */
  senderType?: 'user' | 'app';
  /**
   * The implementation's own bot is the sender: its own message echoed back as an event.
   */
  fromBot?: boolean;
  /**
   * Long connection: split the event frame into this many parts (sum/seq headers) that the implementation must join (TR-005).
   */
  parts?: number;
  faults?: ProviderDoubleMessageFaults;
  /**
   * Dot path into the pushed event envelope → the value it takes, null included (e.g. {"event.message.mentions": [null]}): an event Lark should never send (TR-010). The message is stored as sent; only the event differs.
   */
  patch?: {
    [k: string]: unknown | undefined;
  };
}
/**
 * The provider double pushes an earlier event again, as Lark does after reconnects and missed deadlines. `of` a provider.burst pushes every event of the burst again, in send order; `of` a provider.cardAction: that exact click again, same event id and content (a replayed callback).
 */
export interface ProviderRedeliverStep {
  do: 'provider.redeliver';
  of: string;
  as?: string;
  /**
   * Same message id under a new event id. Default false (the same event id).
   */
  newEventId?: boolean;
}
/**
 * Turns of the host script that block on this key go on.
 */
export interface HostReleaseStep {
  do: 'host.release';
  key: string;
  as?: string;
}
/**
 * Stops the implementation (SIGKILL to its process group by default, else SIGTERM with the grace period) and starts it again with the same environment and data directory, then waits for readiness. With `instance`, only that instance. `as` captures {{<as>.exit}}: {code, signal, afterMs} of the stop.
 */
export interface SutRestartStep {
  do: 'sut.restart';
  signal?: 'SIGKILL' | 'SIGTERM';
  /**
   * Which instance (adapter instances): its number, 1 to count, or a capture of one — a host.call capturing `instance` names the instance whose host made the call ("{{runner}}"). Without it, every instance.
   */
  instance?: number | string;
  as?: string;
}
/**
 * Stops the implementation and leaves it stopped until a sut.start. With SIGTERM it may exit by itself within the adapter stopGraceMs, else it is killed (signal SIGKILL). With `instance`, only that instance. `as` captures {{<as>.exit}}: {code, signal, afterMs}.
 */
export interface SutKillStep {
  do: 'sut.kill';
  signal?: 'SIGKILL' | 'SIGTERM';
  /**
   * Which instance (adapter instances): its number, 1 to count, or a capture of one — a host.call capturing `instance` names the instance whose host made the call ("{{runner}}"). Without it, every instance.
   */
  instance?: number | string;
  as?: string;
}
/**
 * Starts the implementation again after sut.kill (with `instance`, that one) and waits for readiness; or, with `second: true`, another installation on the same app beside the running one, without waiting: it gets the same data directory (with the adapter's instances: its own, and the same LARKSPUR_STORE_URL) and another LARKSPUR_INSTALLATION, and must report the held consumer lease (sut.leaseReported).
 */
export interface SutStartStep {
  do: 'sut.start';
  /**
   * Start another installation beside the running one.
   */
  second?: boolean;
  /**
   * Which instance (adapter instances): its number, 1 to count, or a capture of one — a host.call capturing `instance` names the instance whose host made the call ("{{runner}}"). Without it, every instance.
   */
  instance?: number | string;
  as?: string;
}
/**
 * SIGSTOP to the process group of one instance: it holds its sockets and does nothing — to the store and the other instances, a network partition. Its long connection stays open, so events pushed to it go unacknowledged and come again. Needs capability multi-instance.
 */
export interface SutPauseStep {
  do: 'sut.pause';
  /**
   * Which instance (adapter instances): its number, 1 to count, or a capture of one — a host.call capturing `instance` names the instance whose host made the call ("{{runner}}"). Without it, every instance.
   */
  instance: number | string;
  as?: string;
}
/**
 * SIGCONT to the process group of a paused instance: it goes on from where it stopped, its leases perhaps long taken over.
 */
export interface SutResumeStep {
  do: 'sut.resume';
  /**
   * Which instance (adapter instances): its number, 1 to count, or a capture of one — a host.call capturing `instance` names the instance whose host made the call ("{{runner}}"). Without it, every instance.
   */
  instance: number | string;
  as?: string;
}
/**
 * The installation a sut.start with second started finds the app's consumer lease held and says so (TR-006): it exits with code 75, or its GET /v1/ready answers consumerLease.state held-elsewhere. Any other exit — a crash — fails, and so does still running without saying so at the end of `within`.
 */
export interface SutLeaseReportedStep {
  expect: 'sut.leaseReported';
  /**
   * Stable check id, unique in the scenario; expectations and dependsOn refer to it. Default: step-<n>, n the 1-based step index.
   */
  id?: string;
  layer: Layer;
  /**
   * The requirements this check measures; default: the scenario's requirements of the check's layer.
   *
   * Items: A stable requirement id from spec/requirements.json.
   */
  requirements?: string[];
  /**
   * Check ids this check depends on. Default: every earlier check of the same or a lower layer (transport < admission < host < delivery). A check whose dependency failed or was untested is untested (blocked-by:<layer of the first such dependency>) and never evaluated as a pass.
   */
  dependsOn?: string[];
  /**
   * Why this check exists, for people reading a failure.
   */
  note?: string;
  /**
   * exact (the default): the check holds against the doubles only — it may assert the host double's scripted text, recorded provider calls, acknowledgements or control projections. structural: it must also hold live, against a real Lark tenant and a real agent host (`larkspur qualify`), so it may only assert what a user of the chat sees whatever the model answers: how many bot posts, in reply to which message, in which chat, that nothing more follows. Only provider.messages and a quiet check on provider APIs (no host method) can be structural. Live, an exact check is untested (live), never a pass; the mode changes nothing in a run against the doubles.
   */
  mode?: 'exact' | 'structural';
  /**
   * How long it may take. Default 6000.
   */
  within?: number;
}
/**
 * POST /v1/turns/{turn}/stop. Needs capability control.stop. The answer is recorded for later checks.
 */
export interface ControlStopStep {
  do: 'control.stop';
  /**
   * The turn id, usually a capture: "{{turn1}}".
   */
  turn: string;
  as?: string;
}
/**
 * POST /v1/sessions/{session}/inputs with a delivery mode (AD-008). Needs capability delivery-modes. The action's `as` name is the clientInputId; the answer is recorded for later checks as `<as>.status` and `<as>.body`, and both as `<as>.answer`.
 */
export interface ControlInputStep {
  do: 'control.input';
  /**
   * The session id, usually a capture: "{{s1}}".
   */
  session: string;
  mode: 'queue' | 'inbox' | 'steer';
  text: string;
  as: string;
}
/**
 * POST /v1/attached (AS-001) for the conversation `chat` (and `topic`, a group topic rooted at an earlier provider.send). Needs capability attached-sessions. The answer is recorded as `<as>.answer`: {status, body, afterMs}, afterMs the time from the request to its answer; also as `<as>.status`, `<as>.body` and `<as>.afterMs`, and the body's sessionId, turnId and receiptId where it has them.
 */
export interface ControlAttachedBindStep {
  do: 'control.attachedBind';
  /**
   * The conversation: "p2p:<user>" is the private chat of that user with the bot; "group:<name>" a group chat; "group:<name>/<topic>" a topic (thread) in it. Ids are derived stably from the names.
   */
  chat: string;
  topic?: string;
  /**
   * Default "goal-1".
   */
  goal?: string;
  /**
   * Default "agent-1".
   */
  agent?: string;
  /**
   * The executor endpoint id. Default "endpoint-1".
   */
  executor?: string;
  /**
   * Default "larkspur-host".
   */
  hostSurface?: string;
  /**
   * The opaque host session id. Default "host-session-1".
   */
  hostSession?: string;
  as: string;
}
/**
 * POST /v1/attached/{session}/claim with a bounded wait (AS-003). The claim id is `claimId`, default the step's `as`. With detach the request is sent and the script goes on at once: the answer is recorded when it comes (a captured check with within waits for it), so that a step can queue input while the claim waits. The answer is recorded as `<as>.answer`: {status, body, afterMs}, afterMs the time from the request to its answer; also as `<as>.status`, `<as>.body` and `<as>.afterMs`, and the body's sessionId, turnId and receiptId where it has them.
 */
export interface ControlAttachedClaimStep {
  do: 'control.attachedClaim';
  /**
   * The attached session id. Usually a capture: "{{s1}}".
   */
  session: string;
  claimId?: string;
  /**
   * Default 0.
   */
  waitMs?: number;
  /**
   * Do not wait for the answer. Default false.
   */
  detach?: boolean;
  /**
   * Default "larkspur-host".
   */
  hostSurface?: string;
  /**
   * The opaque host session id. Default "host-session-1".
   */
  hostSession?: string;
  as: string;
}
/**
 * POST /v1/attached/{session}/complete (AS-004, AS-005). The completion id is `completionId`, default the step's `as`. The answer is recorded as `<as>.answer`: {status, body, afterMs}, afterMs the time from the request to its answer; also as `<as>.status`, `<as>.body` and `<as>.afterMs`, and the body's sessionId, turnId and receiptId where it has them.
 */
export interface ControlAttachedCompleteStep {
  do: 'control.attachedComplete';
  /**
   * The attached session id. Usually a capture: "{{s1}}".
   */
  session: string;
  claimId: string;
  /**
   * The claimed turn id. Usually a capture: "{{s1}}".
   */
  turn: string;
  completionId?: string;
  message: string;
  /**
   * Default "larkspur-host".
   */
  hostSurface?: string;
  /**
   * The opaque host session id. Default "host-session-1".
   */
  hostSession?: string;
  as: string;
}
/**
 * POST /v1/attached/{session}/close (AS-006). The answer is recorded as `<as>.answer`: {status, body, afterMs}, afterMs the time from the request to its answer; also as `<as>.status`, `<as>.body` and `<as>.afterMs`, and the body's sessionId, turnId and receiptId where it has them.
 */
export interface ControlAttachedCloseStep {
  do: 'control.attachedClose';
  /**
   * The attached session id. Usually a capture: "{{s1}}".
   */
  session: string;
  /**
   * Default "larkspur-host".
   */
  hostSurface?: string;
  /**
   * The opaque host session id. Default "host-session-1".
   */
  hostSession?: string;
  as: string;
}
/**
 * POST /v1/sessions/{session}/triggers (BM-001). Needs capability triggers. The answer is recorded as `<as>.answer`: {status, body, afterMs}, afterMs the time from the request to its answer; also as `<as>.status`, `<as>.body` and `<as>.afterMs`, and the body's sessionId, turnId and receiptId where it has them.
 */
export interface ControlTriggerStep {
  do: 'control.trigger';
  /**
   * The session id. Usually a capture: "{{s1}}".
   */
  session: string;
  turnKey: string;
  instruction: string;
  as: string;
}
/**
 * GETs a route of the control API once and fails if its answer is not 200, or if its body, as JSON text, contains any of `values` (captures allowed: message texts, opaque host ids, responses) (AS-008). Needs capability control.
 */
export interface ControlContentFreeStep {
  expect: 'control.contentFree';
  /**
   * Stable check id, unique in the scenario; expectations and dependsOn refer to it. Default: step-<n>, n the 1-based step index.
   */
  id?: string;
  layer: Layer;
  /**
   * The requirements this check measures; default: the scenario's requirements of the check's layer.
   *
   * Items: A stable requirement id from spec/requirements.json.
   */
  requirements?: string[];
  /**
   * Check ids this check depends on. Default: every earlier check of the same or a lower layer (transport < admission < host < delivery). A check whose dependency failed or was untested is untested (blocked-by:<layer of the first such dependency>) and never evaluated as a pass.
   */
  dependsOn?: string[];
  /**
   * Why this check exists, for people reading a failure.
   */
  note?: string;
  /**
   * exact (the default): the check holds against the doubles only — it may assert the host double's scripted text, recorded provider calls, acknowledgements or control projections. structural: it must also hold live, against a real Lark tenant and a real agent host (`larkspur qualify`), so it may only assert what a user of the chat sees whatever the model answers: how many bot posts, in reply to which message, in which chat, that nothing more follows. Only provider.messages and a quiet check on provider APIs (no host method) can be structural. Live, an exact check is untested (live), never a pass; the mode changes nothing in a run against the doubles.
   */
  mode?: 'exact' | 'structural';
  /**
   * The route, captures allowed.
   */
  path: string;
  /**
   * Strings that must not appear.
   *
   * @minItems 1
   */
  values: [string, ...string[]];
}
/**
 * Lets time pass. Prefer a check with `within`.
 */
export interface WaitStep {
  do: 'wait';
  /**
   * How long.
   */
  ms: number;
  as?: string;
}
/**
 * Programs the provider double: `http` shapes the answer of matching Open API calls (an error code, an HTTP status, a delay, apply-then-drop-response, a reset); `push` shapes the next event deliveries (drop or delay the ACK, close the socket, deliver twice, deliver out of order, a bad webhook signature). Exactly one of http and push.
 */
export interface ProviderFaultStep {
  do: 'provider.fault';
  http?: ProviderDoubleHttpFault;
  push?: ProviderDoublePushFault;
  as?: string;
}
/**
 * Removes every programmed fault that has not fired yet.
 */
export interface ProviderClearFaultsStep {
  do: 'provider.clearFaults';
  as?: string;
}
/**
 * The provider double closes every long connection, as Lark does every few minutes; the implementation must reconnect. The step waits until a new connection is up (or `within` passes).
 */
export interface ProviderDisconnectStep {
  do: 'provider.disconnect';
  /**
   * How long to wait for the reconnect. Default 10000.
   */
  within?: number;
}
/**
 * Sends `perChat` messages in each of `chats` private chats (users <prefix>1…<prefix>N), spread evenly over `overMs`, interleaved across chats. `as` names the burst: {{<as>.messageIds}} and {{<as>.eventIds}} are the arrays of every message and event id, in send order.
 */
export interface ProviderBurstStep {
  do: 'provider.burst';
  as: string;
  chats: number;
  perChat: number;
  /**
   * The span of the burst.
   */
  overMs: number;
  /**
   * Default "user".
   */
  userPrefix?: string;
  /**
   * Text of each message; " <chat>.<n>" is appended. Default "burst".
   */
  text?: string;
}
/**
 * The provider double pushes `count` malformed inputs, drawn from the scenario seed: events with null, missing and wrongly typed fields, ids Lark never issues (lone UTF-16 surrogates, numbers, empty), null and malformed content, huge strings; payloads that are not JSON objects or not JSON at all; and on the long connection frames that are not protobuf. Among them, evenly spread, go `valid` ordinary text messages from users <prefix>1…<prefix>N in their private chats. `as` names them like a burst: {{<as>.messageIds}} and {{<as>.eventIds}} are the valid messages' ids; {{<as>.malformedEventIds}} the event ids of the malformed events that reach an event handler as an im.message.receive_v1 (each must be acknowledged, TR-010); {{<as>.notEventIds}} the ids the double tracks pushes by that are no event at all yet reach the bridge on the long connection as a push it can only acknowledge — every payload that is JSON and not falsy (a number, a list, an object with no event header) — each to be acknowledged too (TR-010; the SDK drops a payload that is not JSON, or is null, unacknowledged; by webhook a body that is no JSON object, or carries no token to prove it came from Lark, may be refused with 400 or 401, so none of those is counted). Malformed events are not pushed again when unacknowledged.
 */
export interface ProviderMalformedStep {
  do: 'provider.malformed';
  as: string;
  count: number;
  valid: number;
  /**
   * Private chats the valid messages spread over. Default 5.
   */
  chats?: number;
  /**
   * The span over which everything is pushed.
   */
  overMs: number;
  /**
   * Default "user".
   */
  userPrefix?: string;
}
/**
 * Each event named by a provider.burst (or provider.malformed) was acknowledged on its first delivery with the code, no later than withinMs after that delivery. Fails at the first event past its deadline.
 */
export interface ProviderAcksStep {
  expect: 'provider.acks';
  /**
   * Stable check id, unique in the scenario; expectations and dependsOn refer to it. Default: step-<n>, n the 1-based step index.
   */
  id?: string;
  layer: Layer;
  /**
   * The requirements this check measures; default: the scenario's requirements of the check's layer.
   *
   * Items: A stable requirement id from spec/requirements.json.
   */
  requirements?: string[];
  /**
   * Check ids this check depends on. Default: every earlier check of the same or a lower layer (transport < admission < host < delivery). A check whose dependency failed or was untested is untested (blocked-by:<layer of the first such dependency>) and never evaluated as a pass.
   */
  dependsOn?: string[];
  /**
   * Why this check exists, for people reading a failure.
   */
  note?: string;
  /**
   * exact (the default): the check holds against the doubles only — it may assert the host double's scripted text, recorded provider calls, acknowledgements or control projections. structural: it must also hold live, against a real Lark tenant and a real agent host (`larkspur qualify`), so it may only assert what a user of the chat sees whatever the model answers: how many bot posts, in reply to which message, in which chat, that nothing more follows. Only provider.messages and a quiet check on provider APIs (no host method) can be structural. Live, an exact check is untested (live), never a pass; the mode changes nothing in a run against the doubles.
   */
  mode?: 'exact' | 'structural';
  of: string;
  /**
   * Which events of the step: eventIds (default), or of a provider.malformed its malformedEventIds — malformed events that reach an event handler — or its notEventIds — pushes that are no event at all; each to be acknowledged all the same (TR-010).
   */
  events?: 'eventIds' | 'malformedEventIds' | 'notEventIds';
  /**
   * Default 200.
   */
  code?: number;
  /**
   * Default 3000.
   */
  withinMs?: number;
  /**
   * How long the check may wait for the last ACK. Default withinMs + 2000.
   */
  within?: number;
}
/**
 * From the turns the host double ran so far (turn/started to turn/completed), the most that were active at the same moment — over all threads, or within any one thread — is at most `atMost`. Decided when the step is reached; it never passes on nothing: no turn at all fails.
 */
export interface HostConcurrencyStep {
  expect: 'host.concurrency';
  /**
   * Stable check id, unique in the scenario; expectations and dependsOn refer to it. Default: step-<n>, n the 1-based step index.
   */
  id?: string;
  layer: Layer;
  /**
   * The requirements this check measures; default: the scenario's requirements of the check's layer.
   *
   * Items: A stable requirement id from spec/requirements.json.
   */
  requirements?: string[];
  /**
   * Check ids this check depends on. Default: every earlier check of the same or a lower layer (transport < admission < host < delivery). A check whose dependency failed or was untested is untested (blocked-by:<layer of the first such dependency>) and never evaluated as a pass.
   */
  dependsOn?: string[];
  /**
   * Why this check exists, for people reading a failure.
   */
  note?: string;
  /**
   * exact (the default): the check holds against the doubles only — it may assert the host double's scripted text, recorded provider calls, acknowledgements or control projections. structural: it must also hold live, against a real Lark tenant and a real agent host (`larkspur qualify`), so it may only assert what a user of the chat sees whatever the model answers: how many bot posts, in reply to which message, in which chat, that nothing more follows. Only provider.messages and a quiet check on provider APIs (no host method) can be structural. Live, an exact check is untested (live), never a pass; the mode changes nothing in a run against the doubles.
   */
  mode?: 'exact' | 'structural';
  atMost: number;
  /**
   * Default all.
   */
  scope?: 'all' | 'thread';
}
/**
 * The resident memory of the implementation (its whole process group, sampled by the harness every 250 ms) never grows more than `growthMb` above its level when the action `since` ran, from then until `for` ms after the step is reached (TR-004: a burst or a huge event costs disk, never memory). Untested where the harness cannot read memory (no /proc), and across a restart of the implementation. Bounds are generous: a runtime's own growth is no failure; holding a huge input many times over is.
 */
export interface SutMemoryStep {
  expect: 'sut.memory';
  /**
   * Stable check id, unique in the scenario; expectations and dependsOn refer to it. Default: step-<n>, n the 1-based step index.
   */
  id?: string;
  layer: Layer;
  /**
   * The requirements this check measures; default: the scenario's requirements of the check's layer.
   *
   * Items: A stable requirement id from spec/requirements.json.
   */
  requirements?: string[];
  /**
   * Check ids this check depends on. Default: every earlier check of the same or a lower layer (transport < admission < host < delivery). A check whose dependency failed or was untested is untested (blocked-by:<layer of the first such dependency>) and never evaluated as a pass.
   */
  dependsOn?: string[];
  /**
   * Why this check exists, for people reading a failure.
   */
  note?: string;
  /**
   * exact (the default): the check holds against the doubles only — it may assert the host double's scripted text, recorded provider calls, acknowledgements or control projections. structural: it must also hold live, against a real Lark tenant and a real agent host (`larkspur qualify`), so it may only assert what a user of the chat sees whatever the model answers: how many bot posts, in reply to which message, in which chat, that nothing more follows. Only provider.messages and a quiet check on provider APIs (no host method) can be structural. Live, an exact check is untested (live), never a pass; the mode changes nothing in a run against the doubles.
   */
  mode?: 'exact' | 'structural';
  since: string;
  growthMb: number;
  /**
   * And at the end of the window the memory is back within this much of its level at `since`: what the work took was given back (a leak keeps it). Give the window time to settle.
   */
  settledMb?: number;
  /**
   * How long to keep watching after the step is reached.
   */
  for: number;
}
/**
 * Counts the messages the provider double holds now — what a user of the chat would see, whatever API put them there — that match. The record is the stored message: {messageId, chatId, chatType, threadId?, rootId?, parentId?, sender {type, id, name}, fromBot, msgType, content, text?, textUnknown?, deleted, editCount, patchCount, uuid?, reactions[]}, plus answerTo? — the source it answers. `text` is the visible text of its current content (spec/schemas/provider/visible-text-cases.schema.json); a check that fails only because a text is unknown (textUnknown: a template card) is untested. "The answer to m1" is `"answerTo": "{{m1.messageId}}"`; `parentId` asserts a reply as such, for a scenario about replying. Exactly one of count / atLeast / atMost sets the rule (default atLeast 1).
 *
 * Attribution (DE-010) — `answerTo`, the messageId of the source a message of the bot answers:
 * - A source is a user's message (sender type user); the bot's own and other bots' messages never are.
 * - A message of the bot that replies to a source (parentId = that source) answers it, recalled or not.
 * - With capability reply-threading that is all: a message that is not a reply to a source answers
 *   nothing, so a check on the answer to m1 accepts replies to m1 only, as Lark threads them.
 * - Without it, the bot's other messages are attributed in order, per conversation — a chat, and its
 *   thread (topic) where it has one; a create lands in the chat, outside any thread. Walking the
 *   conversation's messages in the order the provider stored them, each message of the bot not
 *   attributed as a reply answers the earliest source before it that has no message yet — neither a
 *   reply to it nor one attributed so, earlier in the walk; once every source before it has one, it is
 *   a further message of the latest source before it (the next part of a long answer, or a second
 *   answer). A recalled message takes no place in the order; the bot's messages before the
 *   conversation's first source answer nothing.
 * - A message counts as it stands now: an edit or a patch does not move it. A progress post edited into
 *   the final answer is one message, the answer; a draft left beside a separate answer is a second
 *   message of its source, so exactly one answer fails on it in both styles.
 * - So a bridge that does not reply stays attributable by posting nothing for a source before every
 *   earlier source of the conversation has its first message, and any further message of a source
 *   before the next source's first one. The simple way: one message per source, posted when it is
 *   admitted (its progress or queue feedback), edited into the answer. Otherwise — queue feedback as
 *   separate posts while an earlier source waits for its first — neither a user nor the kit can tell
 *   which message answers which, and the checks attribute by this rule all the same: reply instead.
 * - Status messages (run against the doubles, where the kit knows when each answer was due): a message
 *   about a source created before the host ended the first turn that carried the source (while it runs,
 *   or before it started) whose visible text does not show that turn's answer is a status message — a
 *   status card, a "thinking" line, queue feedback. It is not an answer: it has `statusOf` (the source)
 *   instead of `answerTo`, and takes no place in the order, so the answer that follows is still the
 *   first answer. In the in-order walk a message answers the earliest waiting source whose answer is due
 *   (a command answered at once while an earlier request runs answers the command); with none due it is
 *   a status message of the latest waiting source. A message created once the answer was due, or when no turn ever carried the source (a
 *   command, a refusal, a bot that never calls its host), is an answer, whatever its text: two of them
 *   are a second answer. A progress post edited into the answer shows it, and is the answer. `about` is
 *   `answerTo` or `statusOf`. A count of posts leaves status messages out unless it allows none; a quiet
 *   window on a source's answers is broken by its status messages too — after a stop, anything the user
 *   sees is too much. A live qualification cannot tell them apart: every message there is an answer.
 * - In a group every user message of the conversation is a source, addressed to the bot or not: a bridge
 *   that does not reply is attributable there only while every message in it is for the bot.
 */
export interface ProviderMessagesStep {
  expect: 'provider.messages';
  /**
   * Stable check id, unique in the scenario; expectations and dependsOn refer to it. Default: step-<n>, n the 1-based step index.
   */
  id?: string;
  layer: Layer;
  /**
   * The requirements this check measures; default: the scenario's requirements of the check's layer.
   *
   * Items: A stable requirement id from spec/requirements.json.
   */
  requirements?: string[];
  /**
   * Check ids this check depends on. Default: every earlier check of the same or a lower layer (transport < admission < host < delivery). A check whose dependency failed or was untested is untested (blocked-by:<layer of the first such dependency>) and never evaluated as a pass.
   */
  dependsOn?: string[];
  /**
   * Why this check exists, for people reading a failure.
   */
  note?: string;
  /**
   * exact (the default): the check holds against the doubles only — it may assert the host double's scripted text, recorded provider calls, acknowledgements or control projections. structural: it must also hold live, against a real Lark tenant and a real agent host (`larkspur qualify`), so it may only assert what a user of the chat sees whatever the model answers: how many bot posts, in reply to which message, in which chat, that nothing more follows. Only provider.messages and a quiet check on provider APIs (no host method) can be structural. Live, an exact check is untested (live), never a pass; the mode changes nothing in a run against the doubles.
   */
  mode?: 'exact' | 'structural';
  /**
   * Exactly this many matching records. Decided when the count reaches it (then settleMs more are watched; any further match fails) or at the end of `within` (fewer fails). Zero is a `quiet` check.
   */
  count?: number;
  /**
   * At least this many by the end of `within`; passes as soon as reached.
   */
  atLeast?: number;
  /**
   * Fails as soon as the count exceeds it; otherwise passes at the end of `within` if at least one (or atLeast) matching record was seen. A check never passes on nothing: for none, use `quiet`.
   */
  atMost?: number;
  /**
   * With count: how long to keep watching for an excess match after the count was reached. Default 0.
   */
  settleMs?: number;
  /**
   * How long the check may wait, from the moment the step is reached. Default 5000.
   */
  within?: number;
  /**
   * Count only records at or after the named action (its `as`), or after this check starts ("check"). Default: all records of the scenario.
   */
  since?: string | 'check';
  match?: Match;
  /**
   * Count distinct values at this dot path among the matching records instead of the records: with count 300 and distinct params.message_id, 300 different messages were answered.
   */
  distinct?: string;
  /**
   * name → dot path into the first matching record; later steps use {{name}}. A capture that finds nothing fails the check.
   */
  capture?: {
    [k: string]: string | undefined;
  };
}
/**
 * The sender of an earlier provider.send edits its text. Lark pushes no event for it; the implementation sees the new text only if it reads the message again (a quoted parent, AD-006).
 */
export interface ProviderEditStep {
  do: 'provider.edit';
  of: string;
  text: string;
}
/**
 * The provider double pushes card.action.trigger for a click on a button of a card the bot sent, as Lark does: the action value is the clicked button's own value. The button is the one whose callback value carries `decision` (the kit's convention for approval cards, HO-008: each button's value names the host decision it stands for), or else the one whose visible text is `button`. When the card has no such button nothing is clicked: the runner notes it and the checks after it decide. `as` names the click: {{<as>.eventId}}, {{<as>.card}}; provider.redeliver of it pushes that exact click again (a replay).
 */
export interface ProviderCardActionStep {
  do: 'provider.cardAction';
  as?: string;
  /**
   * The card's message id, usually a capture: "{{card}}".
   */
  card: string;
  /**
   * Who clicks: a user name, ids derived as for messages.
   */
  user: string;
  /**
   * Click the button whose value has this decision.
   */
  decision?: 'accept' | 'acceptForSession' | 'decline';
  /**
   * Click the button with this visible text.
   */
  button?: string;
  /**
   * Take the button from this other card (its message id, usually a capture) and send its value from `card`: a callback naming the operation of another card, which must grant nothing.
   */
  from?: string;
  /**
   * The event carries a verification token that is not the app's: a callback the implementation must not trust.
   */
  forged?: boolean;
}
/**
 * The bytes the provider double serves for an image_key or file_key (GET …/messages/:id/resources/:key) from now on. Exactly one of text, base64 and size. `as` captures {{<as>.sha256}} (hex) and {{<as>.size}} (bytes).
 */
export interface ProviderResourceStep {
  do: 'provider.resource';
  as?: string;
  key: string;
  /**
   * UTF-8 bytes of this text.
   */
  text?: string;
  base64?: string;
  /**
   * This many bytes of a fixed pattern: a large file without a large scenario.
   */
  size?: number;
  /**
   * Default application/octet-stream.
   */
  contentType?: string;
}
/**
 * Counts the host connections the host double saw open or close (each start of the host command opens one; closing the host transport, or the host process ending, closes it). The record is {event, connectionId}. Exactly one of count / atLeast / atMost sets the rule (default atLeast 1).
 */
export interface HostConnectionStep {
  expect: 'host.connection';
  /**
   * Stable check id, unique in the scenario; expectations and dependsOn refer to it. Default: step-<n>, n the 1-based step index.
   */
  id?: string;
  layer: Layer;
  /**
   * The requirements this check measures; default: the scenario's requirements of the check's layer.
   *
   * Items: A stable requirement id from spec/requirements.json.
   */
  requirements?: string[];
  /**
   * Check ids this check depends on. Default: every earlier check of the same or a lower layer (transport < admission < host < delivery). A check whose dependency failed or was untested is untested (blocked-by:<layer of the first such dependency>) and never evaluated as a pass.
   */
  dependsOn?: string[];
  /**
   * Why this check exists, for people reading a failure.
   */
  note?: string;
  /**
   * exact (the default): the check holds against the doubles only — it may assert the host double's scripted text, recorded provider calls, acknowledgements or control projections. structural: it must also hold live, against a real Lark tenant and a real agent host (`larkspur qualify`), so it may only assert what a user of the chat sees whatever the model answers: how many bot posts, in reply to which message, in which chat, that nothing more follows. Only provider.messages and a quiet check on provider APIs (no host method) can be structural. Live, an exact check is untested (live), never a pass; the mode changes nothing in a run against the doubles.
   */
  mode?: 'exact' | 'structural';
  event: 'open' | 'close';
  /**
   * Exactly this many matching records. Decided when the count reaches it (then settleMs more are watched; any further match fails) or at the end of `within` (fewer fails). Zero is a `quiet` check.
   */
  count?: number;
  /**
   * At least this many by the end of `within`; passes as soon as reached.
   */
  atLeast?: number;
  /**
   * Fails as soon as the count exceeds it; otherwise passes at the end of `within` if at least one (or atLeast) matching record was seen. A check never passes on nothing: for none, use `quiet`.
   */
  atMost?: number;
  /**
   * With count: how long to keep watching for an excess match after the count was reached. Default 0.
   */
  settleMs?: number;
  /**
   * How long the check may wait, from the moment the step is reached. Default 5000.
   */
  within?: number;
  /**
   * Count only records at or after the named action (its `as`), or after this check starts ("check"). Default: all records of the scenario.
   */
  since?: string | 'check';
}
/**
 * Counts the turns the host started or ended, as the host itself knows them — also a turn whose end nobody heard (endUnheard, a lost connection). Mode-neutral: it reads the same in every host mode. The record of a start is {event: started, threadId, turnId, input: [{type: text, text} | {type: localImage, path} | …]}; of an end {event: ended, threadId, turnId, status: completed | interrupted | failed, error?}. Exactly one of count / atLeast / atMost sets the rule (default atLeast 1).
 *
 * A turn start is, with the host double or Codex, a turn/start the host took; with the kit's claude, a user message the bridge wrote to it (stream-json on stdin, or the prompt of -p); where only the model double sees the agent (an Agent SDK's bundled Claude Code, or a bridge that calls a model API itself), a model call that brings new user input — a retry, or the call with a tool's result, continues its turn.
 */
export interface HostTurnStep {
  expect: 'host.turn';
  /**
   * Stable check id, unique in the scenario; expectations and dependsOn refer to it. Default: step-<n>, n the 1-based step index.
   */
  id?: string;
  layer: Layer;
  /**
   * The requirements this check measures; default: the scenario's requirements of the check's layer.
   *
   * Items: A stable requirement id from spec/requirements.json.
   */
  requirements?: string[];
  /**
   * Check ids this check depends on. Default: every earlier check of the same or a lower layer (transport < admission < host < delivery). A check whose dependency failed or was untested is untested (blocked-by:<layer of the first such dependency>) and never evaluated as a pass.
   */
  dependsOn?: string[];
  /**
   * Why this check exists, for people reading a failure.
   */
  note?: string;
  /**
   * exact (the default): the check holds against the doubles only — it may assert the host double's scripted text, recorded provider calls, acknowledgements or control projections. structural: it must also hold live, against a real Lark tenant and a real agent host (`larkspur qualify`), so it may only assert what a user of the chat sees whatever the model answers: how many bot posts, in reply to which message, in which chat, that nothing more follows. Only provider.messages and a quiet check on provider APIs (no host method) can be structural. Live, an exact check is untested (live), never a pass; the mode changes nothing in a run against the doubles.
   */
  mode?: 'exact' | 'structural';
  /**
   * started: a turn began — its input, and the session (threadId) it continues. ended (default): a turn ended.
   */
  event?: 'started' | 'ended';
  /**
   * Exactly this many matching records. Decided when the count reaches it (then settleMs more are watched; any further match fails) or at the end of `within` (fewer fails). Zero is a `quiet` check.
   */
  count?: number;
  /**
   * At least this many by the end of `within`; passes as soon as reached.
   */
  atLeast?: number;
  /**
   * Fails as soon as the count exceeds it; otherwise passes at the end of `within` if at least one (or atLeast) matching record was seen. A check never passes on nothing: for none, use `quiet`.
   */
  atMost?: number;
  /**
   * With count: how long to keep watching for an excess match after the count was reached. Default 0.
   */
  settleMs?: number;
  /**
   * How long the check may wait, from the moment the step is reached. Default 5000.
   */
  within?: number;
  /**
   * Count only records at or after the named action (its `as`), or after this check starts ("check"). Default: all records of the scenario.
   */
  since?: string | 'check';
  match?: Match;
  /**
   * Count distinct values at this dot path among the matching records instead of the records: with count 300 and distinct params.message_id, 300 different messages were answered.
   */
  distinct?: string;
  /**
   * name → dot path into the first matching record; later steps use {{name}}. A capture that finds nothing fails the check.
   */
  capture?: {
    [k: string]: string | undefined;
  };
}
/**
 * Matches a value captured by an earlier step — e.g. the answer of control.stop ("stop1.body") — against `match`, at once: the action already waited for it. With `within`, waits up to that long for the value to be captured (the answer of a detached action) before matching it.
 */
export interface CapturedStep {
  expect: 'captured';
  /**
   * Stable check id, unique in the scenario; expectations and dependsOn refer to it. Default: step-<n>, n the 1-based step index.
   */
  id?: string;
  layer: Layer;
  /**
   * The requirements this check measures; default: the scenario's requirements of the check's layer.
   *
   * Items: A stable requirement id from spec/requirements.json.
   */
  requirements?: string[];
  /**
   * Check ids this check depends on. Default: every earlier check of the same or a lower layer (transport < admission < host < delivery). A check whose dependency failed or was untested is untested (blocked-by:<layer of the first such dependency>) and never evaluated as a pass.
   */
  dependsOn?: string[];
  /**
   * Why this check exists, for people reading a failure.
   */
  note?: string;
  /**
   * exact (the default): the check holds against the doubles only — it may assert the host double's scripted text, recorded provider calls, acknowledgements or control projections. structural: it must also hold live, against a real Lark tenant and a real agent host (`larkspur qualify`), so it may only assert what a user of the chat sees whatever the model answers: how many bot posts, in reply to which message, in which chat, that nothing more follows. Only provider.messages and a quiet check on provider APIs (no host method) can be structural. Live, an exact check is untested (live), never a pass; the mode changes nothing in a run against the doubles.
   */
  mode?: 'exact' | 'structural';
  /**
   * How long to wait for the value to be captured. Default 0: it must be there.
   */
  within?: number;
  /**
   * The capture name, without braces: "stop1.body", "reply".
   */
  value: string;
  match: Match;
}
/**
 * Scans everything the implementation wrote to stdout and stderr and every file in its data directory for the app secret, the control token and every tenant token the provider issued, and checks that each file there is readable by its owner only (OB-002). Decided at once; like quiet, it never passes on nothing: it is untested unless an earlier check of the scenario passed.
 */
export interface SecretsStep {
  expect: 'secrets';
  /**
   * Stable check id, unique in the scenario; expectations and dependsOn refer to it. Default: step-<n>, n the 1-based step index.
   */
  id?: string;
  layer: Layer;
  /**
   * The requirements this check measures; default: the scenario's requirements of the check's layer.
   *
   * Items: A stable requirement id from spec/requirements.json.
   */
  requirements?: string[];
  /**
   * Check ids this check depends on. Default: every earlier check of the same or a lower layer (transport < admission < host < delivery). A check whose dependency failed or was untested is untested (blocked-by:<layer of the first such dependency>) and never evaluated as a pass.
   */
  dependsOn?: string[];
  /**
   * Why this check exists, for people reading a failure.
   */
  note?: string;
  /**
   * exact (the default): the check holds against the doubles only — it may assert the host double's scripted text, recorded provider calls, acknowledgements or control projections. structural: it must also hold live, against a real Lark tenant and a real agent host (`larkspur qualify`), so it may only assert what a user of the chat sees whatever the model answers: how many bot posts, in reply to which message, in which chat, that nothing more follows. Only provider.messages and a quiet check on provider APIs (no host method) can be structural. Live, an exact check is untested (live), never a pass; the mode changes nothing in a run against the doubles.
   */
  mode?: 'exact' | 'structural';
}
/**
 * Calls every route of the control contract without a token and with a wrong one: each must answer 401 with the control error body. Then tries the control port on each non-loopback address of this machine: it must not be reachable there (OB-003). Needs capability control.
 */
export interface ControlAuthStep {
  expect: 'control.auth';
  /**
   * Stable check id, unique in the scenario; expectations and dependsOn refer to it. Default: step-<n>, n the 1-based step index.
   */
  id?: string;
  layer: Layer;
  /**
   * The requirements this check measures; default: the scenario's requirements of the check's layer.
   *
   * Items: A stable requirement id from spec/requirements.json.
   */
  requirements?: string[];
  /**
   * Check ids this check depends on. Default: every earlier check of the same or a lower layer (transport < admission < host < delivery). A check whose dependency failed or was untested is untested (blocked-by:<layer of the first such dependency>) and never evaluated as a pass.
   */
  dependsOn?: string[];
  /**
   * Why this check exists, for people reading a failure.
   */
  note?: string;
  /**
   * exact (the default): the check holds against the doubles only — it may assert the host double's scripted text, recorded provider calls, acknowledgements or control projections. structural: it must also hold live, against a real Lark tenant and a real agent host (`larkspur qualify`), so it may only assert what a user of the chat sees whatever the model answers: how many bot posts, in reply to which message, in which chat, that nothing more follows. Only provider.messages and a quiet check on provider APIs (no host method) can be structural. Live, an exact check is untested (live), never a pass; the mode changes nothing in a run against the doubles.
   */
  mode?: 'exact' | 'structural';
}
/**
 * Reads the JSON lines of type larkspur.timing the implementation printed on stdout (LARKSPUR_EVENT_TIMING=1, capability event-timing): each must match spec/schemas/launch/timing-line.schema.json, none may contain the text, message id, chat id or user ids of a message of the scenario, nor app credentials, and there must be a receive line for at least as many distinct correlations as `messages` names (OB-001).
 */
export interface TimingLinesStep {
  expect: 'timing.lines';
  /**
   * Stable check id, unique in the scenario; expectations and dependsOn refer to it. Default: step-<n>, n the 1-based step index.
   */
  id?: string;
  layer: Layer;
  /**
   * The requirements this check measures; default: the scenario's requirements of the check's layer.
   *
   * Items: A stable requirement id from spec/requirements.json.
   */
  requirements?: string[];
  /**
   * Check ids this check depends on. Default: every earlier check of the same or a lower layer (transport < admission < host < delivery). A check whose dependency failed or was untested is untested (blocked-by:<layer of the first such dependency>) and never evaluated as a pass.
   */
  dependsOn?: string[];
  /**
   * Why this check exists, for people reading a failure.
   */
  note?: string;
  /**
   * exact (the default): the check holds against the doubles only — it may assert the host double's scripted text, recorded provider calls, acknowledgements or control projections. structural: it must also hold live, against a real Lark tenant and a real agent host (`larkspur qualify`), so it may only assert what a user of the chat sees whatever the model answers: how many bot posts, in reply to which message, in which chat, that nothing more follows. Only provider.messages and a quiet check on provider APIs (no host method) can be structural. Live, an exact check is untested (live), never a pass; the mode changes nothing in a run against the doubles.
   */
  mode?: 'exact' | 'structural';
  /**
   * provider.send steps whose receipt must be timed.
   *
   * @minItems 1
   */
  messages: [string, ...string[]];
  /**
   * How long to wait for the lines. Default 3000.
   */
  within?: number;
}
/**
 * The implementation acknowledged a delivery of the named event on the long connection (or answered the webhook push with 200) with the expected code, no later than withinMs after that delivery. With refused, the implementation answered that delivery with any code but 200: it turned the push away.
 */
export interface ProviderAckStep {
  expect: 'provider.ack';
  /**
   * Stable check id, unique in the scenario; expectations and dependsOn refer to it. Default: step-<n>, n the 1-based step index.
   */
  id?: string;
  layer: Layer;
  /**
   * The requirements this check measures; default: the scenario's requirements of the check's layer.
   *
   * Items: A stable requirement id from spec/requirements.json.
   */
  requirements?: string[];
  /**
   * Check ids this check depends on. Default: every earlier check of the same or a lower layer (transport < admission < host < delivery). A check whose dependency failed or was untested is untested (blocked-by:<layer of the first such dependency>) and never evaluated as a pass.
   */
  dependsOn?: string[];
  /**
   * Why this check exists, for people reading a failure.
   */
  note?: string;
  /**
   * exact (the default): the check holds against the doubles only — it may assert the host double's scripted text, recorded provider calls, acknowledgements or control projections. structural: it must also hold live, against a real Lark tenant and a real agent host (`larkspur qualify`), so it may only assert what a user of the chat sees whatever the model answers: how many bot posts, in reply to which message, in which chat, that nothing more follows. Only provider.messages and a quiet check on provider APIs (no host method) can be structural. Live, an exact check is untested (live), never a pass; the mode changes nothing in a run against the doubles.
   */
  mode?: 'exact' | 'structural';
  of: string;
  /**
   * Which delivery of the event (1 = first). Default 1.
   */
  nth?: number;
  /**
   * Expected ACK code. Default 200.
   */
  code?: number;
  /**
   * Expect any code but 200 (a webhook push turned away). Excludes code.
   */
  refused?: boolean;
  /**
   * Latest acceptable ACK latency after that delivery. Default 3000 (the Lark deadline).
   */
  withinMs?: number;
  /**
   * How long the check may wait for the ACK. Default withinMs + 1000.
   */
  within?: number;
}
/**
 * The provider double sends url_verification to the webhook (encrypted and signed like every push, with the app's verification token) and passes when the same challenge comes back with HTTP 200 within withinMs. Needs capability webhook.
 */
export interface ProviderChallengeStep {
  expect: 'provider.challenge';
  /**
   * Stable check id, unique in the scenario; expectations and dependsOn refer to it. Default: step-<n>, n the 1-based step index.
   */
  id?: string;
  layer: Layer;
  /**
   * The requirements this check measures; default: the scenario's requirements of the check's layer.
   *
   * Items: A stable requirement id from spec/requirements.json.
   */
  requirements?: string[];
  /**
   * Check ids this check depends on. Default: every earlier check of the same or a lower layer (transport < admission < host < delivery). A check whose dependency failed or was untested is untested (blocked-by:<layer of the first such dependency>) and never evaluated as a pass.
   */
  dependsOn?: string[];
  /**
   * Why this check exists, for people reading a failure.
   */
  note?: string;
  /**
   * exact (the default): the check holds against the doubles only — it may assert the host double's scripted text, recorded provider calls, acknowledgements or control projections. structural: it must also hold live, against a real Lark tenant and a real agent host (`larkspur qualify`), so it may only assert what a user of the chat sees whatever the model answers: how many bot posts, in reply to which message, in which chat, that nothing more follows. Only provider.messages and a quiet check on provider APIs (no host method) can be structural. Live, an exact check is untested (live), never a pass; the mode changes nothing in a run against the doubles.
   */
  mode?: 'exact' | 'structural';
  /**
   * Latest acceptable answer, at most the Lark limit of 1000 (the double waits no longer). Default 1000.
   */
  withinMs?: number;
}
/**
 * Counts HTTP calls of the implementation to the provider double that match. The record is {api, method, path, params (path parameters), query, body (parsed JSON), response: {status, body}, fault?, answerTo?}. Exactly one of count / atLeast / atMost sets the rule (default atLeast 1). The visible text a call sends or reads is matched with $text (scenario/match).
 *
 * A call record has `answerTo` too: the source its posted message answers (create, reply), or, for a
 * call on a message (update, patch, get, a reaction, a reply whose posted message is unknown), that
 * message when it is a source, else the source that message answers. A call that posts or acts on a
 * status message has `statusOf` instead, and `about`.
 */
export interface ProviderCallStep {
  expect: 'provider.call';
  /**
   * Stable check id, unique in the scenario; expectations and dependsOn refer to it. Default: step-<n>, n the 1-based step index.
   */
  id?: string;
  layer: Layer;
  /**
   * The requirements this check measures; default: the scenario's requirements of the check's layer.
   *
   * Items: A stable requirement id from spec/requirements.json.
   */
  requirements?: string[];
  /**
   * Check ids this check depends on. Default: every earlier check of the same or a lower layer (transport < admission < host < delivery). A check whose dependency failed or was untested is untested (blocked-by:<layer of the first such dependency>) and never evaluated as a pass.
   */
  dependsOn?: string[];
  /**
   * Why this check exists, for people reading a failure.
   */
  note?: string;
  /**
   * exact (the default): the check holds against the doubles only — it may assert the host double's scripted text, recorded provider calls, acknowledgements or control projections. structural: it must also hold live, against a real Lark tenant and a real agent host (`larkspur qualify`), so it may only assert what a user of the chat sees whatever the model answers: how many bot posts, in reply to which message, in which chat, that nothing more follows. Only provider.messages and a quiet check on provider APIs (no host method) can be structural. Live, an exact check is untested (live), never a pass; the mode changes nothing in a run against the doubles.
   */
  mode?: 'exact' | 'structural';
  /**
   * Provider API name(s), as the SDK names them: im.message.create, im.message.reply, im.message.update, im.message.patch, im.message.get, im.messageReaction.create, im.messageResource.get, bot.info, auth.tenantAccessToken.internal, callback.wsEndpoint.
   */
  api: string | [string, ...string[]];
  /**
   * Exactly this many matching records. Decided when the count reaches it (then settleMs more are watched; any further match fails) or at the end of `within` (fewer fails). Zero is a `quiet` check.
   */
  count?: number;
  /**
   * At least this many by the end of `within`; passes as soon as reached.
   */
  atLeast?: number;
  /**
   * Fails as soon as the count exceeds it; otherwise passes at the end of `within` if at least one (or atLeast) matching record was seen. A check never passes on nothing: for none, use `quiet`.
   */
  atMost?: number;
  /**
   * With count: how long to keep watching for an excess match after the count was reached. Default 0.
   */
  settleMs?: number;
  /**
   * How long the check may wait, from the moment the step is reached. Default 5000.
   */
  within?: number;
  /**
   * Count only records at or after the named action (its `as`), or after this check starts ("check"). Default: all records of the scenario.
   */
  since?: string | 'check';
  match?: Match;
  /**
   * Count distinct values at this dot path among the matching records instead of the records: with count 300 and distinct params.message_id, 300 different messages were answered.
   */
  distinct?: string;
  /**
   * name → dot path into the first matching record; later steps use {{name}}. A capture that finds nothing fails the check.
   */
  capture?: {
    [k: string]: string | undefined;
  };
}
/**
 * Counts requests of the implementation to the host double that match. The record is {method, params, result?, error?, instance?} — instance, with the adapter's instances, the number of the instance whose host made the call. Exactly one of count / atLeast / atMost sets the rule (default atLeast 1). A call of the Codex app-server protocol: in the host modes claude-code and model-api it is untested (host-mode); what is mode-neutral — a turn started, with its input — is host.turn.
 */
export interface HostCallStep {
  expect: 'host.call';
  /**
   * Stable check id, unique in the scenario; expectations and dependsOn refer to it. Default: step-<n>, n the 1-based step index.
   */
  id?: string;
  layer: Layer;
  /**
   * The requirements this check measures; default: the scenario's requirements of the check's layer.
   *
   * Items: A stable requirement id from spec/requirements.json.
   */
  requirements?: string[];
  /**
   * Check ids this check depends on. Default: every earlier check of the same or a lower layer (transport < admission < host < delivery). A check whose dependency failed or was untested is untested (blocked-by:<layer of the first such dependency>) and never evaluated as a pass.
   */
  dependsOn?: string[];
  /**
   * Why this check exists, for people reading a failure.
   */
  note?: string;
  /**
   * exact (the default): the check holds against the doubles only — it may assert the host double's scripted text, recorded provider calls, acknowledgements or control projections. structural: it must also hold live, against a real Lark tenant and a real agent host (`larkspur qualify`), so it may only assert what a user of the chat sees whatever the model answers: how many bot posts, in reply to which message, in which chat, that nothing more follows. Only provider.messages and a quiet check on provider APIs (no host method) can be structural. Live, an exact check is untested (live), never a pass; the mode changes nothing in a run against the doubles.
   */
  mode?: 'exact' | 'structural';
  /**
   * Host protocol method(s), e.g. turn/start, thread/read, turn/interrupt: calls of the Codex app-server protocol, seen in the host modes double and codex only — elsewhere the check is untested (host-mode).
   */
  method: string | [string, ...string[]];
  /**
   * Exactly this many matching records. Decided when the count reaches it (then settleMs more are watched; any further match fails) or at the end of `within` (fewer fails). Zero is a `quiet` check.
   */
  count?: number;
  /**
   * At least this many by the end of `within`; passes as soon as reached.
   */
  atLeast?: number;
  /**
   * Fails as soon as the count exceeds it; otherwise passes at the end of `within` if at least one (or atLeast) matching record was seen. A check never passes on nothing: for none, use `quiet`.
   */
  atMost?: number;
  /**
   * With count: how long to keep watching for an excess match after the count was reached. Default 0.
   */
  settleMs?: number;
  /**
   * How long the check may wait, from the moment the step is reached. Default 5000.
   */
  within?: number;
  /**
   * Count only records at or after the named action (its `as`), or after this check starts ("check"). Default: all records of the scenario.
   */
  since?: string | 'check';
  match?: Match;
  /**
   * Count distinct values at this dot path among the matching records instead of the records: with count 300 and distinct params.message_id, 300 different messages were answered.
   */
  distinct?: string;
  /**
   * name → dot path into the first matching record; later steps use {{name}}. A capture that finds nothing fails the check.
   */
  capture?: {
    [k: string]: string | undefined;
  };
  /**
   * With the adapter's instances: the rule holds for each instance's calls on its own — a bound every process keeps for itself (its host connection, its handlers), where N instances correctly make N times the calls. An instance with no matching call is not counted; nothing matching at all is counted as one empty group. Without instances, the same as leaving it out.
   */
  perInstance?: boolean;
}
/**
 * Counts the answers the implementation gave to requests of the host double (approvals: item/commandExecution/requestApproval, item/fileChange/requestApproval), each recorded when it arrives. The record is {method, params (the host's request), result?, error?, afterMs (from the request to the answer)}. A request never answered leaves no record; that no answer came is a quiet check on the method. Exactly one of count / atLeast / atMost sets the rule (default atLeast 1).
 */
export interface HostAnswerStep {
  expect: 'host.answer';
  /**
   * Stable check id, unique in the scenario; expectations and dependsOn refer to it. Default: step-<n>, n the 1-based step index.
   */
  id?: string;
  layer: Layer;
  /**
   * The requirements this check measures; default: the scenario's requirements of the check's layer.
   *
   * Items: A stable requirement id from spec/requirements.json.
   */
  requirements?: string[];
  /**
   * Check ids this check depends on. Default: every earlier check of the same or a lower layer (transport < admission < host < delivery). A check whose dependency failed or was untested is untested (blocked-by:<layer of the first such dependency>) and never evaluated as a pass.
   */
  dependsOn?: string[];
  /**
   * Why this check exists, for people reading a failure.
   */
  note?: string;
  /**
   * exact (the default): the check holds against the doubles only — it may assert the host double's scripted text, recorded provider calls, acknowledgements or control projections. structural: it must also hold live, against a real Lark tenant and a real agent host (`larkspur qualify`), so it may only assert what a user of the chat sees whatever the model answers: how many bot posts, in reply to which message, in which chat, that nothing more follows. Only provider.messages and a quiet check on provider APIs (no host method) can be structural. Live, an exact check is untested (live), never a pass; the mode changes nothing in a run against the doubles.
   */
  mode?: 'exact' | 'structural';
  /**
   * Host protocol method(s), e.g. turn/start, thread/read, turn/interrupt: calls of the Codex app-server protocol, seen in the host modes double and codex only — elsewhere the check is untested (host-mode).
   */
  method: string | [string, ...string[]];
  /**
   * Exactly this many matching records. Decided when the count reaches it (then settleMs more are watched; any further match fails) or at the end of `within` (fewer fails). Zero is a `quiet` check.
   */
  count?: number;
  /**
   * At least this many by the end of `within`; passes as soon as reached.
   */
  atLeast?: number;
  /**
   * Fails as soon as the count exceeds it; otherwise passes at the end of `within` if at least one (or atLeast) matching record was seen. A check never passes on nothing: for none, use `quiet`.
   */
  atMost?: number;
  /**
   * With count: how long to keep watching for an excess match after the count was reached. Default 0.
   */
  settleMs?: number;
  /**
   * How long the check may wait, from the moment the step is reached. Default 5000.
   */
  within?: number;
  /**
   * Count only records at or after the named action (its `as`), or after this check starts ("check"). Default: all records of the scenario.
   */
  since?: string | 'check';
  match?: Match;
  /**
   * Count distinct values at this dot path among the matching records instead of the records: with count 300 and distinct params.message_id, 300 different messages were answered.
   */
  distinct?: string;
  /**
   * name → dot path into the first matching record; later steps use {{name}}. A capture that finds nothing fails the check.
   */
  capture?: {
    [k: string]: string | undefined;
  };
}
/**
 * Counts the file records of the host double: with the host script's inspectFiles, the double looks at every file a turn is given — each localImage path, and each absolute path in a text input that names an existing file — when the turn starts (phase turn-start), and again inspectFiles.afterTurnMs after the turn ended (phase after-turn). The record is {phase, path, input: localImage | text, exists, and when it exists: mode and dirMode (permission bits as 4 octal digits, "0600"), size (bytes), sha256 (hex)}. The double runs on the machine of the implementation. Exactly one of count / atLeast / atMost sets the rule (default atLeast 1).
 */
export interface HostFileStep {
  expect: 'host.file';
  /**
   * Stable check id, unique in the scenario; expectations and dependsOn refer to it. Default: step-<n>, n the 1-based step index.
   */
  id?: string;
  layer: Layer;
  /**
   * The requirements this check measures; default: the scenario's requirements of the check's layer.
   *
   * Items: A stable requirement id from spec/requirements.json.
   */
  requirements?: string[];
  /**
   * Check ids this check depends on. Default: every earlier check of the same or a lower layer (transport < admission < host < delivery). A check whose dependency failed or was untested is untested (blocked-by:<layer of the first such dependency>) and never evaluated as a pass.
   */
  dependsOn?: string[];
  /**
   * Why this check exists, for people reading a failure.
   */
  note?: string;
  /**
   * exact (the default): the check holds against the doubles only — it may assert the host double's scripted text, recorded provider calls, acknowledgements or control projections. structural: it must also hold live, against a real Lark tenant and a real agent host (`larkspur qualify`), so it may only assert what a user of the chat sees whatever the model answers: how many bot posts, in reply to which message, in which chat, that nothing more follows. Only provider.messages and a quiet check on provider APIs (no host method) can be structural. Live, an exact check is untested (live), never a pass; the mode changes nothing in a run against the doubles.
   */
  mode?: 'exact' | 'structural';
  /**
   * Exactly this many matching records. Decided when the count reaches it (then settleMs more are watched; any further match fails) or at the end of `within` (fewer fails). Zero is a `quiet` check.
   */
  count?: number;
  /**
   * At least this many by the end of `within`; passes as soon as reached.
   */
  atLeast?: number;
  /**
   * Fails as soon as the count exceeds it; otherwise passes at the end of `within` if at least one (or atLeast) matching record was seen. A check never passes on nothing: for none, use `quiet`.
   */
  atMost?: number;
  /**
   * With count: how long to keep watching for an excess match after the count was reached. Default 0.
   */
  settleMs?: number;
  /**
   * How long the check may wait, from the moment the step is reached. Default 5000.
   */
  within?: number;
  /**
   * Count only records at or after the named action (its `as`), or after this check starts ("check"). Default: all records of the scenario.
   */
  since?: string | 'check';
  match?: Match;
  /**
   * Count distinct values at this dot path among the matching records instead of the records: with count 300 and distinct params.message_id, 300 different messages were answered.
   */
  distinct?: string;
  /**
   * name → dot path into the first matching record; later steps use {{name}}. A capture that finds nothing fails the check.
   */
  capture?: {
    [k: string]: string | undefined;
  };
}
/**
 * Polls GET /v1/sources/{messageId of `of`} until the body matches, or fails at the end of `within` with the last body. Needs capability control.
 */
export interface ControlSourceStep {
  expect: 'control.source';
  /**
   * Stable check id, unique in the scenario; expectations and dependsOn refer to it. Default: step-<n>, n the 1-based step index.
   */
  id?: string;
  layer: Layer;
  /**
   * The requirements this check measures; default: the scenario's requirements of the check's layer.
   *
   * Items: A stable requirement id from spec/requirements.json.
   */
  requirements?: string[];
  /**
   * Check ids this check depends on. Default: every earlier check of the same or a lower layer (transport < admission < host < delivery). A check whose dependency failed or was untested is untested (blocked-by:<layer of the first such dependency>) and never evaluated as a pass.
   */
  dependsOn?: string[];
  /**
   * Why this check exists, for people reading a failure.
   */
  note?: string;
  /**
   * exact (the default): the check holds against the doubles only — it may assert the host double's scripted text, recorded provider calls, acknowledgements or control projections. structural: it must also hold live, against a real Lark tenant and a real agent host (`larkspur qualify`), so it may only assert what a user of the chat sees whatever the model answers: how many bot posts, in reply to which message, in which chat, that nothing more follows. Only provider.messages and a quiet check on provider APIs (no host method) can be structural. Live, an exact check is untested (live), never a pass; the mode changes nothing in a run against the doubles.
   */
  mode?: 'exact' | 'structural';
  of: string;
  match: Match;
  /**
   * Default 5000.
   */
  within?: number;
  /**
   * name → dot path into the first matching record; later steps use {{name}}. A capture that finds nothing fails the check.
   */
  capture?: {
    [k: string]: string | undefined;
  };
}
/**
 * Polls a GET route of the control API until status and body match. Needs capability control.
 */
export interface ControlGetStep {
  expect: 'control.get';
  /**
   * Stable check id, unique in the scenario; expectations and dependsOn refer to it. Default: step-<n>, n the 1-based step index.
   */
  id?: string;
  layer: Layer;
  /**
   * The requirements this check measures; default: the scenario's requirements of the check's layer.
   *
   * Items: A stable requirement id from spec/requirements.json.
   */
  requirements?: string[];
  /**
   * Check ids this check depends on. Default: every earlier check of the same or a lower layer (transport < admission < host < delivery). A check whose dependency failed or was untested is untested (blocked-by:<layer of the first such dependency>) and never evaluated as a pass.
   */
  dependsOn?: string[];
  /**
   * Why this check exists, for people reading a failure.
   */
  note?: string;
  /**
   * exact (the default): the check holds against the doubles only — it may assert the host double's scripted text, recorded provider calls, acknowledgements or control projections. structural: it must also hold live, against a real Lark tenant and a real agent host (`larkspur qualify`), so it may only assert what a user of the chat sees whatever the model answers: how many bot posts, in reply to which message, in which chat, that nothing more follows. Only provider.messages and a quiet check on provider APIs (no host method) can be structural. Live, an exact check is untested (live), never a pass; the mode changes nothing in a run against the doubles.
   */
  mode?: 'exact' | 'structural';
  /**
   * The route, captures allowed: /v1/sessions/{{s1}}/turns
   */
  path: string;
  /**
   * Expected HTTP status. Default 200.
   */
  status?: number;
  match?: Match;
  /**
   * Default 5000.
   */
  within?: number;
  /**
   * name → dot path into the first matching record; later steps use {{name}}. A capture that finds nothing fails the check.
   */
  capture?: {
    [k: string]: string | undefined;
  };
}
/**
 * Fails if a record matching any of the listed provider APIs or host methods (and `match`, if given) — for the method of a request of the host (an approval), the implementation's answer to it, with `withdrawn: true` when the host had given the request up (serverRequest/resolved, the turn ended first) — appears during `for` ms from the moment the step is reached (or, with `since`, from that action on). A quiet check never passes on nothing: it is untested unless an earlier check of the scenario passed. Provider call records are those of provider.call, with `answerTo`: "nothing more for m1" is `"match": {"answerTo": "{{m1.messageId}}"}` on im.message.reply and im.message.create.
 *
 * A call record has `answerTo` too: the source its posted message answers (create, reply), or, for a
 * call on a message (update, patch, get, a reaction, a reply whose posted message is unknown), that
 * message when it is a source, else the source that message answers. A call that posts or acts on a
 * status message has `statusOf` instead, and `about`.
 */
export interface QuietStep {
  expect: 'quiet';
  /**
   * Stable check id, unique in the scenario; expectations and dependsOn refer to it. Default: step-<n>, n the 1-based step index.
   */
  id?: string;
  layer: Layer;
  /**
   * The requirements this check measures; default: the scenario's requirements of the check's layer.
   *
   * Items: A stable requirement id from spec/requirements.json.
   */
  requirements?: string[];
  /**
   * Check ids this check depends on. Default: every earlier check of the same or a lower layer (transport < admission < host < delivery). A check whose dependency failed or was untested is untested (blocked-by:<layer of the first such dependency>) and never evaluated as a pass.
   */
  dependsOn?: string[];
  /**
   * Why this check exists, for people reading a failure.
   */
  note?: string;
  /**
   * exact (the default): the check holds against the doubles only — it may assert the host double's scripted text, recorded provider calls, acknowledgements or control projections. structural: it must also hold live, against a real Lark tenant and a real agent host (`larkspur qualify`), so it may only assert what a user of the chat sees whatever the model answers: how many bot posts, in reply to which message, in which chat, that nothing more follows. Only provider.messages and a quiet check on provider APIs (no host method) can be structural. Live, an exact check is untested (live), never a pass; the mode changes nothing in a run against the doubles.
   */
  mode?: 'exact' | 'structural';
  /**
   * Provider API name(s), as the SDK names them: im.message.create, im.message.reply, im.message.update, im.message.patch, im.message.get, im.messageReaction.create, im.messageResource.get, bot.info, auth.tenantAccessToken.internal, callback.wsEndpoint.
   */
  api?: string | [string, ...string[]];
  /**
   * Host protocol method(s), e.g. turn/start, thread/read, turn/interrupt: calls of the Codex app-server protocol, seen in the host modes double and codex only — elsewhere the check is untested (host-mode).
   */
  method?: string | [string, ...string[]];
  /**
   * Also fails on a turn that starts (the records of host.turn with event started): "no model run", in every host mode.
   */
  turn?: 'started';
  match?: Match;
  /**
   * The window.
   */
  for: number;
  /**
   * Also count records since the named action, not only those during the window: "never, from then until the window ends".
   */
  since?: string;
}
/**
 * Order is checked only inside such a group. Each member is a provider.call, host.call or host.turn check without layer, id or dependsOn (those are the group’s), evaluated on its own counting rules; the group passes when every member passes and the first matching record of each member comes after that of the member before it — or, failing that, when within the group’s `within` each member has a matching record after the one found for the member before it (a readback of a draft that already shows the whole answer does not hide the readback of the answer after the edit). Members are evaluated one after another, each with the time left of the group’s `within`.
 */
export interface InOrderStep {
  expect: 'inOrder';
  /**
   * Stable check id, unique in the scenario; expectations and dependsOn refer to it. Default: step-<n>, n the 1-based step index.
   */
  id?: string;
  layer: Layer;
  /**
   * The requirements this check measures; default: the scenario's requirements of the check's layer.
   *
   * Items: A stable requirement id from spec/requirements.json.
   */
  requirements?: string[];
  /**
   * Check ids this check depends on. Default: every earlier check of the same or a lower layer (transport < admission < host < delivery). A check whose dependency failed or was untested is untested (blocked-by:<layer of the first such dependency>) and never evaluated as a pass.
   */
  dependsOn?: string[];
  /**
   * Why this check exists, for people reading a failure.
   */
  note?: string;
  /**
   * exact (the default): the check holds against the doubles only — it may assert the host double's scripted text, recorded provider calls, acknowledgements or control projections. structural: it must also hold live, against a real Lark tenant and a real agent host (`larkspur qualify`), so it may only assert what a user of the chat sees whatever the model answers: how many bot posts, in reply to which message, in which chat, that nothing more follows. Only provider.messages and a quiet check on provider APIs (no host method) can be structural. Live, an exact check is untested (live), never a pass; the mode changes nothing in a run against the doubles.
   */
  mode?: 'exact' | 'structural';
  /**
   * @minItems 2
   */
  checks: [
    (
      | {
          expect: 'provider.call';
          /**
           * Provider API name(s), as the SDK names them: im.message.create, im.message.reply, im.message.update, im.message.patch, im.message.get, im.messageReaction.create, im.messageResource.get, bot.info, auth.tenantAccessToken.internal, callback.wsEndpoint.
           */
          api: string | [string, ...string[]];
          /**
           * Exactly this many matching records. Decided when the count reaches it (then settleMs more are watched; any further match fails) or at the end of `within` (fewer fails). Zero is a `quiet` check.
           */
          count?: number;
          /**
           * At least this many by the end of `within`; passes as soon as reached.
           */
          atLeast?: number;
          /**
           * Fails as soon as the count exceeds it; otherwise passes at the end of `within` if at least one (or atLeast) matching record was seen. A check never passes on nothing: for none, use `quiet`.
           */
          atMost?: number;
          /**
           * With count: how long to keep watching for an excess match after the count was reached. Default 0.
           */
          settleMs?: number;
          /**
           * How long the check may wait, from the moment the step is reached. Default 5000.
           */
          within?: number;
          /**
           * Count only records at or after the named action (its `as`), or after this check starts ("check"). Default: all records of the scenario.
           */
          since?: string | 'check';
          match?: Match;
          /**
           * Count distinct values at this dot path among the matching records instead of the records: with count 300 and distinct params.message_id, 300 different messages were answered.
           */
          distinct?: string;
          /**
           * name → dot path into the first matching record; later steps use {{name}}. A capture that finds nothing fails the check.
           */
          capture?: {
            [k: string]: string | undefined;
          };
        }
      | {
          expect: 'host.call';
          /**
           * Host protocol method(s), e.g. turn/start, thread/read, turn/interrupt: calls of the Codex app-server protocol, seen in the host modes double and codex only — elsewhere the check is untested (host-mode).
           */
          method: string | [string, ...string[]];
          /**
           * Exactly this many matching records. Decided when the count reaches it (then settleMs more are watched; any further match fails) or at the end of `within` (fewer fails). Zero is a `quiet` check.
           */
          count?: number;
          /**
           * At least this many by the end of `within`; passes as soon as reached.
           */
          atLeast?: number;
          /**
           * Fails as soon as the count exceeds it; otherwise passes at the end of `within` if at least one (or atLeast) matching record was seen. A check never passes on nothing: for none, use `quiet`.
           */
          atMost?: number;
          /**
           * With count: how long to keep watching for an excess match after the count was reached. Default 0.
           */
          settleMs?: number;
          /**
           * How long the check may wait, from the moment the step is reached. Default 5000.
           */
          within?: number;
          /**
           * Count only records at or after the named action (its `as`), or after this check starts ("check"). Default: all records of the scenario.
           */
          since?: string | 'check';
          match?: Match;
          /**
           * Count distinct values at this dot path among the matching records instead of the records: with count 300 and distinct params.message_id, 300 different messages were answered.
           */
          distinct?: string;
          /**
           * name → dot path into the first matching record; later steps use {{name}}. A capture that finds nothing fails the check.
           */
          capture?: {
            [k: string]: string | undefined;
          };
        }
      | {
          expect: 'host.turn';
          /**
           * started: a turn began — its input, and the session (threadId) it continues. ended (default): a turn ended.
           */
          event?: 'started' | 'ended';
          /**
           * Exactly this many matching records. Decided when the count reaches it (then settleMs more are watched; any further match fails) or at the end of `within` (fewer fails). Zero is a `quiet` check.
           */
          count?: number;
          /**
           * At least this many by the end of `within`; passes as soon as reached.
           */
          atLeast?: number;
          /**
           * Fails as soon as the count exceeds it; otherwise passes at the end of `within` if at least one (or atLeast) matching record was seen. A check never passes on nothing: for none, use `quiet`.
           */
          atMost?: number;
          /**
           * With count: how long to keep watching for an excess match after the count was reached. Default 0.
           */
          settleMs?: number;
          /**
           * How long the check may wait, from the moment the step is reached. Default 5000.
           */
          within?: number;
          /**
           * Count only records at or after the named action (its `as`), or after this check starts ("check"). Default: all records of the scenario.
           */
          since?: string | 'check';
          match?: Match;
          /**
           * Count distinct values at this dot path among the matching records instead of the records: with count 300 and distinct params.message_id, 300 different messages were answered.
           */
          distinct?: string;
          /**
           * name → dot path into the first matching record; later steps use {{name}}. A capture that finds nothing fails the check.
           */
          capture?: {
            [k: string]: string | undefined;
          };
        }
    ),
    (
      | {
          expect: 'provider.call';
          /**
           * Provider API name(s), as the SDK names them: im.message.create, im.message.reply, im.message.update, im.message.patch, im.message.get, im.messageReaction.create, im.messageResource.get, bot.info, auth.tenantAccessToken.internal, callback.wsEndpoint.
           */
          api: string | [string, ...string[]];
          /**
           * Exactly this many matching records. Decided when the count reaches it (then settleMs more are watched; any further match fails) or at the end of `within` (fewer fails). Zero is a `quiet` check.
           */
          count?: number;
          /**
           * At least this many by the end of `within`; passes as soon as reached.
           */
          atLeast?: number;
          /**
           * Fails as soon as the count exceeds it; otherwise passes at the end of `within` if at least one (or atLeast) matching record was seen. A check never passes on nothing: for none, use `quiet`.
           */
          atMost?: number;
          /**
           * With count: how long to keep watching for an excess match after the count was reached. Default 0.
           */
          settleMs?: number;
          /**
           * How long the check may wait, from the moment the step is reached. Default 5000.
           */
          within?: number;
          /**
           * Count only records at or after the named action (its `as`), or after this check starts ("check"). Default: all records of the scenario.
           */
          since?: string | 'check';
          match?: Match;
          /**
           * Count distinct values at this dot path among the matching records instead of the records: with count 300 and distinct params.message_id, 300 different messages were answered.
           */
          distinct?: string;
          /**
           * name → dot path into the first matching record; later steps use {{name}}. A capture that finds nothing fails the check.
           */
          capture?: {
            [k: string]: string | undefined;
          };
        }
      | {
          expect: 'host.call';
          /**
           * Host protocol method(s), e.g. turn/start, thread/read, turn/interrupt: calls of the Codex app-server protocol, seen in the host modes double and codex only — elsewhere the check is untested (host-mode).
           */
          method: string | [string, ...string[]];
          /**
           * Exactly this many matching records. Decided when the count reaches it (then settleMs more are watched; any further match fails) or at the end of `within` (fewer fails). Zero is a `quiet` check.
           */
          count?: number;
          /**
           * At least this many by the end of `within`; passes as soon as reached.
           */
          atLeast?: number;
          /**
           * Fails as soon as the count exceeds it; otherwise passes at the end of `within` if at least one (or atLeast) matching record was seen. A check never passes on nothing: for none, use `quiet`.
           */
          atMost?: number;
          /**
           * With count: how long to keep watching for an excess match after the count was reached. Default 0.
           */
          settleMs?: number;
          /**
           * How long the check may wait, from the moment the step is reached. Default 5000.
           */
          within?: number;
          /**
           * Count only records at or after the named action (its `as`), or after this check starts ("check"). Default: all records of the scenario.
           */
          since?: string | 'check';
          match?: Match;
          /**
           * Count distinct values at this dot path among the matching records instead of the records: with count 300 and distinct params.message_id, 300 different messages were answered.
           */
          distinct?: string;
          /**
           * name → dot path into the first matching record; later steps use {{name}}. A capture that finds nothing fails the check.
           */
          capture?: {
            [k: string]: string | undefined;
          };
        }
      | {
          expect: 'host.turn';
          /**
           * started: a turn began — its input, and the session (threadId) it continues. ended (default): a turn ended.
           */
          event?: 'started' | 'ended';
          /**
           * Exactly this many matching records. Decided when the count reaches it (then settleMs more are watched; any further match fails) or at the end of `within` (fewer fails). Zero is a `quiet` check.
           */
          count?: number;
          /**
           * At least this many by the end of `within`; passes as soon as reached.
           */
          atLeast?: number;
          /**
           * Fails as soon as the count exceeds it; otherwise passes at the end of `within` if at least one (or atLeast) matching record was seen. A check never passes on nothing: for none, use `quiet`.
           */
          atMost?: number;
          /**
           * With count: how long to keep watching for an excess match after the count was reached. Default 0.
           */
          settleMs?: number;
          /**
           * How long the check may wait, from the moment the step is reached. Default 5000.
           */
          within?: number;
          /**
           * Count only records at or after the named action (its `as`), or after this check starts ("check"). Default: all records of the scenario.
           */
          since?: string | 'check';
          match?: Match;
          /**
           * Count distinct values at this dot path among the matching records instead of the records: with count 300 and distinct params.message_id, 300 different messages were answered.
           */
          distinct?: string;
          /**
           * name → dot path into the first matching record; later steps use {{name}}. A capture that finds nothing fails the check.
           */
          capture?: {
            [k: string]: string | undefined;
          };
        }
    ),
    ...(
      | {
          expect: 'provider.call';
          /**
           * Provider API name(s), as the SDK names them: im.message.create, im.message.reply, im.message.update, im.message.patch, im.message.get, im.messageReaction.create, im.messageResource.get, bot.info, auth.tenantAccessToken.internal, callback.wsEndpoint.
           */
          api: string | [string, ...string[]];
          /**
           * Exactly this many matching records. Decided when the count reaches it (then settleMs more are watched; any further match fails) or at the end of `within` (fewer fails). Zero is a `quiet` check.
           */
          count?: number;
          /**
           * At least this many by the end of `within`; passes as soon as reached.
           */
          atLeast?: number;
          /**
           * Fails as soon as the count exceeds it; otherwise passes at the end of `within` if at least one (or atLeast) matching record was seen. A check never passes on nothing: for none, use `quiet`.
           */
          atMost?: number;
          /**
           * With count: how long to keep watching for an excess match after the count was reached. Default 0.
           */
          settleMs?: number;
          /**
           * How long the check may wait, from the moment the step is reached. Default 5000.
           */
          within?: number;
          /**
           * Count only records at or after the named action (its `as`), or after this check starts ("check"). Default: all records of the scenario.
           */
          since?: string | 'check';
          match?: Match;
          /**
           * Count distinct values at this dot path among the matching records instead of the records: with count 300 and distinct params.message_id, 300 different messages were answered.
           */
          distinct?: string;
          /**
           * name → dot path into the first matching record; later steps use {{name}}. A capture that finds nothing fails the check.
           */
          capture?: {
            [k: string]: string | undefined;
          };
        }
      | {
          expect: 'host.call';
          /**
           * Host protocol method(s), e.g. turn/start, thread/read, turn/interrupt: calls of the Codex app-server protocol, seen in the host modes double and codex only — elsewhere the check is untested (host-mode).
           */
          method: string | [string, ...string[]];
          /**
           * Exactly this many matching records. Decided when the count reaches it (then settleMs more are watched; any further match fails) or at the end of `within` (fewer fails). Zero is a `quiet` check.
           */
          count?: number;
          /**
           * At least this many by the end of `within`; passes as soon as reached.
           */
          atLeast?: number;
          /**
           * Fails as soon as the count exceeds it; otherwise passes at the end of `within` if at least one (or atLeast) matching record was seen. A check never passes on nothing: for none, use `quiet`.
           */
          atMost?: number;
          /**
           * With count: how long to keep watching for an excess match after the count was reached. Default 0.
           */
          settleMs?: number;
          /**
           * How long the check may wait, from the moment the step is reached. Default 5000.
           */
          within?: number;
          /**
           * Count only records at or after the named action (its `as`), or after this check starts ("check"). Default: all records of the scenario.
           */
          since?: string | 'check';
          match?: Match;
          /**
           * Count distinct values at this dot path among the matching records instead of the records: with count 300 and distinct params.message_id, 300 different messages were answered.
           */
          distinct?: string;
          /**
           * name → dot path into the first matching record; later steps use {{name}}. A capture that finds nothing fails the check.
           */
          capture?: {
            [k: string]: string | undefined;
          };
        }
      | {
          expect: 'host.turn';
          /**
           * started: a turn began — its input, and the session (threadId) it continues. ended (default): a turn ended.
           */
          event?: 'started' | 'ended';
          /**
           * Exactly this many matching records. Decided when the count reaches it (then settleMs more are watched; any further match fails) or at the end of `within` (fewer fails). Zero is a `quiet` check.
           */
          count?: number;
          /**
           * At least this many by the end of `within`; passes as soon as reached.
           */
          atLeast?: number;
          /**
           * Fails as soon as the count exceeds it; otherwise passes at the end of `within` if at least one (or atLeast) matching record was seen. A check never passes on nothing: for none, use `quiet`.
           */
          atMost?: number;
          /**
           * With count: how long to keep watching for an excess match after the count was reached. Default 0.
           */
          settleMs?: number;
          /**
           * How long the check may wait, from the moment the step is reached. Default 5000.
           */
          within?: number;
          /**
           * Count only records at or after the named action (its `as`), or after this check starts ("check"). Default: all records of the scenario.
           */
          since?: string | 'check';
          match?: Match;
          /**
           * Count distinct values at this dot path among the matching records instead of the records: with count 300 and distinct params.message_id, 300 different messages were answered.
           */
          distinct?: string;
          /**
           * name → dot path into the first matching record; later steps use {{name}}. A capture that finds nothing fails the check.
           */
          capture?: {
            [k: string]: string | undefined;
          };
        }
    )[]
  ];
  /**
   * How long the whole group may wait. Default 5000.
   */
  within?: number;
}
/**
 * Once settled: every push of every event (each delivery, redeliveries and duplicates included) was acknowledged with code 200 no later than withinMs after it went out, measured when the acknowledgement reached the double, so that a programmed delay or loss of the acknowledgement on its way does not count against the implementation. A push to a long connection that closed before its deadline (a kill, a closed socket) needs no acknowledgement. (TR-001) The sources are the provider.send steps with an `as`, from a user, addressed to the bot (a private chat, or a group message that mentions it). A request is a source whose text is not a command (/stop, /status). A bot message is attributed to a source when it replies to it. The answer of a request is the whole text the host streamed in a completed turn whose input carried the request's text; a draft is a bot message that shows a piece the host streamed for it but not the whole answer; a notice is any other bot message attributed to it, and it is an outcome (a refusal, a failure, a stop, a classified error) when it was last written after the request's last turn ended, or when no turn carried it.
 */
export interface InvariantAcksStep {
  expect: 'invariant.acks';
  /**
   * Stable check id, unique in the scenario; expectations and dependsOn refer to it. Default: step-<n>, n the 1-based step index.
   */
  id?: string;
  layer: Layer;
  /**
   * The requirements this check measures; default: the scenario's requirements of the check's layer.
   *
   * Items: A stable requirement id from spec/requirements.json.
   */
  requirements?: string[];
  /**
   * Check ids this check depends on. Default: every earlier check of the same or a lower layer (transport < admission < host < delivery). A check whose dependency failed or was untested is untested (blocked-by:<layer of the first such dependency>) and never evaluated as a pass.
   */
  dependsOn?: string[];
  /**
   * Why this check exists, for people reading a failure.
   */
  note?: string;
  /**
   * exact (the default): the check holds against the doubles only — it may assert the host double's scripted text, recorded provider calls, acknowledgements or control projections. structural: it must also hold live, against a real Lark tenant and a real agent host (`larkspur qualify`), so it may only assert what a user of the chat sees whatever the model answers: how many bot posts, in reply to which message, in which chat, that nothing more follows. Only provider.messages and a quiet check on provider APIs (no host method) can be structural. Live, an exact check is untested (live), never a pass; the mode changes nothing in a run against the doubles.
   */
  mode?: 'exact' | 'structural';
  /**
   * The most the check waits for the scenario to settle. Default 30000.
   */
  within?: number;
  /**
   * Settled: nothing on the provider wire or the host wire for this long, no host turn running and no event waiting for its redelivery. Judged then, or at the end of `within`. An implementation that retries later than this after a fault needs a longer quietMs. Default 3000.
   */
  quietMs?: number;
  /**
   * The deadline. Default 3000 (Lark).
   */
  withinMs?: number;
}
/**
 * Once settled: every request whose event was acknowledged at least once reached a host turn, or has an outcome notice (refused, or cancelled by a stop): none was dropped between the acknowledgement and its turn. (TR-003, AD-010) The sources are the provider.send steps with an `as`, from a user, addressed to the bot (a private chat, or a group message that mentions it). A request is a source whose text is not a command (/stop, /status). A bot message is attributed to a source when it replies to it. The answer of a request is the whole text the host streamed in a completed turn whose input carried the request's text; a draft is a bot message that shows a piece the host streamed for it but not the whole answer; a notice is any other bot message attributed to it, and it is an outcome (a refusal, a failure, a stop, a classified error) when it was last written after the request's last turn ended, or when no turn carried it.
 */
export interface InvariantAdmissionsStep {
  expect: 'invariant.admissions';
  /**
   * Stable check id, unique in the scenario; expectations and dependsOn refer to it. Default: step-<n>, n the 1-based step index.
   */
  id?: string;
  layer: Layer;
  /**
   * The requirements this check measures; default: the scenario's requirements of the check's layer.
   *
   * Items: A stable requirement id from spec/requirements.json.
   */
  requirements?: string[];
  /**
   * Check ids this check depends on. Default: every earlier check of the same or a lower layer (transport < admission < host < delivery). A check whose dependency failed or was untested is untested (blocked-by:<layer of the first such dependency>) and never evaluated as a pass.
   */
  dependsOn?: string[];
  /**
   * Why this check exists, for people reading a failure.
   */
  note?: string;
  /**
   * exact (the default): the check holds against the doubles only — it may assert the host double's scripted text, recorded provider calls, acknowledgements or control projections. structural: it must also hold live, against a real Lark tenant and a real agent host (`larkspur qualify`), so it may only assert what a user of the chat sees whatever the model answers: how many bot posts, in reply to which message, in which chat, that nothing more follows. Only provider.messages and a quiet check on provider APIs (no host method) can be structural. Live, an exact check is untested (live), never a pass; the mode changes nothing in a run against the doubles.
   */
  mode?: 'exact' | 'structural';
  /**
   * The most the check waits for the scenario to settle. Default 30000.
   */
  within?: number;
  /**
   * Settled: nothing on the provider wire or the host wire for this long, no host turn running and no event waiting for its redelivery. Judged then, or at the end of `within`. An implementation that retries later than this after a fault needs a longer quietMs. Default 3000.
   */
  quietMs?: number;
}
/**
 * Once settled: no request shows its answer in two bot messages (a duplicate answer); every request that reached a host turn shows its answer exactly once or an outcome notice (a failure the user sees), and is never left without either (a lost answer); every command has exactly one reply. (DE-006, DE-009, DE-003) The sources are the provider.send steps with an `as`, from a user, addressed to the bot (a private chat, or a group message that mentions it). A request is a source whose text is not a command (/stop, /status). A bot message is attributed to a source when it replies to it. The answer of a request is the whole text the host streamed in a completed turn whose input carried the request's text; a draft is a bot message that shows a piece the host streamed for it but not the whole answer; a notice is any other bot message attributed to it, and it is an outcome (a refusal, a failure, a stop, a classified error) when it was last written after the request's last turn ended, or when no turn carried it.
 */
export interface InvariantAnswersStep {
  expect: 'invariant.answers';
  /**
   * Stable check id, unique in the scenario; expectations and dependsOn refer to it. Default: step-<n>, n the 1-based step index.
   */
  id?: string;
  layer: Layer;
  /**
   * The requirements this check measures; default: the scenario's requirements of the check's layer.
   *
   * Items: A stable requirement id from spec/requirements.json.
   */
  requirements?: string[];
  /**
   * Check ids this check depends on. Default: every earlier check of the same or a lower layer (transport < admission < host < delivery). A check whose dependency failed or was untested is untested (blocked-by:<layer of the first such dependency>) and never evaluated as a pass.
   */
  dependsOn?: string[];
  /**
   * Why this check exists, for people reading a failure.
   */
  note?: string;
  /**
   * exact (the default): the check holds against the doubles only — it may assert the host double's scripted text, recorded provider calls, acknowledgements or control projections. structural: it must also hold live, against a real Lark tenant and a real agent host (`larkspur qualify`), so it may only assert what a user of the chat sees whatever the model answers: how many bot posts, in reply to which message, in which chat, that nothing more follows. Only provider.messages and a quiet check on provider APIs (no host method) can be structural. Live, an exact check is untested (live), never a pass; the mode changes nothing in a run against the doubles.
   */
  mode?: 'exact' | 'structural';
  /**
   * The most the check waits for the scenario to settle. Default 30000.
   */
  within?: number;
  /**
   * Settled: nothing on the provider wire or the host wire for this long, no host turn running and no event waiting for its redelivery. Judged then, or at the end of `within`. An implementation that retries later than this after a fault needs a longer quietMs. Default 3000.
   */
  quietMs?: number;
}
/**
 * Once settled: no bot message attributed to a request is a draft — it shows a piece of what the host streamed but not the whole answer. The answer, or the real outcome, replaced every draft. (DE-003, DE-009) The sources are the provider.send steps with an `as`, from a user, addressed to the bot (a private chat, or a group message that mentions it). A request is a source whose text is not a command (/stop, /status). A bot message is attributed to a source when it replies to it. The answer of a request is the whole text the host streamed in a completed turn whose input carried the request's text; a draft is a bot message that shows a piece the host streamed for it but not the whole answer; a notice is any other bot message attributed to it, and it is an outcome (a refusal, a failure, a stop, a classified error) when it was last written after the request's last turn ended, or when no turn carried it.
 */
export interface InvariantDraftsStep {
  expect: 'invariant.drafts';
  /**
   * Stable check id, unique in the scenario; expectations and dependsOn refer to it. Default: step-<n>, n the 1-based step index.
   */
  id?: string;
  layer: Layer;
  /**
   * The requirements this check measures; default: the scenario's requirements of the check's layer.
   *
   * Items: A stable requirement id from spec/requirements.json.
   */
  requirements?: string[];
  /**
   * Check ids this check depends on. Default: every earlier check of the same or a lower layer (transport < admission < host < delivery). A check whose dependency failed or was untested is untested (blocked-by:<layer of the first such dependency>) and never evaluated as a pass.
   */
  dependsOn?: string[];
  /**
   * Why this check exists, for people reading a failure.
   */
  note?: string;
  /**
   * exact (the default): the check holds against the doubles only — it may assert the host double's scripted text, recorded provider calls, acknowledgements or control projections. structural: it must also hold live, against a real Lark tenant and a real agent host (`larkspur qualify`), so it may only assert what a user of the chat sees whatever the model answers: how many bot posts, in reply to which message, in which chat, that nothing more follows. Only provider.messages and a quiet check on provider APIs (no host method) can be structural. Live, an exact check is untested (live), never a pass; the mode changes nothing in a run against the doubles.
   */
  mode?: 'exact' | 'structural';
  /**
   * The most the check waits for the scenario to settle. Default 30000.
   */
  within?: number;
  /**
   * Settled: nothing on the provider wire or the host wire for this long, no host turn running and no event waiting for its redelivery. Judged then, or at the end of `within`. An implementation that retries later than this after a fault needs a longer quietMs. Default 3000.
   */
  quietMs?: number;
}
/**
 * Once settled: the host took at most one turn/start carrying each request's text, across redeliveries, restarts and lost acknowledgements. (HO-009, TR-002, HO-003) The sources are the provider.send steps with an `as`, from a user, addressed to the bot (a private chat, or a group message that mentions it). A request is a source whose text is not a command (/stop, /status). A bot message is attributed to a source when it replies to it. The answer of a request is the whole text the host streamed in a completed turn whose input carried the request's text; a draft is a bot message that shows a piece the host streamed for it but not the whole answer; a notice is any other bot message attributed to it, and it is an outcome (a refusal, a failure, a stop, a classified error) when it was last written after the request's last turn ended, or when no turn carried it.
 */
export interface InvariantModelRunsStep {
  expect: 'invariant.model-runs';
  /**
   * Stable check id, unique in the scenario; expectations and dependsOn refer to it. Default: step-<n>, n the 1-based step index.
   */
  id?: string;
  layer: Layer;
  /**
   * The requirements this check measures; default: the scenario's requirements of the check's layer.
   *
   * Items: A stable requirement id from spec/requirements.json.
   */
  requirements?: string[];
  /**
   * Check ids this check depends on. Default: every earlier check of the same or a lower layer (transport < admission < host < delivery). A check whose dependency failed or was untested is untested (blocked-by:<layer of the first such dependency>) and never evaluated as a pass.
   */
  dependsOn?: string[];
  /**
   * Why this check exists, for people reading a failure.
   */
  note?: string;
  /**
   * exact (the default): the check holds against the doubles only — it may assert the host double's scripted text, recorded provider calls, acknowledgements or control projections. structural: it must also hold live, against a real Lark tenant and a real agent host (`larkspur qualify`), so it may only assert what a user of the chat sees whatever the model answers: how many bot posts, in reply to which message, in which chat, that nothing more follows. Only provider.messages and a quiet check on provider APIs (no host method) can be structural. Live, an exact check is untested (live), never a pass; the mode changes nothing in a run against the doubles.
   */
  mode?: 'exact' | 'structural';
  /**
   * The most the check waits for the scenario to settle. Default 30000.
   */
  within?: number;
  /**
   * Settled: nothing on the provider wire or the host wire for this long, no host turn running and no event waiting for its redelivery. Judged then, or at the end of `within`. An implementation that retries later than this after a fault needs a longer quietMs. Default 3000.
   */
  quietMs?: number;
}
/**
 * Once settled, for every /stop whose reply the user saw: no request of the same conversation acknowledged before the stop went out started a host turn after that reply, and no bot message written after it shows a piece of a turn that was interrupted or never completed. (HO-005, AD-009) The sources are the provider.send steps with an `as`, from a user, addressed to the bot (a private chat, or a group message that mentions it). A request is a source whose text is not a command (/stop, /status). A bot message is attributed to a source when it replies to it. The answer of a request is the whole text the host streamed in a completed turn whose input carried the request's text; a draft is a bot message that shows a piece the host streamed for it but not the whole answer; a notice is any other bot message attributed to it, and it is an outcome (a refusal, a failure, a stop, a classified error) when it was last written after the request's last turn ended, or when no turn carried it.
 */
export interface InvariantAfterStopStep {
  expect: 'invariant.after-stop';
  /**
   * Stable check id, unique in the scenario; expectations and dependsOn refer to it. Default: step-<n>, n the 1-based step index.
   */
  id?: string;
  layer: Layer;
  /**
   * The requirements this check measures; default: the scenario's requirements of the check's layer.
   *
   * Items: A stable requirement id from spec/requirements.json.
   */
  requirements?: string[];
  /**
   * Check ids this check depends on. Default: every earlier check of the same or a lower layer (transport < admission < host < delivery). A check whose dependency failed or was untested is untested (blocked-by:<layer of the first such dependency>) and never evaluated as a pass.
   */
  dependsOn?: string[];
  /**
   * Why this check exists, for people reading a failure.
   */
  note?: string;
  /**
   * exact (the default): the check holds against the doubles only — it may assert the host double's scripted text, recorded provider calls, acknowledgements or control projections. structural: it must also hold live, against a real Lark tenant and a real agent host (`larkspur qualify`), so it may only assert what a user of the chat sees whatever the model answers: how many bot posts, in reply to which message, in which chat, that nothing more follows. Only provider.messages and a quiet check on provider APIs (no host method) can be structural. Live, an exact check is untested (live), never a pass; the mode changes nothing in a run against the doubles.
   */
  mode?: 'exact' | 'structural';
  /**
   * The most the check waits for the scenario to settle. Default 30000.
   */
  within?: number;
  /**
   * Settled: nothing on the provider wire or the host wire for this long, no host turn running and no event waiting for its redelivery. Judged then, or at the end of `within`. An implementation that retries later than this after a fault needs a longer quietMs. Default 3000.
   */
  quietMs?: number;
}
