import type { Delivery, Push, Transport } from '../delivery.ts';
import type { FaultBook, PushFault } from '../fault-book.ts';
import { FRAME_METHOD, payloadValue, type Frame } from '../frame-codec.ts';
import type { IdFactory } from '../ids.ts';
import type { Timers } from '../timers.ts';
import { violations } from '../wire-schemas.ts';
import type { Gateway } from './gateway.ts';
import type { LongConnection } from './long-connection.ts';

export interface WsTransportOptions {
  gateway: Gateway;
  delivery: () => Delivery;
  faults: FaultBook<PushFault>;
  ids: IdFactory;
  /** Picks one of several ready clients; a seam so a test can pin the choice. */
  random: () => number;
  /** random: each push to a ready client picked by `random`; round-robin: to each ready client in turn. */
  spread: 'random' | 'round-robin';
  scheduleMs: readonly number[];
  timers: Timers;
}

function split(bytes: Buffer, parts: number): Buffer[] {
  const count = Math.max(1, Math.min(parts, bytes.length));
  const size = Math.ceil(bytes.length / count);
  return Array.from({ length: count }, (_, i) => bytes.subarray(i * size, (i + 1) * size));
}

function decodeBase64Json(data: string): unknown {
  const text = Buffer.from(data, 'base64').toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Events over the long connection: each push to one ready client at random, as frames sharing one
 * message_id (split in parts when asked); acknowledgements come back as echoed frames. Programmed
 * faults lose, delay, double or reorder them, or close the socket.
 */
export class WsTransport implements Transport {
  readonly via = 'ws' as const;
  readonly scheduleMs: readonly number[];
  private frameSeq = 0;
  private pushes = 0;
  private held: { connection: LongConnection; frames: Frame[] } | undefined;

  constructor(private readonly options: WsTransportOptions) {
    this.scheduleMs = options.scheduleMs;
  }

  select(): string | undefined {
    const ready = this.options.gateway.ready();
    if (ready.length === 0) return undefined;
    const pick =
      this.options.spread === 'round-robin'
        ? this.pushes++ % ready.length
        : Math.floor(this.options.random() * ready.length);
    return ready[Math.min(ready.length - 1, pick)]!.id;
  }

  send(push: Push, receiver: string): void {
    const connection = this.options.gateway.connection(receiver)!;
    const frames = this.frames(push, connection);
    const fault = (kind: PushFault['kind']) =>
      this.options.faults.take(
        (f) => f.kind === kind && (f.messageId === undefined || f.messageId === push.event.messageId),
      );
    const earlier = this.held;
    if (!earlier && fault('out-of-order')) {
      this.held = { connection, frames };
      return;
    }
    this.held = undefined;
    for (const frame of frames) connection.send(frame);
    if (fault('deliver-twice')) for (const frame of frames) connection.send(frame);
    if (earlier && !earlier.connection.closed)
      for (const frame of earlier.frames) earlier.connection.send(frame);
    const close = fault('close-socket');
    if (close) connection.close(`fault ${close.id}: close-socket`);
  }

  /** Bytes that are no frame to one ready client; false when none is connected. */
  sendGarbage(bytes: Buffer): boolean {
    const receiver = this.select();
    if (receiver === undefined) return false;
    this.options.gateway.connection(receiver)!.sendGarbage(bytes);
    return true;
  }

  /** A data frame from a client: the acknowledgement of a push, judged and handed to the delivery. */
  acknowledge(connection: LongConnection, frame: Frame, headers: Record<string, string>): void {
    const delivery = this.options.delivery();
    const push = delivery.pushFor(headers.message_id ?? '');
    if (!push) {
      return connection.recordIn(frame, {
        wireError: `acknowledgement of message_id ${headers.message_id ?? '(none)'}, which the double never sent`,
      });
    }
    const payload = payloadValue(frame);
    const found = violations('ProviderWsAck', payload);
    if (found.length > 0) {
      return connection.recordIn(frame, {
        wireError: `acknowledgement payload: ${found.map((v) => `${v.field} ${v.description}`).join('; ')}`,
      });
    }
    const matches = (f: PushFault) => f.messageId === undefined || f.messageId === push.event.messageId;
    const dropped = this.options.faults.take((f) => f.kind === 'drop-ack' && matches(f));
    if (dropped) return connection.recordIn(frame, { fault: dropped.id });
    const { code, data } = payload as { code: number; data?: string };
    const accept = () =>
      delivery.acknowledge(push.pushId, {
        connectionId: connection.id,
        code,
        ...(data === undefined ? {} : { response: decodeBase64Json(data) }),
      });
    const delayed = this.options.faults.take((f) => f.kind === 'delay-ack' && matches(f));
    connection.recordIn(frame, delayed ? { fault: delayed.id } : {});
    if (!delayed) return accept();
    this.options.timers.after(delayed.fault.ms ?? 0, accept);
  }

  private frames(push: Push, connection: LongConnection): Frame[] {
    const traceId = this.options.ids.frame();
    const chunks = split(
      Buffer.from(push.event.body ?? JSON.stringify(push.event.envelope)),
      push.event.parts,
    );
    return chunks.map((chunk, index) => {
      this.frameSeq += 1;
      return {
        SeqID: this.frameSeq,
        LogID: this.frameSeq,
        service: connection.serviceId,
        method: FRAME_METHOD.data,
        headers: [
          { key: 'type', value: 'event' },
          { key: 'message_id', value: push.pushId },
          // Always present, even for a whole event: the SDK drops a frame without them.
          { key: 'sum', value: String(chunks.length) },
          { key: 'seq', value: String(index) },
          { key: 'trace_id', value: traceId },
        ],
        payload: chunk,
      };
    });
  }
}
