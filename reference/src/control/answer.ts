import type { ControlError } from '../../../generated/types/index.ts';

/** One control API answer: an HTTP status and its JSON body. */
export type Answer = { status: number; body: unknown };

export const errorAnswer = (status: number, code: string, message: string): Answer => ({
  status,
  body: { error: { code, message } } satisfies ControlError,
});

/** A request body as JSON, or undefined when it is not JSON. */
export function jsonBody(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/**
 * A module's routes of the control API: the answer for a request it serves, or undefined for one it does
 * not. `route` is `METHOD /v1/a/:/b` (ids as `:`), `path` the decoded segments; `signal` aborts when the
 * caller hangs up, so that a long wait ends with it.
 */
export type ControlRoutes = (request: {
  route: string;
  path: string[];
  body: string;
  signal: AbortSignal;
}) => Promise<Answer | undefined> | Answer | undefined;
