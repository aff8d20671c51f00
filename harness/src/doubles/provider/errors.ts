/**
 * Local errors of the provider double: the double was misused (by a test, the runner, or a person on
 * the side channel). Wire errors — what the double answers an implementation with — are Lark codes and
 * live in lark-codes.ts; they never become exceptions that leave the double.
 */
export class ProviderDoubleError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = new.target.name;
    this.code = code;
  }
}

export class DoubleNotStartedError extends ProviderDoubleError {
  constructor(message = 'the provider double is not started') {
    super('DOUBLE_NOT_STARTED', message);
  }
}

export class DoubleAlreadyStartedError extends ProviderDoubleError {
  constructor(message = 'the provider double is already started') {
    super('DOUBLE_ALREADY_STARTED', message);
  }
}

export class BadInjectionError extends ProviderDoubleError {
  constructor(message = 'the injection is not valid') {
    super('BAD_REQUEST', message);
  }
}

export class UnknownEventError extends ProviderDoubleError {
  constructor(message = 'no such event was delivered') {
    super('NOT_FOUND', message);
  }
}

export class BadOptionError extends ProviderDoubleError {
  constructor(message = 'a provider double option is not valid') {
    super('BAD_OPTION', message);
  }
}

export class UsageError extends ProviderDoubleError {
  constructor(message = 'bad command-line arguments') {
    super('USAGE', message);
  }
}
