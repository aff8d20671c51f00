import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { HostRecorder } from '../doubles/host/recorder.ts';
import { TestHostClient } from '../doubles/host/test-client.ts';
import { CodexConnection } from './codex-connection.ts';
import { TurnStartOrder } from './turn-start-order.ts';

/**
 * A stand-in for `codex app-server` that answers each turn/start with turn-<n>, or refuses it when its text
 * says "refuse": what the connection makes of the answers, with no model call to race them.
 */
const FAKE_APP_SERVER = `
import { createInterface } from 'node:readline';
let n = 0;
createInterface({ input: process.stdin }).on('line', (line) => {
  const m = JSON.parse(line);
  if (m.method !== 'turn/start') return;
  if (m.params.input[0].text === 'refuse') {
    process.stdout.write(JSON.stringify({ id: m.id, error: { code: -32600, message: 'refused' } }) + '\\n');
    return;
  }
  n += 1;
  const turn = { id: 'turn-' + n, items: [], status: 'inProgress', error: null };
  process.stdout.write(JSON.stringify({ id: m.id, result: { turn } }) + '\\n');
});
`;

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function connected(order: TurnStartOrder) {
  const dir = mkdtempSync(join(tmpdir(), 'larkspur-codex-connection-'));
  const bin = join(dir, 'fake-app-server.mjs');
  writeFileSync(bin, FAKE_APP_SERVER);
  const client = new TestHostClient();
  const connection = new CodexConnection(
    'c1',
    client.channel,
    new HostRecorder(() => 0),
    { bin, cwd: dir, env: { PATH: process.env.PATH } },
    order,
  );
  cleanups.push(() => {
    connection.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return client;
}

const start = (client: TestHostClient, text: string) =>
  client.request('turn/start', { threadId: 't', input: [{ type: 'text', text }] });

describe('a codex connection counting turn starts', () => {
  // The race this pins: a turn whose model call came after Codex answered its turn/start lost its place
  // (a started turn was also marked refused), so the next turn took place 1 and the first turn's script.
  it('keeps the place of a started turn whose model call comes after the answer', async () => {
    const order = new TurnStartOrder();
    const client = connected(order);
    await start(client, 'first');
    await start(client, 'second');
    expect(await order.place('turn-1', 0)).toBe(1);
    expect(await order.place('turn-2', 0)).toBe(2);
  });

  it('does not count a turn/start Codex refused', async () => {
    const order = new TurnStartOrder();
    const client = connected(order);
    expect((await start(client, 'refuse')).error).toMatchObject({ message: 'refused' });
    await start(client, 'taken');
    expect(await order.place('turn-1', 0)).toBe(1);
  });
});
