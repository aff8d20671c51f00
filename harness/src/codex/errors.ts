import { HOST_PIN } from '../../../generated/spec.ts';
import { HarnessError } from '../runner/errors.ts';

/** Errors of codex mode, each with a stable code. All are the kit's, never the implementation's: exit 3. */

/** The pinned Codex is not installed, or its binary does not run on this machine. */
export class CodexMissingError extends HarnessError {
  constructor(detail: string) {
    super(
      'CODEX_MISSING',
      `--host codex needs ${HOST_PIN}: ${detail} — in a checkout of the kit run npm ci; beside an installed kit, npm install ${HOST_PIN.replace(' ', '@')}`,
    );
    this.name = 'CodexMissingError';
  }
}
