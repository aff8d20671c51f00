import type { StoreHealthState } from '../store/store-health.ts';
import type { Capability } from '../../../generated/types/index.ts';
import type { InboundSource, Rejection } from '../store/inbox.ts';
import type { JournalPosition } from '../intake-journal/journal-format.ts';
import type { CardAnswer, CardCallback } from './card-callback.ts';

/** Where an intake puts what it receives. */
export interface IntakeSink {
  /**
   * Records a source durably. The event is acknowledged when the promise resolves, never later, and not
   * at all when it rejects (TR-001): the provider delivers it again.
   */
  record(source: InboundSource): Promise<void>;
  /**
   * Records an event that can never be a source, with its reason; it is acknowledged all the same, so that
   * it is not pushed again for nothing, and never admitted (TR-010).
   */
  reject(rejection: Rejection): void;
  /** The intake recorded new sources itself (from its own thread): the inbox has work. */
  recorded(): void;
  /** Answers a click on one of the bot's cards (HO-008); without it, clicks are acknowledged and ignored. */
  cardAction?(callback: CardCallback): Promise<CardAnswer>;
  /**
   * The intake journal, for an intake that writes it itself on a thread of its own (`writesJournal`): its
   * directory and the segment to begin with. Then `record` and `reject` are not called (issue 22).
   */
  journal?: IntakeJournalLocation;
  /** The intake's own thread wrote the journal this far: what is there may be drained into the inbox. */
  journaled?(at: JournalPosition): void;
}

export interface IntakeJournalLocation {
  dir: string;
  segment: number;
}

/** Receives sources from the provider and has each recorded before its event is acknowledged. */
export interface Intake {
  start(sink: IntakeSink): Promise<void>;
  /** True while events can be received and acknowledged. */
  readonly connected: boolean;
  /** Stops receiving; events that arrive afterwards are not acknowledged (TR-009). */
  stop(): Promise<void>;
  /** What the intake adds to the server's capabilities: long-connection or webhook. */
  readonly capabilities: readonly Capability[];
  /** Records into the intake journal itself, from a thread of its own, when the sink gives one. */
  readonly writesJournal?: boolean;
  /** The health of the intake's own connection to the store, where it has one (an intake thread). */
  readonly storeHealth?: StoreHealthState;
}
