import WebSocket from 'ws';
import {
  decodeFrame,
  encodeFrame,
  FRAME_METHOD,
  headerMap,
  type Frame,
} from '../../../src/doubles/provider/frame-codec.ts';

export interface LongConnectionOptions {
  domain: string;
  appId: string;
  appSecret: string;
  /** Join the parts of a split event (sum/seq) before decoding it; false is the first-frame-only flaw. */
  joinParts: boolean;
  onEvent: (event: Record<string, unknown>) => void;
}

/**
 * A hand-written long-connection client, as a bridge in another language would write one: endpoint
 * discovery, ping, event frames and their ACK. It exists to show that TR-005 catches a client that takes
 * the first frame of a split event for the whole.
 */
export class LongConnection {
  private socket: WebSocket | undefined;
  private readonly parts = new Map<string, Buffer[]>();

  constructor(private readonly options: LongConnectionOptions) {}

  async start(): Promise<void> {
    const { domain, appId, appSecret } = this.options;
    const res = await fetch(`${domain}/callback/ws/endpoint`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ AppID: appId, AppSecret: appSecret }),
    });
    const body = (await res.json()) as { code: number; data?: { URL?: string } };
    if (body.code !== 0 || !body.data?.URL) throw new Error(`endpoint discovery answered ${body.code}`);
    const url = new URL(body.data.URL);
    const service = Number(url.searchParams.get('service_id'));
    const socket = new WebSocket(url);
    this.socket = socket;
    socket.on('open', () =>
      this.send({
        SeqID: 0,
        LogID: 0,
        service,
        method: FRAME_METHOD.control,
        headers: [{ key: 'type', value: 'ping' }],
      }),
    );
    socket.on('message', (data: Buffer) => this.receive(decodeFrame(data)));
  }

  private receive(frame: Frame): void {
    const headers = headerMap(frame);
    if (frame.method !== FRAME_METHOD.data || headers.type !== 'event') return;
    const payload = this.whole(frame, headers);
    if (payload === undefined) return;
    this.send({
      ...frame,
      headers: [...frame.headers, { key: 'biz_rt', value: '1' }],
      payload: Buffer.from(JSON.stringify({ code: 200 })),
    });
    try {
      this.options.onEvent(JSON.parse(payload.toString('utf8')) as Record<string, unknown>);
    } catch {
      // Not JSON: with the flaw, a fragment of a split event. Nothing to answer.
    }
  }

  /** The event's payload once every part is in, or undefined while parts are missing. */
  private whole(frame: Frame, headers: Record<string, string>): Buffer | undefined {
    const sum = Number(headers.sum ?? 1);
    const payload = Buffer.from(frame.payload ?? []);
    if (sum <= 1 || !this.options.joinParts) return payload;
    const id = headers.message_id ?? '';
    const parts = this.parts.get(id) ?? new Array<Buffer>(sum);
    parts[Number(headers.seq ?? 0)] = payload;
    this.parts.set(id, parts);
    if (parts.filter((p) => p !== undefined).length < sum) return undefined;
    this.parts.delete(id);
    return Buffer.concat(parts);
  }

  private send(frame: Frame): void {
    this.socket?.send(encodeFrame(frame));
  }
}
