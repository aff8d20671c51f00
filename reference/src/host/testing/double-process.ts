import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { killGroup } from '../../../../runtime/src/index.ts';
import { until } from '../../../../runtime/src/testing/until.ts';

const BIN = join(import.meta.dirname, '..', '..', '..', '..', 'bin', 'larkspur.js');

/** A record of the host double as `--listen` prints it (one JSON object a line). */
export interface DoubleRecord {
  kind: 'rpc' | 'call' | 'connection' | 'violation' | 'turn';
  method?: string;
  by?: string;
  errors?: string[];
  event?: string;
  [key: string]: unknown;
}

/** Writes a host script (scenario/host-script) to a fresh temp file. */
export function scriptFile(script: object): string {
  const file = join(mkdtempSync(join(tmpdir(), 'larkspur-host-script-')), 'host.json');
  writeFileSync(file, JSON.stringify(script));
  return file;
}

/** `larkspur doubles host --stdio --script F` as a host command: the double itself on the driver's stdio. */
export function stdioCommand(script: object): string {
  return `exec '${process.execPath}' '${BIN}' doubles host --stdio --script '${scriptFile(script)}'`;
}

/**
 * `larkspur doubles host --listen` as a real process (reference/ never imports harness/): gives the host
 * command of a shim to it, its records, and release by key.
 */
export class DoubleProcess {
  readonly records: DoubleRecord[] = [];
  readonly hostCommand: string;
  readonly #child: ChildProcessByStdio<Writable, Readable, null>;

  private constructor(child: ChildProcessByStdio<Writable, Readable, null>, hostCommand: string) {
    this.#child = child;
    this.hostCommand = hostCommand;
  }

  static async start(script: object): Promise<DoubleProcess> {
    const child = spawn(
      process.execPath,
      [BIN, 'doubles', 'host', '--listen', '--script', scriptFile(script)],
      {
        detached: true,
        stdio: ['pipe', 'pipe', 'inherit'],
      },
    );
    const lines = createInterface({ input: child.stdout });
    const first = await new Promise<string>((resolve) => lines.once('line', resolve));
    const double = new DoubleProcess(child, (JSON.parse(first) as { hostCommand: string }).hostCommand);
    lines.on('line', (line) => double.records.push(JSON.parse(line) as DoubleRecord));
    return double;
  }

  release(key: string): void {
    this.#child.stdin.write(`release ${key}\n`);
  }

  calls(method: string): DoubleRecord[] {
    return this.records.filter((r) => r.kind === 'call' && r.method === method);
  }

  violations(): DoubleRecord[] {
    return this.records.filter((r) => r.kind === 'violation');
  }

  /** Waits until a record matches; the double prints records as they happen. */
  until(match: (record: DoubleRecord) => boolean, ms = 5_000): Promise<DoubleRecord> {
    return until(() => this.records.find(match), { what: 'a host double record', timeoutMs: ms });
  }

  stop(): void {
    killGroup(this.#child.pid!, 'SIGKILL');
  }
}
