import { randomBytes } from 'node:crypto';
import type { Delivery, Push, Transport } from '../delivery.ts';
import type { FaultBook, PushFault } from '../fault-book.ts';
import type { ProviderRecorder } from '../recorder.ts';
import { NO_LARK_CODE } from '../lark-codes.ts';
import { readCapped } from '../read-body.ts';
import { checkOwn, violations } from '../wire-schemas.ts';
import { encrypt, signature } from './webhook-crypto.ts';

export interface WebhookTarget {
  url: string;
  encryptKey?: string | undefined;
}

export interface WebhookTransportOptions {
  delivery: () => Delivery;
  faults: FaultBook<PushFault>;
  recorder: ProviderRecorder;
  /** How long the receiver has to answer 200 (Lark: 3 s). */
  deadlineMs: number;
  scheduleMs: readonly number[];
  /** Monotonic ms, for the verification's latency. */
  now: () => number;
  /** Wall-clock ms, for the signature timestamp. */
  wallClock: () => number;
}

/** [doc] a url_verification challenge must come back within 1 s. */
const VERIFY_DEADLINE_MS = 1000;

/**
 * How a push is forged: a signature one digit off at its start or end, no signature headers at all, or a
 * right signature made ageMs ago (a replay; negative: ahead of the clock).
 */
interface Forgery {
  badSignature?: 'start' | 'end';
  unsigned?: boolean;
  ageMs?: number;
}

/** An answer to a push is a challenge or an empty 200: anything past this much is read no further. */
const MAX_ANSWER_BYTES = 1024 * 1024;

/** A stale- or future-timestamp fault without ms: an hour, far past any freshness window. */
const DEFAULT_STALE_MS = 3_600_000;

/** One hex digit changed: the signature is wrong there and right everywhere else. */
function offByOne(signed: string, at: 'start' | 'end'): string {
  const i = at === 'start' ? 0 : signed.length - 1;
  return signed.slice(0, i) + (signed[i] === '0' ? '1' : '0') + signed.slice(i + 1);
}

interface Answer {
  status: number;
  body: unknown;
}

function parse(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Events by webhook push: the envelope (or its encryption) POSTed to the receiver, signed when there is
 * an encrypt key. An HTTP 200 within the deadline is the acknowledgement; anything else leaves the
 * deadline running and the retry schedule takes over.
 */
export class WebhookTransport implements Transport {
  readonly via = 'webhook' as const;
  readonly scheduleMs: readonly number[];
  target: WebhookTarget | undefined;
  private readonly inflight = new Set<AbortController>();

  constructor(private readonly options: WebhookTransportOptions) {
    this.scheduleMs = options.scheduleMs;
  }

  select(): string | undefined {
    return this.target ? 'webhook' : undefined;
  }

  send(push: Push): void {
    const target = this.target!;
    const matches = (f: PushFault) => f.messageId === undefined || f.messageId === push.event.messageId;
    const badSignature = this.options.faults.take((f) => f.kind === 'bad-signature' && matches(f));
    const unsigned = this.options.faults.take((f) => f.kind === 'unsigned' && matches(f));
    const stale = this.options.faults.take((f) => f.kind === 'stale-timestamp' && matches(f));
    const ahead = this.options.faults.take((f) => f.kind === 'future-timestamp' && matches(f));
    const forgery: Forgery = {
      ...(badSignature ? { badSignature: badSignature.fault.at ?? 'start' } : {}),
      ...(unsigned ? { unsigned: true } : {}),
      ...(stale ? { ageMs: stale.fault.ms ?? DEFAULT_STALE_MS } : {}),
      ...(ahead ? { ageMs: -(ahead.fault.ms ?? DEFAULT_STALE_MS) } : {}),
    };
    const twice = this.options.faults.take((f) => f.kind === 'deliver-twice' && matches(f));
    for (let i = 0; i < (twice ? 2 : 1); i += 1) {
      void this.post(target, push.event.body ?? push.event.envelope, this.options.deadlineMs, forgery).then(
        (answer) => {
          if (!answer) return;
          const dropped = this.options.faults.take((f) => f.kind === 'drop-ack' && matches(f));
          if (dropped) return;
          this.options.delivery().acknowledge(push.pushId, {
            connectionId: 'webhook',
            code: answer.status,
            ...(answer.body === undefined ? {} : { response: answer.body }),
          });
        },
      );
    }
  }

  /** Sends url_verification and says whether the challenge came back in time. */
  async verify(verificationToken: string): Promise<boolean> {
    const target = this.target;
    if (!target) return false;
    const challenge = randomBytes(16).toString('hex');
    const message = { challenge, token: verificationToken, type: 'url_verification' };
    checkOwn(this.options.recorder, 'ProviderUrlVerification', message, 'url_verification');
    this.options.recorder.add({
      kind: 'event',
      eventId: challenge,
      messageId: '',
      eventType: 'url_verification',
      attempt: 1,
      via: 'webhook',
      connectionId: 'webhook',
    });
    const started = this.options.now();
    const answer = await this.post(target, message, VERIFY_DEADLINE_MS, {});
    if (!answer) return false;
    const found = answer.status === 200 ? violations('ProviderUrlVerificationResponse', answer.body) : [];
    this.options.recorder.add({
      kind: 'ack',
      eventId: challenge,
      messageId: '',
      code: answer.status,
      latencyMs: this.options.now() - started,
      attempt: 1,
      connectionId: 'webhook',
      ...(answer.body === undefined ? {} : { response: answer.body }),
      ...(found.length > 0
        ? {
            wireError: {
              code: NO_LARK_CODE,
              msg: `challenge answer: ${found.map((v) => `${v.field} ${v.description}`).join('; ')}`,
            },
          }
        : {}),
    });
    return (
      answer.status === 200 && (answer.body as { challenge?: unknown } | undefined)?.challenge === challenge
    );
  }

  stop(): void {
    for (const controller of this.inflight) controller.abort();
    this.inflight.clear();
  }

  /**
   * One POST; undefined when no answer came within the deadline (or the receiver was unreachable). A string
   * message is a malformed plaintext, sent as it is — encrypted and signed like any push when there is a key.
   */
  private async post(
    target: WebhookTarget,
    message: unknown,
    deadlineMs: number,
    forgery: Forgery,
  ): Promise<Answer | undefined> {
    const plain = typeof message === 'string' ? message : JSON.stringify(message);
    // The SDK verifies the signature over JSON.stringify of the body it parsed: send exactly that text.
    const body = target.encryptKey ? JSON.stringify({ encrypt: encrypt(target.encryptKey, plain) }) : plain;
    if (target.encryptKey)
      checkOwn(this.options.recorder, 'ProviderWebhookEncrypted', JSON.parse(body), 'webhook push');
    const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
    if (target.encryptKey && !forgery.unsigned) {
      const timestamp = String(Math.floor((this.options.wallClock() - (forgery.ageMs ?? 0)) / 1000));
      const nonce = randomBytes(8).toString('hex');
      const signed = signature(timestamp, nonce, target.encryptKey, body);
      headers['x-lark-request-timestamp'] = timestamp;
      headers['x-lark-request-nonce'] = nonce;
      headers['x-lark-signature'] = forgery.badSignature ? offByOne(signed, forgery.badSignature) : signed;
    }
    const controller = new AbortController();
    this.inflight.add(controller);
    const timer = setTimeout(() => controller.abort(), deadlineMs);
    try {
      const response = await fetch(target.url, { method: 'POST', headers, body, signal: controller.signal });
      const answer = await readCapped(response.body, MAX_ANSWER_BYTES);
      return {
        status: response.status,
        body: answer.truncated
          ? `${answer.text.slice(0, 200)}… (over ${MAX_ANSWER_BYTES} bytes)`
          : parse(answer.text),
      };
    } catch {
      return undefined;
    } finally {
      clearTimeout(timer);
      this.inflight.delete(controller);
    }
  }
}
