import type { FaultBook, HttpFault } from '../fault-book.ts';
import type { IdFactory } from '../ids.ts';
import type { MessageStore } from '../store.ts';
import { handleOpenApi, type PipelineDeps, type RawRequest } from './pipeline.ts';
import { matchRoute, type ApiAnswer } from './route.ts';

/** What becomes of the socket once a call is answered (or not): cut sends half the answer, then resets. */
export type SocketFate = 'respond' | 'destroy' | 'cut';

function at(value: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (v, key) => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined),
      value,
    );
}

function parsed(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

interface Call {
  api: string;
  method: string;
  path: string;
  params: Record<string, string>;
  body: unknown;
}

/**
 * Whether a call is about a message: a reply to it, or a call on it or on a bot message that replies to it
 * (an edit, a readback, a reaction).
 */
function isAbout(messageId: string, call: Call, store: MessageStore): boolean {
  const target = call.params.message_id;
  if (target === undefined) return false;
  if (target === messageId) return true;
  const message = store.get(target);
  return message !== undefined && message.fromBot && message.parentId === messageId;
}

function matches(match: HttpFault['match'], call: Call, store: MessageStore): boolean {
  if (match.about !== undefined && !isAbout(match.about, call, store)) return false;
  if (match.api !== undefined && match.api !== call.api) return false;
  if (match.method !== undefined && match.method.toUpperCase() !== call.method) return false;
  if (match.path !== undefined && match.path !== call.path) return false;
  if (match.params && !Object.entries(match.params).every(([k, v]) => call.params[k] === v)) return false;
  if (
    match.body &&
    !Object.entries(match.body).every(([k, v]) => JSON.stringify(at(call.body, k)) === JSON.stringify(v))
  )
    return false;
  return true;
}

/** A string with one character changed at its start or end (a letter stays a letter, anything else becomes one). */
function changedAt(text: string, at: 'start' | 'end'): string {
  const i = at === 'start' ? 0 : text.length - 1;
  if (i < 0) return 'x';
  return text.slice(0, i) + (text[i] === 'x' ? 'y' : 'x') + text.slice(i + 1);
}

/** The longest string inside a value, changed at one end; the rest as it was. */
function alterLongest(value: unknown, at: 'start' | 'end'): unknown {
  let longest = '';
  const find = (v: unknown): void => {
    if (typeof v === 'string') longest = v.length > longest.length ? v : longest;
    else if (v !== null && typeof v === 'object') Object.values(v).forEach(find);
  };
  find(value);
  let done = false;
  const swap = (v: unknown): unknown => {
    if (typeof v === 'string' && v === longest && !done) {
      done = true;
      return changedAt(v, at);
    }
    if (Array.isArray(v)) return v.map(swap);
    if (v !== null && typeof v === 'object')
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, swap(x)]));
    return v;
  };
  return swap(value);
}

/**
 * An answer whose messages read back changed: in each message body's content (a JSON string), the longest
 * string — the visible text — has one character changed at its start or end.
 */
function alteredContent(body: unknown, at: 'start' | 'end'): unknown {
  if (Array.isArray(body)) return body.map((b) => alteredContent(b, at));
  if (body === null || typeof body !== 'object') return body;
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => {
      if (key === 'content' && typeof value === 'string') {
        const inner = parsed(Buffer.from(value));
        if (inner !== undefined) return [key, JSON.stringify(alterLongest(inner, at))];
      }
      return [key, alteredContent(value, at)];
    }),
  );
}

export interface FaultyCallDeps extends PipelineDeps {
  faults: FaultBook<HttpFault>;
  /** What the messages are, for faults about one of them. */
  store: MessageStore;
  ids: IdFactory;
  sleep: (ms: number) => Promise<void>;
}

/**
 * One Open API call with the programmed faults applied: an error or status instead of the call, a
 * delay before it, a reset without it, the call applied and its answer dropped or cut mid-way, or its
 * answer showing altered message content. The record names
 * the fault; a fault is never the implementation's wire error.
 */
export async function faultyCall(
  raw: RawRequest,
  deps: FaultyCallDeps,
): Promise<{ answer: ApiAnswer; record: ReturnType<typeof handleOpenApi>['record']; socket: SocketFate }> {
  const found = matchRoute(deps.routes, raw.method, raw.url.pathname);
  const call: Call = {
    api: found?.route.api ?? 'unknown',
    method: raw.method,
    path: raw.url.pathname,
    params: found?.params ?? {},
    body: parsed(raw.body),
  };
  const programmed = deps.faults.take((f) => matches(f.match, call, deps.store));
  if (!programmed) return { ...handleOpenApi(raw, deps), socket: 'respond' };
  const { action } = programmed.fault;
  const base = {
    kind: 'http' as const,
    api: call.api,
    method: call.method,
    path: call.path,
    params: call.params,
    query: Object.fromEntries(raw.url.searchParams),
    body: call.body ?? (raw.body.length > 0 ? raw.body.toString('utf8') : null),
    fault: programmed.id,
  };
  switch (action.kind) {
    case 'delay': {
      await deps.sleep(action.ms);
      const result = handleOpenApi(raw, deps);
      return { answer: result.answer, record: { ...result.record, fault: programmed.id }, socket: 'respond' };
    }
    case 'drop-response': {
      const result = handleOpenApi(raw, deps);
      return { answer: result.answer, record: { ...result.record, fault: programmed.id }, socket: 'destroy' };
    }
    case 'cut': {
      const result = handleOpenApi(raw, deps);
      return { answer: result.answer, record: { ...result.record, fault: programmed.id }, socket: 'cut' };
    }
    case 'alter-content': {
      const result = handleOpenApi(raw, deps);
      const answer = { ...result.answer, body: alteredContent(result.answer.body, action.at) };
      return {
        answer,
        record: { ...result.record, response: answer, fault: programmed.id },
        socket: 'respond',
      };
    }
    case 'reset':
      return {
        answer: { status: 0, body: null },
        record: { ...base, response: { status: 0, body: null } },
        socket: 'destroy',
      };
    case 'error': {
      const body = {
        code: action.code,
        msg: action.msg ?? 'programmed fault',
        error: { log_id: deps.ids.logId() },
      };
      const answer = { status: action.status ?? 400, body };
      return { answer, record: { ...base, response: answer }, socket: 'respond' };
    }
    case 'status': {
      const answer = { status: action.status, body: action.body ?? '' };
      return { answer, record: { ...base, response: answer }, socket: 'respond' };
    }
  }
}
