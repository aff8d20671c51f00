import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { HostDouble } from './host-double.ts';
import type { HostRecord } from './recorder.ts';
import { killGroup } from '../../../../runtime/src/index.ts';
import { alive } from '../../../../runtime/src/testing/alive.ts';
import { until as waitFor } from '../../../../runtime/src/testing/until.ts';

const groups: number[] = [];
const doubles: HostDouble[] = [];

afterEach(async () => {
  for (const pid of groups.splice(0)) killGroup(pid, 'SIGKILL');
  for (const double of doubles.splice(0)) await double.stop();
});

async function startDouble(): Promise<HostDouble> {
  const double = new HostDouble({ script: {} });
  doubles.push(double);
  await double.start();
  return double;
}

const until = <T>(what: string, probe: () => T | undefined | false, ms = 8000): Promise<T> =>
  waitFor(probe, { what, timeoutMs: ms, everyMs: 20 });

function record(double: HostDouble, match: (r: HostRecord) => boolean) {
  return until('a host record', () => double.recorder.records.find(match));
}

function firstLine(child: ChildProcess): Promise<string> {
  return new Promise((resolve) => createInterface({ input: child.stdout! }).once('line', resolve));
}

const INITIALIZE = `${JSON.stringify({ id: 0, method: 'initialize', params: { clientInfo: { name: 'shim-test', version: '0' } } })}\n`;

/** A stand-in implementation: spawns the host command as an implementation would, prints the shim pid, lives on. */
function implementation(hostCommand: string, shimStdin: 'pipe' | 'inherit'): ChildProcess {
  const code = `
    const { spawn } = require('node:child_process');
    const shim = spawn('/bin/sh', ['-c', process.env.HOST_COMMAND], { detached: true, stdio: ['${shimStdin}', 'pipe', 'inherit'] });
    if (shim.stdin) shim.stdin.write(${JSON.stringify(INITIALIZE)});
    shim.stdout.once('data', () => console.log(shim.pid));
    setInterval(() => {}, 1000);
  `;
  const child = spawn(process.execPath, ['-e', code], {
    detached: true,
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, HOST_COMMAND: hostCommand },
  });
  groups.push(child.pid!);
  return child;
}

describe('host shim', () => {
  it('bridges stdio to the double, and ends at stdin EOF', async () => {
    const double = await startDouble();
    const shim = spawn('/bin/sh', ['-c', double.hostCommand()], {
      detached: true,
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    groups.push(shim.pid!);
    const exited = new Promise<number | null>((resolve) => shim.once('exit', resolve));
    shim.stdin.write(INITIALIZE);
    const answer = JSON.parse(await firstLine(shim)) as { id: number; result: { userAgent: string } };
    expect(answer.id).toBe(0);
    expect(answer.result.userAgent).toContain('larkspur_host_double');
    shim.stdin.end();
    expect(await exited).toBe(0);
    await record(double, (r) => r.kind === 'connection' && r.event === 'close');
  });

  it('ends when the implementation that spawned it is killed (its stdin closes)', async () => {
    const double = await startDouble();
    const parent = implementation(double.hostCommand(), 'pipe');
    const shimPid = Number(await firstLine(parent));
    groups.push(shimPid);
    expect(alive(shimPid)).toBe(true);
    process.kill(parent.pid!, 'SIGKILL');
    await until('the shim to end', () => !alive(shimPid));
    await record(double, (r) => r.kind === 'connection' && r.event === 'close');
  });

  it('ends when its parent dies even while its stdin stays open elsewhere', async () => {
    const double = await startDouble();
    // The shim shares the parent's stdin, which this test holds open: only the parent-pid watch can end it.
    const parent = implementation(double.hostCommand(), 'inherit');
    parent.stdin!.write(INITIALIZE);
    const shimPid = Number(await firstLine(parent));
    groups.push(shimPid);
    process.kill(parent.pid!, 'SIGKILL');
    await until('the shim to end', () => !alive(shimPid));
    parent.stdin!.end();
  });

  it('exits quietly, with no EPIPE, when its parent is killed -9 while the double still writes to it', async () => {
    const double = await startDouble();
    const stderrFile = join(mkdtempSync(join(tmpdir(), 'larkspur-shim-')), 'stderr');
    // The shim shares the parent's stdin (held by this test), so requests still reach it once the
    // parent, the only reader of its stdout, is gone: its answers then hit a broken pipe.
    const code = `
      const { spawn } = require('node:child_process');
      const err = require('node:fs').openSync(${JSON.stringify(stderrFile)}, 'w');
      const shim = spawn('/bin/sh', ['-c', process.env.HOST_COMMAND], { detached: true, stdio: ['inherit', 'pipe', err] });
      shim.stdout.once('data', () => console.log(shim.pid));
      setInterval(() => {}, 1000);
    `;
    const parent = spawn(process.execPath, ['-e', code], {
      detached: true,
      stdio: ['pipe', 'pipe', 'inherit'],
      env: { ...process.env, HOST_COMMAND: double.hostCommand() },
    });
    groups.push(parent.pid!);
    parent.stdin!.write(INITIALIZE);
    const shimPid = Number(await firstLine(parent));
    groups.push(shimPid);
    process.kill(parent.pid!, 'SIGKILL');
    await until('the parent to die', () => !alive(parent.pid!));
    const read = `${JSON.stringify({ id: 1, method: 'thread/read', params: { threadId: 'thr_x' } })}\n`;
    // Written to until the shim has ended: each answer it tries hits the broken pipe.
    await until('the shim to end', () => {
      if (!alive(shimPid)) return true;
      parent.stdin!.write(read);
      return false;
    });
    parent.stdin!.end();
    expect(readFileSync(stderrFile, 'utf8')).toBe('');
  });

  it('exits 1 with a clear line when no double listens', async () => {
    const double = await startDouble();
    const command = double.hostCommand();
    await double.stop();
    const shim = spawn('/bin/sh', ['-c', command], { detached: true, stdio: ['pipe', 'pipe', 'pipe'] });
    groups.push(shim.pid!);
    let stderr = '';
    shim.stderr.on('data', (chunk) => (stderr += chunk));
    expect(await new Promise((resolve) => shim.once('exit', resolve))).toBe(1);
    expect(stderr).toMatch(/^host shim: cannot reach the host double on 127\.0\.0\.1:\d+/);
  });
});
