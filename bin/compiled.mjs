/**
 * Whether a build of the checkout is newer than every file it was built from: `list` is the JSON array of
 * its inputs (paths from `root`), which the build writes last (test/compile.ts). In a checkout the kit and
 * the tests' bots run from such a build while it is fresh, and from their TypeScript through tsx otherwise:
 * an edit since, a file gone, or no build at all, and the sources run — never stale code.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function fresh(root, list) {
  const mtime = (path) => {
    try {
      return statSync(path).mtimeMs;
    } catch {
      return undefined;
    }
  };
  const built = mtime(list);
  if (built === undefined) return false;
  let inputs;
  try {
    inputs = JSON.parse(readFileSync(list, 'utf8'));
  } catch {
    return false;
  }
  return Array.isArray(inputs) && inputs.every((input) => (mtime(join(root, input)) ?? Infinity) <= built);
}
