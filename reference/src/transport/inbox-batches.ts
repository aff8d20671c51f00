import type { Clock } from '../clock.ts';
import { commandOf } from '../core/command.ts';
import type { InboundSource } from '../store/inbox.ts';
import type { Store } from '../store/store.ts';
import type { BatchStore } from './batch-recorder.ts';

const commandOfSource = (source: InboundSource) =>
  commandOf({ ...source, mentions: JSON.stringify(source.mentions) });

/**
 * The inbox as a batch recorder writes it: new sources in one statement, anything else as one receipt
 * (a redelivery counts), each with the control command read from its own text (AD-009).
 */
export function inboxBatches(store: Store, clock: Clock): BatchStore {
  return {
    insert: (sources) =>
      store.inbox.recordNew(
        sources.map((source) => ({ source, command: commandOfSource(source) })),
        clock(),
      ),
    recordOne: async (source) =>
      !(await store.inbox.record(source, clock(), commandOfSource(source))).duplicate,
  };
}
