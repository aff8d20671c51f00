import type {
  ProviderDoubleHttpFault,
  ProviderDoublePushFault,
  ProviderDoubleRedeliver,
  ProviderDoubleResource,
  ProviderDoubleUserToken,
  ProviderDoubleWebhook,
} from '../../../../generated/types/index.ts';
import { matchRoute } from './api/route.ts';
import type { CardAction } from './card-action.ts';
import type { ProviderDouble } from './double.ts';
import { ProviderDoubleError } from './errors.ts';
import type { InjectMessage } from './inbound-message.ts';
import { checkOwn, violations, type WireSchema } from './wire-schemas.ts';

interface SideRequest {
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
}

interface SideRoute {
  method: 'GET' | 'POST' | 'DELETE';
  pattern: string;
  request?: WireSchema;
  response: WireSchema;
  handle: (request: SideRequest) => unknown;
}

const STATUS: Record<string, number> = { BAD_REQUEST: 400, NOT_FOUND: 404 };

function sideRoutes(double: ProviderDouble): SideRoute[] {
  return [
    { method: 'GET', pattern: '/__double/info', response: 'ProviderDoubleInfo', handle: () => double.info() },
    {
      method: 'GET',
      pattern: '/__double/records',
      response: 'ProviderDoubleRecords',
      handle: ({ query }) => {
        const records = double.recorder.since(Number(query.since ?? 0) || 0);
        return { records: query.kind ? records.filter((r) => r.kind === query.kind) : records };
      },
    },
    {
      method: 'GET',
      pattern: '/__double/messages',
      response: 'ProviderDoubleMessages',
      handle: ({ query }) => ({
        messages: double.messages().filter((m) => !query.chat_id || m.chatId === query.chat_id),
      }),
    },
    {
      method: 'GET',
      pattern: '/__double/messages/:id',
      response: 'ProviderDoubleStoredMessage',
      handle: ({ params }) => {
        const message = double.message(params.id ?? '');
        if (!message) throw new ProviderDoubleError('NOT_FOUND', `no message ${params.id ?? ''}`);
        return message;
      },
    },
    {
      method: 'POST',
      pattern: '/__double/messages',
      request: 'ProviderDoubleInjectMessage',
      response: 'ProviderDoubleInjected',
      handle: ({ body }) => double.sendMessage(body as InjectMessage),
    },
    {
      method: 'POST',
      pattern: '/__double/card-actions',
      request: 'ProviderDoubleCardAction',
      response: 'ProviderDoubleInjected',
      handle: ({ body }) => double.cardAction(body as CardAction),
    },
    {
      method: 'POST',
      pattern: '/__double/redeliver',
      request: 'ProviderDoubleRedeliver',
      response: 'ProviderDoubleInjected',
      handle: ({ body }) => {
        const ref = body as ProviderDoubleRedeliver;
        return double.redeliver(ref, { newEventId: ref.newEventId ?? false });
      },
    },
    {
      method: 'POST',
      pattern: '/__double/faults/http',
      request: 'ProviderDoubleHttpFault',
      response: 'ProviderDoubleFaultAdded',
      handle: ({ body }) => ({ id: double.addHttpFault(body as ProviderDoubleHttpFault) }),
    },
    {
      method: 'POST',
      pattern: '/__double/faults/push',
      request: 'ProviderDoublePushFault',
      response: 'ProviderDoubleFaultAdded',
      handle: ({ body }) => ({ id: double.addPushFault(body as ProviderDoublePushFault) }),
    },
    {
      method: 'DELETE',
      pattern: '/__double/faults',
      response: 'ProviderDoubleDone',
      handle: () => ({ count: double.clearFaults() }),
    },
    {
      method: 'POST',
      pattern: '/__double/connections/close',
      response: 'ProviderDoubleDone',
      handle: () => ({ count: double.closeConnections() }),
    },
    {
      method: 'POST',
      pattern: '/__double/user-tokens',
      request: 'ProviderDoubleUserToken',
      response: 'ProviderDoubleUserTokenIssued',
      handle: ({ body }) => double.issueUserToken((body as ProviderDoubleUserToken).user),
    },
    {
      method: 'POST',
      pattern: '/__double/tokens/revoke',
      response: 'ProviderDoubleDone',
      handle: () => ({ count: double.revokeTokens() }),
    },
    {
      method: 'POST',
      pattern: '/__double/resources',
      request: 'ProviderDoubleResource',
      response: 'ProviderDoubleDone',
      handle: ({ body }) => {
        const resource = body as ProviderDoubleResource;
        double.putResource(resource.key, Buffer.from(resource.dataBase64, 'base64'), resource.contentType);
        return { count: 1 };
      },
    },
    {
      method: 'POST',
      pattern: '/__double/webhook',
      request: 'ProviderDoubleWebhook',
      response: 'ProviderDoubleWebhookState',
      handle: async ({ body }) => {
        const { url, encryptKey, verify } = body as ProviderDoubleWebhook;
        double.setWebhook({ url, encryptKey });
        return verify
          ? { ...double.webhookState(), verified: await double.verifyWebhook() }
          : double.webhookState();
      },
    },
    {
      method: 'DELETE',
      pattern: '/__double/webhook',
      response: 'ProviderDoubleWebhookState',
      handle: () => {
        double.clearWebhook();
        return double.webhookState();
      },
    },
  ];
}

function error(status: number, code: string, message: string): { status: number; body: unknown } {
  return { status, body: { error: { code, message } } };
}

/**
 * The double's own small HTTP contract under /__double/ (spec/schemas/provider/double-*): inject
 * messages and card actions, redeliver, program faults, switch to webhook push, read records and
 * messages. Not part of the Lark wire, never recorded.
 */
export async function handleSideChannel(
  double: ProviderDouble,
  method: string,
  url: URL,
  raw: Buffer,
): Promise<{ status: number; body: unknown }> {
  const match = matchRoute(sideRoutes(double), method, url.pathname);
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
    if (found.length > 0)
      return error(400, 'BAD_REQUEST', found.map((v) => `${v.field}: ${v.description}`).join('; '));
  }
  try {
    const answer = await route.handle({ params, query: Object.fromEntries(url.searchParams), body });
    checkOwn(double.recorder, route.response, answer, `side channel ${route.pattern}`);
    return { status: 200, body: answer };
  } catch (e) {
    if (!(e instanceof ProviderDoubleError)) throw e;
    return error(STATUS[e.code] ?? 409, e.code, e.message);
  }
}
