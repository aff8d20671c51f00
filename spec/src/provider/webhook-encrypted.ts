import Type from 'typebox';
import { defineSchema } from '../define.ts';

export const ProviderWebhookEncrypted = defineSchema(
  'provider/webhook-encrypted',
  Type.Object({ encrypt: Type.String({ contentEncoding: 'base64', minLength: 24 }) }),
  {
    name: 'ProviderWebhookEncrypted',
    title: 'Encrypted webhook push',
    description:
      'The body of a push when the app has an encrypt key: base64 of a 16-byte IV followed by the AES-256-CBC ' +
      '(PKCS#7) ciphertext of the JSON event, keyed with sha256(encryptKey). Headers X-Lark-Request-Timestamp, ' +
      'X-Lark-Request-Nonce and X-Lark-Signature = hex(sha256(timestamp + nonce + encryptKey + body)), where body ' +
      'is exactly the JSON text sent (the SDK re-serializes with JSON.stringify and compares). The receiver ' +
      'answers HTTP 200 within 3 s or the push is retried (15 s, 5 min, 1 h, 6 h).',
  },
);
