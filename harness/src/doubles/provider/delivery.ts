import type { ProviderEventEnvelope } from '../../../../generated/types/index.ts';
import { UnknownEventError } from './errors.ts';
import type { IdFactory } from './ids.ts';
import type { ProviderRecorder } from './recorder.ts';
import { NO_LARK_CODE } from './lark-codes.ts';
import type { Timers } from './timers.ts';
import { checkOwn, violations, type WireSchema } from './wire-schemas.ts';

/** One event as the delivery tracks it across pushes. */
export interface TrackedEvent {
  envelope: ProviderEventEnvelope;
  /** The IM message the event is about (a card action's open_message_id). */
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

/** One push of an event, identified by the id its acknowledgement must name. */
export interface Push {
  pushId: string;
  event: TrackedEvent;
  attempt: number;
}

/** How events reach the implementation: the long connection or webhook push. */
export interface Transport {
  readonly via: 'ws' | 'webhook';
  /** Waits after each missed deadline before the next push. */
  readonly scheduleMs: readonly number[];
  /** The receiver of the next push (a connection id, or "webhook"); undefined when there is none yet. */
  select(): string | undefined;
  send(push: Push, receiver: string): void;
}

export interface Acknowledgement {
  connectionId: string;
  /** 200 handled; anything else is not an acknowledgement and the deadline still runs. */
  code: number;
  response?: unknown;
}

export interface DeliveryOptions {
  recorder: ProviderRecorder;
  ids: IdFactory;
  /** Monotonic ms, for acknowledgement latency. */
  now: () => number;
  ackDeadlineMs: number;
  transport: () => Transport;
  timers: Timers;
}

/** The schema each event type is checked against before it goes out. */
const EVENT_SCHEMA: Record<string, WireSchema> = {
  'im.message.receive_v1': 'ProviderImMessageReceiveV1',
  'card.action.trigger': 'ProviderCardActionTrigger',
};

/** The schema of the handler's answer an acknowledgement carries, by event type. */
const RESPONSE_SCHEMA: Record<string, WireSchema> = {
  'card.action.trigger': 'ProviderCardActionResponse',
};

/**
 * Pushes events the way Lark does: each push to one receiver, held until there is one, and pushed
 * again when no acknowledgement with code 200 arrives within the deadline — after the deadline, then at
 * each offset of the transport's (compressed) retry schedule. Redelivery after an acknowledgement is
 * the caller's to ask for, as it is Lark's to do after reconnects.
 */
export class Delivery {
  private readonly events = new Map<string, TrackedEvent>();
  private readonly latestByMessage = new Map<string, string>();
  private readonly pushes = new Map<string, Push & { sentAt: number; receiver: string }>();
  private readonly queue: TrackedEvent[] = [];

  constructor(private readonly options: DeliveryOptions) {}

  push(envelope: ProviderEventEnvelope, messageId: string, options: { parts?: number } = {}): void {
    const { event_type: type, event_id: id } = envelope.header;
    checkOwn(this.options.recorder, EVENT_SCHEMA[type] ?? 'ProviderEventEnvelope', envelope, `event ${id}`);
    const event: TrackedEvent = { envelope, messageId, parts: options.parts ?? 1, attempts: 0, retries: 0, acked: false, queued: false };
    this.events.set(id, event);
    this.latestByMessage.set(messageId, id);
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

  /** A receiver became available: what waited for one goes out now. */
  flush(): void {
    for (const event of this.queue.splice(0)) {
      event.queued = false;
      if (!event.acked) this.attempt(event);
    }
  }

  /** The IM message an event is about. */
  messageOf(eventId: string): string {
    const event = this.events.get(eventId);
    if (!event) throw new UnknownEventError(`no event ${eventId}`);
    return event.messageId;
  }

  /** Events not acknowledged that will be pushed again: waiting for a receiver, or for a redelivery. */
  pending(): number {
    return [...this.events.values()].filter((e) => !e.acked && (e.queued || e.timer !== undefined)).length;
  }

  /** The push this id names, if the double made it. */
  pushFor(pushId: string): Push | undefined {
    return this.pushes.get(pushId);
  }

  acknowledge(pushId: string, ack: Acknowledgement): void {
    const push = this.pushes.get(pushId);
    if (!push) return;
    const { event } = push;
    const responseSchema = RESPONSE_SCHEMA[event.envelope.header.event_type];
    const found = responseSchema && ack.response !== undefined ? violations(responseSchema, ack.response) : [];
    this.options.recorder.add({
      kind: 'ack',
      eventId: event.envelope.header.event_id,
      messageId: event.messageId,
      code: ack.code,
      latencyMs: this.options.now() - push.sentAt,
      attempt: push.attempt,
      connectionId: ack.connectionId,
      ...(ack.response === undefined ? {} : { response: ack.response }),
      ...(found.length > 0
        ? { wireError: { code: NO_LARK_CODE, msg: `answer: ${found.map((v) => `${v.field} ${v.description}`).join('; ')}` } }
        : {}),
    });
    if (ack.code === 200 && !event.acked) {
      event.acked = true;
      this.clearTimer(event);
    }
  }

  private attempt(event: TrackedEvent): void {
    const transport = this.options.transport();
    const receiver = transport.select();
    if (receiver === undefined) {
      if (!event.queued) this.queue.push(event);
      event.queued = true;
      return;
    }
    event.attempts += 1;
    const push: Push = { pushId: this.options.ids.frame(), event, attempt: event.attempts };
    this.pushes.set(push.pushId, { ...push, sentAt: this.options.now(), receiver });
    this.options.recorder.add({
      kind: 'event',
      eventId: event.envelope.header.event_id,
      messageId: event.messageId,
      eventType: event.envelope.header.event_type,
      attempt: push.attempt,
      via: transport.via,
      connectionId: receiver,
    });
    transport.send(push, receiver);
    this.arm(event, transport.scheduleMs);
  }

  private arm(event: TrackedEvent, scheduleMs: readonly number[]): void {
    this.clearTimer(event);
    this.later(event, this.options.ackDeadlineMs, () => {
      const delay = scheduleMs[event.retries];
      if (event.acked || delay === undefined) return;
      event.retries += 1;
      this.later(event, delay, () => {
        if (!event.acked) this.attempt(event);
      });
    });
  }

  private later(event: TrackedEvent, ms: number, run: () => void): void {
    const timer = this.options.timers.after(ms, () => {
      if (event.timer === timer) delete event.timer;
      run();
    });
    event.timer = timer;
  }

  private clearTimer(event: TrackedEvent): void {
    this.options.timers.cancel(event.timer);
    delete event.timer;
  }
}
