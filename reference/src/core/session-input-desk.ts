import type { Clock } from '../clock.ts';
import type { ResolvedKnobs } from '../launch/knobs.ts';
import type { Logger } from '../logger.ts';
import type { InputMode, SessionInputRow } from '../store/session-inputs.ts';
import type { Store } from '../store/store.ts';
import type { Host } from './host.ts';
import type { TurnRunner } from './turn-runner.ts';
import { longerThan } from './text-bounds.ts';

export interface InputRequest {
  clientInputId: string;
  mode: InputMode;
  text: string;
}

export type InputAnswer =
  | { outcome: 'taken'; input: SessionInputRow }
  /** A steer that failed; recorded as failed, never queued instead (AD-008). */
  | { outcome: 'steer-failed'; input: SessionInputRow }
  | { outcome: 'no-session' }
  | { outcome: 'refused'; code: 'INPUT_TOO_LONG' | 'PENDING_LIMIT'; message: string };

export interface SessionInputDeskOptions {
  store: Store;
  host: Pick<Host, 'steerTurn'>;
  runner: Pick<TurnRunner, 'activeTurn'>;
  knobs: Pick<ResolvedKnobs, 'inputCharLimit' | 'pendingInputLimit'>;
  clock: Clock;
  logger: Logger;
  /** Web input was queued in an attached session: its open claim wakes (AS-003). */
  attachedQueued: (sessionId: string) => void;
}

/**
 * Input sent to a session through the control API, by delivery mode (AD-008): `queue` is persisted and
 * the turn runner injects it at the session's next turn start; `inbox` is persisted for the agent to
 * read and never injected; `steer` goes into the exact turn running now, and a refusal stays a failure.
 * The sender's clientInputId makes a retry return the first answer instead of delivering twice.
 */
export class SessionInputDesk {
  private readonly options: SessionInputDeskOptions;
  /** Steers under way per session and client id: a retry while the first is in flight shares it. */
  private readonly steering = new Map<string, Promise<InputAnswer>>();

  constructor(options: SessionInputDeskOptions) {
    this.options = options;
  }

  async send(sessionId: string, request: InputRequest): Promise<InputAnswer> {
    const { store, knobs, clock } = this.options;
    const session = await store.sessions.get(sessionId);
    if (!session) return { outcome: 'no-session' };
    const earlier = await store.inputs.byClientId(sessionId, request.clientInputId);
    if (earlier) return answerOf(earlier);
    const key = `${sessionId}\n${request.clientInputId}`;
    const inFlight = this.steering.get(key);
    if (inFlight) return inFlight;
    if (longerThan(request.text, knobs.inputCharLimit)) {
      return {
        outcome: 'refused',
        code: 'INPUT_TOO_LONG',
        message: `the input is over ${knobs.inputCharLimit} characters`,
      };
    }
    if (session.kind === 'attached') return this.sendAttached(sessionId, request);
    if (request.mode === 'steer') {
      const steer = this.steer(sessionId, request).finally(() => this.steering.delete(key));
      this.steering.set(key, steer);
      return steer;
    }
    return store.atomically(async () => {
      // Pending input of a session is bounded as one: queued turns and queued inputs (AD-007).
      const queuedTurns = (await store.turns.unfinished(sessionId)).filter(
        (t) => t.state === 'queued',
      ).length;
      if (
        request.mode === 'queue' &&
        queuedTurns + (await store.inputs.pending(sessionId)).length >= knobs.pendingInputLimit
      ) {
        return {
          outcome: 'refused',
          code: 'PENDING_LIMIT',
          message: `the session already has ${knobs.pendingInputLimit} pending inputs`,
        } as const;
      }
      const state = request.mode === 'queue' ? 'pending' : 'inboxed';
      return {
        outcome: 'taken',
        input: await store.inputs.create({ sessionId, ...request, state }, clock()),
      } as const;
    });
  }

  /**
   * Web input to an attached session joins the one queue its host claims from, as a turn of origin web
   * (AS-002). Live steering and the inbox have no transport to a running host turn: they fail closed,
   * recorded as failed, never queued instead (AS-007).
   */
  private async sendAttached(sessionId: string, request: InputRequest): Promise<InputAnswer> {
    const { store, knobs, clock } = this.options;
    const answer = await store.atomically(async (): Promise<InputAnswer> => {
      if ((await store.sessions.get(sessionId))?.closedAt !== null) {
        return {
          outcome: 'steer-failed',
          input: await store.inputs.create(
            { sessionId, ...request, state: 'failed', errorCode: 'SESSION_CLOSED' },
            clock(),
          ),
        };
      }
      if (request.mode !== 'queue') {
        const errorCode = request.mode === 'steer' ? 'LIVE_STEERING_UNAVAILABLE' : 'INBOX_UNAVAILABLE';
        return {
          outcome: 'steer-failed',
          input: await store.inputs.create({ sessionId, ...request, state: 'failed', errorCode }, clock()),
        };
      }
      if (
        (await store.turns.unfinished(sessionId)).filter((t) => t.state === 'queued').length >=
        knobs.pendingInputLimit
      ) {
        return {
          outcome: 'refused',
          code: 'PENDING_LIMIT',
          message: `the session already has ${knobs.pendingInputLimit} pending inputs`,
        };
      }
      const turn = await store.turns.create(sessionId, null, request.text, clock(), 'web');
      return {
        outcome: 'taken',
        input: await store.inputs.create(
          { sessionId, ...request, state: 'injected', turnId: turn.turnId },
          clock(),
        ),
      };
    });
    if (answer.outcome === 'taken') this.options.attachedQueued(sessionId);
    return answer;
  }

  private async steer(sessionId: string, request: InputRequest): Promise<InputAnswer> {
    const { store, host, runner, clock, logger } = this.options;
    const running = (await store.turns.unfinished(sessionId)).find((t) => t.state === 'running');
    const active = running && runner.activeTurn(running.turnId);
    // A turn marked running may not have its host id yet: the steer is for that turn, so it waits for it.
    const hostTurnId = active && !active.stopping ? await active.started : undefined;
    const record = async (fields: { state: 'steered' | 'failed'; errorCode?: string }) =>
      store.inputs.create(
        { sessionId, ...request, ...fields, ...(running ? { turnId: running.turnId } : {}) },
        clock(),
      );
    if (!active || hostTurnId === undefined || active.stopping) {
      return {
        outcome: 'steer-failed',
        input: await record({ state: 'failed', errorCode: 'NO_ACTIVE_TURN' }),
      };
    }
    try {
      await host.steerTurn(active.threadId, hostTurnId, [{ type: 'text', text: request.text }]);
    } catch (error) {
      logger.warn('steer refused:', error);
      return {
        outcome: 'steer-failed',
        input: await record({ state: 'failed', errorCode: 'STEER_REJECTED' }),
      };
    }
    return { outcome: 'taken', input: await record({ state: 'steered' }) };
  }
}

function answerOf(input: SessionInputRow): InputAnswer {
  return input.state === 'failed' ? { outcome: 'steer-failed', input } : { outcome: 'taken', input };
}
