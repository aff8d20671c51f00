import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from './cli.ts';

const BIN = fileURLToPath(new URL('../../../../bin/larkspur.js', import.meta.url));

describe('larkspur doubles provider', () => {
  afterEach(() => vi.restoreAllMocks());

  function capture(stream: NodeJS.WriteStream): string[] {
    const lines: string[] = [];
    vi.spyOn(stream, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    return lines;
  }

  it('prints its usage with --help', async () => {
    const out = capture(process.stdout);
    expect(await main(['--help'])).toBe(0);
    expect(out.join('')).toContain('Usage: larkspur doubles provider');
  });

  it.each([
    [['--bogus'], "Unknown option '--bogus'"],
    [['--port', 'x'], '--port needs an integer'],
    [['--port', '70000'], 'out of range'],
    [['--app-id', 'nope'], 'not cli_ and 16 hex digits'],
  ])('refuses %j with one line and exit 3', async (argv, message) => {
    const err = capture(process.stderr);
    expect(await main(argv)).toBe(3);
    expect(err).toHaveLength(1);
    expect(err[0]).toContain(message);
  });

  it('runs alone, prints the domain and credentials, and stops on SIGTERM', async () => {
    const child = spawn(process.execPath, [
      BIN,
      'doubles',
      'provider',
      '--port',
      '0',
      '--app-id',
      'cli_0123456789abcdef',
      '--app-secret',
      's3cret',
    ]);
    let out = '';
    const side = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const found = /side channel: (\S+)\/__double\/info/.exec(out);
        if (found && out.includes('LARKSPUR_LARK_DOMAIN=')) resolve(found[1]!);
      });
      child.once('exit', () => reject(new Error(`exited early: ${out}`)));
    });
    expect(out).toContain('LARKSPUR_LARK_APP_ID=cli_0123456789abcdef');
    expect(out).toMatch(/LARKSPUR_DRILL_USER_TOKEN=u-\S+/);
    const info = (await (await fetch(`${side}/__double/info`)).json()) as { appSecret: string; url: string };
    expect(info.appSecret).toBe('s3cret');
    expect(out).toContain(`LARKSPUR_LARK_DOMAIN=${info.url}`);
    expect(info.url).not.toBe(side);
    const exit = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
  });
});
