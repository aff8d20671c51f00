import type { ServerResponse } from 'node:http';
import { validatorsById } from '../../../../generated/validators/index.js';

/** A tool call the double makes the model ask for; id is what the client's next call answers. */
export interface ToolCall {
  id: string;
  name: string;
  input: Record<string, unknown>;
}

/**
 * How one answer goes out on one wire, streamed or not: the script player says what the model does, the
 * speaker says it as that API would. A speaker that does not stream keeps everything until the end.
 */
export interface Speaker {
  /** The answer begins: a stream sends its opening event at once. */
  begin(): Promise<void>;
  text(piece: string): Promise<void>;
  /** Ends the output with a tool call; complete() follows. */
  toolCall(call: ToolCall): Promise<void>;
  /** The answer ends well: after a tool call, as the API ends a tool call's response. */
  complete(): Promise<void>;
  /** The answer fails after its output. */
  fail(error: { code: string; message: string }): Promise<void>;
  /** Closes the connection mid-answer. */
  drop(): void;
}

export interface SpeakerOptions {
  res: ServerResponse;
  /** The double's own message broke its schema. */
  broke(errors: string[]): void;
  /** A unique number for the ids of this answer. */
  n: number;
  /** The model the request named, echoed in the answer as the APIs do. */
  model: string;
  /** The request body, for what an answer depends on (stream_options). */
  request: unknown;
}

/** Writes one JSON answer checked against the schema with this $id. */
export function sendJson(
  options: Pick<SpeakerOptions, 'res' | 'broke'>,
  status: number,
  schemaId: string,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const validate = validatorsById[schemaId];
  if (!validate) options.broke([`no schema ${schemaId}`]);
  else if (!validate(body))
    options.broke((validate.errors ?? []).map((e) => `${schemaId} ${e.instancePath || '/'} ${e.message}`));
  if (options.res.destroyed) return;
  options.res.writeHead(status, { 'content-type': 'application/json', ...headers });
  options.res.end(JSON.stringify(body));
}

/** Seconds since the epoch, as the APIs stamp answers. */
export function created(): number {
  return Math.floor(Date.now() / 1000);
}

export function tokens(text: string): number {
  return Math.ceil(text.length / 4);
}
