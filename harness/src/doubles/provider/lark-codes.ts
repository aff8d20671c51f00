/**
 * The Lark error codes the double answers with, and the HTTP status Lark pairs them with. [doc] marks a
 * code from Lark's documentation; [unverified] one whose exact code or status we have not seen on the wire.
 */
/** A wire error Lark answers without any code (a dropped frame, an unusable answer): the record still blames the implementation. */
export const NO_LARK_CODE = -1;

/**
 * [unverified] A request body over the gateway's limit: a plain-text HTTP 413, no Lark envelope. The
 * record's wire error carries the status as its code.
 */
export const BODY_TOO_LARGE = {
  status: 413,
  code: 413,
  msg: 'Request Entity Too Large',
} as const satisfies LarkCode;

/** A request whose body never arrived whole (the client went away mid-body; nginx logs it as 499): recorded, never answered. */
export const BODY_INCOMPLETE = 499;

export interface LarkCode {
  status: number;
  code: number;
  msg: string;
}

export const LARK = {
  /** [doc] generic request validation (missing or mistyped field). */
  fieldValidation: { status: 400, code: 99992402, msg: 'field validation failed' },
  /** [unverified] a body that is not JSON. */
  badRequest: { status: 400, code: 9499, msg: 'Bad Request' },
  /** [doc] */
  missingToken: {
    status: 400,
    code: 99991661,
    msg: 'Missing access token for authorization. Please make a request with token attached.',
  },
  /** [doc] status [unverified] */
  invalidToken: {
    status: 400,
    code: 99991663,
    msg: 'Invalid access token for authorization. Please make a request with token attached.',
  },
  /** [doc] */
  rateLimited: { status: 400, code: 99991400, msg: 'request trigger frequency limit' },
  /** [doc] token call with an unknown app. */
  appNotFound: { status: 400, code: 10003, msg: 'invalid param' },
  /** [doc] token call with a wrong secret. */
  appSecretInvalid: { status: 400, code: 10014, msg: 'app secret invalid' },
  /** [doc] */
  invalidParam: { status: 400, code: 230001, msg: 'Your request contains an invalid request parameter.' },
  /** [doc] */
  botNotInChat: { status: 400, code: 230002, msg: 'The bot can not be outside the group.' },
  /** [doc] */
  recalled: { status: 400, code: 230011, msg: 'The message is recalled.' },
  /** [doc] */
  noAvailability: { status: 400, code: 230013, msg: 'Bot has NO availability to this user.' },
  /** [doc] */
  frequencyLimit: { status: 400, code: 230020, msg: 'This operation triggers the frequency limit.' },
  /** [doc] */
  contentTooLong: { status: 400, code: 230025, msg: 'The length of the message content reaches its limit.' },
  /** [doc] */
  tooOld: { status: 400, code: 230031, msg: 'Message can only be modified within 14 days after sending.' },
  /** [unverified] code; [doc] the 20-edit limit. */
  editLimit: {
    status: 400,
    code: 230072,
    msg: 'The message has reached the number of times it can be edited.',
  },
  /** [doc] code; [unverified] status: a contact read of a user the app cannot see. */
  userNotVisible: { status: 400, code: 41050, msg: 'no user authority error' },
  /** [doc] */
  cardBuildFailed: { status: 400, code: 230099, msg: 'Failed to create card content.' },
} as const satisfies Record<string, LarkCode>;

/** Endpoint discovery answers with HTTP 200 and these codes; the SDK retries on internalError only. */
export const WS_DISCOVERY = {
  authFailed: { status: 200, code: 514, msg: 'auth failed' },
  internalError: { status: 200, code: 1000040343, msg: 'internal error' },
  connectionLimit: { status: 200, code: 1000040350, msg: 'exceed connection limit' },
} as const satisfies Record<string, LarkCode>;

/**
 * A refusal: a handler throws it, the router turns it into Lark's error envelope and records it as the
 * implementation's wire error. `detail` narrows the msg (Lark appends the offending field).
 */
export class LarkRefusal extends Error {
  readonly status: number;
  readonly larkCode: number;
  readonly body: Record<string, unknown>;
  constructor(code: LarkCode, detail?: string, extra: Record<string, unknown> = {}) {
    const msg = detail ? `${code.msg} ${detail}` : code.msg;
    super(msg);
    this.name = 'LarkRefusal';
    this.status = code.status;
    this.larkCode = code.code;
    this.body = { code: code.code, msg, ...extra };
  }
}
