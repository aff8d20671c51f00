import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type * as Lark from '@larksuiteoapi/node-sdk';
import { lark } from '../provider/lark-sdk.ts';
import { sameSecret } from './same-secret.ts';
import { WebhookRejection } from './webhook-rejection.ts';

export interface WebhookSecrets {
  /** Signs every push (X-Lark-Signature) and encrypts its body. */
  encryptKey: string;
  /** Carried inside every event and challenge: the app's own, or the push is not for this app. */
  verificationToken: string;
}

/**
 * How far a push's timestamp may be from this clock. Lark signs each push as it sends it, retries
 * included, so an older signature is a replay; the window still allows for clocks a little apart.
 */
export const MAX_TIMESTAMP_SKEW_MS = 5 * 60_000;

export type OpenedPush =
  { kind: 'challenge'; challenge: string } | { kind: 'event'; envelope: Record<string, unknown> };

type Json = Record<string, unknown>;

function objectOf(text: string): Json | undefined {
  try {
    const value = JSON.parse(text) as unknown;
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined;
  } catch {
    return undefined;
  }
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Opens a webhook push: checks its signature and timestamp, decrypts it with the SDK's cipher and
 * checks the verification token inside. The SDK's own EventDispatcher checks the signature over a
 * re-serialization of the body and checks neither the timestamp nor the token; this checks the
 * signature over the bytes Lark signed and checks both.
 */
export class PushOpener {
  private readonly secrets: WebhookSecrets;
  private readonly cipher: Lark.AESCipher;

  constructor(secrets: WebhookSecrets) {
    this.secrets = secrets;
    this.cipher = new lark.AESCipher(secrets.encryptKey);
  }

  /** The challenge to answer or the event envelope to take; anything else throws a WebhookRejection. */
  open(headers: IncomingHttpHeaders, body: string, nowMs: number): OpenedPush {
    const outer = objectOf(body);
    if (!outer) throw new WebhookRejection('MALFORMED_BODY', 'the push body is not a JSON object');
    if (typeof outer.encrypt !== 'string') {
      throw new WebhookRejection(
        'NOT_ENCRYPTED',
        'a push came unencrypted: set the same Encrypt Key in the developer console (Events and callbacks → Encryption strategy)',
      );
    }
    const signed = this.signed(headers, body, nowMs);
    const inner = this.decrypt(outer.encrypt);
    // Whether Lark signs the challenge is not documented; the token inside the encryption vouches for it.
    if (inner.type === 'url_verification') {
      this.checkToken(inner.token);
      if (typeof inner.challenge !== 'string')
        throw new WebhookRejection('MALFORMED_BODY', 'url_verification without a challenge');
      return { kind: 'challenge', challenge: inner.challenge };
    }
    if (!signed) throw new WebhookRejection('UNSIGNED', 'an event push without X-Lark-Signature');
    const envelopeHeader = (inner.header ?? {}) as Json;
    // Schema 2.0 carries the token in the header, schema 1.0 at the top.
    this.checkToken(envelopeHeader.token ?? inner.token);
    return { kind: 'event', envelope: inner };
  }

  /** True for a good signature on a fresh timestamp, false for no signature; throws for a bad one. */
  private signed(headers: IncomingHttpHeaders, body: string, nowMs: number): boolean {
    const timestamp = header(headers, 'x-lark-request-timestamp');
    const nonce = header(headers, 'x-lark-request-nonce');
    const signature = header(headers, 'x-lark-signature');
    if (timestamp === undefined || nonce === undefined || signature === undefined) return false;
    const expected = createHash('sha256')
      .update(timestamp + nonce + this.secrets.encryptKey + body)
      .digest('hex');
    if (!sameSecret(signature.toLowerCase(), expected))
      throw new WebhookRejection('BAD_SIGNATURE', 'X-Lark-Signature does not match the push');
    const seconds = /^[0-9]{1,12}$/.test(timestamp) ? Number(timestamp) : NaN;
    if (!(Math.abs(nowMs - seconds * 1000) <= MAX_TIMESTAMP_SKEW_MS)) {
      throw new WebhookRejection(
        'STALE_TIMESTAMP',
        `X-Lark-Request-Timestamp ${timestamp} is more than ${MAX_TIMESTAMP_SKEW_MS / 1000} s from now`,
      );
    }
    return true;
  }

  private decrypt(encrypted: string): Json {
    let plain: string;
    try {
      plain = this.cipher.decrypt(encrypted);
    } catch {
      throw new WebhookRejection('UNDECRYPTABLE', 'the push does not decrypt with the encrypt key');
    }
    const inner = objectOf(plain);
    if (!inner) throw new WebhookRejection('UNDECRYPTABLE', 'the decrypted push is not a JSON object');
    return inner;
  }

  private checkToken(token: unknown): void {
    if (typeof token !== 'string' || !sameSecret(token, this.secrets.verificationToken)) {
      throw new WebhookRejection('BAD_TOKEN', "the push does not carry this app's verification token");
    }
  }
}
