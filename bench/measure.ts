import type { Injected, ProviderDouble, ProviderRecord } from '../harness/src/doubles/provider/index.ts';
import { sleep } from '../harness/src/runner/signal.ts';

/** Nearest-rank quantile of values (0 < q ≤ 1); undefined for none. */
export function quantile(values: number[], q: number): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

export interface Spread {
  /** Messages in all, dealt over `chats` private chats in turn. */
  total: number;
  chats: number;
  overMs: number;
  /** Names the users, so that two loads on one double do not share chats. */
  userPrefix?: string;
}

/**
 * Sends messages over private chats, interleaved, evenly spread over `overMs` — the runner's
 * provider.burst — yielding to the event loop after every send so that the double keeps serving.
 */
export type Sent = Injected & { text: string };

export async function sendSpread(
  provider: ProviderDouble,
  now: () => number,
  spread: Spread,
): Promise<Sent[]> {
  const gap = spread.total > 1 ? spread.overMs / (spread.total - 1) : 0;
  const start = now();
  const sent: Sent[] = [];
  for (let n = 0; n < spread.total; n++) {
    const due = start + n * gap;
    // Behind schedule it still yields: the double reads ACK frames on this event loop, and a loop that
    // never yields would stamp them late and blame the implementation for the harness's own lag.
    await (due > now() ? sleep(due - now()) : new Promise(setImmediate));
    const user = `${spread.userPrefix ?? 'user'}${(n % spread.chats) + 1}`;
    const text = `load ${user} ${n}`;
    sent.push({ ...provider.sendMessage({ chat: { type: 'p2p', user }, sender: user, text }), text });
  }
  return sent;
}

/** Polls `done` until it holds; throws after `timeoutMs` with what was still missing. */
export async function waitFor(done: () => true | string, timeoutMs: number, pollMs = 50): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = done();
    if (state === true) return;
    if (Date.now() >= deadline) throw new Error(`gave up after ${timeoutMs} ms: ${state}`);
    await sleep(pollMs);
  }
}

/** Counts the records that match as they come, so that waiting for a count never re-scans them. */
export function counter(
  provider: ProviderDouble,
  matches: (r: ProviderRecord) => boolean,
): { count: () => number; stop: () => void } {
  let count = provider.recorder.records.filter(matches).length;
  const stop = provider.recorder.subscribe((r) => {
    if (matches(r)) count++;
  });
  return { count: () => count, stop };
}

type EventRecord = Extract<ProviderRecord, { kind: 'event' }>;

function firstDeliveries(records: ProviderRecord[]): Map<string, EventRecord> {
  const first = new Map<string, EventRecord>();
  for (const r of records) if (r.kind === 'event' && !first.has(r.eventId)) first.set(r.eventId, r);
  return first;
}

/** ACK latency of each sent event: its first delivery to its first acknowledgement, in ms. */
export function ackLatencies(records: ProviderRecord[], sent: Injected[]): number[] {
  const delivered = firstDeliveries(records);
  const acked = new Map<string, number>();
  // An ACK refused (500) is none: Lark pushes that event again.
  for (const r of records)
    if (r.kind === 'ack' && r.code === 200 && !acked.has(r.eventId)) acked.set(r.eventId, r.at);
  return sent.flatMap(({ eventId }) => {
    const from = delivered.get(eventId)?.at;
    const to = acked.get(eventId);
    return from === undefined || to === undefined ? [] : [to - from];
  });
}

/** The calls a user sees about a message: a reaction on it, or a reply to it. */
const FEEDBACK = new Set(['im.messageReaction.create', 'im.message.reply']);

/** First visible feedback on each sent message: its first delivery to the first reaction on it or reply to it, in ms. */
export function feedbackLatencies(records: ProviderRecord[], sent: Injected[]): number[] {
  const delivered = firstDeliveries(records);
  const first = new Map<string, number>();
  for (const r of records) {
    if (r.kind !== 'http' || !FEEDBACK.has(r.api) || r.response.status !== 200) continue;
    const id = r.params.message_id;
    if (id !== undefined && !first.has(id)) first.set(id, r.at);
  }
  return sent.flatMap(({ eventId, messageId }) => {
    const from = delivered.get(eventId)?.at;
    const to = first.get(messageId);
    return from === undefined || to === undefined ? [] : [to - from];
  });
}

/** True once every sent message has a reply from the bot that reads as its answer; else how many do not. */
export function answered(provider: ProviderDouble, sent: Sent[]): true | string {
  const replies = new Map<string, string[]>();
  for (const m of provider.messages()) {
    if (!m.fromBot || m.parentId === undefined || m.text === undefined) continue;
    replies.set(m.parentId, [...(replies.get(m.parentId) ?? []), m.text]);
  }
  const missing = sent.filter((s) => !(replies.get(s.messageId) ?? []).includes(s.text)).length;
  return missing === 0 ? true : `${missing} of ${sent.length} messages not answered`;
}

/** Acknowledgements answered with anything but 200 (the event then comes again): how many. */
export function refusedAcks(records: ProviderRecord[]): number {
  return records.filter((r) => r.kind === 'ack' && r.code !== 200).length;
}
