import type { IncomingHttpHeaders } from 'node:http';
import type { IdFactory } from '../ids.ts';
import { LARK, LarkRefusal } from '../lark-codes.ts';
import type { NewRecord, ProviderRecorder } from '../recorder.ts';
import { checkOwn, violations } from '../wire-schemas.ts';
import type { Caller, TokenBook } from './tokens.ts';
import { matchRoute, type ApiAnswer, type ApiRequest, type Route } from './route.ts';
import { documentedCall } from './documented-calls.ts';

export interface RawRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface PipelineDeps {
  routes: readonly Route[];
  tokens: TokenBook;
  ids: IdFactory;
  recorder: ProviderRecorder;
}

type HttpRecord = Extract<NewRecord, { kind: 'http' }>;

/** [unverified] Lark's gateway answers an unknown path with a plain-text 404. */
const NOT_FOUND: ApiAnswer = { status: 404, body: '404 page not found' };

/**
 * A documented call the double does not implement: Lark would answer it, so the bridge is not to blame.
 * The double answers success with no data — what a bridge does with that is its own affair — and records
 * the call under its documented name.
 */
const UNIMPLEMENTED: ApiAnswer = { status: 200, body: { code: 0, msg: 'success', data: {} } };

function parseBody(raw: Buffer): unknown {
  if (raw.length === 0) return null;
  const text = raw.toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new LarkRefusal(LARK.badRequest, 'the body is not JSON');
  }
}

/**
 * One Open API call, from raw request to answer and record: parse, authenticate, validate the body
 * against its provider schema, run the handler, and check the double's own answer. A refusal becomes
 * Lark's error envelope and the implementation's wire error; a crash of a handler is a harness error.
 */
export function handleOpenApi(
  raw: RawRequest,
  deps: PipelineDeps,
): { answer: ApiAnswer; record: HttpRecord } {
  const path = raw.url.pathname;
  const query = Object.fromEntries(raw.url.searchParams);
  const match = matchRoute(deps.routes, raw.method, path);
  const base = { kind: 'http' as const, method: raw.method, path, query };
  if (!match) {
    const body = raw.body.length > 0 ? raw.body.toString('utf8') : null;
    const documented = documentedCall(raw.method, path);
    if (documented) {
      return {
        answer: UNIMPLEMENTED,
        record: { ...base, api: `documented ${documented}`, params: {}, body, response: UNIMPLEMENTED },
      };
    }
    return {
      answer: NOT_FOUND,
      record: {
        ...base,
        api: 'unknown',
        params: {},
        body,
        response: NOT_FOUND,
        wireError: { code: 404, msg: `no ${raw.method} ${path} in the Open API` },
      },
    };
  }
  const { route, params } = match;
  let body: unknown = raw.body.length > 0 ? raw.body.toString('utf8') : null;
  let answer: ApiAnswer;
  let wireError: { code: number; msg: string } | undefined;
  try {
    body = parseBody(raw.body);
    const caller: Caller = route.auth ? deps.tokens.check(raw.headers) : { kind: 'app' };
    if (caller.kind === 'user' && !route.users)
      throw new LarkRefusal(LARK.invalidToken, 'this call takes a tenant access token');
    if (route.request) {
      const found = violations(route.request, body);
      if (found.length > 0) {
        throw new LarkRefusal(
          LARK.fieldValidation,
          found.map((v) => `${v.field}: ${v.description}`).join('; '),
          {
            error: { field_violations: found },
          },
        );
      }
    }
    const request: ApiRequest = {
      method: raw.method,
      path,
      params,
      query,
      headers: raw.headers,
      body,
      caller,
    };
    answer = route.handle(request);
    if (route.response && answer.bytes === undefined)
      checkOwn(deps.recorder, route.response, answer.body, route.api);
  } catch (error) {
    if (!(error instanceof LarkRefusal)) throw error;
    const extra = (error.body.error ?? {}) as Record<string, unknown>;
    answer = { status: error.status, body: { ...error.body, error: { ...extra, log_id: deps.ids.logId() } } };
    checkOwn(deps.recorder, 'ProviderError', answer.body, route.api);
    wireError = { code: error.larkCode, msg: error.message };
  }
  return {
    answer,
    record: {
      ...base,
      api: route.api,
      params,
      body,
      response: { status: answer.status, body: answer.body },
      ...(wireError ? { wireError } : {}),
    },
  };
}
