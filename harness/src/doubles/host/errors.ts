/** Local errors of the host double, each with a stable code. Wire errors (numeric) live in rpc-errors.ts. */
export class HostDoubleError extends Error {
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.name = new.target.name;
    this.code = code;
  }
}

/** A host script file that is not JSON or breaks scenario/host-script. */
export class HostScriptInvalidError extends HostDoubleError {
  constructor(file: string, detail: string) {
    super('HOST_SCRIPT_INVALID', `host script ${file}: ${detail}`);
  }
}

/** A command line the host double does not take. */
export class HostUsageError extends HostDoubleError {
  constructor(detail: string) {
    super('HOST_USAGE', detail);
  }
}

/** The shim could not reach the double it was pointed at. */
export class ShimConnectError extends HostDoubleError {
  constructor(port: number, cause: string) {
    super('HOST_SHIM_CONNECT', `host shim: cannot reach the host double on 127.0.0.1:${port} (${cause})`);
  }
}
