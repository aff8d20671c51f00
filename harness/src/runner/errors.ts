/** Errors of the harness itself. Each has a stable code; all of them end a run with exit 3. */

export class HarnessError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = 'HarnessError';
    this.code = code;
  }
}

/** A scenario, adapter, knobs, expectations or policy file that breaks its contract. */
export class InvalidInputError extends HarnessError {
  readonly file: string;
  readonly jsonPath: string;
  readonly rule: string;
  constructor(file: string, jsonPath: string, rule: string, message: string) {
    super('INVALID_INPUT', `${file}: ${jsonPath === '' ? '(root)' : jsonPath}: ${message} [${rule}]`);
    this.name = 'InvalidInputError';
    this.file = file;
    this.jsonPath = jsonPath;
    this.rule = rule;
  }
}

export class UsageError extends HarnessError {
  constructor(message: string) {
    super('USAGE', message);
    this.name = 'UsageError';
  }
}

/** An action needs a value an earlier step should have captured (a message id to redeliver or edit). */
export class MissingCaptureError extends HarnessError {
  constructor(step: string, what: string) {
    super('NO_CAPTURE', `${step} has no ${what}`);
    this.name = 'MissingCaptureError';
  }
}

/** The report the harness built breaks its own schema: a bug of the kit. */
export class ReportInvalidError extends HarnessError {
  constructor(detail: string) {
    super('REPORT_INVALID', `the report breaks its own schema: ${detail}`);
    this.name = 'ReportInvalidError';
  }
}

/** A profile names an environment variable for a secret, and it is not set. */
export class MissingSecretError extends HarnessError {
  readonly variable: string;
  constructor(file: string, jsonPath: string, variable: string) {
    super(
      'MISSING_SECRET',
      `${file}: ${jsonPath}: environment variable ${variable} is not set — export it before running`,
    );
    this.name = 'MissingSecretError';
    this.variable = variable;
  }
}

/** The real provider refused a drill call: the profile's token, domain or chat is wrong, not the install. */
export class LiveApiError extends HarnessError {
  constructor(call: string, detail: string) {
    super('LIVE_API', `Lark refused ${call}: ${detail} — check the profile's domain, chats and user token`);
    this.name = 'LiveApiError';
  }
}
