import { performance } from 'node:perf_hooks';
import type { ModelScript } from '../../../generated/types/index.ts';
import { HostRecorder } from '../doubles/host/recorder.ts';
import { ModelDouble, modelApiEnv } from '../doubles/model/index.ts';
import type { ScenarioHost } from '../runner/scenario-host.ts';
import { ModelObservation } from './model-observation.ts';

export interface ModelApiHostOptions {
  /** The model double's script, translated from the scenario's host script. */
  script: ModelScript;
  now?: () => number;
}

/**
 * The agent host of a scenario in model-api mode: none — the implementation calls a model itself, and the
 * model double answers on each of its APIs (OpenAI Responses and Chat Completions, Anthropic Messages), named
 * in the SDKs' own variables. The host layer reads what the double sees: a call that brings new user input
 * starts a turn; its answer ends it.
 */
export class ModelApiHost implements ScenarioHost {
  readonly recorder: HostRecorder;
  readonly model: ModelDouble;
  readonly #observation: ModelObservation;

  constructor(options: ModelApiHostOptions) {
    const now = options.now ?? (() => performance.now());
    this.recorder = new HostRecorder(now);
    this.#observation = new ModelObservation(this.recorder);
    this.model = new ModelDouble({
      script: options.script,
      now,
      // A request the API would refuse is the bridge's: the double answers 400, as the API would.
      client: 'implementation',
      onCall: (call) => this.#observation.onCall(call),
      onAnswer: (call, answered) => this.#observation.onAnswer(call, answered),
    });
  }

  async start(): Promise<void> {
    await this.model.start();
  }

  async stop(): Promise<void> {
    await this.model.stop();
  }

  launchEnv(): NodeJS.ProcessEnv {
    const env = modelApiEnv(this.model);
    return {
      LARKSPUR_HOST_INTERFACE: 'model-api',
      ...env,
      LARKSPUR_OPENAI_BASE_URL: env.OPENAI_BASE_URL,
      LARKSPUR_OPENAI_API_KEY: env.OPENAI_API_KEY,
      LARKSPUR_ANTHROPIC_BASE_URL: env.ANTHROPIC_BASE_URL,
      LARKSPUR_ANTHROPIC_API_KEY: env.ANTHROPIC_API_KEY,
    };
  }

  observed(): Array<'model-calls'> {
    return this.#observation.seen ? ['model-calls'] : [];
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
}
