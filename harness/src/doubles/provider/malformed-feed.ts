import type { IdFactory } from './ids.ts';

/**
 * What `malformedInput` makes: bytes that are no frame at all (long connection only); a payload that is
 * not a JSON object (`body`); an im.message.receive_v1 envelope no message of Lark could be (`envelope`,
 * its ids ones Lark never issues); or a real message whose event carries broken optional fields (`patch`,
 * applied to an injected message, so that its ids are real and an answer can go to it).
 */
export type MalformedInput =
  | { kind: 'bytes'; bytes: Buffer }
  | { kind: 'body'; body: string }
  | { kind: 'envelope'; envelope: unknown; eventId: string; reachesHandler: boolean }
  | { kind: 'patch'; patch: Record<string, unknown> };

export interface MalformedContext {
  ids: IdFactory;
  appId: string;
  verificationToken: string;
  /** Lark's delivery: bytes that are no frame exist only on the long connection. */
  via: 'ws' | 'webhook';
}

/** A lone UTF-16 surrogate: no UTF-8 text holds one, so SQLite, files and hashes each turn it into something else. */
const LONE_SURROGATE = '\ud83d';

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** Ids no Lark message, chat or event ever had. */
function badIds(random: () => number): readonly unknown[] {
  return [
    null,
    42,
    '',
    {},
    ['om_1'],
    `om_${LONE_SURROGATE}${Math.floor(random() * 1e9)}`,
    `om_${'f'.repeat(2000)}`,
    'om_ with spaces',
    'om_\u0000nul',
  ];
}

/** Wrong values for the fields a handler reads; null and absent both happen on the real wire. */
const BROKEN_VALUES: readonly unknown[] = [
  null,
  0,
  -1,
  true,
  '',
  'x',
  [],
  [null],
  {},
  { '': null },
  LONE_SURROGATE,
];

const BROKEN_PATHS = [
  'header',
  'header.event_type',
  'header.create_time',
  'event',
  'event.sender',
  'event.sender.sender_id',
  'event.sender.sender_type',
  'event.message',
  'event.message.chat_id',
  'event.message.chat_type',
  'event.message.message_type',
  'event.message.content',
  'event.message.create_time',
  'event.message.mentions',
  'event.message.root_id',
  'event.message.parent_id',
  'event.message.thread_id',
] as const;

/** Broken optional fields of a real message: a bridge must still take it, or refuse it explicitly. */
const SOURCE_PATCHES: readonly Record<string, unknown>[] = [
  { 'event.message.mentions': null },
  { 'event.message.mentions': [null] },
  { 'event.message.mentions': [{ key: null, id: null, name: null }] },
  { 'event.message.mentions': 'not a list' },
  { 'event.message.content': null },
  { 'event.message.content': '{"text":null}' },
  { 'event.message.content': '{"text":42}' },
  { 'event.message.content': 'not json' },
  { 'event.message.content': `{"text":"${LONE_SURROGATE}"}` },
  { 'event.message.message_type': 'post', 'event.message.content': '{"title":"","content":[[null]]}' },
  {
    'event.message.message_type': 'post',
    'event.message.content': '{"zh_cn":{"content":[[{"tag":"text","text":null}]]}}',
  },
  { 'event.message.message_type': null },
  { 'event.message.create_time': 'yesterday' },
  { 'event.sender.sender_id': null },
  { 'event.message.root_id': 42, 'event.message.parent_id': [] },
];

function set(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    if (node[key] === null || typeof node[key] !== 'object') return;
    node = node[key] as Record<string, unknown>;
  }
  // A copy each time: a shared object set at two paths would make the envelope circular.
  node[keys.at(-1)!] = structuredClone(value);
}

/** An im.message.receive_v1 envelope that can never be a source: its message id, or its event id, is broken. */
function brokenEnvelope(
  random: () => number,
  ctx: MalformedContext,
): Extract<MalformedInput, { kind: 'envelope' }> {
  const eventId = ctx.ids.event();
  const envelope: Record<string, unknown> = {
    schema: '2.0',
    header: {
      event_id: eventId,
      event_type: 'im.message.receive_v1',
      create_time: String(Date.now()),
      token: ctx.verificationToken,
      app_id: ctx.appId,
      tenant_key: ctx.ids.tenantKey,
    },
    event: {
      sender: {
        sender_id: ctx.ids.user(`malformed${Math.floor(random() * 100)}`),
        sender_type: 'user',
        tenant_key: ctx.ids.tenantKey,
      },
      message: {
        message_id: ctx.ids.message(),
        create_time: String(Date.now()),
        chat_id: ctx.ids.p2pChat('malformed'),
        chat_type: 'p2p',
        message_type: 'text',
        content: JSON.stringify({ text: 'malformed' }),
      },
    },
  };
  if (random() < 0.2) set(envelope, 'header.event_id', pick(random, badIds(random)));
  else set(envelope, 'event.message.message_id', pick(random, badIds(random)));
  // Often more is broken besides: nulls and wrong types where a handler reads.
  const extra = Math.floor(random() * 3);
  for (let i = 0; i < extra; i++) set(envelope, pick(random, BROKEN_PATHS), pick(random, BROKEN_VALUES));
  // A huge field, now and then: the handler must not keep it.
  if (random() < 0.01) set(envelope, 'event.message.content', JSON.stringify({ text: 'h'.repeat(300_000) }));
  const header = envelope.header as { event_type?: unknown } | null;
  const reachesHandler =
    header !== null && typeof header === 'object' && header.event_type === 'im.message.receive_v1';
  return { kind: 'envelope', envelope, eventId, reachesHandler };
}

/**
 * What a payload is to a JSON parser: an object; another JSON value (a number, a string, a list); a falsy
 * one (null, false, 0, ""), which the SDK's long connection takes for a part still missing and drops
 * unacknowledged; or no JSON at all.
 */
export function jsonKind(body: string): 'object' | 'value' | 'falsy' | 'none' {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return 'none';
  }
  if (!value) return 'falsy';
  return typeof value === 'object' && !Array.isArray(value) ? 'object' : 'value';
}

/**
 * One malformed input, drawn from `random`: what a hostile or broken peer, or a bug upstream, might put on
 * the wire (TR-010). Most are events no message could be; a few are real messages with broken fields.
 */
export function malformedInput(random: () => number, ctx: MalformedContext): MalformedInput {
  const roll = random();
  if (roll < 0.1) {
    if (ctx.via === 'ws')
      return {
        kind: 'bytes',
        bytes: Buffer.from(
          Array.from({ length: 1 + Math.floor(random() * 64) }, () => Math.floor(random() * 256)),
        ),
      };
    return { kind: 'body', body: '{"schema":"2.0","header":' };
  }
  if (roll < 0.2)
    return {
      kind: 'body',
      body: pick(random, [
        'null',
        '42',
        '"text"',
        '[]',
        'true',
        '{"schema":',
        '\u00ff\u00fe',
        '{"a":"\\ud800"}',
      ]),
    };
  if (roll < 0.23) return { kind: 'patch', patch: pick(random, SOURCE_PATCHES) };
  return brokenEnvelope(random, ctx);
}
