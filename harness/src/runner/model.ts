/**
 * The harness's domain model in one place: layers, check outcomes and verdicts. The report types
 * themselves are generated from spec/schemas/report; this file adds what the runner needs around them.
 */
import type { CheckResult, Layer, ScenarioResult } from '../../../generated/types/index.ts';

export type { CheckResult, Layer, ScenarioResult };

/** Dependency order: a failure in one layer blocks the checks of later layers that depend on it. */
export const LAYERS = ['transport', 'admission', 'host', 'delivery'] as const satisfies readonly Layer[];

export type LayerVerdict = ScenarioResult['verdicts'][Layer];
export type Verdicts = ScenarioResult['verdicts'];

export function layerRank(layer: Layer): number {
  return LAYERS.indexOf(layer);
}

/** What evaluating one check decided. Checks return this; nothing about verdicts is thrown. */
export type Outcome =
  | {
      status: 'pass';
      message: string;
      expected?: unknown;
      actual?: unknown;
      captures?: Record<string, unknown>;
    }
  | { status: 'fail'; message: string; expected?: unknown; actual?: unknown }
  | { status: 'untested'; reason: string; message: string };

export type UntestedReason =
  'capability' | 'host-mode' | `blocked-by:${Layer}` | 'not-covered' | 'budget' | 'filtered' | 'live';
