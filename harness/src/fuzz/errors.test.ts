import { describe, expect, it } from 'vitest';
import { HarnessError } from '../runner/errors.ts';
import { FuzzCompileError, UnknownCaseError } from './errors.ts';

/** The fuzz's errors: each a harness error (exit 3) with a stable code and a message that says what to do. */
describe('fuzz errors', () => {
  const table: [HarnessError, string, string, RegExp][] = [
    [new FuzzCompileError('the scenario breaks /steps/3'), 'FUZZ_COMPILE', 'FuzzCompileError', /breaks/],
    [
      new UnknownCaseError('s1-r2-x', '/tmp/cases/s1-r2-x.json'),
      'FUZZ_UNKNOWN_CASE',
      'UnknownCaseError',
      /run larkspur fuzz to find one, or pass --cases DIR/,
    ],
  ];
  it.each(table)('%s', (error, code, name, message) => {
    expect(error).toBeInstanceOf(HarnessError);
    expect(error.code).toBe(code);
    expect(error.name).toBe(name);
    expect(error.message).toMatch(message);
  });
});
