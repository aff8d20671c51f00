/** Local errors of the model double, each with a stable code. */
export class ModelDoubleError extends Error {
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.name = new.target.name;
    this.code = code;
  }
}

/** A model script file that is not JSON or breaks model/script. */
export class ModelScriptInvalidError extends ModelDoubleError {
  constructor(file: string, detail: string) {
    super('MODEL_SCRIPT_INVALID', `model script ${file}: ${detail}`);
  }
}

/** A command line the model double does not take. */
export class ModelUsageError extends ModelDoubleError {
  constructor(detail: string) {
    super('MODEL_USAGE', detail);
  }
}
