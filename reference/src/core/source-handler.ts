import type { Delivery } from '../delivery/delivery.ts';
import { refusalText } from '../delivery/messages.ts';
import type { Timing } from '../observe/timing.ts';
import type { SourceRow } from '../store/inbox.ts';
import type { Store } from '../store/store.ts';
import type { Admission, RefusalReason } from './admission.ts';
import type { Commands } from './commands.ts';
import type { Admitted, DispatchWork } from './dispatcher.ts';
import type { TurnRunner } from './turn-runner.ts';

export interface SourceHandlerOptions {
  store: Store;
  admission: Admission;
  runner: TurnRunner;
  commands: Commands;
  delivery: Delivery;
  timing: Timing;
  /** Input was queued in an attached session: its open claim wakes (AS-003). */
  attachedQueued: (sessionId: string) => void;
}

/** What the dispatcher does with a source: admit it, then run it to its answer. */
export class SourceHandler implements DispatchWork {
  private readonly options: SourceHandlerOptions;

  constructor(options: SourceHandlerOptions) {
    this.options = options;
  }

  async admit(source: SourceRow): Promise<Admitted> {
    const fresh = source.admission === null;
    const decision = await this.options.admission.admit(source);
    if (fresh && decision.outcome !== 'deferred') this.options.timing.mark('admission', source.messageId);
    switch (decision.outcome) {
      case 'turn':
        if (fresh) this.options.delivery.acknowledge(source, decision.turnId, decision.ahead);
        return { kind: 'turn', sessionId: decision.sessionId };
      case 'attached':
        // Its host claims and completes it; the broker delivers the answer (AS-005).
        if (fresh) {
          this.options.delivery.acknowledge(source, decision.turnId, decision.ahead);
          this.options.attachedQueued(decision.sessionId);
        }
        return { kind: 'done' };
      case 'command':
      case 'refused':
        return { kind: 'now' };
      case 'ignored':
        return { kind: 'done' };
      case 'deferred':
        return { kind: 'defer' };
    }
  }

  async run(held: SourceRow): Promise<void> {
    const { store, runner, commands, delivery } = this.options;
    const source = await store.inbox.get(held.messageId);
    if (!source) return;
    switch (source.admission) {
      case 'turn':
        await runner.run(source.turnId!);
        await delivery.deliverTurn(source.turnId!);
        return;
      case 'command':
        await delivery.deliverReply(source, 'command-reply', await commands.run(source));
        return;
      case 'refused':
        await delivery.deliverReply(source, 'refusal', refusalText(source.reason as RefusalReason, source));
        return;
      default:
        return;
    }
  }
}
