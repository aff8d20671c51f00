import type { ProviderEventEnvelope } from '../../../../generated/types/index.ts';
import { UnknownEventError } from './errors.ts';
import { FRAME_METHOD, payloadValue, type Frame } from './frame-codec.ts';
import type { IdFactory } from './ids.ts';
import type { LongConnection } from './ws/long-connection.ts';
import type { ProviderRecorder } from './recorder.ts';
import { checkOwn, violations, type WireSchema } from './wire-schemas.ts';

export interface DeliveryOptions {
  recorder: ProviderRecorder;
  ids: IdFactory;
  /** Monotonic ms, for acknowledgement latency. */
  now: () => number;
  /** Picks among several ready clients; a seam so a test can pin the choice. */
  random: () => number;
  ackDeadlineMs: number;
  redeliveryScheduleMs: readonly number[];
  readyConnections: () => LongConnection[];
}

export interface PushOptions {
  /** Split the payload into this many frames sharing one message_id. */
  parts?: number;
}

interface TrackedEvent {
  envelope: ProviderEventEnvelope;
  messageId: string;
  parts: number;
  /** Pushes so far, manual redeliveries included. */
  attempts: number;
  /** Automatic redeliveries so far: the index into the schedule. */
  retries: number;
  acked: boolean;
  queued: boolean;
  timer?: NodeJS.Timeout;
}

interface SentFrame {
  event: TrackedEvent;
  attempt: number;
  sentAt: number;
  connectionId: string;
}

/** The schema each event type is checked against before it goes out. */
const EVENT_SCHEMA: Record<string, WireSchema> = {
  'im.message.receive_v1': 'ProviderImMessageReceiveV1',
};

function split(bytes: Buffer, parts: number): Buffer[] {
  const count = Math.max(1, Math.min(parts, bytes.length));
  const size = Math.ceil(bytes.length / count);
  return Array.from({ length: count }, (_, i) => bytes.subarray(i * size, (i + 1) * size)).filter((b) => b.length > 0);
}

/**
 * Pushes events over the long connection the way Lark does: to exactly one ready client (one that has
 * pinged), held until one is there, and pushed again when no acknowledgement with code 200 arrives
 * within the deadline — after the deadline, then at each offset of the (compressed) retry schedule.
 */
export class Delivery {
  private readonly events = new Map<string, TrackedEvent>();
  private readonly latestByMessage = new Map<string, string>();
  private readonly sent = new Map<string, SentFrame>();
  private readonly queue: TrackedEvent[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private frameSeq = 0;

  constructor(private readonly options: DeliveryOptions) {}

  push(envelope: ProviderEventEnvelope, messageId: string, options: PushOptions = {}): void {
    const { event_type: type, event_id: id } = envelope.header;
    checkOwn(this.options.recorder, EVENT_SCHEMA[type] ?? 'ProviderEventEnvelope', envelope, `event ${id}`);
    const event: TrackedEvent = {
      envelope,
      messageId,
      parts: options.parts ?? 1,
      attempts: 0,
      retries: 0,
      acked: false,
      queued: false,
    };
    this.events.set(envelope.header.event_id, event);
    this.latestByMessage.set(messageId, envelope.header.event_id);
    this.attempt(event);
  }

  /** Pushes a delivered event again, acknowledged or not; with newEventId as a fresh event. */
  redeliver(ref: { messageId: string } | { eventId: string }, options: { newEventId?: boolean } = {}): ProviderEventEnvelope {
    const eventId = 'eventId' in ref ? ref.eventId : this.latestByMessage.get(ref.messageId);
    const event = eventId === undefined ? undefined : this.events.get(eventId);
    if (!event) throw new UnknownEventError(`no event was delivered for ${JSON.stringify(ref)}`);
    if (options.newEventId) {
      const envelope = { ...event.envelope, header: { ...event.envelope.header, event_id: this.options.ids.event() } };
      this.push(envelope, event.messageId, { parts: event.parts });
      return envelope;
    }
    event.acked = false;
    this.attempt(event);
    return event.envelope;
  }

  /** A client became ready: what waited for one goes out now. */
  flush(): void {
    for (const event of this.queue.splice(0)) {
      event.queued = false;
      if (!event.acked) this.attempt(event);
    }
  }

  acknowledge(connection: LongConnection, frame: Frame, headers: Record<string, string>): void {
    const sent = this.sent.get(headers.message_id ?? '');
    if (!sent) return connection.recordIn(frame, `acknowledgement of message_id ${headers.message_id ?? '(none)'} that the double never sent`);
    const payload = payloadValue(frame);
    const found = violations('ProviderWsAck', payload);
    if (found.length > 0) {
      return connection.recordIn(frame, `acknowledgement payload: ${found.map((v) => `${v.field} ${v.description}`).join('; ')}`);
    }
    connection.recordIn(frame);
    const { code, data } = payload as { code: number; data?: string };
    const { event } = sent;
    this.options.recorder.add({
      kind: 'ack',
      eventId: event.envelope.header.event_id,
      messageId: event.messageId,
      code,
      latencyMs: this.options.now() - sent.sentAt,
      attempt: sent.attempt,
      connectionId: connection.id,
      ...(data === undefined ? {} : { response: decodeResponse(data) }),
    });
    if (code === 200 && !event.acked) {
      event.acked = true;
      this.clearTimer(event);
    }
  }

  stop(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private attempt(event: TrackedEvent): void {
    const ready = this.options.readyConnections();
    if (ready.length === 0) {
      if (!event.queued) this.queue.push(event);
      event.queued = true;
      return;
    }
    const connection = ready[Math.min(ready.length - 1, Math.floor(this.options.random() * ready.length))]!;
    event.attempts += 1;
    this.options.recorder.add({
      kind: 'event',
      eventId: event.envelope.header.event_id,
      messageId: event.messageId,
      eventType: event.envelope.header.event_type,
      attempt: event.attempts,
      via: 'ws',
      connectionId: connection.id,
    });
    const frameId = this.options.ids.frame();
    const traceId = this.options.ids.frame();
    const chunks = split(Buffer.from(JSON.stringify(event.envelope)), event.parts);
    this.sent.set(frameId, { event, attempt: event.attempts, sentAt: this.options.now(), connectionId: connection.id });
    chunks.forEach((chunk, index) => {
      this.frameSeq += 1;
      connection.send({
        SeqID: this.frameSeq,
        LogID: this.frameSeq,
        service: connection.serviceId,
        method: FRAME_METHOD.data,
        headers: [
          { key: 'type', value: 'event' },
          { key: 'message_id', value: frameId },
          { key: 'sum', value: String(chunks.length) },
          { key: 'seq', value: String(index) },
          { key: 'trace_id', value: traceId },
        ],
        payload: chunk,
      });
    });
    this.arm(event);
  }

  private arm(event: TrackedEvent): void {
    this.clearTimer(event);
    this.later(event, this.options.ackDeadlineMs, () => {
      const delay = this.options.redeliveryScheduleMs[event.retries];
      if (event.acked || delay === undefined) return;
      event.retries += 1;
      this.later(event, delay, () => {
        if (!event.acked) this.attempt(event);
      });
    });
  }

  private later(event: TrackedEvent, ms: number, run: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, ms);
    this.timers.add(timer);
    event.timer = timer;
  }

  private clearTimer(event: TrackedEvent): void {
    if (!event.timer) return;
    clearTimeout(event.timer);
    this.timers.delete(event.timer);
    delete event.timer;
  }
}

function decodeResponse(data: string): unknown {
  const text = Buffer.from(data, 'base64').toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
