import type { IncomingMessage } from 'node:http';

/** Above the largest body Lark takes (a 30 MB file upload) with room for multipart framing. */
export const MAX_BODY_BYTES = 32 * 1024 * 1024;

/** A body the double never read whole: too large, or cut off before its end. */
export type BodyProblem =
  | { kind: 'too-large'; bytes: number; limit: number }
  | { kind: 'incomplete'; bytes: number; declared: number | undefined };

export type BodyRead = { body: Buffer } | { problem: BodyProblem };

function declaredLength(request: IncomingMessage): number | undefined {
  const header = request.headers['content-length'];
  return header !== undefined && /^[0-9]+$/.test(header) ? Number(header) : undefined;
}

/**
 * Reads a request body of at most `limit` bytes. Over it, reading stops at once (a declared length over
 * it is refused before a byte is read); a client that goes away mid-body leaves it incomplete. Never
 * rejects: both are the client's doing, not the double's.
 */
export function readBody(request: IncomingMessage, limit = MAX_BODY_BYTES): Promise<BodyRead> {
  const declared = declaredLength(request);
  if (declared !== undefined && declared > limit)
    return Promise.resolve({ problem: { kind: 'too-large', bytes: declared, limit } });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let bytes = 0;
    let settled = false;
    const settle = (read: BodyRead) => {
      if (settled) return;
      settled = true;
      request.off('data', onData);
      resolve(read);
    };
    const onData = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > limit) {
        chunks.length = 0;
        request.pause();
        settle({ problem: { kind: 'too-large', bytes, limit } });
      } else {
        chunks.push(chunk);
      }
    };
    request.on('data', onData);
    request.on('end', () => settle({ body: Buffer.concat(chunks) }));
    const cut = () => settle({ problem: { kind: 'incomplete', bytes, declared } });
    request.on('error', cut);
    request.on('close', () => {
      if (!request.complete) cut();
    });
  });
}

export function describeProblem(problem: BodyProblem): string {
  return problem.kind === 'too-large'
    ? `a request body of ${problem.bytes} bytes or more, over the limit of ${problem.limit}`
    : `the connection closed after ${problem.bytes}${problem.declared !== undefined ? ` of ${problem.declared}` : ''} bytes of the request body`;
}

/**
 * The first `maxBytes` of a response body (undici's or fetch's), the rest left unread: what a peer
 * answers is read in bounded memory, however much it sends.
 */
export async function readCapped(
  body: AsyncIterable<Uint8Array> | null,
  maxBytes: number,
): Promise<{ text: string; truncated: boolean }> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  if (body) {
    for await (const chunk of body) {
      const room = maxBytes - bytes;
      chunks.push(Buffer.from(chunk.subarray(0, room)));
      bytes += Math.min(chunk.length, room);
      if (chunk.length > room) return { text: Buffer.concat(chunks).toString('utf8'), truncated: true };
    }
  }
  return { text: Buffer.concat(chunks).toString('utf8'), truncated: false };
}
