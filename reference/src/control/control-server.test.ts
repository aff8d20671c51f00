import { describe, expect, it } from 'vitest';
import { validateControlError } from '../../../generated/validators/index.js';
import { silentLogger } from '../logger.ts';
import { noTiming } from '../observe/timing.ts';
import { openMemoryDatabase } from '../store/database.ts';
import { Store } from '../store/store.ts';
import { SessionInputDesk } from '../core/session-input-desk.ts';
import { ControlServer } from './control-server.ts';

const store = new Store(await openMemoryDatabase());
const desk = new SessionInputDesk({
  store,
  host: { steerTurn: () => Promise.reject(new Error('not asked')) },
  runner: { activeTurn: () => undefined },
  attachedQueued: () => undefined,
  knobs: { inputCharLimit: 100, pendingInputLimit: 2 },
  clock: () => 0,
  logger: silentLogger,
});
const server = new ControlServer({
  store,
  token: 't0ken',
  port: 0,
  ready: () => {
    throw new Error('not asked');
  },
  dispatch: () => {
    throw new Error('not asked');
  },
  stopTurn: async () => undefined,
  sendInput: (sessionId, request) => desk.send(sessionId, request),
  logger: silentLogger,
  timing: noTiming,
});
const auth = { authorization: 'Bearer t0ken' };

describe('control server routing', () => {
  it.each([
    ['GET', '/v1/nothing', {}, 401, 'UNAUTHORIZED'],
    ['GET', '/v1/nothing', auth, 404, 'NOT_FOUND'],
    ['GET', '/v1/sources/%E0%A4%A', auth, 404, 'NOT_FOUND'],
    ['GET', '/v1/sources/om_unknown', auth, 404, 'NOT_FOUND'],
    ['GET', '/v1/sessions/ses_unknown/turns', auth, 404, 'NOT_FOUND'],
    ['POST', '/v1/turns/trn_unknown/stop', auth, 404, 'NOT_FOUND'],
    ['GET', '/v1/sessions/ses_unknown/inputs', auth, 404, 'NOT_FOUND'],
    ['POST', '/v1/sessions/ses_unknown/inputs', auth, 400, 'BAD_REQUEST'],
    ['DELETE', '/v1/sessions', auth, 404, 'NOT_FOUND'],
  ] as const)('%s %s answers %i %s with an error body', async (method, url, headers, status, code) => {
    const answer = await server.answer({ method, url, headers });
    expect(answer.status).toBe(status);
    expect(validateControlError(answer.body)).toBe(true);
    expect(answer.body).toMatchObject({ error: { code } });
  });

  it.each([
    ['not JSON', '{', 400, 'BAD_REQUEST'],
    ['an unknown mode', '{"clientInputId":"a","mode":"interrupt","text":"x"}', 400, 'BAD_REQUEST'],
    ['an empty text', '{"clientInputId":"a","mode":"queue","text":""}', 400, 'BAD_REQUEST'],
    ['a good input to no session', '{"clientInputId":"a","mode":"queue","text":"x"}', 404, 'NOT_FOUND'],
  ] as const)('POST /v1/sessions/{id}/inputs with %s answers %i %s', async (_what, body, status, code) => {
    const answer = await server.answer(
      { method: 'POST', url: '/v1/sessions/ses_unknown/inputs', headers: auth },
      body,
    );
    expect(answer.status).toBe(status);
    expect(validateControlError(answer.body)).toBe(true);
    expect(answer.body).toMatchObject({ error: { code } });
  });

  it('lists no sessions on an empty store', async () => {
    expect(await server.answer({ method: 'GET', url: '/v1/sessions?chatId=oc_1', headers: auth })).toEqual({
      status: 200,
      body: { sessions: [] },
    });
  });
});

describe('control requests about a session another instance holds', () => {
  it("forwards a stop of its turn, an input, a trigger and an attached completion to it there, with the caller's token, and serves the rest here", async () => {
    const shared = new Store(await openMemoryDatabase());
    const session = await shared.sessions.bind({ chatId: 'oc_1', chatType: 'p2p' }, 0);
    const turn = await shared.turns.create(session.sessionId, null, 'hi', 0);
    const stopped: string[] = [];
    const triggered: string[] = [];
    const holder = new ControlServer({
      store: shared,
      token: 't0ken',
      port: 0,
      ready: () => {
        throw new Error('not asked');
      },
      dispatch: async () => ({
        heldSources: 0,
        peakHeldSources: 0,
        activeHandlers: 0,
        peakActiveHandlers: 0,
        waitingInInbox: 0,
      }),
      stopTurn: async (turnId) => {
        stopped.push(turnId);
        return {
          turnId,
          sessionId: session.sessionId,
          outcome: 'stopped',
          turnState: 'interrupted',
          elapsedMs: 1,
        };
      },
      sendInput: () => Promise.reject(new Error('not asked')),
      routes: [
        async ({ route, path, body }) => {
          if (route !== 'POST /v1/sessions/:/triggers' && route !== 'POST /v1/attached/:/complete')
            return undefined;
          triggered.push(`${path[3]} ${body}`);
          return { status: 202, body: { triggeredAt: 'the holder' } };
        },
      ],
      logger: silentLogger,
      timing: noTiming,
    });
    const port = await holder.listen();
    try {
      const other = new ControlServer({
        store: shared,
        token: 't0ken',
        port: 0,
        ready: () => {
          throw new Error('not asked');
        },
        dispatch: async () => ({
          heldSources: 9,
          peakHeldSources: 9,
          activeHandlers: 0,
          peakActiveHandlers: 0,
          waitingInInbox: 0,
        }),
        stopTurn: () => Promise.reject(new Error('the holder stops it, not this instance')),
        sendInput: () => Promise.reject(new Error('not asked')),
        routes: [async () => Promise.reject(new Error('the holder runs its triggers, not this instance'))],
        holderElsewhere: async (sessionId) =>
          sessionId === session.sessionId ? `http://127.0.0.1:${port}` : undefined,
        logger: silentLogger,
        timing: noTiming,
      });
      const answer = await other.answer({
        method: 'POST',
        url: `/v1/turns/${turn.turnId}/stop`,
        headers: auth,
      });
      expect(answer).toMatchObject({ status: 200, body: { turnId: turn.turnId, outcome: 'stopped' } });
      expect(stopped).toEqual([turn.turnId]);
      const trigger = JSON.stringify({ turnKey: 'k1', instruction: 'do it' });
      const triggerAnswer = await other.answer(
        { method: 'POST', url: `/v1/sessions/${session.sessionId}/triggers`, headers: auth },
        trigger,
      );
      expect(triggerAnswer).toEqual({ status: 202, body: { triggeredAt: 'the holder' } });
      expect(triggered).toEqual([`${session.sessionId} ${trigger}`]);
      const completion = JSON.stringify({ completionId: 'c1' });
      const completed = await other.answer(
        { method: 'POST', url: `/v1/attached/${session.sessionId}/complete`, headers: auth },
        completion,
      );
      expect(completed).toEqual({ status: 202, body: { triggeredAt: 'the holder' } });
      expect(triggered).toEqual([`${session.sessionId} ${trigger}`, `${session.sessionId} ${completion}`]);
      // Forwarded with the caller's credentials: a wrong token is refused here before anything goes on.
      expect(
        (
          await other.answer({
            method: 'POST',
            url: `/v1/turns/${turn.turnId}/stop`,
            headers: { authorization: 'Bearer nope' },
          })
        ).status,
      ).toBe(401);
      // A request about no session of another instance is this instance's own.
      expect((await other.answer({ method: 'GET', url: '/v1/dispatch', headers: auth })).body).toMatchObject({
        heldSources: 9,
      });
    } finally {
      await holder.close();
    }
  });
});
