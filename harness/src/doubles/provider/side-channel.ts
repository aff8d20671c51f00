import type { ProviderDoubleInfo, ProviderDoubleRedeliver } from '../../../../generated/types/index.ts';
import { matchRoute } from './api/route.ts';
import { ProviderDoubleError } from './errors.ts';
import type { InjectMessage, Injected } from './inbound-message.ts';
import type { ProviderRecorder } from './recorder.ts';
import type { StoredMessage } from './store.ts';
import { checkOwn, violations, type WireSchema } from './wire-schemas.ts';

export const SIDE_CHANNEL_PREFIX = '/__double/';

/** What the side channel drives: the double's own public surface. */
export interface SideChannelTarget {
  info(): ProviderDoubleInfo;
  sendMessage(input: InjectMessage): Injected;
  redeliver(ref: ProviderDoubleRedeliver, options?: { newEventId?: boolean }): Injected;
  messages(): StoredMessage[];
  message(id: string): StoredMessage | undefined;
  readonly recorder: ProviderRecorder;
}

interface SideRequest {
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
}

interface SideRoute {
  method: 'GET' | 'POST';
  pattern: string;
  request?: WireSchema;
  response: WireSchema;
  handle: (request: SideRequest) => unknown;
}

const STATUS: Record<string, number> = { BAD_REQUEST: 400, NOT_FOUND: 404 };

function sideRoutes(target: SideChannelTarget): SideRoute[] {
  return [
    { method: 'GET', pattern: '/__double/info', response: 'ProviderDoubleInfo', handle: () => target.info() },
    {
      method: 'GET',
      pattern: '/__double/records',
      response: 'ProviderDoubleRecords',
      handle: ({ query }) => {
        const records = target.recorder.since(Number(query.since ?? 0) || 0);
        return { records: query.kind ? records.filter((r) => r.kind === query.kind) : records };
      },
    },
    {
      method: 'GET',
      pattern: '/__double/messages',
      response: 'ProviderDoubleMessages',
      handle: ({ query }) => ({ messages: target.messages().filter((m) => !query.chat_id || m.chatId === query.chat_id) }),
    },
    {
      method: 'GET',
      pattern: '/__double/messages/:id',
      response: 'ProviderDoubleStoredMessage',
      handle: ({ params }) => {
        const message = target.message(params.id ?? '');
        if (!message) throw new ProviderDoubleError('NOT_FOUND', `no message ${params.id ?? ''}`);
        return message;
      },
    },
    {
      method: 'POST',
      pattern: '/__double/messages',
      request: 'ProviderDoubleInjectMessage',
      response: 'ProviderDoubleInjected',
      handle: ({ body }) => target.sendMessage(body as InjectMessage),
    },
    {
      method: 'POST',
      pattern: '/__double/redeliver',
      request: 'ProviderDoubleRedeliver',
      response: 'ProviderDoubleInjected',
      handle: ({ body }) => {
        const ref = body as ProviderDoubleRedeliver;
        return target.redeliver(ref, { newEventId: ref.newEventId ?? false });
      },
    },
  ];
}

function error(status: number, code: string, message: string): { status: number; body: unknown } {
  return { status, body: { error: { code, message } } };
}

/**
 * The double's own small HTTP contract under /__double/ (spec/schemas/provider/double-*): inject
 * messages, redeliver, read records and messages. Not part of the Lark wire, never recorded.
 */
export function handleSideChannel(
  target: SideChannelTarget,
  method: string,
  url: URL,
  raw: Buffer,
): { status: number; body: unknown } {
  const match = matchRoute(sideRoutes(target), method, url.pathname);
  if (!match) return error(404, 'NOT_FOUND', `no ${method} ${url.pathname} on the side channel`);
  const { route, params } = match;
  let body: unknown = null;
  if (raw.length > 0) {
    try {
      body = JSON.parse(raw.toString('utf8')) as unknown;
    } catch {
      return error(400, 'BAD_REQUEST', 'the body is not JSON');
    }
  }
  if (route.request) {
    const found = violations(route.request, body);
    if (found.length > 0) return error(400, 'BAD_REQUEST', found.map((v) => `${v.field}: ${v.description}`).join('; '));
  }
  try {
    const answer = route.handle({ params, query: Object.fromEntries(url.searchParams), body });
    checkOwn(target.recorder, route.response, answer, `side channel ${route.pattern}`);
    return { status: 200, body: answer };
  } catch (e) {
    if (!(e instanceof ProviderDoubleError)) throw e;
    return error(STATUS[e.code] ?? 409, e.code, e.message);
  }
}
