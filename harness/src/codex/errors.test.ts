import { describe, expect, it } from 'vitest';
import { HarnessError } from '../runner/errors.ts';
import { CodexMissingError } from './errors.ts';

/** Every error of codex mode: its stable code and its one-line message; each ends a run with exit 3. */
describe('codex mode errors', () => {
  it.each([
    [
      new CodexMissingError('@openai/codex is not installed'),
      'CODEX_MISSING',
      '--host codex needs @openai/codex 0.171.0: @openai/codex is not installed — in a checkout of the kit run npm ci; beside an installed kit, npm install @openai/codex@0.171.0',
    ],
  ])('%s', (error, code, message) => {
    expect(error.code).toBe(code);
    expect(error.message).toBe(message);
    expect(error).toBeInstanceOf(HarnessError);
  });
});
