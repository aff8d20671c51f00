import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LaunchError } from '../launch/launch-error.ts';
import { sqlite } from './sqlite.ts';

function launchError(fn: () => unknown): LaunchError {
  try {
    fn();
  } catch (error) {
    if (error instanceof LaunchError) return error;
    throw error;
  }
  throw new Error('expected a LaunchError');
}

describe('better-sqlite3, loaded on first use', () => {
  it('missing: one line that says what to install', () => {
    const error = launchError(() =>
      sqlite(() => {
        throw Object.assign(new Error("Cannot find module 'better-sqlite3'"), { code: 'MODULE_NOT_FOUND' });
      }),
    );
    expect(error.code).toBe('SQLITE_MISSING');
    expect(error.message).toContain("run 'npm install better-sqlite3@12' beside larkspur");
  });

  it("built for another Node.js: the rebuild it gives uses this Node's own headers, whatever an npmrc nodedir says", () => {
    class OtherAbi {
      constructor() {
        throw new Error(
          'The module was compiled against a different Node.js version using NODE_MODULE_VERSION 115.\nThis version requires 137.',
        );
      }
    }
    const error = launchError(() => sqlite(() => OtherAbi));
    expect(error.code).toBe('SQLITE_UNUSABLE');
    expect(error.message).toContain(
      `npm_config_nodedir=${dirname(dirname(process.execPath))} npm rebuild better-sqlite3`,
    );
    expect(error.message).toContain('NODE_MODULE_VERSION 115');
    expect(error.message.split('\n')).toHaveLength(1);
  });
});
