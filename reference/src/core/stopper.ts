import type { ControlStopReceipt } from '../../../generated/types/index.ts';
import { RetryPolicy, sleep, systemTimers, type Timers } from '../../../runtime/src/index.ts';
import type { Clock } from '../clock.ts';
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
  /** Ends the turn's drafts: none starts from now, and the one out has settled when it resolves (HO-005). */
  endDrafts: (turnId: string) => Promise<void>;
  timers?: Timers;
}

/**
 * Stops one exact turn and proves it with a fresh thread read (HO-004): an interrupt acknowledgement is
 * not a stop. A queued turn is cancelled and never starts (HO-005).
 */
export class Stopper {
  private readonly options: StopperOptions;
  private readonly timers: Timers;

  constructor(options: StopperOptions) {
    this.options = options;
    this.timers = options.timers ?? systemTimers;
  }

  /**
   * The receipt, or undefined when there is no such turn. `endAs` is the state a proven stop ends the
   * turn in: interrupted at a user's request, timed_out after a timeout (HO-006).
   */
  async stop(
    turnId: string,
    endAs: 'interrupted' | 'timed_out' = 'interrupted',
  ): Promise<ControlStopReceipt | undefined> {
    const { store, runner, clock } = this.options;
    const began = clock();
    const turn = await store.turns.get(turnId);
    if (!turn) return undefined;
    const receipt = async (
      outcome: ControlStopReceipt['outcome'],
      readback?: ControlStopReceipt['readback'],
    ) => ({
      turnId,
      sessionId: turn.sessionId,
      outcome,
      turnState: (await store.turns.get(turnId))!.state,
      ...(readback ? { readback } : {}),
      elapsedMs: Math.max(0, clock() - began),
    });

    if (turn.state === 'queued' && (await store.turns.end(turnId, { state: 'cancelled' }, clock())))
      return receipt('stopped');
    // A claimed turn of an attached session runs in its host, which nothing here can interrupt: the stop
    // fails closed and the claim stays the host's to complete (AS-006, AS-007).
    if ((await store.sessions.get(turn.sessionId))?.kind === 'attached' && turn.state === 'running')
      return receipt('failed');
    const active = runner.activeTurn(turnId);
    if (!active) {
      // Running in the store but not in this process: it was cut off by a restart, and is not running.
      if ((await store.turns.get(turnId))!.state === 'running') {
        await store.turns.end(turnId, { state: 'unknown', errorClass: 'outcome_unknown' }, clock());
      }
      return receipt('not-running');
    }

    // A stop already under way (a timeout and a /stop at once) is joined: one interrupt, one proof. The
    // turn's progress ends with the request to stop, so nothing of it is written after the receipt, which
    // the user reads as the stop's answer (HO-005).
    active.stopping ??= this.prove(turnId, active, endAs, began);
    const [proof] = await Promise.all([active.stopping, this.options.endDrafts(turnId)]);
    return receipt(proof.outcome, proof.read ? readbackOf(proof.read) : undefined);
  }

  /**
   * Interrupts the turn as soon as the host has named it, then reads the thread until a read shows the
   * turn no longer active, within the budget. The reads are paced, not polled: one right after the
   * interrupt, one as soon as the host reports the turn's end, the rest each twice as far apart — a few
   * reads spread over the budget. Not proven: the host transport is closed (HO-004).
   */
  private async prove(
    turnId: string,
    active: ActiveTurn,
    endAs: 'interrupted' | 'timed_out',
    began: number,
  ): Promise<StopProof> {
    const { store, host, clock, logger, stopBudgetMs } = this.options;
    const deadline = began + stopBudgetMs;
    const left = () => Math.max(0, deadline - clock());
    // A turn start still unanswered is waited for, and its turn only interrupted (HO-005).
    const hostTurnId = await Promise.race([active.started, sleep(left(), this.timers).then(() => undefined)]);
    // It ended on its own before the interrupt went out: there is nothing to stop.
    if (FINAL_TURN_STATES.has((await store.turns.get(turnId))!.state)) return { outcome: 'not-running' };
    let read: StopRead | undefined;
    if (hostTurnId !== undefined) {
      await host
        .interrupt(active.threadId, hostTurnId)
        .catch((e: unknown) => logger.warn('interrupt failed:', e));
      let heard = active.heard.then(() => 'heard' as const);
      // The budget bounds the reads (left()), not the policy.
      const pacing = new RetryPolicy({
        baseMs: firstGap(stopBudgetMs),
        capMs: stopBudgetMs,
        attempts: Infinity,
        timers: this.timers,
      });
      for (let reads = 1; ; reads++) {
        try {
          read = { status: await host.readThread(active.threadId), readAt: clock() };
        } catch (error) {
          logger.warn('thread read after interrupt failed:', error);
          read = undefined;
        }
        if (read && (read.status.status !== 'active' || read.status.activeTurnId !== hostTurnId)) {
          await store.turns.end(turnId, { state: endAs }, clock());
          return { outcome: 'stopped', read };
        }
        if (left() === 0) break;
        // The host's own word that the turn ended is worth a read at once, but only once.
        if (
          (await Promise.race([
            heard,
            pacing.sleep(Math.min(pacing.delayMs(reads), left())).then(() => 'tick' as const),
          ])) === 'heard'
        ) {
          heard = new Promise(() => {});
        }
      }
    }
    logger.warn('stop not proven within the budget; closing the host');
    await host.close().catch((e: unknown) => logger.warn('closing the host failed:', e));
    await store.turns.end(turnId, { state: 'failed', errorClass: 'stop_unproven' }, clock());
    return { outcome: 'failed', ...(read ? { read } : {}) };
  }
}

/** The wait before the second read of a stop; each later one waits twice as long: five reads or so in all. */
function firstGap(budgetMs: number): number {
  return Math.max(10, Math.floor(budgetMs / 16));
}

function readbackOf(read: StopRead): NonNullable<ControlStopReceipt['readback']> {
  return {
    threadStatus: read.status.status,
    ...(read.status.activeTurnId ? { activeTurnId: read.status.activeTurnId } : {}),
    readAt: new Date(read.readAt).toISOString(),
  };
}
