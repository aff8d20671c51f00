import type { Capability } from '../../../generated/types/index.ts';
import type { InboundSource, Rejection } from '../store/inbox.ts';

/**
 * Where an intake hands what it received. Both record durably and return; the event is acknowledged when
 * they return, never later (TR-001). An event that can never be a source is rejected — recorded with its
 * reason and acknowledged all the same, so that it is not pushed again for nothing (TR-010).
 */
export interface IntakeReceiver {
  source(source: InboundSource): void;
  reject(rejection: Rejection): void;
}

/** Receives sources from the provider. */
export interface Intake {
  start(receiver: IntakeReceiver): Promise<void>;
  /** True while events can be received and acknowledged. */
  readonly connected: boolean;
  /** Stops receiving; events that arrive afterwards are not acknowledged (TR-009). */
  stop(): Promise<void>;
  /** What the intake adds to the server's capabilities: long-connection or webhook. */
  readonly capabilities: readonly Capability[];
}
