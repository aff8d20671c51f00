import { HarnessError } from '../runner/errors.ts';

/** Errors of codex mode, each with a stable code. All are the kit's, never the implementation's: exit 3. */

/** The pinned Codex is not installed, or its binary does not run on this machine. */
export class CodexMissingError extends HarnessError {
  constructor(detail: string) {
    super('CODEX_MISSING', `--host codex needs the pinned @openai/codex: ${detail} — run npm ci (its native build is an optional dependency)`);
    this.name = 'CodexMissingError';
  }
}
