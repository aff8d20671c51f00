import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type * as Lark from '@larksuiteoapi/node-sdk';
import { flaw } from './flaw.ts';
import type { WebhookLaunch } from './launch.ts';

/** A push signed further from now than this is a replay (TR-007). */
const MAX_SKEW_MS = 5 * 60_000;

function bodyOf(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

function header(request: IncomingMessage, name: string): string {
  const value = request.headers[name];
  return typeof value === 'string' ? value : '';
}

/**
 * hex(sha256(timestamp + nonce + encryptKey + body)) over the body as sent. The compares-signature-prefix
 * flaw compares the first 16 hex digits only.
 */
function signedRight(request: IncomingMessage, body: string, encryptKey: string): boolean {
  const timestamp = header(request, 'x-lark-request-timestamp');
  const nonce = header(request, 'x-lark-request-nonce');
  const expected = createHash('sha256')
    .update(timestamp + nonce + encryptKey + body)
    .digest('hex');
  const given = header(request, 'x-lark-signature');
  return flaw === 'compares-signature-prefix'
    ? given.slice(0, 16) === expected.slice(0, 16)
    : given === expected;
}

/** The accepts-future-pushes flaw refuses only a timestamp too far in the past. */
function fresh(request: IncomingMessage): boolean {
  const age = Date.now() - Number(header(request, 'x-lark-request-timestamp')) * 1000;
  return (flaw === 'accepts-future-pushes' ? age : Math.abs(age)) <= MAX_SKEW_MS;
}

/** The accepts-missing-signature flaw checks a push's signature and age only when it carries a signature. */
const unchecked = (request: IncomingMessage) =>
  flaw === 'accepts-missing-signature' && header(request, 'x-lark-signature') === '';

function answer(response: ServerResponse, status: number, body: object): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/**
 * Events by webhook push (TR-007) on the SDK's EventDispatcher behind node:http. The SDK decrypts, but it
 * answers a bad signature like a success and checks no timestamp, so the bot checks both first and
 * refuses with 401: nothing of a refused push reaches the handler. The SDK answers the URL challenge.
 * A push is answered 200 only when the handler, which records the source, has returned (TR-001).
 */
export function serveWebhook(
  generateChallenge: typeof Lark.generateChallenge,
  dispatcher: Lark.EventDispatcher,
  webhook: WebhookLaunch,
) {
  let listening = false;
  const server = createServer((request, response) => {
    void (async () => {
      if (request.url !== webhook.path || request.method !== 'POST') return answer(response, 404, {});
      const body = await bodyOf(request);
      let data: Record<string, unknown>;
      try {
        data = JSON.parse(body) as Record<string, unknown>;
        if (flaw !== 'ignores-challenge') {
          const { isChallenge, challenge } = generateChallenge(data, { encryptKey: webhook.encryptKey });
          if (isChallenge) return answer(response, 200, challenge);
        }
      } catch {
        return answer(response, 400, {});
      }
      if (!unchecked(request)) {
        if (flaw !== 'trusts-unsigned-pushes' && !signedRight(request, body, webhook.encryptKey))
          return answer(response, 401, {});
        if (flaw !== 'accepts-stale-pushes' && !fresh(request)) return answer(response, 401, {});
      }
      await dispatcher.invoke(data, { needCheck: false });
      answer(response, 200, {});
    })().catch(() => answer(response, 500, {}));
  });
  server.listen(webhook.port, '127.0.0.1', () => (listening = true));
  return {
    get listening() {
      return listening;
    },
    close() {
      listening = false;
      server.close();
    },
  };
}
