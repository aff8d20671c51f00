import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { writePrivateFile } from '../store/private-file.ts';

/** Where a running serve says its control API listens, in its data directory: `larkspur doctor` reads it. */
export const CONTROL_URL_FILE = 'control-url';

export function writeControlUrl(dataDir: string, url: string): void {
  writePrivateFile(join(dataDir, CONTROL_URL_FILE), `${url}\n`);
}

/** The control URL a serve on this data directory wrote, if it did. */
export function readControlUrl(dataDir: string): string | undefined {
  const file = join(dataDir, CONTROL_URL_FILE);
  if (!existsSync(file)) return undefined;
  return readFileSync(file, 'utf8').trim() || undefined;
}

export function removeControlUrl(dataDir: string): void {
  rmSync(join(dataDir, CONTROL_URL_FILE), { force: true });
}
