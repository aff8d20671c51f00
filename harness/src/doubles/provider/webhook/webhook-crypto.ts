import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

function key(encryptKey: string): Buffer {
  return createHash('sha256').update(encryptKey).digest();
}

/** base64(IV ‖ AES-256-CBC(PKCS#7) of the text), keyed with sha256(encryptKey), as Lark encrypts pushes. */
export function encrypt(encryptKey: string, plaintext: string): string {
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-256-cbc', key(encryptKey), iv);
  return Buffer.concat([iv, cipher.update(plaintext, 'utf8'), cipher.final()]).toString('base64');
}

export function decrypt(encryptKey: string, encrypted: string): string {
  const bytes = Buffer.from(encrypted, 'base64');
  const decipher = createDecipheriv('aes-256-cbc', key(encryptKey), bytes.subarray(0, 16));
  return Buffer.concat([decipher.update(bytes.subarray(16)), decipher.final()]).toString('utf8');
}

/** hex(sha256(timestamp + nonce + encryptKey + body)), the X-Lark-Signature header. */
export function signature(timestamp: string, nonce: string, encryptKey: string, body: string): string {
  return createHash('sha256')
    .update(timestamp + nonce + encryptKey + body)
    .digest('hex');
}
