import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, isAbsolute, join, resolve } from 'node:path';
import { InvalidInputError } from './errors.ts';
import type { LoadedAdapter } from './load.ts';

function executable(file: string): 'ok' | 'missing' | 'not executable' {
  try {
    if (!statSync(file).isFile()) return 'not executable';
  } catch {
    return 'missing';
  }
  try {
    accessSync(file, constants.X_OK);
    return 'ok';
  } catch {
    return 'not executable';
  }
}

/**
 * The adapter's command can be started: a path (relative to the adapter's cwd) to an executable file, or
 * a name found on the PATH it will run with. Checked once before a run, so that a typo is one line and
 * exit 3 rather than the same ENOENT failing every scenario.
 */
export function checkLaunchable(loaded: LoadedAdapter): void {
  const command = loaded.argv[0]!;
  const fail = (message: string) => {
    throw new InvalidInputError(
      loaded.file,
      '/command/0',
      'executable',
      `${message} — fix "command" in the adapter file`,
    );
  };
  if (command.includes('/')) {
    const file = isAbsolute(command) ? command : resolve(loaded.cwd, command);
    const state = executable(file);
    if (state === 'missing') fail(`command ${command} does not exist (looked for ${file})`);
    if (state === 'not executable') fail(`command ${command} is not an executable file (${file})`);
    return;
  }
  const path = loaded.adapter.env?.PATH ?? process.env.PATH ?? '';
  const found = path
    .split(delimiter)
    .filter((dir) => dir !== '')
    .map((dir) => executable(join(resolve(loaded.cwd, dir), command)));
  if (found.includes('ok')) return;
  if (found.includes('not executable')) fail(`command ${command} is on the PATH but not executable`);
  fail(`command ${command} is not found on the PATH`);
}
