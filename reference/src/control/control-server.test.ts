import { describe, expect, it } from 'vitest';
import { validateControlError } from '../../../generated/validators/index.js';
import { silentLogger } from '../logger.ts';
import { noTiming } from '../observe/timing.ts';
import { openMemoryDatabase } from '../store/database.ts';
import { Store } from '../store/store.ts';
import { ControlServer } from './control-server.ts';

const server = new ControlServer({
  store: new Store(openMemoryDatabase()),
  token: 't0ken',
  port: 0,
  ready: () => {
    throw new Error('not asked');
  },
  stopTurn: async () => undefined,
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
    ['DELETE', '/v1/sessions', auth, 404, 'NOT_FOUND'],
  ] as const)('%s %s answers %i %s with an error body', async (method, url, headers, status, code) => {
    const answer = await server.answer({ method, url, headers });
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
