import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const CONTROLS = join(import.meta.dirname, '..', 'harness', 'test', 'controls');

/**
 * Every control runs the bot compiled once per test run (tiny-bot.mjs), never through tsx at each spawn:
 * four added later ran through tsx, each play paying the transform again in CI's busiest tier (issue 19).
 * harness/test/cli.test.ts keeps one run through tsx on purpose, as a user's adapter might launch a bot.
 */
describe('the control adapters', () => {
  const adapters = readdirSync(CONTROLS).filter((name) => name.endsWith('.impl.json'));

  it('are there to check', () => {
    expect(adapters.length).toBeGreaterThan(100);
  });

  it('launch the compiled bot', () => {
    const throughTsx = adapters.filter((name) => {
      const { command } = JSON.parse(readFileSync(join(CONTROLS, name), 'utf8')) as { command: string[] };
      return command.some((part) => part === 'tsx' || part.endsWith('.ts'));
    });
    expect(throughTsx).toEqual([]);
  });
});
