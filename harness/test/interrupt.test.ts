import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Report } from '../../generated/types/index.ts';
import { until } from '../../runtime/src/testing/until.ts';
import { PACKAGE_ROOT } from '../src/runner/load.ts';

/**
 * Ctrl-C in `larkspur run`: the running scenario is stopped and cleaned up — no process of the
 * implementation left, no temporary folder (data directory, knobs file) left in the temp dir — an
 * "interrupted" line is said, and the reports hold the scenarios that finished, marked interrupted.
 */
let dir: string;
let temp: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'larkspur-interrupt-'));
  // A temp dir of its own (TMPDIR): whatever a scenario leaves behind shows there.
  temp = join(dir, 'tmp');
  mkdirSync(temp);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Processes whose environment carries the marker: those the run started for the implementation. */
function processesMarked(marker: string): number[] {
  return readdirSync('/proc')
    .filter((p) => /^\d+$/.test(p))
    .filter((p) => {
      try {
        return readFileSync(`/proc/${p}/environ`, 'utf8').includes(marker);
      } catch {
        return false;
      }
    })
    .map(Number);
}

describe('Ctrl-C in larkspur run', () => {
  it(
    'stops the running scenario, cleans up, says so, and writes the report of what finished',
    { timeout: 120_000 },
    async () => {
      const marker = `INTERRUPT_TEST_MARK=${randomUUID()}`;
      const impl = join(dir, 'tiny.impl.json');
      writeFileSync(
        impl,
        JSON.stringify({
          name: 'tiny',
          command: ['node', join(PACKAGE_ROOT, 'harness/test/controls/tiny-bot.mjs')],
          cwd: join(PACKAGE_ROOT, 'harness/test/controls'),
          env: { CONTROL_FLAW: 'none', INTERRUPT_TEST_MARK: marker.split('=')[1]! },
          capabilities: ['long-connection'],
        }),
      );
      const json = join(dir, 'report.json');
      const child = spawn(
        process.execPath,
        [
          join(PACKAGE_ROOT, 'bin/larkspur.js'),
          'run',
          '--impl',
          impl,
          '--scenario',
          'redelivery/*',
          '--json',
          json,
        ],
        { cwd: dir, env: { ...process.env, TMPDIR: temp }, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let stdout = '';
      child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
      child.stderr.resume();
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      onTestFinished(() => {
        if (child.exitCode === null) child.kill('SIGKILL');
      });
      // Interrupt while the second scenario runs: the first finished, the second's folder and process exist.
      await until(
        () =>
          /\[1\/\d+\]/.test(stdout) &&
          readdirSync(temp).some((f) => f.startsWith('larkspur-')) &&
          processesMarked(marker).length > 0,
        { what: 'the second scenario running', timeoutMs: 90_000, everyMs: 50 },
      );
      const interruptedAt = Date.now();
      child.kill('SIGINT');
      expect(await exited).toBe(130);
      expect(Date.now() - interruptedAt).toBeLessThan(15_000);
      expect(stdout).toContain('larkspur run: interrupted (SIGINT)');
      expect(stdout).toMatch(
        /exit 130: interrupted \(SIGINT\) — the reports hold the 1 scenario\(s\) that finished; \d+ did not/,
      );
      expect(readdirSync(temp).filter((f) => f.startsWith('larkspur-'))).toEqual([]);
      expect(processesMarked(marker)).toEqual([]);
      const report = JSON.parse(readFileSync(json, 'utf8')) as Report;
      expect(report.exitCode).toBe(130);
      expect(report.interrupted?.signal).toBe('SIGINT');
      expect(report.scenarios).toHaveLength(1);
      expect(report.interrupted?.notRun).not.toContain(report.scenarios[0]!.id);
      expect(report.interrupted?.notRun.length).toBeGreaterThan(0);
    },
  );
});
