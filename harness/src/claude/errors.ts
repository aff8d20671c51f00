import { CLAUDE_CODE_PIN } from '../../../generated/spec.ts';
import { HarnessError } from '../runner/errors.ts';

/** Errors of claude-code mode, each with a stable code. All are the kit's, never the implementation's: exit 3. */

/** The pinned Claude Code is not installed, or its native build does not run on this machine. */
export class ClaudeMissingError extends HarnessError {
  constructor(detail: string) {
    super(
      'CLAUDE_MISSING',
      `--host claude-code needs ${CLAUDE_CODE_PIN}: ${detail} — in a checkout of the kit run npm ci; beside an installed kit, npm install ${CLAUDE_CODE_PIN.replace(' ', '@')}`,
    );
    this.name = 'ClaudeMissingError';
  }
}
