import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { HostStderr } from './host-stderr.ts';

const BUBBLEWRAP =
  '\x1b[2m2026-12-02T05:40:19.186343Z\x1b[0m \x1b[31mERROR\x1b[0m \x1b[2mcodex_app_server\x1b[0m\x1b[2m:\x1b[0m Codex could not find bubblewrap on PATH. Install bubblewrap with your OS package manager. Codex will use the bundled bubblewrap in the meantime.';
const ALIASES =
  'WARNING: proceeding, even though we could not create PATH aliases: Refusing to create helper binaries under temporary dir "/tmp"';

/** A relay of one host process; `explained` is its server process's record, shared by a host's restarts. */
function relay(explained = new Set<string>()) {
  const stream = new PassThrough();
  const written: string[] = [];
  const logged: string[] = [];
  const stderr = new HostStderr(
    stream,
    createLogger('info', (l) => logged.push(l)),
    (t) => written.push(t),
    undefined,
    explained,
  );
  return { stream, stderr, written, logged };
}

const lines = () => new Promise((resolve) => setImmediate(resolve));

describe("the host's stderr", () => {
  it("explains Codex's harmless bubblewrap and PATH-alias lines once, in our words, and passes every other line on", async () => {
    const explained = new Set<string>();
    const { stream, stderr, written, logged } = relay(explained);
    stderr.release();
    for (const line of [BUBBLEWRAP, ALIASES, 'a real problem', BUBBLEWRAP]) stream.write(`${line}\n`);
    await lines();
    expect(written).toEqual(['a real problem\n']);
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatch(/^larkspur info: the host \(Codex\) found no bubblewrap on PATH .* harmless/);
    expect(logged[1]).toMatch(/^larkspur info: the host \(Codex\) makes no helper binaries .* harmless/);
    // A second host process (a restart) is not explained again.
    const again = relay(explained);
    again.stderr.release();
    again.stream.write(`${BUBBLEWRAP}\n`);
    await lines();
    expect(again.logged).toEqual([]);
    expect(again.written).toEqual([]);
  });

  it('holds what a starting host says: a host that fails is quoted by its last words, without colour', async () => {
    const { stream, stderr, written } = relay();
    stream.write('/bin/sh: 1: nosuch-codex-bin: not found\n');
    stream.end();
    expect(await stderr.lastWords()).toBe('/bin/sh: 1: nosuch-codex-bin: not found');
    expect(written).toEqual([]);
  });

  it('once the host is up, what it said while starting goes on', async () => {
    const { stream, stderr, written } = relay();
    stream.write('starting up\n');
    await lines();
    stderr.release();
    stream.write('serving\n');
    await lines();
    expect(written).toEqual(['starting up\n', 'serving\n']);
  });
});
