import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writePrivateFile } from '../store/private-file.ts';

export const CONTROL_TOKEN_FILE = 'control-token';

/**
 * The control API's bearer token: the one given, else the one kept in the data directory, else a new
 * one written there owner-only, so that `larkspur ctl` on the same machine can read it.
 */
export function controlToken(given: string | undefined, dataDir: string): { token: string; file?: string } {
  if (given !== undefined && given !== '') return { token: given };
  const file = join(dataDir, CONTROL_TOKEN_FILE);
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept !== '') return { token: kept, file };
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const token = randomBytes(32).toString('base64url');
  writePrivateFile(file, `${token}\n`);
  return { token, file };
}
