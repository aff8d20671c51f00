import { createCipheriv, createHash, randomBytes } from 'node:crypto';

/** A webhook push as Lark sends it: the body and its signature headers. */
export interface LarkPush {
  headers: Record<string, string>;
  body: string;
}

export interface PushOptions {
  encryptKey: string;
  /** Seconds since the epoch, as X-Lark-Request-Timestamp carries it. */
  timestampS: number;
  /** Sent as is, without encryption or signature. */
  plain?: boolean;
}

/** base64(IV ‖ AES-256-CBC) keyed with sha256(encryptKey), signed hex(sha256(timestamp + nonce + key + body)). */
export function larkPush(message: object, options: PushOptions): LarkPush {
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
  if (options.plain) return { headers, body: JSON.stringify(message) };
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-256-cbc', createHash('sha256').update(options.encryptKey).digest(), iv);
  const encrypted = Buffer.concat([
    iv,
    cipher.update(JSON.stringify(message), 'utf8'),
    cipher.final(),
  ]).toString('base64');
  const body = JSON.stringify({ encrypt: encrypted });
  const timestamp = String(options.timestampS);
  const nonce = randomBytes(8).toString('hex');
  headers['x-lark-request-timestamp'] = timestamp;
  headers['x-lark-request-nonce'] = nonce;
  headers['x-lark-signature'] = createHash('sha256')
    .update(timestamp + nonce + options.encryptKey + body)
    .digest('hex');
  return { headers, body };
}

/** An im.message.receive_v1 envelope (schema 2.0) for a private text message. */
export function receiveEnvelope(token: string, messageId: string, text: string): object {
  return {
    schema: '2.0',
    header: {
      event_id: `ev_${messageId}`,
      event_type: 'im.message.receive_v1',
      create_time: String(Date.now()),
      token,
      app_id: 'cli_0123456789abcdef',
      tenant_key: 'tenant',
    },
    event: {
      sender: { sender_id: { open_id: 'ou_alice' }, sender_type: 'user', tenant_key: 'tenant' },
      message: {
        message_id: messageId,
        create_time: String(Date.now()),
        chat_id: 'oc_alice',
        chat_type: 'p2p',
        message_type: 'text',
        content: JSON.stringify({ text }),
      },
    },
  };
}
