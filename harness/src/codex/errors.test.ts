import { describe, expect, it } from 'vitest';
import { HarnessError } from '../runner/errors.ts';
import { CodexMissingError } from './errors.ts';

/** Every error of codex mode: its stable code and its one-line message; each ends a run with exit 3. */
describe('codex mode errors', () => {
  it.each([
    [
      new CodexMissingError('@openai/codex is not installed'),
      'CODEX_MISSING',
      '--host codex needs the pinned @openai/codex: @openai/codex is not installed — run npm ci (its native build is an optional dependency)',
    ],
  ])('%s', (error, code, message) => {
    expect(error.code).toBe(code);
    expect(error.message).toBe(message);
    expect(error).toBeInstanceOf(HarnessError);
  });
});
