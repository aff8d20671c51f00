import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ModelDoubleInfo } from '../../../../generated/types/index.ts';
import { main } from './cli.ts';
import { killGroup } from '../../../../runtime/src/index.ts';

const BIN = join(import.meta.dirname, '..', '..', '..', '..', 'bin', 'larkspur.js');
const groups: number[] = [];

afterEach(() => {
  vi.restoreAllMocks();
  for (const pid of groups.splice(0)) {
    killGroup(pid, 'SIGKILL');
  }
});

function captured(stream: NodeJS.WriteStream): () => string {
  let text = '';
  vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
    text += String(chunk);
    return true;
  });
  return () => text;
}

describe('larkspur doubles model', () => {
  it('--help helps; a bad flag or script is one line and exit 3', async () => {
    const out = captured(process.stdout);
    const err = captured(process.stderr);
    expect(await main(['--help'])).toBe(0);
    expect(out()).toContain('POST /__model/release');
    expect(await main(['--port', 'x'])).toBe(3);
    const bad = join(mkdtempSync(join(tmpdir(), 'larkspur-model-')), 'script.json');
    writeFileSync(bad, JSON.stringify({ turns: [{ output: ['x'] }] }));
    expect(await main(['--script', bad])).toBe(3);
    expect(err()).toMatch(/model script .*script.json: \/turns\/0 must have required property 'responses'/);
  });

  it(
    'prints its info, serves the side channel on a port of its own, and ends on SIGTERM',
    { timeout: 30_000 },
    async () => {
      const script = join(mkdtempSync(join(tmpdir(), 'larkspur-model-')), 'script.json');
      writeFileSync(
        script,
        JSON.stringify({
          default: { responses: [{ output: ['held ', { waitForRelease: 'go' }, 'answer'] }] },
        }),
      );
      const child = spawn(
        process.execPath,
        [BIN, 'doubles', 'model', '--script', script, '--provider', 'mine'],
        {
          detached: true,
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      groups.push(child.pid!);
      const lines = createInterface({ input: child.stdout });
      const info = JSON.parse(
        await new Promise<string>((resolve) => lines.once('line', resolve)),
      ) as ModelDoubleInfo;
      expect(info.configToml).toContain(`base_url = "${info.baseUrl}"`);
      expect(info.configToml).toContain('[model_providers."mine"]');
      expect(new URL(info.sideChannel).port).not.toBe(new URL(info.baseUrl).port);
      expect(await (await fetch(`${info.sideChannel}/info`)).json()).toEqual(info);
      // The model API does not serve the side channel: the host that is given base_url cannot drive the double.
      expect((await fetch(`${new URL(info.baseUrl).origin}/__model/info`)).status).toBe(404);
      const answer = fetch(`${info.baseUrl}/responses`, {
        method: 'POST',
        body: JSON.stringify({
          model: 'm',
          input: [{ type: 'message', role: 'user', content: [{ type: 'input_text', text: 'q' }] }],
        }),
      }).then((r) => r.text());
      expect((await fetch(`${info.sideChannel}/release`, { method: 'POST', body: '{}' })).status).toBe(400);
      expect(
        (await fetch(`${info.sideChannel}/release`, { method: 'POST', body: JSON.stringify({ key: 'go' }) }))
          .status,
      ).toBe(200);
      expect(await answer).toContain('"text":"held answer"');
      const { records } = (await (await fetch(`${info.sideChannel}/records`)).json()) as {
        records: Array<{ answer?: string }>;
      };
      expect(records.map((r) => r.answer)).toEqual(['completed']);
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    },
  );
});
