import type {
  HostCodexErrorInfo,
  HostScript,
  HostTurnScript,
  ModelResponseScript,
  ModelScript,
  ModelTurnScript,
} from '../../../generated/types/index.ts';

/** The checkpoint at the end of an endUnheard turn: the Codex host mutes that turn's connection there. */
export const END_UNHEARD = 'end-unheard';

export type Translation =
  | {
      ok: true;
      script: ModelScript;
      /** stream_max_retries the turns need: one per dropped stream before a turn's end. */
      streamRetries: number;
      /** The model Codex reports, when the host script names one. */
      model?: string;
    }
  | { ok: false; reason: string };

type Step = NonNullable<ModelResponseScript['output']>[number];

/**
 * How Codex 0.171.0 reports what the model service does (measured against the model double): the
 * response.failed codes and HTTP statuses that end a turn failed with each codexErrorInfo.
 */
const BY_CODE: Record<string, string> = {
  contextWindowExceeded: 'context_length_exceeded',
  usageLimitExceeded: 'insufficient_quota',
  serverOverloaded: 'server_is_overloaded',
  rateLimitExceeded: 'rate_limit_exceeded',
  other: 'larkspur_unclassified',
};
/** Statuses Codex reports as httpConnectionFailed{status}: 400 is other, 429 exhausts retries, 500 is internalServerError. */
const HTTP_CONNECTION_FAILED = new Set([401, 403, 404, 502, 503, 504]);

type Failure = { code: string } | { status: number };

function failureOf(info: HostCodexErrorInfo | null | undefined): Failure | undefined {
  if (info === undefined || info === null) return { code: BY_CODE.other! };
  if (typeof info === 'string')
    return BY_CODE[info]
      ? { code: BY_CODE[info]! }
      : info === 'internalServerError'
        ? { status: 500 }
        : undefined;
  const [variant] = Object.keys(info);
  const status = (info as Record<string, { httpStatusCode?: number | null }>)[variant ?? '']?.httpStatusCode;
  if (variant === 'httpConnectionFailed' && typeof status === 'number' && HTTP_CONNECTION_FAILED.has(status))
    return { status };
  if (variant === 'responseTooManyFailedAttempts' && status === 429) return { status };
  return undefined;
}

const describe = (info: unknown) => JSON.stringify(info ?? 'no codexErrorInfo');

/** One host turn as the model calls of a Codex turn; a string says why the model double cannot play it. */
/** What of a host turn script this translation plays; a field added to the host script since is not played silently. */
const PLAYED: ReadonlySet<string> = new Set<keyof HostTurnScript>([
  'stream',
  'deltaDelayMs',
  'end',
  'onInterrupt',
  'onSteer',
  'reportActive',
  'endUnheard',
  'startDelayMs',
  'startOnRelease',
  'dropConnectionOnStart',
]);

function translateTurn(
  turn: HostTurnScript,
  label: string,
): { responses: ModelResponseScript[]; retries: number } | string {
  const only = (what: string) => `${label} ${what}: only the host double can fake that`;
  const unplayed = Object.keys(turn).find((key) => !PLAYED.has(key));
  if (unplayed) return `${label} uses ${unplayed}, which codex mode does not play`;
  if (turn.startDelayMs !== undefined)
    return only(`takes its turn/start ${turn.startDelayMs} ms late (startDelayMs)`);
  if (turn.startOnRelease !== undefined)
    return only(`takes its turn/start only on a release (startOnRelease)`);
  if (turn.reportActive) return only('reads active after it ended (reportActive)');
  if (turn.dropConnectionOnStart)
    return only('drops the connection right after turn/start (dropConnectionOnStart)');
  if (turn.onInterrupt !== undefined && turn.onInterrupt !== 'prompt') {
    return only(
      `answers an interrupt ${typeof turn.onInterrupt === 'object' ? `${turn.onInterrupt.lateMs} ms late` : turn.onInterrupt === 'ignore' ? 'and goes on' : 'never'}`,
    );
  }
  if (turn.onSteer === 'reject')
    return only('refuses a steer (Codex refuses one only during a review or compaction)');
  const delay = turn.deltaDelayMs !== undefined ? { deltaDelayMs: turn.deltaDelayMs } : {};
  const responses: ModelResponseScript[] = [];
  let output: Step[] = [];
  // The host double streams one agent message across a retry or an approval; Codex starts a new one each
  // model call. So every call after the first says again what the turn said so far, and the turn's last
  // agent message — its answer — is the same text in both host modes.
  const said: Step[] = [];
  let retries = 0;
  const close = (end?: ModelResponseScript['end']) => {
    responses.push({ output, ...delay, ...(end ? { end } : {}) });
    output = [...said];
  };
  for (const event of turn.stream ?? []) {
    if (typeof event === 'string' || !('approval' in event || 'error' in event)) {
      output.push(event as Step);
      if (typeof event === 'string' || 'repeat' in event) said.push(event as Step);
    } else if ('approval' in event) {
      if (event.approval.kind !== 'commandExecution')
        return `${label} asks to approve a file change: Codex 0.171.0 offers the model double's provider no tool for it`;
      output.push({
        toolCall: {
          command: event.approval.command ?? 'echo larkspur',
          escalate: true,
          ...(event.approval.reason ? { justification: event.approval.reason } : {}),
        },
      });
      close();
    } else {
      const info = event.error.codexErrorInfo;
      if (event.error.willRetry === false)
        return `${label} announces an error that does not end the turn (willRetry false): Codex 0.171.0 sends one only as the turn fails`;
      const variant = info && typeof info === 'object' ? Object.keys(info)[0] : info;
      if (variant !== undefined && variant !== 'responseStreamDisconnected') {
        return `${label} retries after ${describe(info)}: Codex 0.171.0 retries in a turn only after a dropped stream (responseStreamDisconnected)`;
      }
      close('drop');
      retries += 1;
    }
  }
  const end = turn.end ?? 'completed';
  if (typeof end === 'object') {
    const failure = failureOf(end.failed.codexErrorInfo);
    if (!failure)
      return `${label} ends failed with ${describe(end.failed.codexErrorInfo)}, which the model double cannot make Codex 0.171.0 report`;
    if ('code' in failure) {
      close({ failed: { code: failure.code, message: end.failed.message } });
    } else {
      if (turn.endUnheard)
        return `${label} ends unheard with an HTTP error of the model service: the host could not be muted before it`;
      // An HTTP error comes before any stream: what streamed first ends in a drop that Codex retries into it.
      if (output.length > 0) {
        close('drop');
        retries += 1;
      }
      responses.push({ http: { status: failure.status, message: end.failed.message } });
      return { responses, retries };
    }
  } else {
    if (turn.endUnheard) output.push({ checkpoint: END_UNHEARD });
    close(end === 'hang' ? 'hang' : undefined);
    return { responses, retries };
  }
  if (turn.endUnheard) responses[responses.length - 1]!.output!.push({ checkpoint: END_UNHEARD });
  return { responses, retries };
}

/**
 * A scenario's host script as a model script for a real Codex: what the host double fakes from the host
 * side, the model double makes Codex do from the model side (stream, block, fail, ask for approval). A
 * feature only the host double can fake — an ignored interrupt, a host that hangs, a dropped connection,
 * another model provider — makes the translation fail, with the reason.
 */
export function translateHostScript(host: HostScript): Translation {
  if (host.modelProvider !== undefined) {
    return {
      ok: false,
      reason: `the host reports the model provider ${host.modelProvider} whatever the thread asked for: only the host double can fake that`,
    };
  }
  let streamRetries = 0;
  const turn = (t: HostTurnScript, label: string): ModelTurnScript | string => {
    const translated = translateTurn(t, label);
    if (typeof translated === 'string') return translated;
    streamRetries = Math.max(streamRetries, translated.retries);
    return { responses: translated.responses as ModelTurnScript['responses'] };
  };
  const turns: ModelTurnScript[] = [];
  for (const [i, t] of (host.turns ?? []).entries()) {
    const translated = turn(t, `turn ${i + 1}`);
    if (typeof translated === 'string') return { ok: false, reason: translated };
    turns.push(translated);
  }
  const fallback = host.default ? turn(host.default, 'the default turn') : undefined;
  if (typeof fallback === 'string') return { ok: false, reason: fallback };
  // With stream retries allowed, Codex also retries a response.failed (rate_limit_exceeded, an unknown
  // code): the same failure again on every retry keeps the turn's end what the host script says.
  for (const t of [...turns, ...(fallback ? [fallback] : [])]) {
    const last = t.responses[t.responses.length - 1]!;
    if (typeof last.end === 'object')
      for (let n = 0; n < streamRetries; n++) t.responses.push(structuredClone(last));
  }
  return {
    ok: true,
    script: { ...(turns.length > 0 ? { turns } : {}), ...(fallback ? { default: fallback } : {}) },
    streamRetries,
    ...(host.model ? { model: host.model } : {}),
  };
}
