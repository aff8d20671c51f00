import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { ModelScript } from '../../../generated/types/index.ts';
import { HostRecorder } from '../doubles/host/recorder.ts';
import { MODEL_DOUBLE_KEY, ModelDouble, modelApiEnv } from '../doubles/model/index.ts';
import { ModelObservation } from '../model-api/model-observation.ts';
import type { ScenarioHost } from '../runner/scenario-host.ts';
import { ClaudeClient } from './claude-client.ts';
import type { ClaudeInstall } from './claude-install.ts';
import { ClaudeListener } from './claude-listener.ts';
import { StreamTurnOrder } from './stream-turn-order.ts';

/** The longest wait for the user message a kit claude's first model call of a turn answers. */
const TURN_LINE_MS = 2_000;
const KIT_CLAUDE = new URL('./kit-claude.mjs', import.meta.url).pathname;

export interface ClaudeCodeHostOptions {
  install: ClaudeInstall;
  /** The model double's script, translated from the scenario's host script. */
  script: ModelScript;
  /** A fresh folder for this scenario: HOME, Claude Code's config and the kit's claude go in it, and outlive restarts. */
  dir: string;
  now?: () => number;
}

/**
 * The agent host of a scenario in claude-code mode: the real pinned Claude Code with the model double behind
 * it, no login, no network — a temporary HOME and CLAUDE_CONFIG_DIR per scenario (kept across restarts of the
 * implementation, so a resumed session is found), nonessential traffic off. A bridge that runs the kit's
 * `claude` (first on PATH, or LARKSPUR_CLAUDE_PATH) is recorded line by line (stream-json both ways) and its
 * turns read there; one whose Agent SDK runs its own bundled copy reaches the same double through
 * ANTHROPIC_BASE_URL, and its turns are read from the model calls.
 */
export class ClaudeCodeHost implements ScenarioHost {
  readonly recorder: HostRecorder;
  readonly model: ModelDouble;
  readonly #options: ClaudeCodeHostOptions;
  readonly #observation: ModelObservation;
  readonly #order = new StreamTurnOrder();
  readonly #clients = new Map<string, ClaudeClient>();
  readonly #listener = new ClaudeListener((hello) => {
    const id = `c${this.#clients.size + 1}`;
    const client = new ClaudeClient(id, hello.argv, this.recorder, this.#order);
    this.#clients.set(id, client);
    return {
      baseUrl: this.model.clientOrigin(id),
      report: (report) => client.report(report),
      closed: () => client.closed(),
    };
  });

  constructor(options: ClaudeCodeHostOptions) {
    this.#options = options;
    const now = options.now ?? (() => performance.now());
    this.recorder = new HostRecorder(now);
    // Calls of a kit claude are read in its stream-json; the others (a bundled copy) from the calls themselves.
    this.#observation = new ModelObservation(this.recorder, (call) => call.facts.client === undefined);
    this.model = new ModelDouble({
      script: options.script,
      now,
      turnNumber: async (facts) =>
        facts.client === undefined ? undefined : this.#order.take(facts.client, TURN_LINE_MS),
      onCall: (call) => this.#observation.onCall(call),
      onAnswer: (call, answered) => this.#observation.onAnswer(call, answered),
    });
  }

  get #home(): string {
    return join(this.#options.dir, 'home');
  }

  get #bin(): string {
    return join(this.#options.dir, 'bin');
  }

  /** What Claude Code is given whoever starts it: its home and config, the double's key, no nonessential calls. */
  get #forced(): Record<string, string> {
    return {
      HOME: this.#home,
      CLAUDE_CONFIG_DIR: join(this.#home, '.claude'),
      CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
      ANTHROPIC_API_KEY: MODEL_DOUBLE_KEY,
    };
  }

  async start(): Promise<void> {
    await this.model.start();
    await this.#listener.start();
    await mkdir(join(this.#home, '.claude'), { recursive: true, mode: 0o700 });
    await mkdir(this.#bin, { recursive: true });
    const config = join(this.#bin, 'kit-claude.json');
    await writeFile(
      config,
      JSON.stringify({
        port: this.#listener.port,
        token: this.#listener.token,
        bin: this.#options.install.bin,
        origin: this.model.origin,
        env: this.#forced,
      }),
      { mode: 0o600 },
    );
    const claude = join(this.#bin, 'claude');
    await writeFile(
      claude,
      `#!/bin/sh\n# The kit's claude: ${this.#options.install.version}, recorded by the harness.\nexec ${[process.execPath, KIT_CLAUDE, config].map(shellQuote).join(' ')} "$@"\n`,
    );
    await chmod(claude, 0o755);
  }

  launchEnv(_instance: number | undefined, base: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
    const { ANTHROPIC_BASE_URL } = modelApiEnv(this.model);
    return {
      LARKSPUR_HOST_INTERFACE: 'claude-code',
      LARKSPUR_CLAUDE_PATH: join(this.#bin, 'claude'),
      PATH: [this.#bin, base.PATH].filter(Boolean).join(':'),
      ANTHROPIC_BASE_URL,
      LARKSPUR_ANTHROPIC_BASE_URL: ANTHROPIC_BASE_URL,
      LARKSPUR_ANTHROPIC_API_KEY: MODEL_DOUBLE_KEY,
      ...this.#forced,
    };
  }

  observed(): Array<'stream-json' | 'model-calls'> {
    return [
      ...(this.#clients.size > 0 ? (['stream-json'] as const) : []),
      ...(this.#observation.seen ? (['model-calls'] as const) : []),
    ];
  }

  agents(): string[] {
    return this.model.agents();
  }

  release(key: string): void {
    this.model.release(key);
  }

  fault(): string | undefined {
    return this.model.fault();
  }

  async stop(): Promise<void> {
    await Promise.all([this.#listener.stop(), this.model.stop()]);
  }
}

function shellQuote(word: string): string {
  return `'${word.replace(/'/g, `'\\''`)}'`;
}
