import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { larkPush, receiveEnvelope, type LarkPush } from '../testing/lark-push.ts';
import { MAX_TIMESTAMP_SKEW_MS, PushOpener } from './push-opener.ts';
import { WebhookRejection } from './webhook-rejection.ts';

const SECRETS = { encryptKey: 'encrypt-key-1', verificationToken: 'token-1' };
const NOW_MS = 1_800_000_000_000;
const fresh = { encryptKey: SECRETS.encryptKey, timestampS: NOW_MS / 1000 };
const event = receiveEnvelope(SECRETS.verificationToken, 'om_1', 'hi');
const opener = new PushOpener(SECRETS);

function rejection(push: LarkPush): WebhookRejection {
  try {
    opener.open(push.headers, push.body, NOW_MS);
  } catch (error) {
    if (error instanceof WebhookRejection) return error;
    throw error;
  }
  throw new Error('expected a WebhookRejection');
}

describe('PushOpener', () => {
  it('opens a genuine event push and a genuine challenge', () => {
    expect(opener.open(...args(larkPush(event, fresh)))).toEqual({ kind: 'event', envelope: event });
    const challenge = { type: 'url_verification', challenge: 'c-1', token: SECRETS.verificationToken };
    expect(opener.open(...args(larkPush(challenge, fresh)))).toEqual({ kind: 'challenge', challenge: 'c-1' });
  });

  it('takes the token of a schema 1.0 event from its top level', () => {
    const v1 = {
      uuid: 'u1',
      token: SECRETS.verificationToken,
      type: 'event_callback',
      event: { type: 'message' },
    };
    expect(opener.open(...args(larkPush(v1, fresh))).kind).toBe('event');
  });

  it.each([
    ['MALFORMED_BODY', 400, { headers: {}, body: '[1]' }],
    ['NOT_ENCRYPTED', 401, larkPush(event, { ...fresh, plain: true })],
    ['UNSIGNED', 401, { ...larkPush(event, fresh), headers: {} }],
    ['BAD_SIGNATURE', 401, larkPush(event, { ...fresh, encryptKey: 'other' })],
    [
      'STALE_TIMESTAMP',
      401,
      larkPush(event, { ...fresh, timestampS: (NOW_MS - MAX_TIMESTAMP_SKEW_MS - 1000) / 1000 }),
    ],
    ['UNDECRYPTABLE', 401, signedAs({ encrypt: 'bm90IGNpcGhlcnRleHQ=' })],
    ['BAD_TOKEN', 401, larkPush(receiveEnvelope('token-2', 'om_1', 'hi'), fresh)],
  ] as const)('refuses with %s (%d)', (code, status, push) => {
    const error = rejection(push);
    expect([error.code, error.status]).toEqual([code, status]);
    expect(error.message).not.toContain(SECRETS.encryptKey);
  });
});

function args(push: LarkPush): [LarkPush['headers'], string, number] {
  return [push.headers, push.body, NOW_MS];
}

/** A correctly signed push whose body is not a genuine encryption. */
function signedAs(body: object): LarkPush {
  const push = larkPush(event, fresh);
  const text = JSON.stringify(body);
  const h = push.headers;
  const signature = createHash('sha256')
    .update(h['x-lark-request-timestamp']! + h['x-lark-request-nonce']! + SECRETS.encryptKey + text)
    .digest('hex');
  return { headers: { ...h, 'x-lark-signature': signature }, body: text };
}
