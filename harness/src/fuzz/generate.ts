import type { Fault, FuzzPlan, HttpFault, PushFault, Send, Unit } from './plan.ts';
import { Choices } from './random.ts';

export interface GenerateOptions {
  intake: 'ws' | 'webhook';
  /** The implementation declares long-connection: faults only the long connection has may be planned. */
  longConnection: boolean;
  /** Messages per run, commands included. */
  messages: number;
  /** Conversations: private chats, a group and a group topic. */
  chats: number;
  /** kill -9 of the implementation per run. */
  kills: number;
  /** Faults per run, at least. */
  faults: number;
  /**
   * Instances of the implementation (adapter instances.count): with two or more, each kill is of one
   * instance, drawn from the seed, while the provider spreads the load over all of them. Default 1.
   */
  instances?: number;
}

export const DEFAULT_GENERATE: Omit<GenerateOptions, 'intake' | 'longConnection'> = {
  messages: 40,
  chats: 6,
  kills: 10,
  faults: 70,
};

/** Knobs every run gives the implementation: short enough that a run takes seconds. */
const KNOBS = { progressIntervalMs: 250, providerTimeoutMs: 600, stopBudgetMs: 2000, feedbackWindowMs: 3000 };
/** Each turn echoes its input in this many deltas, so that it runs for about half a second and drafts show. */
const HOST = { deltas: 4, deltaDelayMs: 120 };
const TURN_MS = HOST.deltas * HOST.deltaDelayMs;
/** Lark's deadline stays; the redeliveries come quicker than Lark's, so a run settles in seconds. */
const PROVIDER = { ackDeadlineMs: 3000, redeliveryScheduleMs: [0, 500, 2000] };
const SETTLE = { withinMs: 30_000, quietMs: 3_000 };
const MEAN_GAP_MS = 450;
/** Kills come no closer than this: the implementation must be up again, and have done something, in between. */
const KILL_GAP_MS = 1200;
/** With several instances: a dead instance's sessions are taken over after this long (knob instanceLeaseMs). */
const INSTANCE_LEASE_MS = 1500;

const WORDS = [
  'alpha',
  'bravo',
  'charlie',
  'delta',
  'echo',
  'foxtrot',
  'golf',
  'hotel',
  'india',
  'juliet',
  'kilo',
  'lima',
  'mike',
  'november',
  'oscar',
  'papa',
  'quebec',
  'romeo',
  'sierra',
  'tango',
  'uniform',
  'victor',
  'whiskey',
  'xray',
  'yankee',
  'zulu',
];

/**
 * The calls a bot's answer goes through, as faults about one message pick them, each with how many of its
 * calls about one message usually come first: one reply (two when a queued notice comes first), a few
 * edits (drafts, then the answer), a readback or two, one reaction.
 */
const HTTP_APIS = {
  'im.message.reply': 35,
  'im.message.update': 35,
  'im.message.get': 20,
  'im.messageReaction.create': 10,
};
const SKIPS: Record<keyof typeof HTTP_APIS, Record<'0' | '1' | '2', number>> = {
  'im.message.reply': { 0: 85, 1: 15, 2: 0 },
  'im.message.update': { 0: 50, 1: 35, 2: 15 },
  'im.message.get': { 0: 70, 1: 30, 2: 0 },
  'im.messageReaction.create': { 0: 100, 1: 0, 2: 0 },
};
const HTTP_ACTIONS = { 'drop-response': 25, reset: 20, '5xx': 15, 'rate-limit': 20, 'past-timeout': 20 };
const WS_PUSH = {
  'drop-ack': 30,
  'deliver-twice': 25,
  'delay-ack': 20,
  'out-of-order': 20,
  'close-socket': 5,
};
/** Webhook, or a bridge that does not declare long-connection: the push faults any intake has. */
const WEBHOOK_PUSH = { 'drop-ack': 55, 'deliver-twice': 45 };
/** Lark's two rate-limit codes: 230020 per chat, 99991400 per app (LARK-WIRE.md). */
const RATE_LIMIT_CODES = [230020, 99991400];

interface Chat {
  ref: string;
  group: boolean;
  users: string[];
}

function chatsOf(count: number): Chat[] {
  const groups = count >= 3 ? Math.max(1, Math.round(count / 3)) : 0;
  const users = Array.from({ length: Math.max(1, count - groups) }, (_, i) => `u${i + 1}`);
  const chats: Chat[] = users.map((u) => ({ ref: `p2p:${u}`, group: false, users: [u] }));
  for (let g = 1; g <= groups; g++)
    chats.push({ ref: g % 2 === 0 ? `group:g${g}/t1` : `group:g${g}`, group: true, users });
  return chats;
}

function httpFault(c: Choices): HttpFault {
  const api = c.weighted(HTTP_APIS);
  const skip = c.weighted(SKIPS[api]);
  const kind = c.weighted(HTTP_ACTIONS);
  const action: HttpFault['action'] =
    kind === '5xx'
      ? { kind: 'status', status: c.pick([500, 502, 503, 504]) }
      : kind === 'rate-limit'
        ? {
            kind: 'error',
            code: c.pick(RATE_LIMIT_CODES),
            msg: 'request trigger frequency limit',
            status: 400,
          }
        : kind === 'past-timeout'
          ? { kind: 'delay', ms: KNOBS.providerTimeoutMs + c.int(100, 700) }
          : { kind };
  return { match: { api }, action, ...(skip !== '0' ? { skip: Number(skip) } : {}) };
}

function pushFault(c: Choices, options: GenerateOptions): PushFault {
  const kind =
    options.intake === 'ws' && options.longConnection ? c.weighted(WS_PUSH) : c.weighted(WEBHOOK_PUSH);
  // The second push of an event comes only after a redelivery: most push faults shape the first.
  const skip = c.chance(0.1) ? 1 : 0;
  // Most delays stay inside the deadline; some go past it, and Lark pushes the event again meanwhile.
  const ms = kind === 'delay-ack' ? (c.chance(0.7) ? c.int(200, 2500) : c.int(3200, 4500)) : undefined;
  return { kind, ...(ms !== undefined ? { ms } : {}), ...(skip > 0 ? { skip } : {}) };
}

/**
 * Kill times: spread over the run, never closer than KILL_GAP_MS; some are outages that last a while. With
 * several instances each kill is of one of them; one instance draws nothing more, so its plans stay as they were.
 */
function kills(c: Choices, count: number, spanMs: number, instances: number): Unit[] {
  const units: Unit[] = [];
  const slot = spanMs / Math.max(1, count);
  let earliest = 800;
  for (let k = 1; k <= count; k++) {
    const at = Math.max(earliest, Math.round((k - 1) * slot + c.float() * slot));
    const outage = c.chance(0.25) ? c.int(300, 1500) : 0;
    const instance = instances >= 2 ? { instance: c.int(1, instances) } : {};
    units.push(
      outage > 0
        ? { id: `k${k}`, at, kind: 'outage', ms: outage, ...instance }
        : { id: `k${k}`, at, kind: 'restart', ...instance },
    );
    earliest = at + outage + KILL_GAP_MS;
  }
  return units;
}

/**
 * The plan of one run, a pure function of (seed, run, options): a conversation load over several chats —
 * follow-ups while the chat is busy, a /stop now and then — with faults on the calls and pushes of each
 * request, redeliveries, and kill -9 of the implementation at moments spread over the run.
 */
export function generatePlan(seed: number, run: number, options: GenerateOptions): FuzzPlan {
  const c = new Choices(seed, run, 'plan');
  const chats = chatsOf(options.chats);
  const sends: Send[] = [];
  const faults: Fault[] = [];
  const redeliveries: Unit[] = [];
  let at = 200;
  let previous: Chat | undefined;
  let stops = 0;
  let requests = 0;
  while (sends.length < options.messages) {
    at += Math.round(c.float() * 2 * MEAN_GAP_MS);
    // A follow-up to a chat whose turn is likely still running, or a message elsewhere.
    const chat = previous && c.chance(0.45) ? previous : c.pick(chats);
    previous = chat;
    requests += 1;
    const id = `m${requests}`;
    const words = Array.from({ length: 5 }, () => c.pick(WORDS)).join(' ');
    sends.push({
      id,
      at,
      kind: 'send',
      chat: chat.ref,
      ...(chat.group ? { from: c.pick(chat.users), mention: true } : {}),
      text: `fuzz [${id}] ${words}`,
    });
    const count = Number(c.weighted({ 0: 30, 1: 35, 2: 25, 3: 10 }));
    for (let f = 0; f < count; f++) {
      const push = c.chance(0.35);
      faults.push(
        push
          ? { id: `f${faults.length + 1}`, of: id, push: pushFault(c, options) }
          : { id: `f${faults.length + 1}`, of: id, http: httpFault(c) },
      );
    }
    if (c.chance(0.15)) {
      redeliveries.push({
        id: `r${redeliveries.length + 1}`,
        at: at + c.int(300, 6000),
        kind: 'redeliver',
        of: id,
        newEventId: c.chance(0.5),
      });
    }
    if (!chat.group && sends.length < options.messages && c.chance(0.08)) {
      stops += 1;
      sends.push({
        id: `s${stops}`,
        at: at + c.int(80, TURN_MS - 80),
        kind: 'send',
        chat: chat.ref,
        text: '/stop',
      });
    }
  }
  const askable = sends.filter((s) => !s.text.startsWith('/'));
  while (faults.length < options.faults && askable.length > 0) {
    const of = c.pick(askable).id;
    const push = c.chance(0.35);
    faults.push(
      push
        ? { id: `f${faults.length + 1}`, of, push: pushFault(c, options) }
        : { id: `f${faults.length + 1}`, of, http: httpFault(c) },
    );
  }
  const span = Math.max(...sends.map((s) => s.at)) + TURN_MS;
  const instances = options.instances ?? 1;
  const timeline = [...sends, ...redeliveries, ...kills(c, options.kills, span, instances)].sort(
    (a, b) => a.at - b.at || a.id.localeCompare(b.id),
  );
  return {
    planVersion: '0',
    seed,
    run,
    intake: options.intake,
    knobs: { ...KNOBS, ...(instances >= 2 ? { instanceLeaseMs: INSTANCE_LEASE_MS } : {}) },
    provider: {
      ackDeadlineMs: PROVIDER.ackDeadlineMs,
      redeliveryScheduleMs: [...PROVIDER.redeliveryScheduleMs],
    },
    host: { ...HOST },
    settle: { ...SETTLE },
    timeline,
    faults,
  };
}
