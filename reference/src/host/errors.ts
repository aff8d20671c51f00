/** Errors of the host driver, each with a stable code. JSON-RPC codes of the host stay in rpcCode. */
export class HostDriverError extends Error {
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.name = new.target.name;
    this.code = code;
  }
}

/** A call before start() finished, or after the host went away. */
export class HostNotReadyError extends HostDriverError {
  constructor() {
    super('HOST_NOT_READY', 'the host is not running');
  }
}

/**
 * The host process or its connection went away before the answer came. For turn/start this means the
 * outcome is unknown: the model may have run; never retry blindly (HO-003).
 */
export class HostConnectionLostError extends HostDriverError {
  constructor(method: string) {
    super('HOST_CONNECTION_LOST', `the host went away before answering ${method}; its outcome is unknown`);
  }
}

/** The host command did not start and answer initialize; `lastWords` is the last line it wrote, if any. */
export class HostStartError extends HostDriverError {
  constructor(
    readonly command: string,
    why: string,
    readonly lastWords?: string,
  ) {
    super(
      'HOST_START_FAILED',
      `the host command '${command}' did not start and answer initialize (${why}${lastWords ? `; it said: ${lastWords}` : ''})`,
    );
  }
}

export class HostTimeoutError extends HostDriverError {
  constructor(method: string, ms: number) {
    super('HOST_TIMEOUT', `the host did not answer ${method} within ${ms} ms`);
  }
}

/** The host answered with a JSON-RPC error. */
export class HostRequestError extends HostDriverError {
  readonly rpcCode: number;
  readonly data: unknown;

  constructor(method: string, rpcCode: number, message: string, data?: unknown) {
    super('HOST_REQUEST_FAILED', `${method} failed (${rpcCode}): ${message}`);
    this.rpcCode = rpcCode;
    this.data = data;
  }
}

/** The host's answer broke the pinned host protocol (spec/schemas/host). */
export class HostProtocolError extends HostDriverError {
  constructor(method: string, detail: string) {
    super('HOST_PROTOCOL', `the host's answer to ${method} breaks the host protocol: ${detail}`);
  }
}

/** The host says the thread does not exist: the one case for a new thread, made visibly (HO-001). */
export class ThreadNotFoundError extends HostDriverError {
  readonly threadId: string;

  constructor(threadId: string) {
    super('HOST_THREAD_NOT_FOUND', `the host has no thread ${threadId}`);
    this.threadId = threadId;
  }
}

/** The provider read back from thread start or resume is missing or not the configured one (HO-002). */
export class ModelProviderMismatchError extends HostDriverError {
  readonly expected: string;
  readonly actual: string | undefined;
  /** The thread the host started or resumed anyway: bound, so that no replacement is ever started (HO-002). */
  readonly threadId: string;

  constructor(expected: string, actual: string | undefined, threadId: string) {
    super(
      'HOST_MODEL_PROVIDER_MISMATCH',
      `the host runs on model provider ${actual ?? '(none)'}, not ${expected}`,
    );
    this.expected = expected;
    this.actual = actual;
    this.threadId = threadId;
  }
}

/** The host refused a steer; reported as a failure, never downgraded to a queue (AD-008). */
export class SteerRejectedError extends HostDriverError {
  readonly errorClass: string;

  constructor(errorClass: string) {
    super('HOST_STEER_REJECTED', `the host refused to steer the turn (${errorClass})`);
    this.errorClass = errorClass;
  }
}
