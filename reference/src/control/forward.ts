import type { Answer } from './answer.ts';
import { errorAnswer } from './answer.ts';

/** Marks a request one instance forwarded to another: it is served there, never forwarded again. */
export const FORWARDED_HEADER = 'x-larkspur-forwarded';

/** A forwarded request that gets no answer in this long fails, as the caller's own would. */
const FORWARD_TIMEOUT_MS = 10_000;

/**
 * Sends a control request on to the instance that holds its session (its control API at `baseUrl`), with the
 * caller's own credentials, and answers with that instance's answer.
 */
export async function forwardRequest(
  baseUrl: string,
  req: { method: string; url: string; authorization: string | undefined },
  body: string,
  signal: AbortSignal,
): Promise<Answer> {
  try {
    const res = await fetch(new URL(req.url, baseUrl), {
      method: req.method,
      headers: {
        ...(req.authorization ? { authorization: req.authorization } : {}),
        'content-type': 'application/json',
        [FORWARDED_HEADER]: '1',
      },
      ...(req.method === 'POST' ? { body } : {}),
      signal: AbortSignal.any([signal, AbortSignal.timeout(FORWARD_TIMEOUT_MS)]),
    });
    return { status: res.status, body: await res.json() };
  } catch (error) {
    return errorAnswer(
      502,
      'INSTANCE_UNREACHABLE',
      `the instance that holds this session did not answer (${(error as Error).message}); try again`,
    );
  }
}
