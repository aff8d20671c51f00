import type { ControlTriggerReceipt, ControlTriggerRequest } from '../../../generated/types/index.ts';
import type { Clock } from '../clock.ts';
import type { DispatchOutcome } from '../core/turn-runner.ts';
import type { ResolvedKnobs } from '../launch/knobs.ts';
import type { Store } from '../store/store.ts';
import type { DispatchState, TriggerReceiptRow } from '../store/trigger-receipts.ts';

export type TriggerAnswer =
  | { outcome: 'accepted' | 'repeated'; receipt: ControlTriggerReceipt }
  | { outcome: 'refused'; status: 404 | 409 | 422; code: string; message: string };

export interface TriggerDeskOptions {
  store: Store;
  clock: Clock;
  knobs: Pick<ResolvedKnobs, 'inputCharLimit' | 'pendingInputLimit'>;
  /** Runs a turn under its session's fence (Dispatcher.submitTurn). */
  submitTurn: (sessionId: string, run: () => Promise<void>) => void;
  /** Runs the turn on the host, telling what became of its start (TurnRunner.run). */
  runTurn: (turnId: string, onDispatch: (outcome: DispatchOutcome) => Promise<void>) => Promise<void>;
  /** Posts the ended turn's answer into the session's conversation (Delivery.deliverTurn). */
  deliverTurn: (turnId: string) => Promise<void>;
  /** Several instances share the store: whether this one holds the session now (SessionLeasing.holdsSession). */
  holdsSession?: (sessionId: string) => Promise<boolean>;
}

const SETTLED: Record<DispatchOutcome, Exclude<DispatchState, 'attempting' | 'cancelled'>> = {
  dispatched: 'dispatched',
  not_dispatched: 'not_dispatched',
  unknown: 'dispatch_outcome_unknown',
};

const iso = (ms: number): string => new Date(ms).toISOString();

/**
 * Triggers (BM-001…BM-003): a bounded instruction becomes a turn of a session at most once per turn key.
 * The attempting receipt and the queued turn are written in one transaction before the host hears of it,
 * so a start whose answer was lost — or that was under way when the server died — is reported
 * dispatch_outcome_unknown and never sent again. Reading a receipt writes nothing.
 */
export class TriggerDesk {
  private readonly options: TriggerDeskOptions;
  /** Receipts submitted here and not settled by their run yet: adopt() leaves them be. */
  private readonly submitted = new Set<string>();

  constructor(options: TriggerDeskOptions) {
    this.options = options;
  }

  async trigger(sessionId: string, request: ControlTriggerRequest): Promise<TriggerAnswer> {
    const { store, clock, knobs } = this.options;
    const answer = await store.atomically(async (): Promise<TriggerAnswer> => {
      const session = await store.sessions.get(sessionId);
      if (!session)
        return { outcome: 'refused', status: 404, code: 'NOT_FOUND', message: `no session ${sessionId}` };
      const earlier = await store.triggers.byKey(sessionId, request.turnKey);
      if (earlier) return { outcome: 'repeated', receipt: await this.projection(earlier) };
      if (session.kind === 'attached') {
        return {
          outcome: 'refused',
          status: 409,
          code: 'ATTACHED_SESSION',
          message: "an attached session's turns belong to its host; send it web input instead",
        };
      }
      if (session.closedAt !== null) {
        return {
          outcome: 'refused',
          status: 409,
          code: 'SESSION_CLOSED',
          message: `session ${sessionId} is closed; trigger the conversation's current session`,
        };
      }
      if ([...request.instruction].length > knobs.inputCharLimit) {
        return {
          outcome: 'refused',
          status: 422,
          code: 'INPUT_TOO_LONG',
          message: `the instruction is over ${knobs.inputCharLimit} characters`,
        };
      }
      const queued =
        (await store.turns.unfinished(sessionId)).filter((t) => t.state === 'queued').length +
        (await store.inputs.pending(sessionId)).length;
      if (queued >= knobs.pendingInputLimit) {
        return {
          outcome: 'refused',
          status: 422,
          code: 'PENDING_LIMIT',
          message: `the session already has ${knobs.pendingInputLimit} pending inputs`,
        };
      }
      const now = clock();
      const turn = await store.turns.create(sessionId, null, request.instruction, now, 'trigger');
      await store.sessions.touch(sessionId, now);
      return {
        outcome: 'accepted',
        receipt: await this.projection(
          await store.triggers.create(sessionId, request.turnKey, turn.turnId, now),
        ),
      };
    });
    if (answer.outcome === 'accepted') this.submit((await store.triggers.byKey(sessionId, request.turnKey))!);
    return answer;
  }

  /** An observation: it reads the receipt and the turn, and changes nothing (BM-003). */
  async receipt(sessionId: string, turnKey: string): Promise<ControlTriggerReceipt | undefined> {
    const row = await this.options.store.triggers.byKey(sessionId, turnKey);
    return row && (await this.projection(row));
  }

  async receipts(sessionId: string): Promise<ControlTriggerReceipt[]> {
    const receipts: ControlTriggerReceipt[] = [];
    for (const row of await this.options.store.triggers.ofSession(sessionId))
      receipts.push(await this.projection(row));
    return receipts;
  }

  /**
   * After a restart, attempting receipts go on: one whose turn never started is submitted again (nothing
   * reached the host); one whose turn was marked running is run only to be resolved as unknown (HO-003).
   * With other instances, each waits for its session's grant: one that a live instance holds is that one's
   * to finish, and is looked at again only once this instance is granted the session.
   */
  async recover(): Promise<void> {
    for (const row of await this.options.store.triggers.attempting()) this.submit(row);
  }

  /**
   * With other instances: triggers another instance accepted for a session this one holds — one that reached it
   * while this one was granted the session, or whose run there lost the session's lease — are this one's to run.
   * Asked on the shared store's poll.
   */
  async adopt(): Promise<void> {
    const { holdsSession, store } = this.options;
    if (!holdsSession) return;
    for (const row of await store.triggers.attempting()) {
      if (!this.submitted.has(row.receiptId) && (await holdsSession(row.sessionId))) this.submit(row);
    }
  }

  private submit(row: TriggerReceiptRow): void {
    const { store, clock, runTurn, deliverTurn } = this.options;
    this.submitted.add(row.receiptId);
    this.options.submitTurn(row.sessionId, async () => {
      // Submitted again at a start, or waiting for the session's grant meanwhile: another instance that held the
      // session may have run it already. What it settled is not run again (BM-002).
      if ((await store.triggers.byKey(row.sessionId, row.turnKey))?.dispatch === 'attempting') {
        await runTurn(row.turnId, async (outcome) => {
          const turn = await store.turns.get(row.turnId);
          await store.triggers.settle(
            row.receiptId,
            SETTLED[outcome],
            outcome === 'dispatched' ? null : (turn?.errorClass ?? null),
            clock(),
          );
        });
        const turn = await store.turns.get(row.turnId);
        // Stopped before its start (/stop, /new): nothing was dispatched.
        if (turn?.state === 'cancelled')
          await store.triggers.settle(row.receiptId, 'cancelled', null, clock());
        await deliverTurn(row.turnId);
      }
      // Not reached when the run lost the session's lease: the dispatcher keeps the turn waiting for the grant.
      this.submitted.delete(row.receiptId);
    });
  }

  private async projection(row: TriggerReceiptRow): Promise<ControlTriggerReceipt> {
    const turn = (await this.options.store.turns.get(row.turnId))!;
    const errorClass = row.errorClass ?? turn.errorClass;
    return {
      receiptId: row.receiptId,
      sessionId: row.sessionId,
      turnKey: row.turnKey,
      dispatch: row.dispatch,
      turnId: row.turnId,
      turnState: turn.state,
      ...(errorClass ? { errorClass } : {}),
      chars: [...turn.input].length,
      createdAt: iso(row.createdAt),
      updatedAt: iso(Math.max(row.updatedAt, turn.endedAt ?? 0, turn.startedAt ?? 0)),
    };
  }
}
