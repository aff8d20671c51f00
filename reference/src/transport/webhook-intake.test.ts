import diagnostics from 'node:diagnostics_channel';
import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../logger.ts';
import type { InboundSource } from '../store/inbox.ts';
import { larkPush, receiveEnvelope, type LarkPush } from '../testing/lark-push.ts';
import { MAX_TIMESTAMP_SKEW_MS } from './push-opener.ts';
import { WebhookIntake } from './webhook-intake.ts';

const SECRETS = { encryptKey: 'encrypt-key-1', verificationToken: 'token-1' };
const NOW_MS = 1_800_000_000_000;
const fresh = { encryptKey: SECRETS.encryptKey, timestampS: NOW_MS / 1000 };

let intake: WebhookIntake | undefined;
afterEach(async () => {
  await intake?.stop();
  intake = undefined;
});

/** A started intake on a free port; `record` stands in for the inbox insert. */
async function started(record: (source: InboundSource) => void = () => undefined) {
  const sources: InboundSource[] = [];
  intake = new WebhookIntake({
    host: '127.0.0.1',
    port: 0,
    path: '/webhook/event',
    ...SECRETS,
    clock: () => NOW_MS,
    logger: silentLogger,
  });
  await intake.start({
    record: async (source) => {
      record(source);
      sources.push(source);
    },
    reject: () => undefined,
    recorded: () => undefined,
  });
  const url = `http://127.0.0.1:${intake.port}/webhook/event`;
  const post = async (push: LarkPush) => {
    const response = await fetch(url, { method: 'POST', headers: push.headers, body: push.body });
    return { status: response.status, body: (await response.json()) as unknown };
  };
  return { sources, post, url };
}

describe('webhook intake (TR-007)', () => {
  it('admits a good encrypted signed push and answers 200 once the source is recorded', async () => {
    const { sources, post } = await started();
    const answer = await post(larkPush(receiveEnvelope(SECRETS.verificationToken, 'om_1', 'hi'), fresh));
    expect(answer.status).toBe(200);
    expect(sources.map((s) => [s.messageId, s.content])).toEqual([['om_1', '{"text":"hi"}']]);
    expect(intake!.connected).toBe(true);
    expect(intake!.capabilities).toEqual(['webhook']);
  });

  it('answers 500, never 200, when the source cannot be recorded, so Lark pushes again', async () => {
    const { sources, post } = await started(() => {
      throw new Error('disk full');
    });
    expect(
      (await post(larkPush(receiveEnvelope(SECRETS.verificationToken, 'om_1', 'hi'), fresh))).status,
    ).toBe(500);
    expect(sources).toEqual([]);
  });

  it.each([
    [
      'a bad signature',
      () => tamper(larkPush(receiveEnvelope(SECRETS.verificationToken, 'om_1', 'hi'), fresh)),
    ],
    [
      'another encrypt key',
      () =>
        larkPush(receiveEnvelope(SECRETS.verificationToken, 'om_1', 'hi'), { ...fresh, encryptKey: 'other' }),
    ],
    [
      'a stale timestamp',
      () =>
        larkPush(receiveEnvelope(SECRETS.verificationToken, 'om_1', 'hi'), {
          ...fresh,
          timestampS: (NOW_MS - MAX_TIMESTAMP_SKEW_MS - 1000) / 1000,
        }),
    ],
    [
      'a timestamp from the future',
      () =>
        larkPush(receiveEnvelope(SECRETS.verificationToken, 'om_1', 'hi'), {
          ...fresh,
          timestampS: (NOW_MS + MAX_TIMESTAMP_SKEW_MS + 1000) / 1000,
        }),
    ],
    ['a wrong verification token', () => larkPush(receiveEnvelope('token-2', 'om_1', 'hi'), fresh)],
    [
      'no encryption',
      () => larkPush(receiveEnvelope(SECRETS.verificationToken, 'om_1', 'hi'), { ...fresh, plain: true }),
    ],
    [
      'no signature',
      () => unsigned(larkPush(receiveEnvelope(SECRETS.verificationToken, 'om_1', 'hi'), fresh)),
    ],
  ])('refuses a push with %s: 401 and nothing admitted', async (_, push) => {
    const { sources, post } = await started();
    expect(await post(push())).toEqual({ status: 401, body: { error: 'unauthorized' } });
    expect(sources).toEqual([]);
  });

  it('answers the URL challenge, and not one with a wrong token', async () => {
    const { sources, post } = await started();
    const challenge = { type: 'url_verification', challenge: 'c-1', token: SECRETS.verificationToken };
    expect(await post(larkPush(challenge, fresh))).toEqual({ status: 200, body: { challenge: 'c-1' } });
    expect((await post(larkPush({ ...challenge, token: 'token-2' }, fresh))).status).toBe(401);
    expect(sources).toEqual([]);
  });

  it('answers 400 to a body that is not JSON, 404 elsewhere, 405 to a GET', async () => {
    const { post, url } = await started();
    expect((await post({ headers: {}, body: 'not json' })).status).toBe(400);
    expect(
      (await fetch(url.replace('/webhook/event', '/other'), { method: 'POST', body: '{}' })).status,
    ).toBe(404);
    expect((await fetch(url)).status).toBe(405);
  });

  it('answers 413 to a body over the limit without reading it whole', async () => {
    const { sources, post } = await started();
    expect((await post({ headers: {}, body: 'x'.repeat(1024 * 1024 + 1) })).status).toBe(413);
    expect(sources).toEqual([]);
  });

  it('answers 503 to a push that was still arriving when it stopped, and records nothing', async () => {
    const { sources, url } = await started();
    const push = larkPush(receiveEnvelope(SECRETS.verificationToken, 'om_1', 'hi'), fresh);
    const status = new Promise<number>((resolve, reject) => {
      const req = request(
        url,
        { method: 'POST', headers: { ...push.headers, 'content-length': Buffer.byteLength(push.body) } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      // The server has the request (its head parsed): stop, then let the rest of the body arrive.
      const onStart = () => {
        diagnostics.unsubscribe('http.server.request.start', onStart);
        void intake!.stop();
        req.end(push.body.slice(10));
      };
      diagnostics.subscribe('http.server.request.start', onStart);
      req.write(push.body.slice(0, 10));
    });
    expect(await status).toBe(503);
    expect(intake!.connected).toBe(false);
    expect(sources).toEqual([]);
  });

  it('names the busy port in one line', async () => {
    await started();
    const second = new WebhookIntake({
      host: '127.0.0.1',
      port: intake!.port!,
      path: '/webhook/event',
      ...SECRETS,
      clock: () => NOW_MS,
      logger: silentLogger,
    });
    await expect(
      second.start({ record: async () => undefined, reject: () => undefined, recorded: () => undefined }),
    ).rejects.toMatchObject({ code: 'BAD_SETTING', message: expect.stringMatching(/in use/) });
  });
});

function tamper(push: LarkPush): LarkPush {
  const signature = push.headers['x-lark-signature']!;
  return {
    ...push,
    headers: { ...push.headers, 'x-lark-signature': (signature[0] === '0' ? '1' : '0') + signature.slice(1) },
  };
}

function unsigned(push: LarkPush): LarkPush {
  const { 'x-lark-signature': _, ...headers } = push.headers;
  return { ...push, headers };
}
