import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { ModelScript } from '../../../generated/types/index.ts';
import { FileInspector } from '../doubles/host/file-inspector.ts';
import type { LineChannel } from '../../../runtime/src/json-rpc/line-channel.ts';
import { HostRecorder } from '../doubles/host/recorder.ts';
import { ShimListener } from '../doubles/host/shim-listener.ts';
import { codexConfigToml, MODEL_API_KEY_ENV, ModelDouble } from '../doubles/model/index.ts';
import type { ScenarioHost } from '../runner/scenario-host.ts';
import { CodexConnection } from './codex-connection.ts';
import type { CodexInstall } from './codex-install.ts';
import { END_UNHEARD } from './translate.ts';
import { TurnStartOrder } from './turn-start-order.ts';

/** The longest wait for the Codex of a fresh start of the implementation to answer initialize. */
const SETTLE_MS = 5_000;
/** The longest wait for Codex's answer to turn/start when the model call of that turn came first. */
const TURN_LINE_MS = 2_000;

export interface CodexHostOptions {
  install: CodexInstall;
  /** The model double's script, translated from the scenario's host script. */
  script: ModelScript;
  /** A fresh folder for this scenario: CODEX_HOME, HOME and the workspace go in it, and outlive restarts of the implementation. */
  dir: string;
  /** The model provider id of the config: what every thread reads back (HO-002). */
  providerId: string;
  model: string;
  streamRetries: number;
  /** The host script's inspectFiles: the files each turn is given, looked at as the host double does. */
  inspectFiles?: { afterTurnMs: number };
  now?: () => number;
}

/**
 * The agent host of a scenario in codex mode: a real `codex app-server` per start of the implementation's
 * host command (the same shim as the host double's), with a temporary CODEX_HOME and HOME whose
 * config.toml points a custom model provider at the model double — no login, no network. Its rollouts
 * stay in CODEX_HOME across restarts of the implementation, as a real install's would.
 */
export class CodexHost implements ScenarioHost {
  readonly recorder: HostRecorder;
  readonly model: ModelDouble;
  readonly #options: CodexHostOptions;
  readonly #shims = new ShimListener((channel) => this.attach(channel));
  readonly #connections = new Map<string, CodexConnection>();
  /** Which connection each Codex turn runs on, to mute the right one. */
  readonly #turnConnection = new Map<string, string>();
  readonly #ended: CodexConnection[] = [];
  readonly #turnStarts = new TurnStartOrder();
  readonly #stopped = new AbortController();
  readonly #files: FileInspector | undefined;
  #count = 0;

  constructor(options: CodexHostOptions) {
    this.#options = options;
    const now = options.now ?? (() => performance.now());
    this.recorder = new HostRecorder(now);
    this.#files = options.inspectFiles
      ? new FileInspector(this.recorder, options.inspectFiles.afterTurnMs, this.#stopped.signal)
      : undefined;
    this.recorder.subscribe((r) => {
      if (r.kind === 'turn' && r.event === 'started') this.#turnConnection.set(r.turnId, r.connectionId);
    });
    this.model = new ModelDouble({
      script: options.script,
      now,
      // turns[n-1] of the host script is the nth turn in both host modes, whichever turn reaches the model first.
      turnNumber: async (facts) =>
        facts.turnId === undefined ? undefined : this.#turnStarts.place(facts.turnId, TURN_LINE_MS),
      onCheckpoint: (key, call) => {
        if (key !== END_UNHEARD) return;
        const id = call.turnId ? this.#turnConnection.get(call.turnId) : undefined;
        for (const [connectionId, connection] of this.#connections)
          if (id === undefined || id === connectionId) connection.mute();
      },
    });
  }

  get #home(): string {
    return join(this.#options.dir, 'codex-home');
  }

  async start(): Promise<void> {
    await this.model.start();
    await mkdir(this.#home, { recursive: true, mode: 0o700 });
    await mkdir(join(this.#options.dir, 'workspace'), { recursive: true });
    const { providerId, model, streamRetries } = this.#options;
    await writeFile(
      join(this.#home, 'config.toml'),
      codexConfigToml({ baseUrl: this.model.baseUrl, providerId, model, streamMaxRetries: streamRetries }),
    );
    await this.#shims.start();
  }

  hostCommand(instance?: number): string {
    return this.#shims.hostCommand(instance);
  }

  agents(): string[] {
    return this.model.agents();
  }

  release(key: string): void {
    this.model.release(key);
  }

  /**
   * A real Codex takes a second or more to start: once the implementation is ready, wait (at most
   * SETTLE_MS) for the Codex it started to answer initialize, so that the checks' windows measure the
   * implementation, not Codex's start. An implementation that starts its host on first use is not waited for longer.
   */
  settled(since: number): Promise<void> {
    const up = () =>
      this.recorder.records.some(
        (r) => r.seq > since && r.kind === 'call' && r.method === 'initialize' && r.result !== undefined,
      );
    if (up()) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        off();
        resolve();
      };
      const timer = setTimeout(done, SETTLE_MS);
      const off = this.recorder.subscribe(() => {
        if (up()) done();
      });
    });
  }

  async stop(): Promise<void> {
    this.#stopped.abort();
    const all = [...this.#connections.values()];
    for (const connection of all) connection.close();
    await Promise.all(all.map((c) => c.exited));
    await Promise.all([this.#shims.stop(), this.model.stop()]);
  }

  /**
   * The kit's own failures in codex mode: the model double off its contract, a Codex message the host subset
   * does not describe, or a Codex that ended before it answered initialize.
   */
  fault(): string | undefined {
    const modelFault = this.model.fault();
    if (modelFault) return modelFault;
    const broken = this.recorder.records.find((r) => r.kind === 'violation' && r.by === 'host');
    if (broken?.kind === 'violation') {
      return `codex ${this.#options.install.version} sent what spec/schemas/host does not describe: ${broken.errors.join('; ')}`;
    }
    for (const connection of this.#ended) {
      const answered = this.recorder.records.some(
        (r) =>
          r.kind === 'call' &&
          r.connectionId === connection.id &&
          r.method === 'initialize' &&
          r.result !== undefined,
      );
      const { exit, stderr } = connection.ending;
      const asked = this.recorder.records.some(
        (r) => r.kind === 'rpc' && r.direction === 'in' && r.connectionId === connection.id,
      );
      if (asked && !answered && exit && exit.code !== 0 && exit.signal === null) {
        return `codex app-server ended (code ${exit.code}) before it answered initialize: ${stderr.split('\n').slice(-3).join(' | ')}`;
      }
    }
    return undefined;
  }

  /** Serves one host connection over a line channel: a shim's socket, or a test's channel pair. */
  attach(channel: LineChannel): void {
    this.#count += 1;
    const id = `c${this.#count}`;
    const home = this.#home;
    const connection = new CodexConnection(
      id,
      channel,
      this.recorder,
      {
        bin: this.#options.install.bin,
        cwd: join(this.#options.dir, 'workspace'),
        env: {
          PATH: process.env.PATH ?? '/usr/bin:/bin',
          HOME: home,
          CODEX_HOME: home,
          [MODEL_API_KEY_ENV]: 'larkspur-model-double',
        },
      },
      this.#turnStarts,
      this.#files,
    );
    this.#connections.set(id, connection);
    this.recorder.add({ kind: 'connection', event: 'open', connectionId: id });
    void connection.exited.then(() => {
      this.#connections.delete(id);
      this.#ended.push(connection);
      this.recorder.add({ kind: 'connection', event: 'close', connectionId: id });
    });
  }
}
