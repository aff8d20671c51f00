import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type {
  ControlDispatch,
  ControlReady,
  ControlSessionInputRequest,
  ControlSource,
  ControlStopReceipt,
  ControlTurnState,
} from '../../../generated/types/index.ts';
import {
  validateControlAttachedBindRequest,
  validateControlAttachedClaimRequest,
  validateControlAttachedCloseRequest,
  validateControlAttachedCompleteRequest,
  validateControlSessionInputRequest,
  validateControlTriggerRequest,
} from '../../../generated/validators/index.js';
import { CONTRACT_VERSIONS, SPEC_VERSION } from '../../../generated/spec.ts';
import type { Bot } from './bot.ts';
import { flaw } from './flaw.ts';
import type { SourceRecord } from './inbox.ts';
import { commandOf, STOP } from './source.ts';
import { stopTurn } from './stop.ts';
import type { Ending } from './turn-runner.ts';

/** The turn state each ending projects to (spec/schemas/control/turn-state.schema.json). */
const TURN_STATES: Record<Ending, ControlTurnState> = {
  completed: 'completed',
  failed: 'failed',
  interrupted: 'interrupted',
  'stop-failed': 'failed',
  'media-unavailable': 'failed',
  timed_out: 'timed_out',
  unknown: 'unknown',
};

/** Source states of the inbox as the control contract names them. */
const SOURCE_STATES: Record<SourceRecord['state'], ControlSource['state']> = {
  received: 'queued',
  attached: 'queued',
  running: 'running',
  answering: 'running',
  answered: 'answered',
  failed: 'failed',
};

/**
 * A source without content. The bot keeps no delivery journal, so deliveries is empty; a turn is known by
 * the id the host gave it, once it started.
 */
function projectSource(messageId: string, record: SourceRecord): ControlSource {
  const command = commandOf(record.input) === STOP;
  return {
    providerMessageId: messageId,
    eventIds: record.eventIds,
    receiveCount: record.receiveCount,
    state: SOURCE_STATES[record.state],
    conversation: { chatId: record.chatId, chatType: record.chatType },
    admission: command
      ? { outcome: 'command', command: 'stop' }
      : record.refusal
        ? { outcome: 'refused' }
        : { outcome: 'turn' },
    sessionId: record.conversation,
    ...(record.hostTurnId ? { turnId: record.hostTurnId } : {}),
    deliveries: [],
    receivedAt: new Date(record.receivedAt).toISOString(),
  };
}

/** POST /v1/turns/{id}/stop: the running turn is stopped with the proof /stop uses (HO-004). */
async function stopReceipt(bot: Bot, turnId: string): Promise<ControlStopReceipt | undefined> {
  const began = Date.now();
  const record = bot.inbox.byHostTurn(turnId);
  if (!record) return undefined;
  const threadId = bot.threads.bound(record.conversation);
  const turn = threadId === undefined ? undefined : await bot.host.runningTurn(threadId);
  const base = { turnId, sessionId: record.conversation };
  if (threadId === undefined || turn?.id !== turnId) {
    const turnState = record.ending ? TURN_STATES[record.ending] : 'running';
    return { ...base, outcome: 'not-running', turnState, elapsedMs: Date.now() - began };
  }
  if (flaw === 'api-stop-without-readback') {
    // Answers from the acknowledgement: a second stop path that skips the proof /stop takes.
    await bot.host.request('turn/interrupt', { threadId, turnId });
    return { ...base, outcome: 'stopped', turnState: 'interrupted', elapsedMs: Date.now() - began };
  }
  const proven = await stopTurn(bot, threadId, turn);
  return {
    ...base,
    outcome: proven ? 'stopped' : 'failed',
    turnState: proven ? 'interrupted' : 'failed',
    elapsedMs: Date.now() - began,
  };
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

const failure = (code: string, message: string) => ({ error: { code, message } });

async function bodyOf(req: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

type Answer = { status: number; body: unknown };
const badRequest: Answer = { status: 400, body: failure('BAD_REQUEST', 'not such a request') };

/** POST /v1/sessions/{id}/inputs: input to a conversation by delivery mode (inputs.ts), or to an attached session (attached.ts). */
async function sendInput(bot: Bot, conversation: string, req: IncomingMessage): Promise<Answer> {
  const request = await bodyOf(req);
  if (!validateControlSessionInputRequest(request)) return badRequest;
  if (bot.attached.has(conversation))
    return bot.attached.webInput(conversation, request as ControlSessionInputRequest);
  return bot.inputs.send(bot, conversation, request as ControlSessionInputRequest);
}

/** The attached-session and trigger routes (attached.ts, triggers.ts); undefined for any other. */
async function brokerRoute(
  bot: Bot,
  method: string,
  path: string,
  req: IncomingMessage,
): Promise<Answer | undefined> {
  const attached = /^\/v1\/attached\/([^/]+)\/(claim|complete|close)$/.exec(path);
  const triggers = /^\/v1\/sessions\/([^/]+)\/triggers(?:\/([^/]+))?$/.exec(path);
  if (path === '/v1/attached' && method === 'GET') return bot.attached.list();
  if (path === '/v1/attached' && method === 'POST') {
    const request = await bodyOf(req);
    return validateControlAttachedBindRequest(request) ? bot.attached.bind(request) : badRequest;
  }
  if (attached && method === 'POST') {
    const id = decodeURIComponent(attached[1]!);
    const request = await bodyOf(req);
    if (attached[2] === 'claim')
      return validateControlAttachedClaimRequest(request) ? bot.attached.claim(id, request) : badRequest;
    if (attached[2] === 'complete')
      return validateControlAttachedCompleteRequest(request)
        ? bot.attached.complete(bot, id, request)
        : badRequest;
    return validateControlAttachedCloseRequest(request) ? bot.attached.close(id, request) : badRequest;
  }
  if (!triggers) return undefined;
  const conversation = decodeURIComponent(triggers[1]!);
  if (method === 'POST' && triggers[2] === undefined) {
    const request = await bodyOf(req);
    if (!validateControlTriggerRequest(request)) return badRequest;
    // The flaw: a repeated key breaks the request (as a unique-key violation thrown out of the handler
    // would), and the caller gets no answer at all.
    if (flaw === 'drops-repeated-trigger' && bot.triggers.used(conversation, request.turnKey)) {
      req.socket.destroy();
      return undefined;
    }
    return bot.triggers.trigger(bot, conversation, request);
  }
  if (method !== 'GET') return undefined;
  return triggers[2] === undefined
    ? bot.triggers.list(conversation)
    : bot.triggers.read(bot, conversation, decodeURIComponent(triggers[2]));
}

/**
 * The control API (spec/openapi/control.openapi.json) as far as the control scenarios use it: readiness,
 * a source, the dispatch load, the stop of a running turn, and input by delivery mode. Served on the launch contract's port, bearer token required;
 * only an adapter that declares control has it checked.
 */
export function serveControl(
  bot: Bot,
  options: { port: number; token: string; providerReady: () => boolean },
): void {
  const ready = (): ControlReady => ({
    implementation: { name: 'control-tiny-bot', version: '0' },
    versions: {
      spec: SPEC_VERSION,
      control: CONTRACT_VERSIONS.control,
      host: CONTRACT_VERSIONS.host,
      provider: CONTRACT_VERSIONS.provider,
      launch: CONTRACT_VERSIONS.launch,
    },
    capabilities: [
      'control',
      'control.stop',
      'control.dispatch',
      'delivery-modes',
      'attached-sessions',
      'triggers',
    ],
    providerReady: options.providerReady(),
    hostReady: bot.host.up,
  });
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://control').pathname;
    // The flaw leaves readiness open, as if for a load balancer's probe: it tells anyone what runs here.
    const open = flaw === 'open-control-api' && path === '/v1/ready';
    if (!open && req.headers.authorization !== `Bearer ${options.token}`)
      return send(res, 401, failure('UNAUTHORIZED', 'bearer token required'));
    const source = /^\/v1\/sources\/([^/]+)$/.exec(path);
    const stop = /^\/v1\/turns\/([^/]+)\/stop$/.exec(path);
    const inputs = /^\/v1\/sessions\/([^/]+)\/inputs$/.exec(path);
    if (req.method === 'GET' && path === '/v1/ready') return send(res, 200, ready());
    if (req.method === 'GET' && path === '/v1/dispatch') {
      const dispatch: ControlDispatch = {
        ...bot.holder.load(),
        activeHandlers: bot.slots.active,
        peakActiveHandlers: bot.slots.peak,
      };
      return send(res, 200, dispatch);
    }
    if (req.method === 'GET' && source) {
      const record = bot.inbox.find(decodeURIComponent(source[1]!));
      return record
        ? send(res, 200, projectSource(decodeURIComponent(source[1]!), record))
        : send(res, 404, failure('NOT_FOUND', 'no such source'));
    }
    if (req.method === 'GET' && inputs)
      return send(res, 200, { inputs: bot.inputs.list(decodeURIComponent(inputs[1]!)) });
    if (req.method === 'POST' && inputs) {
      sendInput(bot, decodeURIComponent(inputs[1]!), req).then(
        ({ status, body }) => send(res, status, body),
        (error: unknown) => send(res, 500, failure('INTERNAL', String(error))),
      );
      return;
    }
    if (req.method === 'POST' && stop) {
      stopReceipt(bot, decodeURIComponent(stop[1]!)).then(
        (receipt) =>
          receipt ? send(res, 200, receipt) : send(res, 404, failure('NOT_FOUND', 'no such turn')),
        (error: unknown) => send(res, 500, failure('INTERNAL', String(error))),
      );
      return;
    }
    brokerRoute(bot, req.method ?? 'GET', path, req).then(
      (answer) =>
        answer
          ? send(res, answer.status, answer.body)
          : send(res, 404, failure('NOT_FOUND', 'no such route')),
      (error: unknown) => send(res, 500, failure('INTERNAL', String(error))),
    );
  });
  // A second instance on the same port (the no-lease control) goes on without a control API.
  server.on('error', (error) => process.stderr.write(`tiny-bot: control API: ${String(error)}\n`));
  server.listen(options.port, '127.0.0.1');
}
