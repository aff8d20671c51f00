/**
 * A webhook push the server will not take. Nothing of it is admitted; the HTTP status is not 200, so a
 * genuine push that was turned away (an encrypt key not yet set right, a clock far off) is pushed
 * again by Lark on its retry schedule instead of being lost.
 */
export class WebhookRejection extends Error {
  readonly code:
    | 'MALFORMED_BODY'
    | 'NOT_ENCRYPTED'
    | 'UNSIGNED'
    | 'BAD_SIGNATURE'
    | 'STALE_TIMESTAMP'
    | 'UNDECRYPTABLE'
    | 'BAD_TOKEN';
  /** 400 for a body that is not a push at all; 401 for every failure of authenticity, alike. */
  readonly status: 400 | 401;

  constructor(code: WebhookRejection['code'], message: string) {
    super(message);
    this.name = 'WebhookRejection';
    this.code = code;
    this.status = code === 'MALFORMED_BODY' ? 400 : 401;
  }
}
