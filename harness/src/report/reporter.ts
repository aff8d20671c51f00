import type { Report, ScenarioResult } from '../../../generated/types/index.ts';

export interface RunStart {
  scenarios: number;
  repeat: number;
  workers: number;
  implementation: string;
  /** The agent host of the run, e.g. "host double" or "codex 0.171.0". */
  host?: string;
}

/**
 * A reporter observes a run. Every hook is optional. onRunStart fires once before the first scenario;
 * onScenarioStart and onScenarioEnd fire per scenario attempt (from several workers, in completion
 * order); onRunEnd fires once with the final report, after expectations were applied.
 */
export interface Reporter {
  onRunStart?(start: RunStart): void;
  onScenarioStart?(id: string, attempt: number): void;
  onScenarioEnd?(result: ScenarioResult): void;
  onRunEnd?(report: Report): void | Promise<void>;
}
