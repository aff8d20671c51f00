import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type * as Lark from '@larksuiteoapi/node-sdk';
import type { Capability } from '../../../generated/types/index.ts';
import { systemTimers, waitAtMost, type Timers } from '../../../runtime/src/index.ts';
import type { Clock } from '../clock.ts';
import { LaunchError } from '../launch/launch-error.ts';
import type { Logger } from '../logger.ts';
import { BodyTooLargeError, readBody } from '../read-body.ts';
import type { Intake, IntakeSink } from './intake.ts';
import { PushOpener, type WebhookSecrets } from './push-opener.ts';
import { receiveDispatcher } from './receive-dispatcher.ts';
import { WebhookRejection } from './webhook-rejection.ts';

export interface WebhookIntakeOptions extends WebhookSecrets {
  /** Where to listen: loopback unless a proxy elsewhere must reach it. */
  host: string;
  /** 0 picks a free port (tests). */
  port: number;
  /** The request path Lark posts to, e.g. /webhook/event. */
  path: string;
  clock: Clock;
  logger: Logger;
  timers?: Timers;
}

/**
 * A Lark event is small; an encrypted 150 KB text (the largest message) stays far below this. A bigger
 * body is not a push, and is not read into memory.
 */
const MAX_BODY_BYTES = 1024 * 1024;
/** On stop, requests already answered get this long to leave before their connections are cut. */
const CLOSE_GRACE_MS = 1000;

const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' };

function answer(response: ServerResponse, status: number, body: object): void {
  response.writeHead(status, JSON_TYPE).end(JSON.stringify(body));
}

/**
 * Events by webhook push (TR-007): each POST is verified (signature over the body as sent, a fresh
 * timestamp, the verification token) and decrypted before anything of it is admitted, and answered
 * 200 only once the source is durably recorded — in the intake journal or the inbox — which never waits for
 * the model (TR-001). A rejected push gets 401 and no admission. The URL challenge is answered at once.
 */
export class WebhookIntake implements Intake {
  readonly capabilities: readonly Capability[] = ['webhook'];
  private readonly options: WebhookIntakeOptions;
  private readonly opener: PushOpener;
  private server: Server | undefined;
  private open = false;

  constructor(options: WebhookIntakeOptions) {
    this.options = options;
    this.opener = new PushOpener(options);
  }

  get connected(): boolean {
    return this.open;
  }

  /** The port listened on, once started. */
  get port(): number | undefined {
    return (this.server?.address() as AddressInfo | null)?.port;
  }

  async start(sink: IntakeSink): Promise<void> {
    const { host, port, path, logger } = this.options;
    const dispatcher = receiveDispatcher(sink, logger);
    const server = createServer((request, response) => void this.handle(request, response, dispatcher));
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', (error: NodeJS.ErrnoException) => {
        reject(
          error.code === 'EADDRINUSE'
            ? new LaunchError(
                'BAD_SETTING',
                `webhook port ${port} on ${host} is in use — set LARKSPUR_WEBHOOK_PORT (--webhook-port) to a free port`,
              )
            : error,
        );
      });
      server.listen(port, host, () => resolve());
    });
    this.open = true;
    logger.info(`webhook intake on http://${host}:${this.port}${path}`);
  }

  /**
   * Takes no push from now on: a request that comes in is answered 503 and recorded nowhere, so Lark
   * pushes it again to whoever serves next (TR-009). Answers already given finish first.
   */
  async stop(): Promise<void> {
    this.open = false;
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await waitAtMost(closed, CLOSE_GRACE_MS, this.options.timers ?? systemTimers);
    server.closeAllConnections();
  }

  private async handle(
    request: IncomingMessage,
    response: ServerResponse,
    dispatcher: Lark.EventDispatcher,
  ): Promise<void> {
    const { logger } = this.options;
    if (new URL(request.url ?? '/', 'http://webhook').pathname !== this.options.path)
      return answer(response, 404, { error: 'not found' });
    if (request.method !== 'POST') return answer(response, 405, { error: 'POST only' });
    let body: string;
    try {
      body = await readBody(request, MAX_BODY_BYTES, 'a webhook body');
    } catch (error) {
      if (error instanceof BodyTooLargeError)
        return answer(response.setHeader('connection', 'close'), 413, { error: 'too large' });
      // The connection broke mid-body: there is no one left to answer, and nothing was recorded.
      return;
    }
    if (!this.open) return answer(response.setHeader('connection', 'close'), 503, { error: 'stopping' });
    try {
      const push = this.opener.open(request.headers, body, this.options.clock());
      if (push.kind === 'challenge') return answer(response, 200, { challenge: push.challenge });
      // The handler records the source before it returns; only then is the push acknowledged.
      const result: unknown = await dispatcher.invoke(push.envelope, { needCheck: false });
      // A card callback's answer (a toast) is the body Lark shows the clicker.
      answer(response, 200, result !== null && typeof result === 'object' ? result : {});
    } catch (error) {
      if (error instanceof WebhookRejection) {
        logger.warn(`webhook push rejected (${error.code}): ${error.message}`);
        // One body for every failure of authenticity: the answer tells a forger nothing.
        return answer(response, error.status, {
          error: error.status === 401 ? 'unauthorized' : 'bad request',
        });
      }
      // The store failed: no acknowledgement, so Lark pushes the event again.
      logger.error('webhook push not recorded:', error);
      answer(response, 500, { error: 'not recorded' });
    }
  }
}
