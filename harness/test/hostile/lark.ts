import WebSocket from 'ws';
import {
  decodeFrame,
  encodeFrame,
  FRAME_METHOD,
  headerMap,
  type Frame,
} from '../../src/doubles/provider/frame-codec.ts';

export const lark = {
  domain: process.env.LARKSPUR_LARK_DOMAIN!,
  appId: process.env.LARKSPUR_LARK_APP_ID!,
  appSecret: process.env.LARKSPUR_LARK_APP_SECRET!,
};

/** An incoming im.message.receive_v1, as much of it as a hostile bridge needs. */
export interface ReceivedMessage {
  messageId: string;
  chatId: string;
  text: string;
}

export interface Connection {
  socket: WebSocket;
  service: number;
  send: (frame: Frame) => void;
}

/** Endpoint discovery: a ticketed socket URL, or the refusal's code. */
export async function discover(): Promise<URL> {
  const res = await fetch(`${lark.domain}/callback/ws/endpoint`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ AppID: lark.appId, AppSecret: lark.appSecret }),
  });
  const body = (await res.json()) as { code: number; data?: { URL?: string } };
  if (body.code !== 0 || !body.data?.URL) throw new Error(`endpoint discovery answered ${body.code}`);
  return new URL(body.data.URL);
}

/**
 * A bare long connection: discovery, the first ping (the harness then takes the bridge for ready), and
 * each event handed over — acknowledged only when `ack` says so.
 */
export async function connect(
  onMessage: (m: ReceivedMessage) => void = () => undefined,
  ack = true,
): Promise<Connection> {
  const url = await discover();
  const service = Number(url.searchParams.get('service_id'));
  const socket = new WebSocket(url);
  socket.on('error', () => undefined);
  const send = (frame: Frame) => {
    if (socket.readyState === WebSocket.OPEN) socket.send(encodeFrame(frame));
  };
  socket.on('message', (data: Buffer) => {
    let frame: Frame;
    try {
      frame = decodeFrame(data);
    } catch {
      return;
    }
    const headers = headerMap(frame);
    if (frame.method !== FRAME_METHOD.data || headers.type !== 'event') return;
    if (ack) send({ ...frame, payload: Buffer.from(JSON.stringify({ code: 200 })) });
    const event = JSON.parse(Buffer.from(frame.payload ?? []).toString('utf8')) as {
      event?: { message?: { message_id?: string; chat_id?: string; content?: string } };
    };
    const message = event.event?.message;
    if (!message?.message_id || !message.chat_id) return;
    const text = (JSON.parse(message.content ?? '{}') as { text?: string }).text ?? '';
    onMessage({ messageId: message.message_id, chatId: message.chat_id, text });
  });
  await new Promise<void>((resolve) => socket.once('open', () => resolve()));
  send({
    SeqID: 0,
    LogID: 0,
    service,
    method: FRAME_METHOD.control,
    headers: [{ key: 'type', value: 'ping' }],
  });
  return { socket, service, send };
}

export async function tenantToken(): Promise<string> {
  const res = await fetch(`${lark.domain}/open-apis/auth/v3/tenant_access_token/internal`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ app_id: lark.appId, app_secret: lark.appSecret }),
  });
  return ((await res.json()) as { tenant_access_token: string }).tenant_access_token;
}
