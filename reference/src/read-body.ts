import type { IncomingMessage } from 'node:http';

export class BodyTooLargeError extends Error {
  readonly code = 'BODY_TOO_LARGE';
  constructor(what: string, maxBytes: number) {
    super(`${what} over ${maxBytes} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

/** A request body as text; past `maxBytes` it reads no further and rejects, so a big body costs no memory. */
export function readBody(request: IncomingMessage, maxBytes: number, what: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        // Read no further; the answer closes the connection.
        request.pause();
        reject(new BodyTooLargeError(what, maxBytes));
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}
