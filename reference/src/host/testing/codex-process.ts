import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { killGroup } from '../../../../runtime/src/index.ts';

const BIN = join(import.meta.dirname, '..', '..', '..', '..', 'bin', 'larkspur.js');
const require = createRequire(import.meta.url);

/** The pinned Codex's entry point, bin/codex.js of the @openai/codex dev dependency. */
function codexBin(): string {
  const manifest = require.resolve('@openai/codex/package.json');
  return join(
    dirname(manifest),
    (JSON.parse(readFileSync(manifest, 'utf8')) as { bin: { codex: string } }).bin.codex,
  );
}

const quote = (word: string) => `'${word.replace(/'/g, `'\\''`)}'`;

/**
 * A real `codex app-server` as the host command of a driver under test, with `larkspur doubles model` (a
 * separate process: reference/ never imports harness/) as its model service: a CODEX_HOME and HOME of
 * their own, whose config.toml the model double prints. CODEX_HOME outlives the host processes, as a
 * real install's does, so a second driver resumes what the first one started.
 */
export class CodexProcess {
  readonly hostCommand: string;
  readonly #model: ChildProcessByStdio<Writable, Readable, null>;
  readonly #home: string;
  readonly #sideChannel: string;

  private constructor(
    model: ChildProcessByStdio<Writable, Readable, null>,
    home: string,
    sideChannel: string,
  ) {
    this.#model = model;
    this.#home = home;
    this.#sideChannel = sideChannel;
    const workspace = join(home, 'workspace');
    const env = `HOME=${quote(home)} CODEX_HOME=${quote(home)} LARKSPUR_MODEL_API_KEY=test`;
    this.hostCommand = `cd ${quote(workspace)} && ${env} exec ${quote(process.execPath)} ${quote(codexBin())} app-server`;
  }

  /** script: a model script (spec/schemas/model/script.schema.json). */
  static async start(script: object, streamRetries = 0): Promise<CodexProcess> {
    const home = mkdtempSync(join(tmpdir(), 'larkspur-codex-home-'));
    mkdirSync(join(home, 'workspace'));
    const scriptFile = join(home, 'model-script.json');
    writeFileSync(scriptFile, JSON.stringify(script));
    const model = spawn(
      process.execPath,
      [BIN, 'doubles', 'model', '--script', scriptFile, '--stream-retries', String(streamRetries)],
      {
        detached: true,
        stdio: ['pipe', 'pipe', 'inherit'],
      },
    );
    const lines = createInterface({ input: model.stdout });
    const info = JSON.parse(await new Promise<string>((resolve) => lines.once('line', resolve))) as {
      configToml: string;
      sideChannel: string;
    };
    lines.on('line', () => {}); // one line per model call; read so that the pipe never fills
    writeFileSync(join(home, 'config.toml'), info.configToml);
    return new CodexProcess(model, home, info.sideChannel);
  }

  async release(key: string): Promise<void> {
    await fetch(`${this.#sideChannel}/release`, { method: 'POST', body: JSON.stringify({ key }) });
  }

  /** The model calls so far: how many times the model ran. */
  async modelCalls(): Promise<Array<{ kind: string; turn?: number; call?: number; answer?: string }>> {
    const { records } = (await (await fetch(`${this.#sideChannel}/records`)).json()) as {
      records: Array<{ kind: string; turn?: number; call?: number; answer?: string }>;
    };
    return records.filter((r) => r.kind === 'request');
  }

  stop(): void {
    killGroup(this.#model.pid!, 'SIGKILL');
    rmSync(this.#home, { recursive: true, force: true });
  }
}
