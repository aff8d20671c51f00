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

/** A double sent something that breaks its own contract: the harness is wrong, not the implementation. */
export class DoubleContractError extends HarnessError {
  constructor(message: string) {
    super('DOUBLE_CONTRACT', message);
    this.name = 'DoubleContractError';
  }
}

export class UsageError extends HarnessError {
  constructor(message: string) {
    super('USAGE', message);
    this.name = 'UsageError';
  }
}
