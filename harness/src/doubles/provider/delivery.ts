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
  /** What the double knows the event by: its envelope's header, unless the envelope is malformed on purpose. */
  eventId: string;
  eventType: string;
  /** Sent instead of the envelope's JSON: a payload Lark would never send (not JSON, not an object). */
  body?: string;
  /** Pushed again when unacknowledged, as Lark does; a generated malformed push is not. */
  autoRedeliver: boolean;
  /** Malformed on purpose: never schema-checked, tracked by eventId and eventType rather than its header. */
  malformed: boolean;
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

  /**
   * Pushes an event, redelivered until acknowledged. `patchedFrom` names the ids of an envelope patched on
   * purpose into one Lark never sends (TR-010): it is not schema-checked, and it is tracked by those ids.
   */
  push(
    envelope: ProviderEventEnvelope,
    messageId: string,
    options: { parts?: number; patchedFrom?: { eventId: string; eventType: string } } = {},
  ): void {
    const { eventId, eventType } = options.patchedFrom ?? {
      eventId: envelope.header.event_id,
      eventType: envelope.header.event_type,
    };
    if (!options.patchedFrom)
      checkOwn(
        this.options.recorder,
        EVENT_SCHEMA[eventType] ?? 'ProviderEventEnvelope',
        envelope,
        `event ${eventId}`,
      );
    this.track({
      envelope,
      eventId,
      eventType,
      autoRedeliver: true,
      malformed: options.patchedFrom !== undefined,
      messageId,
      parts: options.parts ?? 1,
    });
  }

  /**
   * Pushes what Lark never sends, on purpose (TR-010): an envelope with broken fields, or a payload that is
   * not one at all (`body`). No schema check, and no redelivery when it goes unacknowledged; its records
   * carry `eventId` and `eventType` so that checks can find them.
   */
  pushMalformed(malformed: {
    envelope: unknown;
    eventId: string;
    eventType: string;
    messageId?: string;
    body?: string;
  }): void {
    const { envelope, eventId, eventType, messageId = '', body } = malformed;
    this.track({
      envelope: envelope as ProviderEventEnvelope,
      eventId,
      eventType,
      ...(body === undefined ? {} : { body }),
      autoRedeliver: false,
      malformed: true,
      messageId,
      parts: 1,
    });
  }

  /** Pushes a delivered event again, acknowledged or not; with newEventId as a fresh event. Returns its event id. */
  redeliver(
    ref: { messageId: string } | { eventId: string },
    options: { newEventId?: boolean } = {},
  ): { eventId: string } {
    const eventId = 'eventId' in ref ? ref.eventId : this.latestByMessage.get(ref.messageId);
    const event = eventId === undefined ? undefined : this.events.get(eventId);
    if (!event) throw new UnknownEventError(`no event was delivered for ${JSON.stringify(ref)}`);
    if (options.newEventId) {
      const fresh = this.options.ids.event();
      const envelope = { ...event.envelope, header: { ...event.envelope.header, event_id: fresh } };
      this.push(envelope, event.messageId, {
        parts: event.parts,
        ...(event.malformed ? { patchedFrom: { eventId: fresh, eventType: event.eventType } } : {}),
      });
      return { eventId: fresh };
    }
    event.acked = false;
    this.attempt(event);
    return { eventId: event.eventId };
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
    const responseSchema = RESPONSE_SCHEMA[event.eventType];
    const found =
      responseSchema && ack.response !== undefined ? violations(responseSchema, ack.response) : [];
    this.options.recorder.add({
      kind: 'ack',
      eventId: event.eventId,
      messageId: event.messageId,
      code: ack.code,
      latencyMs: this.options.now() - push.sentAt,
      attempt: push.attempt,
      connectionId: ack.connectionId,
      ...(ack.response === undefined ? {} : { response: ack.response }),
      ...(found.length > 0
        ? {
            wireError: {
              code: NO_LARK_CODE,
              msg: `answer: ${found.map((v) => `${v.field} ${v.description}`).join('; ')}`,
            },
          }
        : {}),
    });
    if (ack.code === 200 && !event.acked) {
      event.acked = true;
      this.clearTimer(event);
    }
  }

  private track(fields: Omit<TrackedEvent, 'attempts' | 'retries' | 'acked' | 'queued'>): void {
    const event: TrackedEvent = { ...fields, attempts: 0, retries: 0, acked: false, queued: false };
    this.events.set(event.eventId, event);
    if (event.messageId !== '') this.latestByMessage.set(event.messageId, event.eventId);
    this.attempt(event);
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
    transport.send(push, receiver);
    // Stamped once it is out (its acknowledgement comes later, on the socket): encoding a huge event is
    // the double's time, never the implementation's.
    this.pushes.set(push.pushId, { ...push, sentAt: this.options.now(), receiver });
    this.options.recorder.add({
      kind: 'event',
      eventId: event.eventId,
      messageId: event.messageId,
      eventType: event.eventType,
      attempt: push.attempt,
      via: transport.via,
      connectionId: receiver,
    });
    if (event.autoRedeliver) this.arm(event, transport.scheduleMs);
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
