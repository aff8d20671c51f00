import type { IncomingHttpHeaders } from 'node:http';
import type { WireSchema } from '../wire-schemas.ts';
import type { Caller } from './tokens.ts';

export interface ApiRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** Parsed JSON; null when there was no body. */
  body: unknown;
  /** Who the token speaks for; the app on routes without auth. */
  caller: Caller;
}

export interface ApiAnswer {
  status: number;
  body: unknown;
  /** Bytes instead of JSON (message resources); `body` then describes them for the record. */
  bytes?: { contentType: string; data: Buffer };
}

/** One Open API operation, named as the SDK names it. */
export interface Route {
  api: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path with `:name` parameters, e.g. /open-apis/im/v1/messages/:message_id/reply. */
  pattern: string;
  /** Needs `Authorization: Bearer <tenant token>`. */
  auth: boolean;
  /** Also takes a user access token: the call then acts as that user. Default: tenant tokens only. */
  users?: boolean;
  /** Schema of the JSON body; a body that breaks it is refused with field validation (99992402). */
  request?: WireSchema;
  /** Schema of a successful answer, checked as the double's own output. */
  response?: WireSchema;
  handle: (request: ApiRequest) => ApiAnswer;
}

/** A percent-encoding that is no UTF-8 (%FF) stays as sent: the lookup it feeds then finds nothing. */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The route whose method and pattern fit, with its path parameters. A trailing slash is ignored, as Lark does. */
export function matchRoute<T extends { method: string; pattern: string }>(
  routes: readonly T[],
  method: string,
  path: string,
): { route: T; params: Record<string, string> } | undefined {
  const segments = (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path).split('/');
  for (const route of routes) {
    if (route.method !== method) continue;
    const pattern = route.pattern.split('/');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, i) => {
      const segment = segments[i]!;
      if (part.startsWith(':')) {
        params[part.slice(1)] = decodedSegment(segment);
        return segment.length > 0;
      }
      return part === segment;
    });
    if (matches) return { route, params };
  }
  return undefined;
}
