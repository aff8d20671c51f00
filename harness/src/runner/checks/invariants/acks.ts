import type { InvariantAcksStep, ProviderDoubleRecord } from '../../../../../generated/types/index.ts';
import type { ScenarioContext } from '../../context.ts';
import type { Outcome } from '../../model.ts';
import { LARK_ACK_DEADLINE_MS } from '../provider-ack.ts';
import { judge } from './judge.ts';
import type { Ledger } from './ledger.ts';

type FrameRecord = Extract<ProviderDoubleRecord, { kind: 'frame' }>;

/** One push of an event, as the implementation had to answer it. */
interface Push {
  name: string;
  messageId: string;
  at: number;
  /** When its acknowledgement reached the double, and whether it said 200. */
  ackAt?: number;
  ok?: boolean;
  /** Why it needs none: its connection closed before the deadline, or the webhook answer was lost on purpose. */
  excused: boolean;
}

/** The IM message a pushed envelope is about; the parts of a split frame are joined first. */
function messageOf(parts: FrameRecord[]): string {
  const whole =
    parts.length === 1
      ? parts[0]!.frame.payload
      : parts
          .map((p) =>
            typeof p.frame.payload === 'string' ? p.frame.payload : JSON.stringify(p.frame.payload),
          )
          .join('');
  let envelope: unknown = whole;
  if (typeof whole === 'string') {
    try {
      envelope = JSON.parse(whole) as unknown;
    } catch {
      return '';
    }
  }
  const event = (
    envelope as {
      event?: { message?: { message_id?: unknown }; context?: { open_message_id?: unknown } };
    } | null
  )?.event;
  const id = event?.message?.message_id ?? event?.context?.open_message_id;
  return typeof id === 'string' ? id : '';
}

/**
 * Long connection: each event push (the frames sharing a message_id, first copy) and the first frame that
 * echoes that message_id back, timed at arrival, before any programmed delay or loss.
 */
function wsPushes(ctx: ScenarioContext, label: (messageId: string) => string, withinMs: number): Push[] {
  const records = ctx.provider.recorder.records;
  const closedAt = new Map<string, number>();
  for (const r of records)
    if (r.kind === 'connection' && r.event === 'close' && !closedAt.has(r.connectionId))
      closedAt.set(r.connectionId, r.at);
  const parts = new Map<string, FrameRecord[]>();
  const acks = new Map<string, FrameRecord>();
  for (const r of records) {
    if (r.kind !== 'frame' || r.frame.headers.type !== 'event') continue;
    const id = r.frame.headers.message_id ?? '';
    if (r.direction === 'in') {
      if (!acks.has(id)) acks.set(id, r);
      continue;
    }
    const sum = Number(r.frame.headers.sum ?? 1) || 1;
    const mine = parts.get(id) ?? [];
    if (mine.length < sum) mine.push(r);
    parts.set(id, mine);
  }
  const origin = ctx.provider.recorder.origin;
  return [...parts.entries()].map(([id, frames]) => {
    const last = frames.at(-1)!;
    const ack = acks.get(id);
    const closed = closedAt.get(last.connectionId);
    const payload = ack?.frame.payload as { code?: unknown } | undefined;
    return {
      name: label(messageOf(frames)),
      messageId: messageOf(frames),
      at: last.at + origin,
      ...(ack ? { ackAt: ack.at + origin, ok: ack.wireError === undefined && payload?.code === 200 } : {}),
      excused: !ack && closed !== undefined && closed <= last.at + withinMs,
    };
  });
}

/**
 * When the implementation was down, on the scenario clock: from each exit the runner saw to the next
 * readiness (or to now). A push it had no chance to answer needs no answer.
 */
function downTimes(ctx: ScenarioContext): [number, number][] {
  const down: [number, number][] = [];
  let since: number | undefined;
  for (const entry of ctx.runnerLog) {
    if (entry.summary.startsWith('implementation exited')) since ??= entry.at;
    else if (entry.summary.startsWith('implementation ready') && since !== undefined) {
      down.push([since, entry.at]);
      since = undefined;
    }
  }
  if (since !== undefined) down.push([since, Infinity]);
  return down;
}

/**
 * Webhook: each push and the answer to it. A push whose answer the double dropped on purpose needs none,
 * nor one the implementation was down for, or died within the deadline of.
 */
function webhookPushes(ctx: ScenarioContext, label: (messageId: string) => string, withinMs: number): Push[] {
  const down = downTimes(ctx);
  const records = ctx.provider.recorder.records;
  const origin = ctx.provider.recorder.origin;
  const dropped = new Map<string, number>();
  for (const f of ctx.provider.firedFaults())
    if (f.kind === 'drop-ack' && f.messageId) dropped.set(f.messageId, (dropped.get(f.messageId) ?? 0) + 1);
  return records.flatMap((r) => {
    if (r.kind !== 'event' || r.via !== 'webhook' || r.eventType === 'url_verification') return [];
    const ack = records.find((a) => a.kind === 'ack' && a.eventId === r.eventId && a.attempt === r.attempt);
    const at = r.at + origin;
    const lost = !ack && (dropped.get(r.messageId) ?? 0) > 0;
    if (lost) dropped.set(r.messageId, dropped.get(r.messageId)! - 1);
    const excuse = !ack && (lost || down.some(([from, to]) => from <= at + withinMs && to >= at));
    return [
      {
        name: label(r.messageId),
        messageId: r.messageId,
        at,
        ...(ack && ack.kind === 'ack' ? { ackAt: at + ack.latencyMs, ok: ack.code === 200 } : {}),
        excused: excuse,
      },
    ];
  });
}

/** Every push acknowledged with 200 inside the deadline, measured at arrival (TR-001). */
export function invariantAcks(step: InvariantAcksStep, ctx: ScenarioContext): Promise<Outcome> {
  const withinMs = step.withinMs ?? LARK_ACK_DEADLINE_MS;
  return judge(
    ctx,
    step,
    `every push acknowledged with 200 within ${withinMs} ms of going out`,
    (state: Ledger) => {
      const names = new Map(state.sources.map((s) => [s.messageId, s.name]));
      const attempts = new Map<string, number>();
      const label = (messageId: string) => {
        const n = (attempts.get(messageId) ?? 0) + 1;
        attempts.set(messageId, n);
        return `${names.get(messageId) ?? messageId}#${n}`;
      };
      const pushes = ctx.provider.webhookState().url
        ? webhookPushes(ctx, label, withinMs)
        : wsPushes(ctx, label, withinMs);
      const now = ctx.now();
      const late = pushes.filter((p) => p.ackAt !== undefined && p.ackAt - p.at > withinMs);
      const refused = pushes.filter((p) => p.ok === false);
      const missing = pushes.filter((p) => p.ackAt === undefined && !p.excused && now - p.at > withinMs);
      const worst = Math.max(0, ...pushes.filter((p) => p.ackAt !== undefined).map((p) => p.ackAt! - p.at));
      return {
        subjects: pushes.length,
        offences: { late, 'not-200': refused, unacknowledged: missing },
        judged: {
          pushes: pushes.length,
          excused: pushes.filter((p) => p.excused).length,
          worstMs: Math.round(worst),
        },
        lines: [
          ...(late.length > 0
            ? [`${late.length} acknowledged after ${withinMs} ms (worst ${Math.round(worst)} ms)`]
            : []),
          ...(refused.length > 0 ? [`${refused.length} acknowledged with a code other than 200`] : []),
          ...(missing.length > 0 ? [`${missing.length} never acknowledged`] : []),
        ],
      };
    },
  );
}
