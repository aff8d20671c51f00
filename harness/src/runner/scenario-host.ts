import type { HostRecorder } from '../doubles/host/index.ts';
import type { ModelRecorder } from '../doubles/model/index.ts';
import type { LoggedTurn } from '../doubles/host/index.ts';

/**
 * The agent host a scenario plays against, in either host mode: the host double, or a real Codex with the
 * model double behind it. Either way the implementation reaches it through LARKSPUR_HOST_COMMAND, and
 * every line between them is recorded in the same records, so that host checks read the same in both.
 */
export interface ScenarioHost {
  readonly recorder: HostRecorder;
  /** The model double behind a real agent, or behind the implementation itself: its calls go in the transcript. */
  readonly model?: { readonly recorder: ModelRecorder };
  start(): Promise<void>;
  stop(): Promise<void>;
  /**
   * The host part of the launch contract for one instance (`instance` names one of several), over the
   * environment so far (`base`: to extend its PATH): absent, the codex-app-server interface with hostCommand as
   * LARKSPUR_HOST_COMMAND.
   */
  launchEnv?(instance: number | undefined, base: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
  /** The shell command line the implementation spawns as its host (codex-app-server). */
  hostCommand?(instance?: number): string;
  /** The user agents of the model calls its model double answered (report/scenario-result hostAgents). */
  agents?(): string[];
  /** Where this host's records come from, for the verdicts to say (report/scenario-result hostObserved). */
  observed?(): Array<'host-protocol' | 'stream-json' | 'model-calls'>;
  /** Turns blocked on key go on (host.release). */
  release(key: string): void;
  /** What broke on the harness's side of the host, if anything: a double off its contract, a Codex that would not run. */
  fault(): string | undefined;
  /**
   * Settles once a host the implementation started after record `since` is up (initialize answered), or
   * after a bound: a host that takes seconds to start (a real Codex) must not eat the windows of the
   * checks, which measure the implementation. Absent: the host is up at once.
   */
  settled?(since: number): Promise<void>;
  /** Every turn the host took, heard or not: the host double keeps them; the fuzz invariants need them. */
  turns?(): readonly LoggedTurn[];
}

/** The turns of a host that keeps them; a host without them cannot serve the fuzz invariants. */
export function hostTurns(host: ScenarioHost): readonly LoggedTurn[] {
  if (!host.turns) throw new Error('the fuzz invariants need the host double: this host keeps no turn log');
  return host.turns();
}
