import { HarnessError } from '../runner/errors.ts';

/** The fuzz made a scenario that breaks the scenario contract: a bug of the kit (exit 3). */
export class FuzzCompileError extends HarnessError {
  constructor(message: string) {
    super('FUZZ_COMPILE', message);
    this.name = 'FuzzCompileError';
  }
}

/** --replay names a case that was never saved. */
export class UnknownCaseError extends HarnessError {
  readonly caseId: string;
  constructor(caseId: string, file: string) {
    super(
      'FUZZ_UNKNOWN_CASE',
      `no saved case ${caseId} (looked for ${file}) — run larkspur fuzz to find one, or pass --cases DIR`,
    );
    this.name = 'UnknownCaseError';
    this.caseId = caseId;
  }
}
