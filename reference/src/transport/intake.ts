import type { Capability } from '../../../generated/types/index.ts';
import type { InboundSource } from '../store/inbox.ts';
import type { CardAnswer, CardCallback } from './card-callback.ts';

/** Answers a click on one of the bot's cards; without one, clicks are acknowledged and ignored. */
export type OnCardAction = (callback: CardCallback) => Promise<CardAnswer>;

/**
 * Receives sources from the provider. `onSource` must record the source durably and return; the
 * event is acknowledged when it returns, never later (TR-001).
 */
export interface Intake {
  start(onSource: (source: InboundSource) => void, onCardAction?: OnCardAction): Promise<void>;
  /** True while events can be received and acknowledged. */
  readonly connected: boolean;
  /** Stops receiving; events that arrive afterwards are not acknowledged (TR-009). */
  stop(): Promise<void>;
  /** What the intake adds to the server's capabilities: long-connection or webhook. */
  readonly capabilities: readonly Capability[];
}
