import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from './cli.ts';
import { killGroup } from '../../../../runtime/src/index.ts';

const BIN = join(import.meta.dirname, '..', '..', '..', '..', 'bin', 'larkspur.js');

function captured(stream: NodeJS.WriteStream): () => string {
  let text = '';
  vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
    text += String(chunk);
    return true;
  });
  return () => text;
}

const groups: number[] = [];

afterEach(() => {
  vi.restoreAllMocks();
  for (const pid of groups.splice(0)) {
    killGroup(pid, 'SIGKILL');
  }
});

describe('larkspur doubles host: usage', () => {
  it('--help helps and exits 0', async () => {
    const out = captured(process.stdout);
    expect(await main(['--help'])).toBe(0);
    expect(out()).toContain('--stdio');
    expect(out()).toContain('--script FILE');
  });

  it.each([
    [[], 'give exactly one of --stdio, --listen, --shim'],
    [['--stdio', '--listen'], 'give exactly one of --stdio, --listen, --shim'],
    [['--stdio', '--bogus'], "Unknown option '--bogus'"],
    [['--shim', '--token', 't'], '--shim needs --port N'],
    [['--shim', '--port', '9'], '--shim needs --token T'],
    [['--stdio', '--port', '9'], '--port and --token go with --shim only'],
  ])('%j: one line, exit 3', async (argv, says) => {
    const err = captured(process.stderr);
    expect(await main(argv)).toBe(3);
    expect(err()).toContain(says);
    expect(err().trimEnd().split('\n')).toHaveLength(1);
  });

  it('names the file, the JSON path and the rule of a bad script', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'larkspur-host-cli-'));
    const file = join(dir, 'bad.json');
    writeFileSync(file, JSON.stringify({ turns: [{ deltaDelayMs: -5 }] }));
    const err = captured(process.stderr);
    expect(await main(['--stdio', '--script', file])).toBe(3);
    expect(err()).toContain(`host script ${file}: /turns/0/deltaDelayMs must be >= 0`);
  });
});

describe('larkspur doubles host --listen', () => {
  it('prints the host command, streams records, takes release lines and ends at stdin EOF', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'larkspur-host-cli-'));
    const script = join(dir, 'script.json');
    writeFileSync(script, JSON.stringify({ default: { stream: [{ waitForRelease: 'k' }, 'released'] } }));
    const listen = spawn(process.execPath, [BIN, 'doubles', 'host', '--listen', '--script', script], {
      detached: true,
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    groups.push(listen.pid!);
    const records = createInterface({ input: listen.stdout })[Symbol.asyncIterator]();
    const { hostCommand } = JSON.parse((await records.next()).value as string) as { hostCommand: string };
    expect(hostCommand).toMatch(
      /^exec '[^']+' '[^']+larkspur\.js' doubles host --shim --port \d+ --token [0-9a-f]{32}$/,
    );

    const shim = spawn('/bin/sh', ['-c', hostCommand], {
      detached: true,
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    groups.push(shim.pid!);
    const replies = createInterface({ input: shim.stdout })[Symbol.asyncIterator]();
    const send = (m: object) => shim.stdin.write(`${JSON.stringify(m)}\n`);
    send({ id: 1, method: 'initialize', params: { clientInfo: { name: 'cli-test', version: '0' } } });
    send({ id: 2, method: 'thread/start', params: {} });
    send({
      id: 3,
      method: 'turn/start',
      params: { threadId: 'thr_1', input: [{ type: 'text', text: 'x' }] },
    });
    const seen: string[] = [];
    for (;;) {
      const message = JSON.parse((await replies.next()).value as string) as {
        id?: number;
        method?: string;
        params?: { delta?: string };
      };
      seen.push(message.method ?? `answer ${message.id}`);
      if (message.id === 3) listen.stdin.write('release k\n');
      if (message.method === 'item/agentMessage/delta') {
        expect(message.params?.delta).toBe('released');
        break;
      }
    }
    expect(seen.slice(0, 3)).toEqual(['answer 1', 'answer 2', 'thread/started']);
    const record = JSON.parse((await records.next()).value as string) as { kind: string; seq: number };
    expect(record).toMatchObject({ kind: 'connection', seq: 1 });

    shim.stdin.end();
    listen.stdin.end();
    expect(await new Promise((resolve) => listen.once('exit', resolve))).toBe(0);
  });
});
