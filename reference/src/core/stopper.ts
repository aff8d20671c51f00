import type { ControlStopReceipt } from '../../../generated/types/index.ts';
import { delay, type Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import type { Store } from '../store/store.ts';
import { FINAL_TURN_STATES } from '../store/turns.ts';
import type { Host, ThreadStatus } from './host.ts';
import type { ActiveTurn, TurnRunner } from './turn-runner.ts';

/** The last thread read of a stop, and when it was made. */
interface StopRead {
  status: ThreadStatus;
  readAt: number;
}

/** What a stop found: the turn proven ended (or already over), or not proven and the host closed. */
export interface StopProof {
  outcome: ControlStopReceipt['outcome'];
  read?: StopRead;
}

export interface StopperOptions {
  store: Store;
  host: Host;
  runner: TurnRunner;
  clock: Clock;
  logger: Logger;
  stopBudgetMs: number;
}

/**
 * Stops one exact turn and proves it with a fresh thread read (HO-004): an interrupt acknowledgement is
 * not a stop. A queued turn is cancelled and never starts (HO-005).
 */
export class Stopper {
  private readonly options: StopperOptions;

  constructor(options: StopperOptions) {
    this.options = options;
  }

  /**
   * The receipt, or undefined when there is no such turn. `endAs` is the state a proven stop ends the
   * turn in: interrupted at a user's request, timed_out after a timeout (HO-006).
   */
  async stop(turnId: string, endAs: 'interrupted' | 'timed_out' = 'interrupted'): Promise<ControlStopReceipt | undefined> {
    const { store, runner, clock } = this.options;
    const began = clock();
    const turn = store.turns.get(turnId);
    if (!turn) return undefined;
    const receipt = (outcome: ControlStopReceipt['outcome'], readback?: ControlStopReceipt['readback']) => ({
      turnId,
      sessionId: turn.sessionId,
      outcome,
      turnState: store.turns.get(turnId)!.state,
      ...(readback ? { readback } : {}),
      elapsedMs: Math.max(0, clock() - began),
    });

    if (turn.state === 'queued' && store.turns.end(turnId, { state: 'cancelled' }, clock())) return receipt('stopped');
    // A claimed turn of an attached session runs in its host, which nothing here can interrupt: the stop
    // fails closed and the claim stays the host's to complete (AS-006, AS-007).
    if (store.sessions.get(turn.sessionId)?.kind === 'attached' && turn.state === 'running') return receipt('failed');
    const active = runner.activeTurn(turnId);
    if (!active) {
      // Running in the store but not in this process: it was cut off by a restart, and is not running.
      if (store.turns.get(turnId)!.state === 'running') {
        store.turns.end(turnId, { state: 'unknown', errorClass: 'outcome_unknown' }, clock());
      }
      return receipt('not-running');
    }

    // A stop already under way (a timeout and a /stop at once) is joined: one interrupt, one proof.
    active.stopping ??= this.prove(turnId, active, endAs, began);
    const proof = await active.stopping;
    return receipt(proof.outcome, proof.read ? readbackOf(proof.read) : undefined);
  }

  /**
   * Interrupts the turn as soon as the host has named it, then reads the thread until a read shows the
   * turn no longer active, within the budget. Not proven: the host transport is closed (HO-004).
   */
  private async prove(
    turnId: string,
    active: ActiveTurn,
    endAs: 'interrupted' | 'timed_out',
    began: number,
  ): Promise<StopProof> {
    const { store, host, clock, logger, stopBudgetMs } = this.options;
    const deadline = began + stopBudgetMs;
    const pollMs = Math.max(5, Math.min(50, Math.floor(stopBudgetMs / 20)));
    let interrupted = false;
    let read: StopRead | undefined;
    while (clock() < deadline) {
      // It ended on its own before the interrupt went out: there is nothing to stop.
      if (!interrupted && FINAL_TURN_STATES.has(store.turns.get(turnId)!.state)) return { outcome: 'not-running' };
      // A turn start still unanswered is waited for, and its turn only interrupted (HO-005).
      if (active.hostTurnId !== undefined && !interrupted) {
        interrupted = true;
        await host.interrupt(active.threadId, active.hostTurnId).catch((e: unknown) => logger.warn('interrupt failed:', e));
      }
      if (interrupted) {
        try {
          read = { status: await host.readThread(active.threadId), readAt: clock() };
        } catch (error) {
          logger.warn('thread read after interrupt failed:', error);
          read = undefined;
        }
        if (read && (read.status.status !== 'active' || read.status.activeTurnId !== active.hostTurnId)) {
          store.turns.end(turnId, { state: endAs }, clock());
          return { outcome: 'stopped', read };
        }
      }
      await delay(pollMs);
    }
    logger.warn('stop not proven within the budget; closing the host');
    await host.close().catch((e: unknown) => logger.warn('closing the host failed:', e));
    store.turns.end(turnId, { state: 'failed', errorClass: 'stop_unproven' }, clock());
    return { outcome: 'failed', ...(read ? { read } : {}) };
  }
}

function readbackOf(read: StopRead): NonNullable<ControlStopReceipt['readback']> {
  return {
    threadStatus: read.status.status,
    ...(read.status.activeTurnId ? { activeTurnId: read.status.activeTurnId } : {}),
    readAt: new Date(read.readAt).toISOString(),
  };
}
