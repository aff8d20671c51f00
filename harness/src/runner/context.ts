import type { Scenario } from '../../../generated/types/index.ts';
import type { ControlClient } from '../../../generated/clients/control.ts';
import type { ProviderDouble } from '../doubles/provider/index.ts';
import type { HostDouble } from '../doubles/host/index.ts';
import type { ChangeSignal } from './signal.ts';
import type { SutManager } from './sut-manager.ts';
import type { TranscriptEntry } from '../../../generated/types/index.ts';

/** Where the records stood when an action ran, so that `since` can count from there. */
export interface Anchor {
  at: number;
  providerSeq: number;
  hostSeq: number;
}

/** A control API exchange, kept for transcripts and checks. */
export interface ControlExchange {
  at: number;
  method: string;
  path: string;
  status: number;
  body: unknown;
}

/** Everything a step sees while one scenario plays. */
export interface ScenarioContext {
  readonly scenario: Scenario;
  /** ms since the scenario started; the doubles stamp their records with the same clock. */
  now(): number;
  /** When the scenario budget runs out, on the same clock. */
  readonly budgetEnd: number;
  readonly signal: ChangeSignal;
  readonly captures: Map<string, unknown>;
  readonly anchors: Map<string, Anchor>;
  readonly provider: ProviderDouble;
  readonly host: HostDouble;
  /** Absent when the implementation does not declare the control capability. */
  readonly control: ControlClient | undefined;
  readonly controlLog: ControlExchange[];
  readonly sut: SutManager;
  /** What the harness gave the implementation that checks need to see again. */
  readonly launch: { dataDir: string; controlToken: string; controlPort: number };
  readonly runnerLog: TranscriptEntry[];
  /** The implementation declares reply-threading: only replies answer a source (DE-010). */
  readonly replyThreading: boolean;
  /** Whether any earlier check of this scenario passed: a quiet check never passes on nothing. */
  anyPassed(): boolean;
}

export function anchorNow(ctx: Pick<ScenarioContext, 'now' | 'provider' | 'host'>): Anchor {
  return {
    at: ctx.now(),
    providerSeq: ctx.provider.recorder.records.length,
    hostSeq: ctx.host.recorder.records.length,
  };
}
