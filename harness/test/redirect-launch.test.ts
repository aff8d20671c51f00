import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAdapter, loadRequirements, loadScenarios, DEFAULT_SCENARIO_DIR } from '../src/runner/load.ts';
import { runOptions, runScenarios } from '../src/runner/run.ts';

const BOT = join(import.meta.dirname, '../src/redirect/fixtures/hard-coded-bot.mjs');
const requirements = loadRequirements();
const firstAnswer = loadScenarios(DEFAULT_SCENARIO_DIR, requirements).filter(
  (s) => s.scenario.id === 'basics/first-answer',
);
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'larkspur-redirect-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(redirect: boolean) {
  const file = join(dir, `${redirect ? 'on' : 'off'}.impl.json`);
  // A bot with Domain.Feishu hard-coded and no control API: ready once its long connection is up.
  writeFileSync(
    file,
    JSON.stringify({
      name: 'hard-coded',
      command: ['node', BOT, 'lark-sdk-1.59'],
      capabilities: ['long-connection'],
      // Room for a loaded machine to start Node and the SDK; the unredirected half waits it out in full.
      startupTimeoutMs: 10000,
      ...(redirect ? { redirectLarkHosts: true } : {}),
    }),
  );
  return runScenarios(
    runOptions({ adapter: loadAdapter(file), scenarios: firstAnswer, requirements, seed: 5 }),
  );
}

describe('an adapter with redirectLarkHosts', () => {
  it('reaches the provider double from a bot that hard-codes open.feishu.cn; without it the bot never gets ready', async () => {
    const redirected = (await run(true)).scenarios[0]!;
    const check = (id: string) => redirected.checks.find((c) => c.id === id);
    // Ready and acknowledged through the redirect; the echo bot runs no host turn, so the later layers fail.
    expect(check('acked')?.status).toBe('pass');
    expect(redirected.verdicts.transport.status).toBe('pass');

    const plain = (await run(false)).scenarios[0]!;
    expect(plain.checks[0]).toMatchObject({ id: 'ready', status: 'fail', layer: 'transport' });
  });
});
