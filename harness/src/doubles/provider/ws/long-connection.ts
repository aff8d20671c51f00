import type { WebSocket } from 'ws';
import type { ProviderWsClientConfig } from '../../../../../generated/types/index.ts';
import {
  decodeFrame,
  encodeFrame,
  frameJson,
  FRAME_METHOD,
  headerMap,
  payloadValue,
  type Frame,
} from '../frame-codec.ts';
import { NO_LARK_CODE } from '../lark-codes.ts';
import type { ProviderRecorder } from '../recorder.ts';
import { checkOwn, violations } from '../wire-schemas.ts';

export interface LongConnectionHooks {
  recorder: ProviderRecorder;
  clientConfig: () => ProviderWsClientConfig;
  /** The client pinged for the first time: from now on it can take events. */
  onReady: (connection: LongConnection) => void;
  /** A data frame came back: an acknowledgement of a frame the double sent. */
  onAck: (connection: LongConnection, frame: Frame, headers: Record<string, string>) => void;
  onClose: (connection: LongConnection) => void;
}

/**
 * One long connection of one client: answers pings with pongs that carry the client config, hands
 * acknowledgements to the delivery, and records every frame both ways.
 */
export class LongConnection {
  /** True once the client pinged: the SDK listens for frames only after its connect promise resolves. */
  ready = false;
  closed = false;
  private failure: string | undefined;

  constructor(
    readonly id: string,
    readonly serviceId: number,
    private readonly socket: WebSocket,
    private readonly hooks: LongConnectionHooks,
  ) {
    socket.on('message', (data, isBinary) => this.receive(data as Buffer, isBinary));
    socket.on('close', (code, reason) =>
      this.closedBy(
        `${code}${reason.length ? ` ${reason.toString()}` : ''}${this.failure ? ` (${this.failure})` : ''}`,
      ),
    );
    // A reset, or a frame the socket cannot take (text that is no UTF-8, over the size limit), surfaces
    // as 'error' and then 'close'; the close is what gets recorded, with the error as its reason.
    socket.on('error', (error) => {
      this.failure ??= error.message;
    });
  }

  send(frame: Frame): void {
    const headers = headerMap(frame);
    checkOwn(this.hooks.recorder, 'ProviderWsFrame', frameJson(frame), `frame to ${this.id}`);
    // Event payloads are checked whole by the delivery, before they are split into parts.
    if (headers.type === 'pong')
      checkOwn(this.hooks.recorder, 'ProviderWsClientConfig', payloadValue(frame), `pong to ${this.id}`);
    if (this.closed) return;
    this.record('out', frame, headers);
    this.socket.send(encodeFrame(frame));
  }

  /** Bytes that are no frame at all (TR-010); recorded as an outbound frame of method -1. */
  sendGarbage(bytes: Buffer): void {
    if (this.closed) return;
    this.hooks.recorder.add({
      kind: 'frame',
      direction: 'out',
      connectionId: this.id,
      frame: {
        seqId: 0,
        logId: 0,
        service: 0,
        method: -1,
        headers: {},
        payload: `(${bytes.length} bytes that are no pbbp2.Frame)`,
      },
    });
    this.socket.send(bytes);
  }

  /** Server-initiated close, as Lark does every few minutes. */
  close(reason: string): void {
    if (this.closed) return;
    this.socket.close(1000, reason);
    this.closedBy(reason);
  }

  /** A connection reset: no close handshake. */
  terminate(reason: string): void {
    if (this.closed) return;
    this.socket.terminate();
    this.closedBy(reason);
  }

  private closedBy(reason: string): void {
    if (this.closed) return;
    this.closed = true;
    this.hooks.recorder.add({ kind: 'connection', event: 'close', connectionId: this.id, reason });
    this.hooks.onClose(this);
  }

  private record(
    direction: 'in' | 'out',
    frame: Frame,
    headers: Record<string, string>,
    wireError?: string,
    fault?: string,
  ): void {
    const payload = payloadValue(frame);
    this.hooks.recorder.add({
      kind: 'frame',
      direction,
      connectionId: this.id,
      frame: {
        seqId: frame.SeqID,
        logId: frame.LogID,
        service: frame.service,
        method: frame.method,
        headers,
        ...(payload === undefined ? {} : { payload }),
      },
      ...(wireError ? { wireError: { code: NO_LARK_CODE, msg: wireError } } : {}),
      ...(fault ? { fault } : {}),
    });
  }

  private refuse(msg: string, frame?: Frame): void {
    if (frame) this.record('in', frame, headerMap(frame), msg);
    else
      this.hooks.recorder.add({
        kind: 'frame',
        direction: 'in',
        connectionId: this.id,
        frame: { seqId: 0, logId: 0, service: 0, method: -1, headers: {} },
        wireError: { code: NO_LARK_CODE, msg },
      });
  }

  private receive(data: Buffer, isBinary: boolean): void {
    if (!isBinary) return this.refuse('a text message on the long connection; frames are binary protobuf');
    let frame: Frame;
    try {
      frame = decodeFrame(data);
    } catch (error) {
      return this.refuse(`not a pbbp2.Frame: ${(error as Error).message}`);
    }
    const found = violations('ProviderWsFrame', frameJson(frame));
    if (found.length > 0)
      return this.refuse(`frame: ${found.map((v) => `${v.field} ${v.description}`).join('; ')}`, frame);
    const headers = headerMap(frame);
    if (frame.method === FRAME_METHOD.control) {
      if (headers.type !== 'ping')
        return this.refuse(
          `control frame of type ${headers.type ?? '(none)'}; only ping is sent by a client`,
          frame,
        );
      this.record('in', frame, headers);
      this.pong(frame);
      if (!this.ready) {
        this.ready = true;
        this.hooks.onReady(this);
      }
      return;
    }
    this.hooks.onAck(this, frame, headers);
  }

  /** Records an inbound data frame once it is judged: `wireError` blames the client, `fault` names a programmed one. */
  recordIn(frame: Frame, judged: { wireError?: string; fault?: string } = {}): void {
    this.record('in', frame, headerMap(frame), judged.wireError, judged.fault);
  }

  private pong(ping: Frame): void {
    this.send({
      SeqID: 0,
      LogID: 0,
      service: ping.service,
      method: FRAME_METHOD.control,
      headers: [{ key: 'type', value: 'pong' }],
      payload: Buffer.from(JSON.stringify(this.hooks.clientConfig())),
    });
  }
}
